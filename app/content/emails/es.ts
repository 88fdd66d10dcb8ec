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
      "Juntos definimos cómo avanzar con su proyecto.",
    ],
    contactsTitle: "También puede comunicarse directamente con nosotros",
    signOff: "Saludos cordiales,\nEl equipo de Innova Consulting",
    notYou:
      "Recibió este correo porque esta dirección se ingresó en el formulario de contacto de nuestro sitio web. Si usted no nos escribió, puede ignorarlo: no recibirá más mensajes nuestros.",
  },
  confirmation: {
    subject: "Confirme su suscripción – Innova Consulting",
    greeting: "Hola:",
    body: [
      "Recibimos una solicitud (esperamos que suya) para enviar el boletín de Innova Consulting a esta dirección: un correo al mes con nuestros artículos más recientes sobre IA, operaciones y transformación digital.",
      "Solo se lo enviaremos si confirma la suscripción con el botón o el enlace que aparecen a continuación.",
    ],
    button: "Confirmar mi suscripción",
    linkHint: "Si el botón no funciona, abra este enlace:",
    validity:
      "El enlace es válido durante 7 días. Si usted no lo pidió, ignore este correo: no se activará ninguna suscripción.",
    signOff: "Saludos cordiales,\nEl equipo de Innova Consulting",
    unsubscribe: "No deseo recibir el boletín",
    notYou:
      "Recibió este correo porque esta dirección se ingresó en el formulario del boletín de nuestro sitio web.",
  },
  newsletter: {
    listName: "Boletín de Innova Consulting",
    testSubject: "[Prueba] {subject}",
    testNote:
      "Copia de prueba para revisión. Los suscriptores reciben esta edición con su propio enlace para darse de baja.",
    articlesTitle: "Novedades en nuestro blog",
    readArticle: "Leer el artículo",
    noArticles:
      "Ninguno de los artículos de este mes trata los temas que eligió. Todos están en nuestro blog.",
    allArticles: "Todos nuestros artículos en el blog",
    topicsChosen: "Recibe los artículos de los temas que eligió: {topics}.",
    topicsAll: "Recibe todos nuestros artículos, ya que no eligió ningún tema al suscribirse.",
    why: "Recibe este correo porque se suscribió al boletín de Innova Consulting y confirmó su dirección. Un correo al mes.",
    unsubscribe: "Darse de baja con un clic",
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
  digest: {
    subject: "Sitio web, semana {week}: {views} visitas, {leads} contactos",
    intro:
      "Lo que el sitio contó la semana pasada, frente a la semana anterior. Sin cookies ni scripts: las visitas se cuentan en nuestro servidor.",
    period: "Del {since} al {until} (UTC)",
    totals: "La semana en cifras",
    pages: "Páginas más vistas",
    sources: "De dónde llegaron los visitantes",
    conversions: "Mensajes de contacto y suscripciones por página",
    notFound: "Direcciones que respondieron «no encontrada»",
    labels: {
      views: "Visitas",
      visitors: "Visitantes",
      contacts: "Mensajes de contacto",
      subscriptions: "Suscripciones confirmadas",
      lastWeek: "Semana pasada",
      weekBefore: "Semana anterior",
      change: "Variación",
      page: "Página",
      source: "Origen",
      path: "Dirección",
      otherSources: "Otras fuentes (menos de {n} visitantes, sin mensajes ni suscripciones)",
      otherPaths: "Otras direcciones",
    },
    none: "Ninguno esta semana.",
    footer:
      "Los visitantes se suman día a día: quien vino tres días cuenta tres veces. Cifras completas de cualquier período: npm run leads -- --stats.",
  },
};
