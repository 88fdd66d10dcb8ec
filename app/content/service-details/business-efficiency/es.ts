import type { Text } from "./neutral";

export default {
  meta: {
    title: "Eficiencia empresarial",
    description:
      "Lean Six Sigma, minería de procesos y mejora continua que reducen un 30% (mediana) los costos operativos de los procesos incluidos en el alcance.",
  },
  intro: {
    eyebrow: "Nuestros servicios",
    title: "Eficiencia empresarial",
    subtitle:
      "Detectamos dónde se pierden tiempo y dinero en sus operaciones, rediseñamos los procesos que más importan y medimos los ahorros en sus propios resultados financieros.",
  },
  sections: [
    {
      title: "Por qué vale la pena",
      intro:
        "Las mejoras de eficiencia solo cuentan cuando perduran. Cada programa que realizamos se construye en torno a cuatro resultados.",
      items: [
        {
          title: "Menores costos operativos",
          text: "Eliminamos reprocesos, pasos duplicados y tiempos muertos, para que los mismos equipos rindan más sin aumentar el personal.",
        },
        {
          title: "Tiempos de respuesta más cortos",
          text: "Ciclos más cortos del pedido al cobro, de la solicitud a la aprobación y del caso de soporte a su resolución, medidos antes y después.",
        },
        {
          title: "Menos errores, más cumplimiento",
          text: "El trabajo estandarizado, los controles integrados y la automatización de traspasos manuales reducen defectos, pérdidas y observaciones de auditoría.",
        },
        {
          title: "Equipos dueños de los resultados",
          text: "Capacitamos a su personal en los métodos y le dejamos las rutinas y los indicadores necesarios para seguir mejorando por su cuenta.",
        },
      ],
    },
    {
      title: "Nuestras metodologías",
      intro: "Métodos probados, elegidos según el problema y no aplicados de forma mecánica.",
      items: [
        {
          title: "Proyectos Lean Six Sigma",
          text: "Proyectos DMAIC estructurados, dirigidos por Black Belts certificados, que reducen la variación y los defectos en sus procesos críticos.",
        },
        {
          title: "Minería de procesos",
          text: "Analizamos los registros de eventos de sus sistemas ERP y CRM para ver cómo funcionan realmente los procesos, con cada desviación y cada cuello de botella.",
        },
        {
          title: "Mapeo del flujo de valor",
          text: "Mapas de principio a fin de cómo circulan el trabajo y la información, que separan los pasos que agregan valor de los que solo agregan tiempo.",
        },
        {
          title: "Talleres Kaizen",
          text: "Eventos de mejora breves y enfocados con los equipos de primera línea, que convierten ideas en cambios probados en cuestión de días.",
        },
      ],
    },
    {
      title: "Sectores que atendemos",
      intro:
        "Nuestros consultores han dirigido programas de eficiencia en empresas industriales, de distribución y de servicios.",
      groups: [
        {
          label: "Producción y cadena de suministro",
          items: ["Manufactura", "Logística y distribución", "Comercio minorista"],
        },
        {
          label: "Servicios y sectores regulados",
          items: ["Servicios financieros", "Salud", "Servicios profesionales"],
        },
      ],
    },
    {
      title: "Resultados típicos",
      intro: "Lo que cambia en los procesos que rediseñamos, un año después de la puesta en marcha.",
      items: [
        { value: "30%", label: "de reducción en los costos operativos" },
        { value: "50%", label: "más rapidez en la ejecución de los procesos" },
        { value: "40%", label: "menos errores y casos de reproceso" },
        { value: "95%", label: "de las mejoras siguen vigentes un año después" },
      ],
      basis:
        "Medianas de 120 proyectos de eficiencia concluidos entre 2019 y 2025, medidas 12 meses después de la puesta en marcha frente a la línea base de cada cliente, en los procesos incluidos en el alcance.",
    },
    {
      title: "Cómo trabajamos",
      intro:
        "Nuestras cuatro fases aplicadas a la eficiencia: empiezan con hechos y terminan con nuevos hábitos.",
      items: [
        {
          title: "Descubrir: diagnóstico de los procesos",
          duration: "2 a 3 semanas",
          text: "Entrevistas, visitas a las operaciones y extracción de datos establecen una línea base de costos y tiempos de ciclo, junto con una lista priorizada de oportunidades de mejora.",
        },
        {
          title: "Diseñar: análisis y proceso futuro",
          duration: "3 a 4 semanas",
          text: "Análisis de causa raíz, diseño de los procesos futuros y un caso de negocio para cada iniciativa, acordados con los responsables de los procesos.",
        },
        {
          title: "Desarrollar: pilotos y ajustes",
          duration: "8 a 12 semanas",
          text: "Probamos los cambios en pilotos con sus equipos, los ajustamos y preparamos el trabajo estandarizado, la capacitación y la automatización donde resulte rentable.",
        },
        {
          title: "Desplegar: extensión y mejora continua",
          duration: "Permanente",
          text: "Extendemos los cambios a toda la operación. Tableros de desempeño, revisiones periódicas y promotores del cambio capacitados dentro de sus equipos mantienen los logros e identifican las siguientes oportunidades.",
        },
      ],
    },
  ],
  story: {
    title: "Caso de éxito",
    story: {
      industry: "Manufactura",
      title: "Plazos de entrega reducidos a la mitad en un fabricante de empaques",
      description:
        "Un fabricante mediano de materiales de empaque, con tres plantas y 900 empleados, perdía margen por retrasos, horas extra y reprocesos. Diez meses después, las mismas plantas entregan el doble de rápido y gastan un 28% menos en horas extra y reprocesos.",
      challenge:
        "El plazo de entrega de los pedidos había llegado a 20 días, las horas extra representaban el 18% de las horas pagadas y uno de cada ocho pedidos requería reproceso o una nota de crédito. Cada planta seguía sus propios procedimientos y nadie tenía una visión completa de dónde se detenían los pedidos.",
      solution:
        "Aplicamos minería de procesos a los datos de pedidos del ERP para mapear el flujo real del pedido a la entrega, realizamos mapeos del flujo de valor y talleres Kaizen en cada planta y dirigimos cuatro proyectos Lean Six Sigma sobre programación de la producción, cambios de formato y controles de calidad. Un tablero de desempeño compartido y promotores del cambio capacitados en cada planta conducen hoy un ciclo mensual de mejora.",
      change: {
        title: "Plazo del pedido a la entrega",
        before: { label: "Los tres meses anteriores", value: "20 días" },
        after: { label: "El décimo mes", value: "10 días" },
      },
      results: [
        { value: "50%", label: "menos tiempo de entrega, de 20 a 10 días" },
        { value: "28%", label: "menos costo de horas extra y reprocesos en las tres plantas" },
        { value: "65%", label: "menos pedidos con reproceso" },
      ],
      basis:
        "Medido con el ERP y la nómina del cliente en el décimo mes del programa, frente a los tres meses anteriores a su inicio.",
    },
  },
  cta: {
    title: "Descubra la capacidad por la que ya paga",
    text: "Agende una consulta inicial gratuita. Respondemos en un plazo de 24 horas y podemos comenzar con un diagnóstico sin compromiso de uno de sus procesos clave.",
    primary: "Agendar una consulta",
    secondary: "Ver casos de éxito",
  },
} satisfies Text;
