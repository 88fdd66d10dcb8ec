import type { PrivacyContent } from "~/content/types";

const es: PrivacyContent = {
  meta: {
    title: "Aviso de privacidad",
    description:
      "Qué datos recaba {firm} en su sitio web, para qué, durante cuánto tiempo, quién los trata y cómo acceder a ellos, corregirlos o eliminarlos.",
  },
  title: "Aviso de privacidad",
  intro:
    "Este aviso explica qué datos recabamos cuando usted nos escribe o se suscribe a nuestro boletín, para qué, cuánto tiempo los conservamos y cómo puede ejercer sus derechos. Se aplica solo a este sitio web.",
  updated: "Última actualización: {date}",
  contents: "En esta página",
  sections: [
    {
      id: "controller",
      heading: "Quién es responsable de sus datos",
      paragraphs: [
        "{firm} es responsable de los datos personales que se recaban en este sitio web. Tenemos oficinas en Orlando, Florida (Estados Unidos), Vancouver, Columbia Británica (Canadá) y São Paulo (Brasil).",
        "Para cualquier pregunta sobre este aviso o sobre sus datos, escriba a {firmEmail}. Esa misma dirección llega a la persona que atiende las solicitudes de privacidad.",
      ],
    },
    {
      id: "contact-form",
      heading: "El formulario de contacto",
      paragraphs: [
        "Cuando usted envía el formulario de contacto, guardamos lo que escribió y el contexto necesario para responderle:",
      ],
      items: [
        "su nombre, su correo electrónico y su mensaje, y su empresa si la indica;",
        "la página y el idioma desde los que escribió, y la hora del envío.",
      ],
    },
    {
      id: "contact-purpose",
      heading: "Para qué usamos su mensaje",
      paragraphs: [
        "Usamos estos datos solo para atender su solicitud: un consultor recibe un aviso por correo y le responde, y usted recibe una confirmación de que su mensaje llegó. No lo agregamos al boletín ni a ninguna otra lista.",
        "La base legal son las gestiones previas que usted nos pidió antes de una posible contratación y nuestro interés legítimo en responder a quienes nos contactan (RGPD, artículo 6(1)(b) y (f); LGPD, artículo 7, incisos V y IX).",
      ],
    },
    {
      id: "newsletter",
      heading: "El boletín",
      paragraphs: [
        "Nuestro boletín es un correo al mes con nuestros artículos más recientes. Para suscribirse, usted indica su correo electrónico y, si lo desea, su nombre, su apellido y los temas que le interesan. También registramos la página y el idioma desde los que se suscribió, la hora y la versión del texto de consentimiento que le mostró el formulario.",
        "Hasta que usted confirme desde el correo de confirmación, no le enviamos nada más. Cuando confirma, registramos cuándo, desde qué página y en qué idioma, para poder demostrar su consentimiento, como exige la ley antispam de Canadá (CASL). La base legal es su consentimiento (RGPD, artículo 6(1)(a); LGPD, artículo 7, inciso I).",
        "Cada correo que enviamos incluye un enlace para darse de baja con un clic. Puede retirar su consentimiento en cualquier momento, con la misma facilidad con que lo otorgó.",
      ],
    },
    {
      id: "retention",
      heading: "Cuánto tiempo conservamos los datos",
      paragraphs: [],
      items: [
        "Los mensajes de contacto se eliminan automáticamente dos años después de recibirlos.",
        "Las suscripciones que nunca se confirman se eliminan automáticamente a los 30 días.",
        "Los datos de un suscriptor confirmado se conservan mientras dure la suscripción.",
        "Cuando usted se da de baja, conservamos su dirección marcada como dada de baja, con la fecha, solo para no volver a escribirle nunca y poder demostrar cuándo retiró su consentimiento. Puede pedirnos que la eliminemos por completo.",
      ],
    },
    {
      id: "processors",
      heading: "Quién trata los datos por nuestra cuenta",
      paragraphs: [
        "Sus datos se guardan en el servidor de nuestro sitio web y los manejan las personas de {firm} que atienden las solicitudes. Dos tipos de proveedores los tratan por nuestra cuenta y según nuestras instrucciones: la empresa que aloja el servidor y el servicio de envío de correo que entrega nuestros avisos, confirmaciones y el boletín. Si usamos una herramienta de gestión de relaciones con clientes, esta recibe cada mensaje de contacto para que podamos darle seguimiento.",
        "No vendemos sus datos ni los usamos con fines publicitarios. Pueden tratarse en Estados Unidos, Canadá y Brasil, donde trabajamos; cuando la ley lo exige, nuestros proveedores están sujetos a garantías contractuales.",
      ],
    },
    {
      id: "cookies",
      heading: "Sin cookies ni rastreo",
      paragraphs: [
        "Este sitio web no instala cookies ni usa herramientas de analítica, rastreadores publicitarios o scripts de terceros; las fuentes tipográficas se sirven desde nuestro propio servidor. Lo único que guarda en su navegador es el idioma que usted eligió, que nunca sale de su dispositivo.",
        "Para proteger los formularios contra abusos, el servidor conserva su dirección IP en memoria durante unos minutos. No se almacena junto con su mensaje ni con su suscripción.",
      ],
    },
    {
      id: "rights",
      heading: "Sus derechos",
      paragraphs: ["Esté donde esté, puede pedirnos sin costo:"],
      items: [
        "que le digamos qué datos suyos tenemos y le demos una copia (acceso);",
        "que corrijamos cualquier dato inexacto (rectificación);",
        "que eliminemos sus datos (supresión);",
        "que le enviemos sus datos en un formato legible por máquina (portabilidad);",
        "que dejemos de usar sus datos para un fin o limitemos ese uso (oposición y limitación);",
        "retirar su consentimiento al boletín en cualquier momento, con el enlace de cada correo o escribiéndonos.",
      ],
    },
    {
      id: "exercise",
      heading: "Cómo ejercer sus derechos",
      paragraphs: [
        "Escriba a {firmEmail} desde la dirección de que se trate, para que podamos confirmar que la solicitud es suya; si escribe desde otra dirección, le pediremos una forma de verificar su identidad. Respondemos en un plazo de 15 días.",
        "Estos derechos provienen de los artículos 15 a 21 del RGPD europeo, del artículo 18 de la LGPD brasileña y de los principios de acceso y corrección de la PIPEDA canadiense. Si no queda conforme con nuestra respuesta, puede presentar una reclamación ante la autoridad de protección de datos que corresponda: una autoridad de control de la Unión Europea, la ANPD de Brasil o el Office of the Privacy Commissioner of Canada.",
      ],
    },
    {
      id: "security",
      heading: "Seguridad",
      paragraphs: [
        "El acceso a los datos almacenados se limita a las personas que atienden las solicitudes. El sitio web se sirve mediante una conexión cifrada, y nuestros correos se envían por conexiones cifradas siempre que el servidor de correo de destino lo permite.",
      ],
    },
    {
      id: "children",
      heading: "Menores de edad",
      paragraphs: [
        "Este sitio web está pensado para empresas y no se dirige a menores de edad. No recabamos a sabiendas datos de personas menores de 16 años.",
      ],
    },
    {
      id: "changes",
      heading: "Cambios en este aviso",
      paragraphs: [
        "La fecha al inicio de esta página indica cuándo se modificó el aviso por última vez. Si alguna vez quisiéramos usar los datos de los suscriptores del boletín de otra manera, les pediríamos de nuevo su consentimiento por correo.",
      ],
    },
  ],
};

export default es;
