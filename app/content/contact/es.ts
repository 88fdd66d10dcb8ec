import type { ContactText } from "./neutral";

export default {
  meta: {
    title: "Contacto",
    description:
      "Contacte a Innova Consulting en Orlando, Vancouver o São Paulo. Cuéntenos sus desafíos y reciba respuesta en un plazo de 24 horas y una consulta inicial gratuita.",
  },
  hero: {
    eyebrow: "Contacto",
    title: "Innovemos juntos",
    highlight: "Innovemos",
    subtitle:
      "Cuéntenos qué desafíos enfrenta su empresa y uno de nuestros consultores se comunica con usted en un plazo de 24 horas.",
  },
  form: {
    title: "Envíenos un mensaje",
    intro:
      "Indíquenos algunos datos sobre su empresa y lo que desea lograr. Cuantos más detalles nos dé, más útil será nuestra primera conversación.",
  },
  answers: {
    title: "Quién lee su mensaje",
    text: "Cada mensaje lo lee uno de nuestros socios, que suma al consultor más indicado para ayudarle, en su idioma.",
  },
  info: {
    title: "Información de contacto",
    emailLabel: "Correo electrónico",
    phoneLabel: "Teléfono",
    officesLabel: "Nuestras oficinas",
  },
  expect: {
    title: "Qué puede esperar",
    items: [
      {
        title: "Respuesta en un plazo de 24 horas",
        text: "Un consultor lee cada mensaje y le responde en un plazo de 24 horas.",
      },
      {
        title: "Consulta inicial gratuita",
        text: "Una conversación con un consultor sénior para entender sus objetivos, limitaciones y prioridades, sin ningún costo.",
      },
      {
        title: "Propuesta de solución a la medida",
        text: "Una propuesta construida a partir de su situación, con alcance, plazos, equipo y resultados esperados bien definidos.",
      },
      {
        title: "Diagnóstico sin compromiso",
        text: "Nuestro diagnóstico inicial no implica ningún compromiso: usted decide si avanzar y cuándo hacerlo.",
      },
    ],
  },
} satisfies ContactText;
