import type { HomeText } from "./neutral";

export default {
  meta: {
    title: "Consultoría en eficiencia, transformación digital, IA y crecimiento",
    description:
      "Innova Consulting ayuda a empresas medianas a reducir costos operativos, modernizar sus sistemas, adoptar la IA y crecer, con resultados medibles.",
  },
  hero: {
    eyebrow: "Consultoría en eficiencia, tecnología y crecimiento",
    title: "Transforme su negocio con operaciones más inteligentes e IA práctica",
    highlight: "IA práctica",
    subtitle:
      "Ayudamos a los equipos directivos a detectar dónde se pierden tiempo y dinero, rediseñar el trabajo e implementar la tecnología que hace que los beneficios perduren.",
    primary: "Conocer nuestros servicios",
    secondary: "Agendar una consulta",
  },
  whatWeDo: {
    title: "Qué hacemos",
    intro:
      "Por donde empieza con nosotros la mayoría de los clientes, cada frente vinculado a una cifra que usted puede medir.",
    linkLabel: "Ver los cuatro servicios",
    items: [
      {
        title: "Eficiencia empresarial",
        text: "Mapeamos cómo fluye realmente el trabajo, eliminamos desperdicios y automatizamos las tareas repetitivas. En los procesos incluidos en el alcance, los costos operativos bajan un 30% (mediana).",
      },
      {
        title: "Transformación digital",
        text: "Modernizamos los sistemas heredados e integramos sus datos, para que los equipos trabajen con una única fuente de verdad y los procesos que digitalizamos se completen un 50% más rápido (mediana).",
      },
      {
        title: "Soluciones de IA",
        text: "Desarrollamos IA que justifica la inversión: pronósticos, procesamiento de documentos y detección de fraude, integrada con los sistemas que su personal ya utiliza. Los procesos que automatiza cuestan entre un 25% y un 35% menos.",
      },
    ],
    basis:
      "Medido 12 meses después de la puesta en marcha frente a la línea base de cada cliente: medianas de nuestros proyectos concluidos entre 2019 y 2025 (120 de eficiencia empresarial y 80 de transformación digital); en IA, la mitad central de los resultados de 45 soluciones en producción.",
  },
  impact: {
    title: "Nuestro impacto en cifras",
    intro: "Más de 15 años de trabajo con empresas medianas de todo el continente americano.",
    stats: [
      { label: "Proyectos exitosos" },
      { label: "Clientes activos" },
      { label: "Consultores expertos" },
      { label: "Años de experiencia" },
    ],
    basis:
      "Proyectos concluidos desde nuestra fundación, en 2010, que alcanzaron las metas acordadas con el cliente al inicio; clientes atendidos en los últimos 12 meses; consultores de nuestra plantilla.",
  },
  whyChoose: {
    title: "Por qué las empresas eligen a Innova",
    intro:
      "Medimos nuestro trabajo por lo que cambia en sus números, no por lo que cabe en una presentación.",
    reasons: [
      {
        title: "Una metodología probada en cuatro fases",
        text: "Cada proyecto recorre las mismas cuatro fases, adaptadas a cada servicio, con entregables claros y una decisión de continuar o no al final de cada una.",
      },
      {
        title: "Un equipo experto",
        text: "Consultores sénior, ingenieros y científicos de datos que ya han liderado este tipo de trabajo en sectores como el suyo y que permanecen en su proyecto de principio a fin.",
      },
      {
        title: "Soluciones preparadas para el futuro",
        text: "Tecnología abierta y bien documentada que su equipo puede hacer suya y ampliar, para que la mejora de hoy no se convierta en el sistema heredado de mañana.",
      },
    ],
    phases: [
      {
        title: "Descubrir",
        text: "Medimos a dónde se van hoy el tiempo y el dinero, y acordamos la meta con usted.",
      },
      { title: "Diseñar", text: "El proceso objetivo y un plan por fases, con responsables y presupuesto." },
      { title: "Desarrollar", text: "Construido y probado en ciclos cortos, junto a su equipo." },
      { title: "Desplegar", text: "En operación, medido frente a la línea base y entregado a su equipo." },
    ],
    linkLabel: "Conocer nuestro enfoque",
  },
  newsletter: {
    title: "Análisis para quienes toman decisiones",
    text: "Un boletín mensual sobre operaciones, tecnología e IA: qué funciona, cuánto cuesta y qué conviene evitar.",
  },
  cta: {
    title: "Descubra dónde pueden bajar sus costos",
    text: "Agende una consulta inicial gratuita. Respondemos en un plazo de 24 horas y el diagnóstico inicial no implica ningún compromiso.",
    primary: "Agendar una consulta",
    secondary: "Ver casos de éxito",
  },
} satisfies HomeText;
