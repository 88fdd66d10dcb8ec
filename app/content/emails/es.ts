import type { EmailCopy } from "./types";

export const es: EmailCopy = {
  colon: ": ",
  acknowledgement: {
    subject: "Recibimos su mensaje",
    preheader: "Un consultor le responderá en un plazo de 24 horas.",
    greeting: "Hola:",
    body: [
      "Gracias por comunicarse con Innova Consulting. Uno de nuestros socios leerá su mensaje, y un consultor le responderá personalmente en un plazo de 24 horas.",
    ],
    nextStepsTitle: "Próximos pasos",
    nextSteps: [
      "Si resulta útil, le propondremos una consulta inicial gratuita y sin compromiso.",
      "Juntos definimos cómo avanzar con su proyecto.",
    ],
    contactsTitle: "También puede comunicarse directamente con nosotros",
    signOff: "Saludos cordiales,\nEl equipo de Innova Consulting",
    notYou:
      "Recibió este correo porque esta dirección se ingresó en el formulario de contacto de nuestro sitio web. Si usted no nos escribió, puede ignorarlo. No recibirá más mensajes nuestros.",
  },
  confirmation: {
    subject: "Confirme su suscripción",
    preheader: "Un clic para confirmar. No le enviaremos nada hasta entonces.",
    greeting: "Hola:",
    body: [
      "Recibimos una solicitud para enviar el boletín de Innova Consulting a esta dirección. Llega aproximadamente una vez al mes, con nuestros artículos más recientes sobre IA, operaciones y transformación digital.",
      "No le enviaremos nada hasta que confirme. Use el botón que aparece a continuación.",
    ],
    button: "Confirmar mi suscripción",
    linkHint: "Si el botón no funciona, copie este enlace en su navegador:",
    validity:
      "El enlace es válido durante siete días. Si usted no lo pidió, ignore este correo: no se activará ninguna suscripción.",
    signOff: "Saludos cordiales,\nEl equipo de Innova Consulting",
    unsubscribe: "Cancelar esta solicitud",
    notYou:
      "Recibió este correo porque esta dirección se ingresó en el formulario del boletín de nuestro sitio web.",
  },
  newsletter: {
    listName: "Boletín de Innova Consulting",
    testSubject: "[Prueba] {subject}",
    testNote:
      "Copia de prueba para revisión. Los suscriptores reciben esta edición con su propio enlace para darse de baja.",
    articlesTitle: "Novedades en nuestro blog",
    archiveTitle: "De nuestro archivo",
    proofSubject: "[Prueba de envío] {subject}",
    proofNote:
      "Prueba para el equipo, en español: esta edición sale automáticamente el {sendAt} (UTC), para los suscriptores confirmados en ese momento ({count} hoy), cada uno en su idioma y sus temas. Para cambiarla, edite sus archivos antes; para detenerla, quite la hora de envío.",
    readArticle: "Leer el artículo",
    noArticles:
      "Ninguno de los artículos de este mes trata los temas que eligió. Puede leer todos nuestros artículos en el blog.",
    allArticles: "Todos nuestros artículos en el blog",
    topicsChosen: "Los artículos nuevos se seleccionan según los temas que eligió: {topics}.",
    topic: "“{topic}”",
    topicsAll: "Incluimos artículos nuevos de todos los temas, porque no eligió temas específicos.",
    why: "Recibe este correo porque se suscribió al boletín de Innova Consulting y confirmó su dirección. Aproximadamente un correo al mes.",
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
      referral: "Cómo nos conoció",
      page: "Página",
      language: "Idioma",
      received: "Recibido (UTC)",
    },
    none: "—",
  },
  booking: {
    invitationSubject: "Su consulta inicial gratuita con Innova Consulting: {when}",
    invitationPreheader: "Su llamada está agendada. Agréguela a su calendario con la invitación adjunta.",
    invitationIntro: "Su consulta inicial gratuita está agendada. {consultant} espera conversar con usted.",
    cancellationSubject: "Cancelada: su llamada con Innova Consulting el {when}",
    cancellationIntro:
      "Su llamada con {consultant} quedó cancelada y el horario está libre de nuevo. La cancelación adjunta la quita de su calendario.",
    bookAgain: "Agendar otro horario",
    reminderSubject: "Mañana: su llamada con Innova Consulting, {when}",
    reminderIntro: "Un recordatorio: su consulta inicial gratuita con {consultant} es dentro de 24 horas.",
    labels: { when: "Cuándo", consultant: "Consultor", how: "Cómo", duration: "Duración" },
    duration: "{minutes} minutos",
    video: "Videollamada: únase con este enlace a la hora de la llamada",
    phone: "Llamada telefónica: {consultant} lo llama al número que usted indicó",
    calendarHint:
      "La invitación adjunta agrega la llamada a su calendario (Outlook, Gmail, Calendario de Apple).",
    manageButton: "Cambiar o cancelar",
    manageHint: "Elija otro horario o cancele la llamada aquí",
    signOff: "Saludos cordiales,\nEl equipo de Innova Consulting",
    notYou:
      "Recibió este correo porque esta dirección se usó para agendar una llamada en nuestro sitio. Si no fue usted, cancélela con el enlace de arriba; no le enviaremos nada más.",
    consultantSubject: "Agendada: {name}, {when}",
    consultantCancelledSubject: "Cancelada: {name}, {when}",
    consultantIntro:
      "Un visitante agendó con usted una consulta inicial gratuita en el sitio. La invitación adjunta ya está aceptada a su nombre.",
    consultantCancelledIntro: "El visitante canceló esta llamada; el horario está libre de nuevo.",
    consultantLabels: {
      name: "Nombre",
      email: "Correo electrónico",
      company: "Empresa",
      phone: "Teléfono",
      service: "Servicio",
      message: "Mensaje",
      visitorZone: "Zona horaria del visitante",
      page: "Página",
      language: "Idioma",
    },
    none: "—",
    eventSummary: "Consulta inicial gratuita: Innova Consulting",
    eventDescription:
      "Una primera llamada de 30 minutos con {consultant}, de Innova Consulting. Únase con el enlace de la videollamada a la hora acordada.",
  },
  digest: {
    subject:
      "Sitio web, semana {week} de {year}: vistas de página {views} · mensajes de contacto {contacts} · nuevos suscriptores {subscriptions}",
    intro:
      "Las cifras del sitio de la semana pasada, frente a las de la semana anterior. Sin cookies ni scripts: las vistas de página se cuentan en nuestro servidor.",
    period: "Del {since} al {until} (UTC)",
    totals: "La semana en cifras",
    pages: "Páginas más vistas",
    sources: "De dónde llegaron los visitantes",
    conversions: "Mensajes de contacto y suscripciones por página",
    notFound: "Direcciones inexistentes solicitadas (error 404)",
    labels: {
      views: "Vistas de página",
      visitors: "Visitantes diarios (sumados)",
      contacts: "Mensajes de contacto",
      bookings: "Consultas agendadas",
      subscriptions: "Suscripciones confirmadas",
      lastWeek: "Semana pasada",
      weekBefore: "Semana anterior",
      change: "Variación",
      page: "Página",
      source: "Origen",
      path: "Dirección",
      otherSources: "Otros orígenes (menos de {n} visitantes diarios, sin mensajes ni suscripciones)",
      otherPaths: "Otras direcciones",
    },
    none: "Sin datos esta semana.",
    calendars: {
      title: "Calendarios que no se pueden leer",
      text: "Estos consultores no ofrecen horarios en la página de reservas hasta que su calendario se pueda leer de nuevo. Revise la dirección y la contraseña del calendario (BOOKING_CALDAV_*).",
      consultant: "Consultor",
      lastTry: "Último intento (UTC)",
      reason: "Motivo",
    },
    footer:
      "Los visitantes diarios se suman día a día: quien vino tres días distintos cuenta tres veces. Cifras completas de cualquier periodo: npm run stats.",
  },
};
