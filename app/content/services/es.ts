import type { ServicesText } from "./neutral";

export default {
  meta: {
    title: "Nuestros servicios",
    description:
      "Eficiencia empresarial, transformación digital, soluciones de IA y estrategia y crecimiento: cuatro servicios para reducir costos, agilizar procesos y crecer.",
  },
  intro: {
    eyebrow: "Servicios",
    title: "Cuatro formas de ayudarle a rendir más",
    subtitle:
      "Cada servicio puede contratarse por separado o combinarse en un solo programa. Todo proyecto comienza con una línea base clara y termina con resultados medibles que su equipo puede sostener.",
  },
  offerings: {
    title: "Qué ofrecemos",
    detailsTitle: "Qué incluye cada servicio",
    intro:
      "Servicios prácticos, diseñados para los problemas que las empresas medianas nos plantean con más frecuencia.",
    learnMore: "Más información",
    items: [
      {
        title: "Eficiencia empresarial",
        description:
          "Analizamos sus operaciones de principio a fin, eliminamos desperdicios y rediseñamos procesos para que sus equipos dediquen su tiempo al trabajo que genera valor.",
        features: [
          "Mapeo de procesos y análisis de cuellos de botella",
          "Programas de mejora con Lean Six Sigma",
          "Revisión de la estructura de costos y del gasto",
          "Modelos de indicadores y tableros de desempeño",
          "Automatización de tareas repetitivas",
        ],
        results: [
          "30% de reducción en los costos operativos",
          "Plazos más cortos y menos errores",
          "Responsables claros para cada proceso clave",
        ],
      },
      {
        title: "Transformación digital",
        description:
          "Modernizamos sistemas heredados, migramos a la nube y digitalizamos flujos manuales, con una hoja de ruta ajustada a su presupuesto y a la capacidad de su equipo.",
        features: [
          "Diagnóstico de madurez digital y hoja de ruta",
          "Migración a la nube con AWS, Azure o Google Cloud",
          "Implementación de ERP y CRM, incluidos SAP y Salesforce",
          "Integración de sistemas y estrategia de API",
          "Ciberseguridad y protección de datos desde el diseño",
        ],
        results: [
          "Procesos completados un 50% más rápido",
          "Menores costos de mantenimiento de TI",
          "Visibilidad en tiempo real de todo el negocio",
        ],
      },
      {
        title: "Soluciones de IA",
        description:
          "Identificamos dónde la IA puede generar rentabilidad en su negocio, desarrollamos los modelos y los ponemos en producción, con gobernanza y beneficios medibles.",
        features: [
          "Diagnóstico de oportunidades de IA y caso de negocio",
          "Analítica predictiva y pronóstico de la demanda",
          "Procesamiento inteligente de documentos",
          "Asistentes virtuales para la atención al cliente",
          "Gobernanza de IA responsable y monitoreo de modelos",
        ],
        results: [
          "25–35% de reducción de costos con automatización inteligente",
          "Pronósticos y planificación más precisos",
          "Atención más rápida a los clientes, a cualquier hora",
        ],
      },
      {
        title: "Estrategia y crecimiento",
        description:
          "Ayudamos a los equipos directivos a decidir dónde crecer, probar las opciones con rapidez y convertir la estrategia elegida en planes, presupuestos y metas.",
        features: [
          "Análisis de mercado y de la competencia",
          "Entrada a nuevos mercados y planificación de la expansión",
          "Estrategia de precios y de portafolio",
          "Definición de OKR y ejecución de la estrategia",
          "Apoyo en fusiones y adquisiciones",
        ],
        results: [
          "Nuevos mercados abiertos en la mitad del plazo previsto",
          "Un portafolio más enfocado y con mayores márgenes",
          "Un equipo directivo alineado en pocas prioridades medibles",
        ],
      },
    ],
    basis:
      "Los resultados destacados son medianas de nuestros proyectos concluidos entre 2019 y 2025, medidas 12 meses después de la puesta en marcha frente a la línea base de cada cliente (120 de eficiencia empresarial y 80 de transformación digital); en IA, la mitad central de los resultados de 45 soluciones en producción; en estrategia, la mediana de más de 30 entradas a nuevos mercados desde 2019, frente al plan inicial de cada cliente.",
  },
  process: {
    title: "Cómo trabajamos",
    intro:
      "Un mismo método en cuatro fases para todos los proyectos. La página de cada servicio muestra qué ocurre en cada fase en ese tipo de trabajo.",
    steps: [
      {
        title: "Descubrir",
        text: "Diagnóstico y estrategia. Estudiamos sus operaciones, sistemas y datos, entrevistamos a las personas clave y establecemos una línea base. Juntos acordamos metas, prioridades y cómo se medirá el éxito.",
      },
      {
        title: "Diseñar",
        text: "Diseño y planificación. Diseñamos los procesos y las soluciones objetivo, y elaboramos un plan por fases, con hitos, responsables, presupuesto y riesgos bien definidos.",
      },
      {
        title: "Desarrollar",
        text: "Implementación. Construimos y probamos en ciclos cortos junto con su equipo, capacitando a las personas sobre la marcha e informando el avance frente a los indicadores acordados.",
      },
      {
        title: "Desplegar",
        text: "Optimización y soporte. Ponemos la solución en marcha, damos seguimiento a los resultados, ajustamos lo necesario y realizamos la transferencia completa a su equipo, con soporte continuo si así lo desea.",
      },
    ],
  },
  timeline: {
    title: "Duración de los proyectos",
    text: "Los proyectos típicos duran de 3 a 12 meses, según su alcance. Dividimos el trabajo en fases con hitos que usted puede revisar, para que vea resultados pronto en lugar de esperar una única entrega final.",
  },
  cta: {
    title: "¿No sabe por dónde empezar?",
    text: "Agende una consulta inicial gratuita. Analizaremos su situación y le recomendaremos el servicio, o la combinación de servicios, con mayor impacto.",
    primary: "Agendar una consulta",
    secondary: "Ver casos de éxito",
  },
} satisfies ServicesText;
