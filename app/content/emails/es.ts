import type { EmailCopy } from "./types";

export const es: EmailCopy = {
  colon: ": ",
  acknowledgement: {
    subject: "Recibimos su mensaje – Innova Consulting",
    greeting: "Hola:",
    body: [
      "Gracias por comunicarse con Innova Consulting. Su mensaje llegó a nuestro equipo.",
      "Un consultor le responderá en un plazo de 24 horas.",
    ],
    nextStepsTitle: "Próximos pasos",
    nextSteps: [
      "Un consultor lee su mensaje y le responde personalmente.",
      "Si resulta útil, le proponemos una consulta inicial gratuita y sin compromiso.",
      "Juntos acordamos los próximos pasos de su proyecto.",
    ],
    contactsTitle: "También puede comunicarse directamente con nosotros",
    signOff: "Saludos cordiales,\nEl equipo de Innova Consulting",
    notYou:
      "Recibió este correo porque esta dirección se ingresó en el formulario de contacto de nuestro sitio web. Si usted no nos escribió, puede ignorarlo: no volveremos a contactarlo.",
  },
  confirmation: {
    subject: "Confirme su suscripción – Innova Consulting",
    greeting: "Hola:",
    body: [
      "Alguien, esperamos que usted, pidió recibir el boletín de Innova Consulting en esta dirección: un correo al mes con nuestros artículos más recientes sobre IA, operaciones y transformación digital.",
      "Solo lo enviamos después de su confirmación. Haga clic en el botón de abajo para confirmar su suscripción.",
    ],
    button: "Confirmar mi suscripción",
    linkHint: "Si el botón no funciona, abra este enlace:",
    validity:
      "El enlace es válido durante 7 días. Si usted no lo pidió, ignore este correo: no quedará suscrito.",
    signOff: "Saludos cordiales,\nEl equipo de Innova Consulting",
    unsubscribe: "No deseo recibir nada",
    notYou:
      "Recibió este correo porque esta dirección se ingresó en el formulario del boletín de nuestro sitio web.",
  },
  notification: {
    subject: "Nuevo mensaje de contacto de {name}",
    subjectCompany: " ({company})",
    intro: "Un visitante envió un mensaje mediante el formulario de contacto del sitio web.",
    replyHint: "Responda a este correo para contestarle directamente al visitante.",
    labels: {
      name: "Nombre",
      email: "Correo electrónico",
      company: "Empresa",
      message: "Mensaje",
      page: "Página",
      language: "Idioma",
      received: "Recibido (UTC)",
    },
    none: "—",
  },
};
