import type { Text } from "./neutral";

export default {
  meta: {
    title: "Estrategia y crecimiento",
    description:
      "Estrategia de crecimiento, entrada a mercados, precios y debida diligencia en fusiones y adquisiciones, desde el análisis de mercado hasta la ejecución.",
  },
  intro: {
    eyebrow: "Nuestros servicios",
    title: "Estrategia y crecimiento",
    subtitle:
      "Ayudamos a los equipos directivos a decidir dónde crecer y cómo ganar en esos mercados, y seguimos a su lado para convertir el plan en resultados trimestrales.",
  },
  sections: [
    {
      title: "Áreas de enfoque",
      intro:
        "Cuatro áreas que orientan la mayor parte de nuestro trabajo de estrategia con empresas medianas.",
      items: [
        {
          title: "Estrategia de crecimiento",
          text: "Dónde competir y cómo ganar: la elección de los mercados, segmentos y ofertas que merecen su próxima inversión.",
        },
        {
          title: "Expansión de mercado",
          text: "Nuevos países y canales, con modelos de entrada acordes con su apetito de riesgo, desde alianzas hasta filiales locales.",
        },
        {
          title: "Fusiones y adquisiciones",
          text: "Selección de empresas objetivo, debida diligencia comercial y operativa y planificación de la integración para proteger el valor de la operación.",
        },
        {
          title: "Gestión del desempeño",
          text: "OKR, indicadores y una cadencia de seguimiento que vinculan la estrategia con lo que los equipos hacen cada semana.",
        },
      ],
    },
    {
      title: "Del análisis a la ejecución",
      intro:
        "Nuestras cuatro fases aplicadas a la estrategia: de una visión clara de su posición a una ejecución medible.",
      items: [
        {
          title: "Descubrir: análisis de mercado y posicionamiento",
          duration: "4 a 6 semanas",
          text: "Dimensionamiento del mercado, investigación de clientes, comparación con la competencia y una revisión franca de sus capacidades y de la rentabilidad unitaria de su negocio.",
        },
        {
          title: "Diseñar: opciones y decisiones estratégicas",
          duration: "6 a 8 semanas",
          text: "Opciones estratégicas desarrolladas y puestas a prueba con el equipo directivo, que conducen a decisiones claras sobre mercados, ofertas y prioridades.",
        },
        {
          title: "Desarrollar: hoja de ruta y caso de negocio",
          duration: "4 a 6 semanas",
          text: "Una hoja de ruta secuenciada, un modelo financiero y un caso de negocio listos para que los revisen su junta directiva, sus bancos y sus acreedores.",
        },
        {
          title: "Desplegar: apoyo a la ejecución",
          duration: "Más de 12 meses",
          text: "Gestión del programa, ciclos de OKR y revisiones trimestrales de la estrategia que ajustan el plan a medida que llegan los resultados.",
        },
      ],
    },
    {
      title: "Lo que entregamos",
      intro:
        "Encargos específicos que pueden contratarse por separado o como parte de un programa más amplio.",
      items: [
        "Estrategias de entrada y planes de comercialización para nuevos países y segmentos",
        "Debida diligencia comercial y operativa en fusiones y adquisiciones",
        "Estrategia de precios, estructura de la oferta y gobierno de descuentos",
        "Diseño y despliegue de OKR, desde el equipo directivo hasta los equipos de primera línea",
        "Modelos de crecimiento y planificación de escenarios para juntas directivas e inversionistas",
        "Planificación de la integración posterior a la fusión y de los primeros 100 días",
      ],
    },
    {
      title: "Nuestro impacto",
      intro: "Lo que lograron nuestros clientes de estrategia en un plazo de dos años.",
      items: [
        { value: "20%", label: "de crecimiento de los ingresos en 18 meses" },
        { value: "3 a 5 p.\u00a0p.", label: "más de margen EBITDA en 24 meses" },
        {
          value: "85%",
          label: "de las iniciativas estratégicas previstas ejecutadas en plazo y presupuesto",
        },
        {
          value: "Más de 30",
          label: "entradas a nuevos mercados del continente americano con nuestro acompañamiento desde 2019",
        },
      ],
      basis:
        "40 proyectos de estrategia concluidos entre 2019 y 2024, frente al último año completo de cada cliente antes del proyecto: la mediana para el crecimiento de los ingresos, la mitad central de los resultados para el margen y la proporción del total de iniciativas previstas. Entradas a mercados: todas las que acompañamos desde 2019.",
    },
  ],
  story: {
    title: "Caso de éxito",
    story: {
      industry: "SaaS",
      title: "De la Serie A a dos nuevos mercados en 12 meses",
      description:
        "Una empresa emergente de SaaS B2B, con 60 empleados, usó los fondos de su ronda Serie A para expandirse de Brasil a México y Canadá, con un modelo de precios y un plan de crecimiento construidos junto con Innova.",
      challenge:
        "Tras la ronda Serie A, la empresa tenía fondos para crecer, pero ningún acuerdo sobre dónde invertirlos. Los equipos comerciales perseguían cualquier oportunidad, los precios variaban de una venta a otra y la junta directiva quería un plan claro antes de liberar el siguiente tramo de financiamiento.",
      solution:
        "Dimensionamos seis mercados candidatos, entrevistamos a 40 clientes potenciales y recomendamos México y Canadá como los dos primeros. Después rediseñamos los precios en tres niveles, construimos el modelo de crecimiento para la junta directiva y establecimos OKR trimestrales. Nuestro equipo acompañó el lanzamiento en ambos mercados durante los primeros 12 meses.",
      change: {
        title: "Ingresos recurrentes anuales, como múltiplo de la fecha de cierre de la Serie A",
        before: { label: "Al cierre de la Serie A", value: "1×" },
        after: { label: "24 meses después", value: "3×" },
      },
      results: [
        { value: "×3", label: "ingresos recurrentes anuales en 24 meses" },
        { value: "2", label: "nuevos mercados lanzados en 12 meses" },
        { value: "22%", label: "más valor promedio por contrato tras el rediseño de precios" },
      ],
      basis:
        "Informes de la empresa a su junta directiva: ingresos recurrentes anuales 24 meses después del cierre de la Serie A, frente a la fecha de cierre; valor de los contratos en el primer año de la nueva estructura de precios, frente al año anterior.",
    },
  },
  cta: {
    title: "Construyamos su próxima etapa de crecimiento",
    text: "Comience con una consulta inicial gratuita. Respondemos en un plazo de 24 horas y luego le presentamos una propuesta personalizada, sin compromiso.",
    primary: "Agendar una consulta",
    secondary: "Ver casos de éxito",
  },
} satisfies Text;
