import type { PrivacyText } from "./neutral";

const es: PrivacyText = {
  meta: {
    title: "Aviso de privacidad",
    description:
      "Qué datos recaba {firm} en su sitio web, para qué, durante cuánto tiempo, quién los trata y cómo acceder a ellos, corregirlos o eliminarlos.",
  },
  title: "Aviso de privacidad",
  intro:
    "Este aviso explica qué datos recabamos cuando usted nos escribe o se suscribe a nuestro boletín, para qué, cuánto tiempo los conservamos, quién los trata y dónde, y cómo puede ejercer sus derechos. Se aplica solo a este sitio web.",
  updated: "Última actualización: {date}",
  contents: "En esta página",
  sections: [
    {
      heading: "Quién es responsable de sus datos",
      paragraphs: [
        "El responsable del tratamiento de los datos personales que se recaban en este sitio web es {legalName}, con domicilio en {address}. {firm} tiene oficinas en {offices}.",
        "Para cualquier pregunta sobre este aviso o sobre sus datos, escriba a {dpoEmail}. Para cualquier otro asunto, nuestra dirección general es {firmEmail}.",
      ],
    },
    {
      heading: "Delegado de protección de datos",
      paragraphs: [
        "{dpo} ejerce la función de delegado de protección de datos (DPO); puede escribirle a {dpoEmail}. {dpo} atiende sus preguntas, solicitudes y reclamaciones sobre sus datos y es nuestro punto de contacto con las autoridades de protección de datos (para la LGPD brasileña, el encarregado). También puede escribir por correo postal a la dirección indicada arriba, a la atención del delegado de protección de datos.",
      ],
    },
    {
      heading: "El formulario de contacto",
      paragraphs: [
        "Cuando usted envía el formulario de contacto, guardamos lo que escribió y el contexto necesario para responderle:",
      ],
      items: [
        "su nombre, su correo electrónico y su mensaje, y su empresa si la indica;",
        "la página desde la que escribió, el idioma que usó y la hora del envío.",
      ],
    },
    {
      heading: "Para qué usamos su mensaje",
      paragraphs: [
        "Usamos estos datos solo para atender su solicitud: un consultor recibe un aviso por correo y le responde, y usted recibe una confirmación de que su mensaje llegó. No incluimos su dirección en el boletín ni en ninguna otra lista.",
        "El nombre, el correo electrónico y el mensaje son obligatorios, porque sin ellos no podemos responderle; la empresa es opcional.",
        "Las bases legales son la aplicación, a petición suya, de medidas precontractuales y nuestro interés legítimo en responder a quienes nos contactan (artículo 6.1, letras b) y f), del RGPD; artículo 7, incisos V y IX, de la LGPD).",
      ],
    },
    {
      heading: "El boletín",
      paragraphs: [
        "Nuestro boletín es un correo al mes con nuestros artículos más recientes. Para suscribirse, usted indica su correo electrónico y, si lo desea, su nombre, su apellido y los temas que le interesan. También registramos la página desde la que se suscribió, el idioma que usó, la hora y la versión del texto de consentimiento que le mostró el formulario.",
        "Hasta que haga clic en el enlace del correo de confirmación, no le enviamos nada más. Cuando confirma, registramos la fecha y la hora, la página y el idioma de su confirmación, para poder demostrar su consentimiento, como exige la ley antispam de Canadá (CASL). La base legal es su consentimiento (artículo 6.1.a) del RGPD; artículo 7, inciso I, de la LGPD).",
        "Suscribirse es opcional: si no da su consentimiento, simplemente no recibe el boletín, y el resto del sitio funciona igual. Cada correo del boletín, incluido el de confirmación, trae un enlace para darse de baja con un clic, y puede retirar su consentimiento en cualquier momento, con la misma facilidad con que lo otorgó.",
        "Conservamos el registro de cada edición que le enviamos y de cuándo salió. Si su servidor de correo rechaza nuestros mensajes de forma definitiva, registramos la fecha y no le enviamos más ediciones, salvo que vuelva a confirmar una suscripción.",
      ],
    },
    {
      heading: "Cuánto tiempo conservamos los datos",
      paragraphs: [],
      items: [
        "Los mensajes de contacto se eliminan automáticamente dos años después de recibirlos.",
        "Las suscripciones que nunca se confirman se eliminan automáticamente a los 30 días.",
        "Los datos de un suscriptor confirmado se conservan mientras dure la suscripción.",
        "Cuando usted se da de baja, conservamos su dirección, marcada como dada de baja y con la fecha, solo para no volver a escribirle nunca y poder demostrar cuándo retiró su consentimiento, con base en nuestro interés legítimo (artículo 6.1.f) del RGPD; artículo 7, inciso IX, de la LGPD). Puede pedirnos que la eliminemos por completo.",
        "Las estadísticas de visitas son totales diarios que se eliminan después de 13 meses; la clave diaria con la que se cuentan los visitantes se elimina 48 horas después del inicio de su día.",
      ],
    },
    {
      heading: "Quién trata los datos por nuestra cuenta",
      paragraphs: [
        "Sus datos se guardan en el servidor de nuestro sitio web y solo los consultan las personas de {firm} que atienden las solicitudes. No vendemos sus datos, no los usamos con fines publicitarios y no los compartimos con nadie más que con las empresas siguientes, salvo que la ley nos obligue. Estas empresas los tratan por nuestra cuenta, como encargados del tratamiento, en virtud de un contrato y según nuestras instrucciones.",
      ],
    },
    {
      heading: "Transferencias internacionales",
      paragraphs: [
        "Sus datos se almacenan en el servidor que aloja {host} ({hostCountry}) y pasan por los encargados del tratamiento indicados arriba, cada uno en el país señalado. Las personas que atienden las solicitudes pueden consultarlos desde cualquiera de nuestras oficinas. Los datos tratados en otro país quedan sujetos a las leyes de ese país, y sus tribunales y autoridades podrían llegar a acceder a ellos.",
        "Cuando este envío constituye una transferencia internacional de datos (artículo 44 del RGPD; artículo 33 de la LGPD), se basa en:",
      ],
    },
    {
      heading: "Sin cookies ni rastreo",
      paragraphs: [
        "Este sitio web no instala cookies ni usa scripts de analítica, rastreadores publicitarios o scripts de terceros (las visitas se cuentan en nuestro propio servidor, como se describe más abajo); las fuentes tipográficas se cargan desde nuestro propio servidor. Guarda en su navegador algunos datos que nunca salen de su dispositivo: el idioma que usted eligió, si cerró la sugerencia de leer el sitio en su idioma, los artículos que guardó en su lista de lectura y, hasta que cierre la pestaña, una marca de que la fuente ya se descargó.",
        "Para proteger los formularios contra abusos, el servidor cuenta cuántas veces los envía cada dirección IP en diez minutos, con base en nuestro interés legítimo en mantener seguro el sitio (artículo 6.1.f) del RGPD; artículo 7, inciso IX, de la LGPD). Esa dirección se guarda aparte de su mensaje y de su suscripción, y no se usa para nada más.",
      ],
    },
    {
      heading: "Estadísticas de visitas",
      paragraphs: [
        "Para saber qué páginas e idiomas son útiles, nuestro servidor cuenta las visitas a partir de las solicitudes que su navegador ya hace para leer una página. No se instala ningún script, cookie ni identificador en su dispositivo, y no se lee nada de él.",
        "Por cada día guardamos solo totales: visitas por página e idioma, el número de visitantes distintos, el origen de las visitas (una etiqueta de campaña en el enlace, como utm_source, el nombre del sitio o del buscador que nos enlazó, o una visita directa), el idioma que prefiere su navegador y las direcciones de nuestro sitio que no existen. No guardamos su dirección IP, la dirección completa de la página de la que llegó ni el resto del enlace.",
        "Para contar a cada visitante una vez al día, el servidor calcula un código irreversible (HMAC-SHA256) a partir de su dirección IP y del agente de usuario de su navegador, con una clave aleatoria generada para ese día. La clave se elimina 48 horas después del inicio de su día, junto con los códigos de ese día; después, nadie, ni siquiera nosotros, puede vincular las cifras con un dispositivo o una persona.",
        "Si su navegador envía la señal Global Privacy Control (Sec-GPC), sus visitas a páginas se cuentan, pero no se calcula ningún código para usted y nunca se le cuenta como visitante.",
        "Cuando envía un mensaje o se suscribe al boletín, registramos con él el origen de su visita de ese día (por ejemplo, “linkedin” o “google”), para saber qué páginas y campañas generan conversaciones.",
        "Los totales diarios se eliminan automáticamente después de 13 meses (395 días). Este conteo se basa en nuestro interés legítimo en entender cómo se usa el sitio (artículo 6.1.f) del RGPD; artículo 7, inciso IX, de la LGPD); puede oponerse en cualquier momento activando Global Privacy Control en su navegador o escribiéndonos.",
      ],
    },
    {
      heading: "Sus derechos",
      paragraphs: ["Esté donde esté, puede pedirnos sin costo:"],
      items: [
        "que le confirmemos si tratamos sus datos, le digamos cuáles tenemos y le demos una copia (acceso);",
        "que corrijamos los datos incompletos, inexactos o desactualizados (rectificación);",
        "que eliminemos sus datos (supresión) o, según la LGPD, que anonimicemos o bloqueemos los que sean innecesarios o excesivos o se traten de forma ilícita;",
        "que le enviemos sus datos, a usted o a otro proveedor, en un formato legible por máquina (portabilidad);",
        "que limitemos el uso de sus datos mientras se resuelve una cuestión sobre ellos (limitación) o que dejemos de usarlos para un fin basado en nuestro interés legítimo (oposición);",
        "que le informemos con quién compartimos sus datos (solo con los encargados del tratamiento indicados arriba) y qué ocurre si no da su consentimiento (no recibe el boletín).",
      ],
      after: [
        "Además, puede retirar su consentimiento al boletín en cualquier momento, con el enlace de cada correo del boletín o escribiéndonos. No tomamos decisiones sobre usted basadas únicamente en un tratamiento automatizado.",
      ],
    },
    {
      heading: "Cómo ejercer sus derechos",
      paragraphs: [
        "Escriba a {dpoEmail} desde la dirección de que se trate, para que podamos confirmar que la solicitud es suya; si escribe desde otra dirección, le pediremos una forma de verificar su identidad. Respondemos en un plazo de 15 días.",
        "Estos derechos provienen de los artículos 15 a 22 del RGPD europeo, del artículo 18 de la LGPD brasileña y de los principios de acceso y corrección de la PIPEDA canadiense. Si no queda conforme con nuestra respuesta, puede presentar una reclamación ante la autoridad de protección de datos que corresponda: una autoridad de control de la Unión Europea, la ANPD de Brasil o la Oficina del Comisionado de Privacidad de Canadá (Office of the Privacy Commissioner of Canada).",
      ],
    },
    {
      heading: "Seguridad",
      paragraphs: [
        "El acceso a los datos almacenados se limita a las personas que atienden las solicitudes. El sitio web usa una conexión cifrada (HTTPS), y nuestros correos se envían por conexiones cifradas siempre que el servidor de correo de destino lo admita.",
      ],
    },
    {
      heading: "Menores de edad",
      paragraphs: [
        "Este sitio web está pensado para empresas y no se dirige a menores de edad. No recabamos a sabiendas datos de personas menores de 16 años.",
      ],
    },
    {
      heading: "Cambios en este aviso",
      paragraphs: [
        "La fecha al inicio de esta página indica cuándo se modificó el aviso por última vez. Si alguna vez quisiéramos usar los datos de los suscriptores del boletín de otra manera, les pediríamos de nuevo su consentimiento por correo.",
      ],
    },
  ],
  terms: {
    processor: "{service}: {name} ({country}).",
    services: {
      hosting: "Alojamiento del servidor del sitio web y de su base de datos",
      email: "Envío de nuestros correos (avisos a los consultores, acuses de recibo y el boletín)",
      crm: "Herramienta de gestión de clientes (CRM), que recibe cada mensaje de contacto para que podamos darle seguimiento",
    },
    transfer: "{country}, para los datos recabados {from}: {basis}.",
    from: { gdpr: "en el Espacio Económico Europeo", lgpd: "en Brasil" },
    bases: {
      gdpr: {
        adequacy: "una decisión de adecuación de la Comisión Europea (artículo 45 del RGPD)",
        "standard-clauses":
          "las cláusulas contractuales tipo adoptadas por la Comisión Europea (artículo 46.2.c) del RGPD)",
      },
      lgpd: {
        adequacy: "una decisión de adecuación de la ANPD de Brasil (artículo 33, inciso I, de la LGPD)",
        "standard-clauses":
          "las cláusulas contractuales estándar aprobadas por la ANPD de Brasil (artículo 33, inciso II, letra b), de la LGPD; Resolución CD/ANPD n.º 19/2024)",
      },
    },
    lawOrder: ["gdpr", "lgpd"],
  },
};

export default es;
