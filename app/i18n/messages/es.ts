import type { Messages } from "./en";

export default {
  skipToContent: "Saltar al contenido principal",
  nav: {
    label: "Principal",
    home: "Inicio",
    about: "Quiénes somos",
    services: "Servicios",
    caseStudies: "Casos de éxito",
    blog: "Blog",
    contact: "Contacto",
    bookConsultation: "Agendar una consulta",
    homeLink: "{firm}, página de inicio",
    menu: "Menú",
  },
  language: {
    button: "Idioma: {name}",
    menu: "Elija un idioma",
  },
  languageSuggestion: {
    label: "Sugerencia de idioma",
    text: "Esta página también está disponible en español.",
    link: "Leer en español",
    dismiss: "Cerrar",
  },
  footer: {
    tagline:
      "Ayudamos a empresas medianas a ser más eficientes, modernizar sus operaciones, poner la IA a trabajar y crecer, con resultados medibles.",
    quickLinks: "Enlaces rápidos",
    services: "Servicios",
    connect: "Contacto y redes",
    linkedin: "{firm} en LinkedIn",
    x: "{firm} en X",
    email: "Enviar un correo electrónico a {firm}",
    copyright: "© {year} {firm}. Todos los derechos reservados.",
    privacy: "Política de privacidad",
  },
  blog: {
    categories: {
      "ai-trends": "Tendencias de IA",
      "digital-strategy": "Estrategia digital",
      automation: "Automatización",
      "business-intelligence": "Inteligencia de negocios",
      "cloud-technology": "Tecnología en la nube",
      "change-management": "Gestión del cambio",
    },
    featured: "Destacado",
    readArticle: "Leer artículo",
    minRead: "{minutes}\u00a0min\u00a0de\u00a0lectura",
    by: "Por {author}",
    backToBlog: "Volver al blog",
    share: "Compartir",
    save: "Guardar",
    saved: "Guardado",
    linkCopied: "Enlace copiado al portapapeles.",
    shareFailed: "No se pudo compartir esta página. Copie la dirección desde su navegador.",
    savedNotice: "Guardado en su lista de lectura, en la página del blog.",
    removedNotice: "Eliminado de su lista de lectura.",
    writtenBy: "Escrito por",
    readingList: {
      title: "Su lista de lectura",
      intro: "Los artículos que guardó, solo en este navegador: no se nos envía nada.",
      remove: "Quitar “{title}” de su lista de lectura",
      link: "Ver su lista de lectura",
    },
    keepReading: "Siga leyendo",
    closingTitle: "¿Quiere transformar su negocio?",
    closingText:
      "Nuestros expertos pueden ayudarle a poner en práctica las estrategias de este artículo. Conversemos sobre cómo impulsar la eficiencia y la innovación en su organización.",
    getInTouch: "Ponerse en contacto",
    exploreServices: "Conocer nuestros servicios",
    notFoundTitle: "Artículo no encontrado",
    notFoundText: "El artículo que busca no existe.",
    returnToBlog: "Volver al blog",
  },
  breadcrumb: "Ruta de navegación",
  serviceCard: {
    features: "Qué incluye",
    result: "Resultado típico",
  },
  story: {
    challenge: "Desafío",
    solution: "Solución",
    results: "Resultados clave",
    facts: "Sobre el proyecto",
    sector: "Sector",
    size: "Tamaño de la empresa",
    duration: "Duración",
    services: "Servicios",
    featured: "Resultado destacado",
    readStory: "Leer el caso completo",
    moreResults: "Más resultados",
    allStories: "Todos los casos",
    index: "Los casos de esta página",
  },
  contactForm: {
    name: "Nombre completo",
    namePlaceholder: "María González",
    email: "Correo electrónico",
    emailPlaceholder: "maria@empresa.com",
    company: "Empresa",
    companyPlaceholder: "Su empresa",
    message: "Mensaje",
    messagePlaceholder: "Cuéntenos sobre los desafíos y objetivos de su negocio…",
    referral: "¿Cómo se enteró de nosotros?",
    referralPlaceholder: "Una búsqueda, un colega, LinkedIn, un evento…",
    submit: "Enviar mensaje",
    sending: "Enviando…",
    successTitle: "¡Mensaje enviado!",
    successText: "Gracias por escribirnos. Le responderemos en un plazo de 24 horas.",
  },
  notFound: {
    metaTitle: "Página no encontrada",
    heading: "404",
    message: "¡Uy! Página no encontrada",
    detail: "La página que busca no existe o se ha movido.",
    returnHome: "Volver al inicio",
    elsewhere: "O vaya directamente a",
  },
  errors: {
    unexpected: "Ocurrió un error inesperado.",
  },
  newsletter: {
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    emailPlaceholder: "nombre@empresa.com",
    moreDetails: "Agregue su nombre y temas (opcional)",
    interests: "Temas de su interés",
    interestOptions: {
      "ai-machine-learning": "IA y aprendizaje automático",
      "digital-transformation": "Transformación digital",
      "business-strategy": "Estrategia empresarial",
      "technology-trends": "Tendencias tecnológicas",
      innovation: "Innovación",
      "process-optimization": "Optimización de procesos",
    },
    submit: "Suscribirse",
    submitting: "Suscribiendo…",
    successTitle: "¡Suscripción realizada con éxito!",
    successText: "Gracias por suscribirse a nuestro boletín.",
    confirmHint:
      "Para empezar a recibirlo, confirme su dirección con el enlace del correo que le acabamos de enviar.",
    privacy: "Aproximadamente un correo al mes. Sin spam; puede darse de baja en cualquier momento.",
  },
  booking: {
    metaTitle: "Agendar una consulta",
    metaDescription:
      "Agende una llamada gratuita de 30 minutos con uno de nuestros consultores, que habla español, por video o por teléfono, en un horario mostrado en su zona horaria.",
    eyebrow: "Primera llamada gratuita",
    title: "Agende una llamada de 30 minutos",
    highlight: "llamada de 30 minutos",
    subtitle:
      "Una primera conversación gratuita con un consultor sénior que habla su idioma: cuéntele dónde su empresa pierde tiempo o dinero y salga con una idea clara de qué podría cambiar y qué haría falta.",
    call: {
      title: "Sobre la llamada",
      items: [
        {
          title: "Gratuita, 30 minutos",
          text: "Sin costo ni compromiso: una primera conversación sobre su negocio.",
        },
        {
          title: "Por video o por teléfono",
          text: "La invitación incluye un enlace de video; indique un teléfono si prefiere que lo llamemos.",
        },
        {
          title: "En su idioma",
          text: "Un consultor del servicio que elija, que habla su idioma, de la oficina cuyo horario mejor se ajusta a su día.",
        },
      ],
    },
    zone: {
      legend: "Su zona horaria y el tema",
      label: "Zona horaria",
      service: "Tema",
      anyService: "Todavía no lo sé",
      show: "Mostrar horarios",
      unknown: "No reconocimos la zona horaria “{zone}”; los horarios se muestran para {label}.",
    },
    times: {
      legend: "Elija un horario",
      intro: "Horarios en {zone}. Junto a cada uno, quién atiende la llamada y la hora en su oficina.",
      office: "{name}: {time} en {city}",
      yourTime: "Su hora: {zone}",
      useMine: "Mostrarlos en su hora: {zone}",
      days: "Días con horarios libres",
      nearest: "Los horarios libres más cercanos",
      all: "Ver todos los horarios libres",
      none: {
        title: "No hay horarios libres en las próximas semanas",
        text: "Las agendas de nuestros consultores están completas por ahora. Escríbanos y le propondremos un horario que le convenga.",
      },
      unavailable: {
        title: "La agenda no está disponible en este momento",
        text: "No podemos mostrar los horarios libres en este momento. Escríbanos y le propondremos un horario que le convenga.",
      },
    },
    details: {
      legend: "Sus datos",
      message: "¿De qué le gustaría hablar?",
      messagePlaceholder: "Una o dos frases sobre su empresa y su pregunta ayudan al consultor a prepararse.",
      phone: "Teléfono, para una llamada telefónica en lugar de video",
      phonePlaceholder: "+52 55 1234 5678",
    },
    submit: "Agendar esta llamada",
    sending: "Agendando…",
    spamAnswer: {
      title: "Gracias",
      text: "Recibimos su solicitud. La invitación va en camino a su correo electrónico.",
    },
    elsewhere: { text: "¿Ninguno de estos horarios le conviene?", link: "Escríbanos" },
    fromContact: { text: "¿Prefiere conversar?", link: "Agende una llamada de 30 minutos" },
    reschedule: {
      title: "Cambiar su llamada",
      text: "Elija un nuevo horario: su reserva actual se mantiene hasta que la nueva quede agendada.",
    },
    problems: {
      taken:
        "Alguien acaba de reservar este horario. Estos son los horarios libres más cercanos; lo que escribió se conserva.",
      "not-offered":
        "Este horario ya no está disponible. Estos son los horarios libres más cercanos; lo que escribió se conserva.",
      past: "Este horario ya pasó. Elija uno de los horarios de abajo.",
      "too-soon":
        "Este horario es demasiado pronto: las llamadas se agendan con al menos 12 horas de anticipación. Elija uno de los horarios de abajo.",
      "beyond-horizon":
        "Agendamos llamadas con hasta tres semanas de anticipación. Elija uno de los horarios de abajo.",
      "off-grid": "Las llamadas empiezan en punto o a la media hora. Elija uno de los horarios de abajo.",
      malformed: "Elija uno de los horarios mostrados.",
      "too-many":
        "Este correo ya tiene dos llamadas agendadas. Cancele una con el enlace de su correo o escríbanos.",
      "unknown-booking":
        "La reserva que quería cambiar ya no está activa. Elija un horario abajo para agendar una nueva llamada.",
    },
    manage: {
      metaTitle: "Su reserva",
      title: "Su llamada con {firm}",
      bookedTitle: "Su llamada está agendada",
      bookedText:
        "Le enviamos una invitación a su correo electrónico: acéptela para agregar la llamada a su calendario. Su enlace lo trae de vuelta a esta página.",
      when: "Cuándo",
      whenText: "{day}, {time} ({zone})",
      officeTime: "{time} en la oficina de {name} ({zone})",
      with: "Con",
      how: "Cómo",
      video: "Por video, en este enlace:",
      phone: "Por teléfono: {name} lo llamará al {phone}.",
      cancel: "Cancelar esta llamada",
      pickAnother: "Elegir otro horario",
      cancelledTitle: "Su llamada está cancelada",
      cancelledText:
        "El horario vuelve a estar libre y enviamos la cancelación a su calendario. Puede agendar otro horario cuando quiera.",
      pastTitle: "Esta llamada ya se realizó",
      pastText: "Gracias por conversar con nosotros. Para volver a hablar, agende otra llamada.",
      unknownTitle: "No encontramos esta reserva",
      unknownText:
        "Es posible que el enlace esté incompleto o mal escrito. Revise el enlace del correo de su invitación o agende una nueva llamada.",
      bookAnother: "Agendar una llamada",
    },
  },
  form: {
    privacy: {
      contact:
        "Usamos estos datos para responderle y darle seguimiento, y para contar qué páginas generan consultas; los eliminamos después de dos años. Consulte nuestra {link}.",
      newsletter:
        "Usamos su correo para enviarle el boletín, registramos su consentimiento cuando confirme la suscripción y contamos qué páginas generan suscripciones. Consulte nuestra {link}.",
      booking:
        "Usamos estos datos para organizar y realizar la llamada y darle seguimiento, y para contar qué páginas generan llamadas agendadas; los eliminamos dos años después de la llamada. Consulte nuestra {link}.",
      link: "política de privacidad",
      sender: "El boletín lo envía {legalName}, {address}.",
      legend:
        "El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley N° 25.326. La Agencia de Acceso a la Información Pública, en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.",
    },
    required: "obligatorio",
    requiredFields: "Los campos marcados con * son obligatorios.",
    honeypot: "Deje este campo vacío",
    errors: {
      required: "Complete este campo.",
      email: "Ingrese una dirección de correo electrónico válida, como nombre@empresa.com.",
      tooLong: "Este texto es demasiado largo. Acórtelo.",
      invalid: "Elija entre las opciones que se muestran.",
      rateLimited: "Envió varios formularios en poco tiempo. Espere unos minutos e inténtelo de nuevo.",
      server:
        "No pudimos guardar su envío por un problema de nuestra parte. Inténtelo de nuevo en un momento.",
      network:
        "No pudimos comunicarnos con nuestro servidor. Revise su conexión e inténtelo de nuevo; lo que escribió sigue aquí.",
      forbidden:
        "Este formulario solo puede enviarse desde nuestras propias páginas. Vuelva a cargar la página y envíelo de nuevo.",
      unreadable:
        "Su navegador envió el formulario de una forma que no pudimos leer. Vuelva a cargar la página y envíelo de nuevo.",
      tooLarge:
        "Este formulario es más largo de lo que podemos aceptar. Acorte su mensaje y envíelo de nuevo.",
      mailHeld:
        "No podemos enviar el correo de confirmación en este momento: se solicitaron demasiados en la última hora. No se guardó nada; inténtelo de nuevo dentro de una hora.",
    },
  },
} satisfies Messages;
