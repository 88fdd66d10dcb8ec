import type { AboutContent } from "~/content/types";

export default {
  meta: {
    title: "Quiénes somos",
    description:
      "Conozca a Innova Consulting: más de 150 consultores en Orlando, Vancouver y São Paulo que trabajan con empresas medianas del continente americano desde 2010.",
  },
  intro: {
    eyebrow: "Sobre Innova",
    title: "Consultores que se quedan hasta que lleguen los resultados",
    subtitle:
      "Desde hace más de 15 años ayudamos a empresas medianas de todo el continente americano a reducir costos, modernizar sus operaciones y crecer con confianza, desde nuestras oficinas en Orlando, Vancouver y São Paulo.",
  },
  mission: {
    title: "Nuestra misión",
    text: "Ayudar a las organizaciones a trabajar mejor y crecer más rápido, combinando buenas prácticas operativas, tecnología moderna e IA aplicada, y dejar en cada cliente resultados medibles y un equipo capaz de sostenerlos.",
  },
  vision: {
    title: "Nuestra visión",
    text: "Ser el socio en quien confían las empresas medianas para sus cambios más importantes, reconocido menos por los informes que redactamos que por las mejoras que siguen dando frutos años después de nuestra partida.",
  },
  leadership: {
    title: "Liderazgo",
    intro: "Los socios que dirigen nuestros proyectos, desde el primer diagnóstico hasta los resultados.",
    colleagues: "También al frente de nuestros programas",
  },
  offices: { title: "Dónde trabajamos" },
  values: {
    title: "Nuestros valores",
    intro:
      "Cuatro principios guían la manera en que elegimos proyectos, formamos equipos y trabajamos con nuestros clientes.",
    items: [
      {
        title: "Innovación",
        text: "Buscamos el enfoque más sencillo que funcione, ya sea un proceso rediseñado, una plataforma en la nube o un modelo de aprendizaje automático, y ponemos a prueba las ideas con datos reales antes de escalarlas.",
      },
      {
        title: "Colaboración",
        text: "Trabajamos codo a codo con su equipo, no al margen de él. Su gente comparte las decisiones y los méritos, y conserva el conocimiento cuando termina el proyecto.",
      },
      {
        title: "Excelencia",
        text: "Consultores sénior dirigen cada proyecto y cada recomendación se sustenta en evidencia. Exigimos a nuestro propio trabajo los mismos estándares que ayudamos a nuestros clientes a definir.",
      },
      {
        title: "Impacto",
        text: "Acordamos metas medibles desde el inicio y rendimos cuentas sobre ellas durante todo el proyecto. Si una iniciativa no mejora un indicador importante para usted, no la recomendamos.",
      },
    ],
  },
  expertise: {
    title: "Nuestras especialidades",
    intro:
      "Seis áreas de práctica, con especialistas que trabajan juntos como un solo equipo en cada proyecto.",
    items: [
      {
        title: "Optimización de procesos y excelencia operativa",
        text: "Mapeamos cómo fluye realmente el trabajo, eliminamos desperdicios y cuellos de botella con métodos Lean Six Sigma y definimos los indicadores que mantienen los logros mucho después de que nos vamos.",
      },
      {
        title: "Transformación digital y nube",
        text: "Modernizamos sistemas heredados, migramos cargas de trabajo a AWS, Azure o Google Cloud y automatizamos flujos manuales, en plataformas que crecen con el negocio.",
      },
      {
        title: "IA y aprendizaje automático",
        text: "Desde el pronóstico de la demanda hasta el procesamiento de documentos, desarrollamos modelos que resuelven un problema de negocio concreto y los integramos en la operación diaria, con gobernanza desde el primer día.",
      },
      {
        title: "Datos y analítica",
        text: "Construimos bases sólidas de datos, indicadores claros y tableros en herramientas como Power BI, para que los gerentes decidan con cifras actualizadas y confiables en lugar de hojas de cálculo.",
      },
      {
        title: "Estrategia y crecimiento",
        text: "Ayudamos a los equipos directivos a elegir dónde competir, probar nuevos mercados y ofertas, y convertir la estrategia en OKR y presupuestos que la organización pueda ejecutar.",
      },
      {
        title: "Gestión del cambio y diseño organizacional",
        text: "Alineamos estructuras, roles e incentivos con la nueva forma de trabajar, y acompañamos a los gerentes con capacitación y comunicación para que los cambios se adopten y no solo se anuncien.",
      },
    ],
  },
  cta: {
    title: "Hablemos de su próximo paso",
    text: "Cuéntenos qué quiere mejorar. Le respondemos en un plazo de 24 horas y le ofrecemos una consulta inicial gratuita para ver dónde podemos ayudarle.",
    primary: "Agendar una consulta",
    secondary: "Conocer nuestros servicios",
  },
} satisfies AboutContent;
