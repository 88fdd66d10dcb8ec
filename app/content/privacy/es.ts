import type { PrivacyText } from "./neutral";

const es: PrivacyText = {
  meta: {
    title: "Política de privacidad",
    description:
      "Qué datos recaba {firm} a través de este sitio web, para qué, durante cuánto tiempo, quién los trata y cómo acceder a ellos, corregirlos o eliminarlos, esté donde esté.",
  },
  title: "Política de privacidad",
  intro:
    "Esta política explica qué datos recabamos cuando usted visita este sitio web, nos escribe, agenda una llamada o se suscribe a nuestro boletín: para qué, cuánto tiempo los conservamos, quién los trata y dónde, y cómo puede ejercer sus derechos. Una sección hacia el final indica lo que añade la ley del lugar donde usted se encuentra (en México, esta política es nuestro aviso de privacidad). Se aplica solo a este sitio web.",
  updated: "Última actualización: {date}",
  contents: "En esta página",
  sections: [
    {
      heading: "Quién es responsable de sus datos",
      paragraphs: [
        "El responsable del tratamiento de los datos personales que se recaban en este sitio web es {legalName}, con domicilio en {address}, teléfono {phone}. {firm} tiene oficinas en {offices}, y todo su personal es contratado por {legalName}.",
        "Las preguntas sobre esta política o sobre sus datos se dirigen a nuestro delegado de protección de datos, indicado más abajo. Para cualquier otro asunto, escriba a {firmEmail}.",
      ],
    },
    {
      heading: "Delegado de protección de datos",
      paragraphs: [
        "La función de delegado de protección de datos (DPD) la ejerce {dpo}; puede escribirle a {dpoEmail}. El delegado atiende sus preguntas, solicitudes y reclamaciones sobre sus datos y es nuestro punto de contacto con las autoridades de protección de datos: para la LGPD brasileña, el encarregado; en Quebec, la persona responsable de la protección de la información personal. También puede escribir por correo postal a la dirección indicada arriba, a la atención del delegado de protección de datos.",
      ],
    },
    {
      heading: "Nuestros representantes en Europa",
      paragraphs: [
        "{legalName} no tiene establecimiento en la Unión Europea ni en el Reino Unido. El RGPD y el RGPD del Reino Unido (UK GDPR), en su artículo 27, piden a una empresa en esa situación que designe un representante en esos territorios, al que usted y las autoridades pueden dirigirse en lugar de a nosotros:",
      ],
    },
    {
      heading: "El formulario de contacto",
      paragraphs: [
        "Cuando usted envía el formulario de contacto, guardamos lo que escribió y el contexto necesario para responderle:",
      ],
      items: [
        "su nombre, su correo electrónico y su mensaje, y su empresa si la indica;",
        "la página desde la que escribió, el idioma que usó y la hora del envío;",
        "cómo supo de nosotros, si responde a esa pregunta opcional.",
      ],
      after: [
        "No registramos con su mensaje de dónde llegó su visita. Aparte de su mensaje, el servidor también cuenta cuántos formularios se envían desde su dirección IP, para impedir abusos (véase Sin cookies ni rastreadores de terceros).",
      ],
    },
    {
      heading: "Para qué usamos su mensaje",
      paragraphs: ["Usamos estos datos para tres finalidades, cada una con su propia base legal:"],
      items: [
        "Para atender su solicitud: un consultor recibe un aviso por correo y le responde, y usted recibe una confirmación de que su mensaje llegó. La base legal es nuestro interés legítimo en responder y dar seguimiento a las consultas sobre nuestros servicios (artículo 6.1.f) del RGPD; artículo 7, inciso IX, de la LGPD); si nos escribe sobre un proyecto para usted mismo (por ejemplo, como trabajador independiente), son medidas precontractuales aplicadas a petición suya (artículo 6.1.b) del RGPD; artículo 7, inciso V, de la LGPD).",
        "Para dar seguimiento: conservamos su mensaje y nuestra respuesta durante el plazo indicado más abajo, para poder retomar la conversación y saber qué se dijo. {crmFollowUp}La base legal es nuestro interés legítimo en dar seguimiento a las consultas que recibimos (artículo 6.1.f) del RGPD; artículo 7, inciso IX, de la LGPD).",
        "Para saber qué páginas generan consultas y cómo nos conocen: la página y el idioma de su mensaje se cuentan, junto con los de todos los demás visitantes, en totales semanales que no identifican a nadie, y su respuesta a “¿Cómo supo de nosotros?”, si la dio, nos indica cuáles de nuestros canales funcionan. La base legal es nuestro interés legítimo en saber qué hace útil nuestro sitio (artículo 6.1.f) del RGPD; artículo 7, inciso IX, de la LGPD).",
      ],
      after: [
        "No incluimos su dirección en el boletín ni en ninguna otra lista, y no usamos su mensaje para nada más.",
        "El nombre, el correo electrónico y el mensaje son obligatorios, porque sin ellos no podemos responderle; la empresa y cómo supo de nosotros son opcionales.",
      ],
    },
    {
      heading: "El boletín",
      paragraphs: [
        "Nuestro boletín le acerca nuestros artículos más recientes, en aproximadamente un correo al mes. Para suscribirse, usted indica su correo electrónico y, si lo desea, su nombre, su apellido y los temas que le interesan. También registramos la página desde la que se suscribió, el idioma que usó, la hora y la versión del texto de consentimiento que le mostró el formulario.",
        "Hasta que haga clic en el enlace del correo de confirmación, no le enviamos nada más. Cuando confirma, registramos cuándo lo hizo, junto con la página, el idioma y el texto de consentimiento de su solicitud. Conservamos este registro para demostrar su consentimiento, como nos exigen el RGPD (artículo 7.1), la LGPD (artículo 8, § 2) y la ley antispam de Canadá (CASL).",
        "Usamos su dirección para enviarle el boletín, con base en su consentimiento (artículo 6.1.a) del RGPD; artículo 7, inciso I, de la LGPD). La página y el idioma de su suscripción se cuentan, junto con los de todos los demás suscriptores, en totales semanales de las páginas que generan suscripciones, con base en nuestro interés legítimo (artículo 6.1.f) del RGPD; artículo 7, inciso IX, de la LGPD).",
        "Suscribirse es opcional: si no da su consentimiento, simplemente no recibe el boletín, y el resto del sitio funciona igual. Cada correo del boletín, incluido el de confirmación, incluye un enlace para darse de baja con un clic, y puede retirar su consentimiento en cualquier momento, con la misma facilidad con que lo otorgó.",
        "Conservamos el registro de cada edición que le enviamos, con su fecha de envío. Si su servidor de correo rechaza nuestros mensajes de forma definitiva, registramos la fecha y no le enviamos más ediciones, salvo que vuelva a confirmar una suscripción.",
      ],
    },
    {
      heading: "Las llamadas agendadas",
      paragraphs: [
        "Cuando agenda una llamada, guardamos su nombre, su correo electrónico y, si los indica, su empresa, su mensaje y su teléfono; el horario que eligió, su zona horaria, el idioma y la página desde la que agendó; y el consultor con quien hablará. No registramos con la llamada agendada de dónde llegó su visita.",
        "Usamos estos datos para organizar y realizar la llamada: el consultor y nuestro equipo reciben un aviso por correo, y usted recibe por correo una invitación para su calendario, con un recordatorio el día anterior cuando agenda con más anticipación. {calendarSync}La llamada es por videollamada o, si indica un teléfono, por teléfono. Si la cancela o elige otro horario, las invitaciones se actualizan de la misma manera.",
        "La base legal es nuestro interés legítimo en atender y dar seguimiento a las solicitudes sobre nuestros servicios (artículo 6.1.f) del RGPD; artículo 7, inciso IX, de la LGPD); si agenda una llamada sobre un proyecto para usted mismo (por ejemplo, como trabajador independiente), son medidas precontractuales aplicadas a petición suya (artículo 6.1.b) del RGPD; artículo 7, inciso V, de la LGPD). El nombre, el correo electrónico y un horario son obligatorios, porque sin ellos no podemos realizar la llamada; lo demás es opcional.",
      ],
    },
    {
      heading: "Cuánto tiempo conservamos los datos",
      paragraphs: [],
      items: [
        "Los mensajes de contacto, con su respuesta sobre cómo supo de nosotros, se eliminan automáticamente {contactRetention} después de recibirlos, junto con nuestro registro de los correos relativos a ellos.",
        "Las llamadas agendadas se eliminan automáticamente {contactRetention} después de la llamada.",
        "En nuestros buzones, el aviso de su mensaje y nuestra correspondencia con usted se eliminan después de {mailboxRetention}. Si la conversación da lugar a un proyecto, pasan a formar parte de sus registros y se conservan durante el plazo que la ley exija para ellos.",
        "Las solicitudes de suscripción, con la página y el idioma que registran, y las suscripciones que nunca se confirman se eliminan automáticamente a los {requestRetention}.",
        "Los datos de un suscriptor confirmado y la prueba de su consentimiento se conservan mientras dure la suscripción.",
        "Nuestro registro de cada correo que le enviamos sobre su suscripción (la confirmación, cada edición del boletín) se elimina automáticamente {requestRetention} después del envío.",
        "Si su servidor de correo rechazó nuestros mensajes de forma definitiva, la fecha de ese rechazo se conserva con su suscripción hasta que confirme una nueva o nos pida eliminarla.",
        "Cuando usted se da de baja, eliminamos su nombre, sus temas y sus solicitudes de suscripción. Conservamos su dirección, la fecha de la baja y el registro de su consentimiento (cuándo lo solicitó y lo confirmó, la página y el idioma de su solicitud y la versión del texto de consentimiento) durante {unsubscribedRetention} después de la baja, para no volver a escribirle por error y poder demostrar que teníamos su consentimiento y respetamos su retiro; después se eliminan automáticamente. La base legal es nuestro interés legítimo (artículo 6.1.f) del RGPD; artículo 7, inciso IX, de la LGPD). Puede pedirnos que los eliminemos antes.",
        "La dirección IP que se cuenta para proteger los formularios se elimina en un plazo máximo de {rateLimitKept}.",
        "Las estadísticas de visitas son totales diarios que se eliminan después de {analyticsMonths}. La clave y los códigos de visitante de cada día, con las páginas y los idiomas vistos bajo cada código y el origen de cada visita, se eliminan {analyticsKeyHours} después de que comienza el día al que corresponden, se sigan contando o no las visitas.",
        "El recuento diario de vistas de página y visitantes por dirección IP, que impide que una sola red infle las estadísticas, solo existe en la memoria del servidor y se descarta cuando empieza el conteo del día siguiente.",
        "Los registros del servidor y del proxy (véase Registros del servidor) se eliminan después de {serverLogRetention}.",
        "Las copias de seguridad de nuestra base de datos se eliminan después de {backupRetention} y no incluyen las claves diarias ni los códigos de visitante de las estadísticas. Un registro eliminado hoy puede permanecer en una copia de seguridad hasta entonces, pero nunca vuelve a usarse: si alguna vez restauramos una copia, antes volvemos a aplicar todas las supresiones.",
        "{crmRetention}",
      ],
    },
    {
      heading: "Quién trata los datos por nuestra cuenta",
      paragraphs: [
        "Sus datos se guardan en el servidor de nuestro sitio web y solo los consultan las personas de {firm} que atienden las solicitudes. No vendemos sus datos, no los usamos con fines publicitarios y no los compartimos con nadie más que con las empresas siguientes, salvo que la ley nos obligue. Estas empresas los tratan por nuestra cuenta, como encargados del tratamiento, en virtud de un contrato y según nuestras instrucciones.",
      ],
      after: ["{representativesRecipients}"],
    },
    {
      heading: "Transferencias internacionales",
      paragraphs: [
        "Sus datos se almacenan en un servidor alojado por {host} ({hostCountry}) y pasan por los encargados del tratamiento indicados arriba, cada uno en el país señalado. Las personas que atienden las solicitudes pueden consultarlos desde cualquiera de nuestras oficinas. Los datos tratados en otro país quedan sujetos a las leyes de ese país, y sus tribunales y autoridades podrían llegar a acceder a ellos.",
        "En la medida en que la ley que protege sus datos considere esto una transferencia internacional de datos, esta se ampara en:",
      ],
      after: [
        "En resumen: sus datos llegan a estos países ({transferCountries}) a través de los encargados del tratamiento indicados arriba, para el servicio señalado junto a cada uno; solo para las finalidades que describe esta política; durante los plazos indicados en Cuánto tiempo conservamos los datos; y protegidos por las garantías anteriores, los contratos con los encargados y las medidas descritas en Seguridad.",
        "Puede pedirnos una copia de estas cláusulas escribiendo a {dpoEmail} (artículo 13.1.f) del RGPD; para Brasil, artículo 17 del reglamento aprobado por la Resolución CD/ANPD n.º 19/2024). Se la enviamos completa, sin más supresiones que los términos comerciales confidenciales.",
      ],
    },
    {
      heading: "Sin cookies ni rastreadores de terceros",
      paragraphs: [
        "Este sitio web no instala cookies ni usa scripts de analítica, rastreadores publicitarios o scripts de terceros (las vistas de página se cuentan en nuestro propio servidor, como se describe más abajo); las fuentes tipográficas se cargan desde nuestro propio servidor. Guarda en su navegador algunos datos que nunca salen de su dispositivo: el idioma que usted eligió, si cerró la sugerencia de leer el sitio en su idioma, los artículos que guardó en su lista de lectura y, hasta que cierre la pestaña, una marca de que la fuente ya se descargó. Solo sirven para lo que usted usa y para mostrar la página, por lo que las normas europeas de privacidad electrónica (ePrivacy) no exigen su consentimiento.",
        "Para proteger los formularios contra abusos, el servidor cuenta cuántas veces los envía cada dirección IP (en IPv6, su red /64) en {rateLimitWindow}, con base en nuestro interés legítimo en mantener seguro el sitio (artículo 6.1.f) del RGPD; artículo 7, inciso IX, de la LGPD). Esa dirección se guarda aparte de su mensaje y de su suscripción, no se usa para nada más y se elimina en un plazo máximo de {rateLimitKept}.",
      ],
    },
    {
      heading: "Registros del servidor",
      paragraphs: [
        "Para mantener seguro el sitio y encontrar y corregir fallas, nuestro servidor escribe una línea por cada formulario enviado y cada solicitud que falla: la hora, el método, la dirección de la página sin sus parámetros, el código de la respuesta y cuánto tardó. Esas líneas no contienen ninguna dirección IP, ningún agente de usuario del navegador, ninguna dirección de la página de la que llegó ni nada de lo que usted escribió. El proxy que está delante de nuestro servidor no lleva un registro de las visitas; su registro de errores, que indica la dirección IP de la que vino una solicitud fallida, solo registra errores.",
        "Ambos registros se eliminan después de {serverLogRetention}. La base legal es nuestro interés legítimo en mantener el sitio seguro y en funcionamiento (artículo 6.1.f) del RGPD; artículo 7, inciso IX, de la LGPD).",
      ],
    },
    {
      heading: "Estadísticas de visitas",
      paragraphs: [
        "Para saber qué páginas e idiomas son útiles, nuestro servidor cuenta las vistas de página a partir de las solicitudes que su navegador ya hace para mostrar una página. No instalamos scripts, cookies ni identificadores en su dispositivo, ni leemos nada de él.",
        "Por cada día guardamos totales: vistas por página e idioma; el número de visitantes distintos; el origen de las visitas (una etiqueta de campaña en el enlace, como utm_source; el nombre del sitio o del buscador que nos enlazó; o una visita directa); el idioma que prefiere su navegador; y las direcciones de nuestro sitio que no existen. Las estadísticas no almacenan su dirección IP, la dirección completa de la página de la que llegó ni los demás parámetros del enlace.",
        "Para contar a cada visitante una vez al día, el servidor calcula un código irreversible (HMAC-SHA256) a partir de su dirección IP y del agente de usuario de su navegador, con una clave aleatoria generada para ese día. Hasta que esa clave se elimina, el servidor guarda cada código con las páginas y los idiomas vistos bajo él y el origen de la visita, para que cada visitante se cuente una sola vez en todos nuestros servidores. La clave y los códigos, con lo registrado bajo ellos, se eliminan {analyticsKeyHours} después del inicio del día para el que se generó la clave (UTC), se sigan contando o no las visitas; después solo quedan totales, y nadie, ni siquiera nosotros, puede vincular las cifras con un dispositivo o una persona.",
        "Para que ninguna red por sí sola pueda inflar las cifras, el servidor también cuenta, para el día en curso (UTC) y solo en su memoria, las vistas de página y los visitantes nuevos que llegan desde cada dirección IP (en IPv6, su red /64). Nunca guarda ese recuento por escrito y lo descarta cuando empieza el conteo del día siguiente.",
        "Si su navegador envía la señal Global Privacy Control (Sec-GPC), sus vistas de página se cuentan, pero no se calcula ningún código para usted y nunca se le cuenta como visitante.",
        "Sus mensajes, suscripciones y llamadas agendadas se cuentan en las estadísticas solo por día, página e idioma: no registramos con ellos el origen de su visita, de modo que lo que usted nos envía y las estadísticas quedan separados.",
        "Los totales diarios se eliminan automáticamente después de {analyticsMonths} ({analyticsDays}). Este conteo se basa en nuestro interés legítimo en entender cómo se usa el sitio (artículo 6.1.f) del RGPD; artículo 7, inciso IX, de la LGPD). Puede oponerse en cualquier momento activando Global Privacy Control en su navegador: ya no se le cuenta como visitante. Pasadas {analyticsKeyHours}, nada vincula las cifras con usted, de modo que no queda nada que podamos identificar (artículo 11 del RGPD).",
      ],
    },
    {
      heading: "Sus derechos",
      paragraphs: ["Esté donde esté, puede pedirnos sin costo (en México, sus derechos ARCO):"],
      items: [
        "que le confirmemos si tratamos sus datos, le digamos cuáles tenemos y le demos una copia (acceso);",
        "que corrijamos los datos incompletos, inexactos o desactualizados (rectificación);",
        "que eliminemos sus datos (supresión o cancelación) o, según la LGPD, que anonimicemos o bloqueemos los que sean innecesarios o excesivos o se traten de forma ilícita;",
        "que le enviemos sus datos, a usted o a otro proveedor, en un formato estructurado, de uso común y legible por máquina (portabilidad);",
        "que limitemos el uso de sus datos mientras se resuelve una cuestión sobre ellos (limitación);",
        "que le informemos con quién compartimos sus datos (solo con los encargados del tratamiento indicados arriba) y qué ocurre si no da su consentimiento (no recibe el boletín).",
      ],
      after: [
        "Además, puede retirar su consentimiento al boletín en cualquier momento, con el enlace de cada correo del boletín o escribiéndonos, sin que ello afecte a lo que hicimos con su consentimiento antes de retirarlo. No tomamos decisiones sobre usted basadas únicamente en un tratamiento automatizado.",
      ],
    },
    {
      heading: "Su derecho de oposición",
      paragraphs: [
        "Puede oponerse en cualquier momento, por motivos relacionados con su situación particular, a lo que hacemos con base en nuestro interés legítimo: responder y dar seguimiento a su mensaje o a su llamada agendada, contar las vistas de página, conservar los registros del servidor y conservar el registro de una suscripción dada de baja. Escriba a {dpoEmail}; dejaremos de hacerlo, salvo que tengamos motivos legítimos imperiosos que prevalezcan sobre sus intereses, derechos y libertades, o necesitemos los datos para formular, ejercer o defender reclamaciones (artículo 21 del RGPD; artículo 18, § 2, de la LGPD). Para dejar de contarse en las estadísticas de visitas, también puede activar Global Privacy Control en su navegador. Puede darse de baja del boletín en cualquier momento, sin dar ningún motivo, con el enlace de cada uno de sus correos.",
      ],
    },
    {
      heading: "Cómo ejercer sus derechos",
      paragraphs: [
        "Escriba a {dpoEmail} desde la dirección de que se trate, para que podamos confirmar que la solicitud es suya; si escribe desde otra dirección, le pediremos una forma de verificar su identidad. Una persona a la que usted autorice puede presentar la solicitud por usted, con su autorización firmada; aun así, podremos confirmarla con usted. Respondemos en un plazo de 15 días naturales, o antes si la ley del lugar donde se encuentra fija un plazo menor (véase la sección siguiente).",
        "Cuando nos pide corregir su nombre o su correo electrónico, lo corregimos en todos los lugares donde lo conservamos. Cuando nos pide eliminar sus datos, buscamos también su dirección escrita de otras formas (con mayúsculas, con una +etiqueta o, en Gmail, con puntos).",
        "Estos derechos provienen de los artículos 15 a 22 del RGPD europeo, del artículo 18 de la LGPD brasileña y de las leyes de la sección siguiente. También puede presentar una reclamación ante una autoridad de protección de datos: la sección siguiente indica la autoridad de cada lugar, con su sitio web, y cuándo puede acudir a ella.",
      ],
    },
    {
      heading: "Lo que añade la ley del lugar donde se encuentra",
      paragraphs: [
        "Ofrecemos nuestros servicios en cada uno de los lugares siguientes. Si usted se encuentra en uno de ellos, su ley le reconoce lo siguiente, además de lo que ya dice esta política.",
      ],
    },
    {
      heading: "Seguridad",
      paragraphs: [
        "El acceso a los datos almacenados se limita a las personas que atienden las solicitudes. El sitio web usa una conexión cifrada (HTTPS), y nuestros correos se envían por conexiones cifradas siempre que el servidor de correo de destino lo admita.",
      ],
    },
    {
      heading: "Cómo gestionamos la información personal",
      paragraphs: [
        "Estas son las reglas que seguimos para la información personal que describe esta política:",
      ],
      items: [
        "funciones: nuestro delegado de protección de datos, indicado más arriba, es el responsable de la protección de la información personal y rinde cuentas de ella a nuestra dirección; solo las personas que atienden las solicitudes pueden consultar los datos almacenados;",
        "conservación y destrucción: cada registro se conserva durante el plazo indicado en Cuánto tiempo conservamos los datos y luego se elimina automáticamente, de las copias de seguridad en un plazo máximo de {backupRetention};",
        "reclamaciones: escriba a nuestro delegado de protección de datos a {dpoEmail} o por correo postal; examinamos cada reclamación y la respondemos por escrito en un plazo de 15 días;",
        "evaluaciones: antes de confiar sus datos a un nuevo encargado, enviarlos fuera del lugar donde se recabaron o iniciar un proyecto que los involucre, evaluamos los riesgos para su privacidad y la protección que recibirán sus datos;",
        "incidentes: llevamos un registro de los incidentes de confidencialidad y avisamos a las personas afectadas, y a la autoridad, de cualquiera que pueda causar un perjuicio grave.",
      ],
    },
    {
      heading: "Menores de edad",
      paragraphs: [
        "Este sitio web está pensado para empresas y no se dirige a menores de edad. No recabamos a sabiendas datos de personas menores de {minimumAge} años; si cree que lo hemos hecho, escríbanos y los eliminaremos.",
      ],
    },
    {
      heading: "Cambios en esta política",
      paragraphs: [
        "La fecha al inicio de esta página indica cuándo se modificó la política por última vez. Si alguna vez quisiéramos usar los datos de los suscriptores del boletín de otra manera, les pediríamos de nuevo su consentimiento por correo.",
      ],
    },
  ],
  jurisdictions: {
    eea: {
      heading: "Espacio Económico Europeo",
      authority: "Comité Europeo de Protección de Datos",
      paragraphs: [
        "El RGPD protege sus datos si usted se encuentra en la Unión Europea, Islandia, Liechtenstein o Noruega, y nuestro representante allí se indica más arriba. Puede presentar una reclamación ante la autoridad de control del país donde reside o trabaja, o donde considere que se vulneraron sus derechos (artículo 77 del RGPD); el {authority} las enumera todas en {website}.",
      ],
    },
    uk: {
      heading: "Reino Unido",
      authority: "Information Commissioner’s Office",
      paragraphs: [
        "Si se encuentra en el Reino Unido, el UK GDPR y la Data Protection Act 2018 protegen sus datos: las bases legales y los derechos que esta política describe conforme al RGPD se le aplican en virtud de sus disposiciones equivalentes. Nuestro representante en el Reino Unido se indica más arriba, y las transferencias de sus datos se amparan en las garantías británicas enumeradas en Transferencias internacionales.",
        "Puede presentar su reclamación primero ante nosotros, a nuestro delegado de protección de datos en {dpoEmail} o por correo postal a la dirección indicada arriba: acusamos recibo en un plazo de 30 días, la examinamos y le comunicamos el resultado (artículo 164A de la Data Protection Act 2018). También puede presentar una reclamación en cualquier momento ante la autoridad británica, la {authority} (ICO, {website}), que la Data (Use and Access) Act 2025 convierte en la Information Commission.",
      ],
    },
    br: {
      heading: "Brasil",
      authority: "Autoridade Nacional de Proteção de Dados",
      paragraphs: [
        "La LGPD (Ley 13.709 de 2018) protege sus datos si usted se encuentra en Brasil o si sus datos se recabaron allí. Nuestro encarregado es el delegado de protección de datos indicado más arriba; los derechos enumerados son los del artículo 18 de la LGPD; y las transferencias de sus datos al extranjero se amparan en las garantías enumeradas en Transferencias internacionales, cuyo texto completo puede pedirnos. Puede presentar una petición ante la autoridad brasileña, la {authority} (ANPD, {website}), sobre el tratamiento que damos a sus datos (artículo 18, § 1, de la LGPD).",
      ],
    },
    ca: {
      heading: "Canadá",
      authority: "Office of the Privacy Commissioner of Canada",
      paragraphs: [
        "En Canadá, la ley federal, la Personal Information Protection and Electronic Documents Act (PIPEDA), se aplica a la información personal que tratamos en nuestra actividad, salvo donde una ley provincial se aplica en su lugar (véase abajo), y siempre que esa información cruza una frontera provincial o nacional. Puede pedir ver la información que tenemos sobre usted y que la corrijamos; la ley nos da 30 días para responder (artículo 8(3)), y respondemos en 15. Puede presentar una queja ante la oficina del comisionado federal de privacidad, la {authority} ({website}).",
      ],
    },
    "ca-bc": {
      heading: "Columbia Británica",
      authority: "Office of the Information and Privacy Commissioner for British Columbia",
      paragraphs: [
        "Si se encuentra en Columbia Británica, se aplica la ley de la provincia, la Personal Information Protection Act (PIPA). Puede pedir su información personal, cómo se ha usado y a quién se ha comunicado, y pedirnos que la corrijamos; la ley nos da 30 días para responder (artículo 29), y respondemos en 15. Puede pedir a la oficina del comisionado de la provincia, la {authority} ({website}), que revise nuestra respuesta o investigue una queja.",
      ],
    },
    "ca-qc": {
      heading: "Quebec",
      authority: "Commission d’accès à l’information du Québec",
      paragraphs: [
        "Si se encuentra en Quebec, se aplica la ley de la provincia sobre la protección de la información personal en el sector privado (Loi sur la protection des renseignements personnels dans le secteur privé). La persona responsable de la protección de la información personal es nuestro delegado de protección de datos, indicado más arriba. Su información se comunica fuera de Quebec, a los encargados del tratamiento indicados arriba, después de haber evaluado la protección que recibe allí (artículo 17). Nuestras estadísticas de visitas no sirven para identificar, localizar ni perfilar a nadie (artículo 8.1). Nuestras reglas de gestión de la información personal figuran en Cómo gestionamos la información personal (artículo 3.2).",
        "Puede pedir acceso a su información o su corrección y retirar su consentimiento en cualquier momento; la ley nos da 30 días para responder (artículo 32), y respondemos en 15. Si no está de acuerdo con nuestra respuesta, puede recurrir a la {authority} ({website}).",
      ],
    },
    "us-ca": {
      heading: "California",
      authority: "California Privacy Protection Agency",
      paragraphs: [
        "Si reside en California, la California Consumer Privacy Act, modificada por la California Privacy Rights Act (CCPA), le reconoce los derechos siguientes. En los últimos 12 meses hemos recabado estas categorías de información personal, de usted y de las solicitudes de su navegador, para las finalidades descritas en esta política:",
      ],
      items: [
        "identificadores: su nombre y su correo electrónico; identificadores en línea: su dirección IP, que se cuenta para proteger los formularios y figura en el registro de errores del proxy cuando una solicitud falla, y un código de un día calculado a partir de su dirección IP y del agente de usuario de su navegador, que se conserva hasta {analyticsKeyHours} (véase Estadísticas de visitas);",
        "información profesional: su empresa, si la indica;",
        "actividad en internet: la página desde la que escribió, se suscribió o agendó y, bajo el código de ese día, las páginas y los idiomas que vio ese día y el origen de su visita;",
        "lo que usted nos cuenta: su mensaje, cómo supo de nosotros, los temas que eligió y, para una llamada, su horario, su zona horaria y su teléfono si lo indica.",
      ],
      after: [
        "Solo comunicamos esta información a los proveedores de servicios indicados en Quién trata los datos por nuestra cuenta, para esas finalidades. No vendemos ni compartimos información personal, en el sentido de la CCPA (compartir, aquí, con fines de publicidad comportamental entre sitios), y no lo hemos hecho en los últimos 12 meses; no tenemos conocimiento de haber vendido o compartido la de menores de 16 años. No recabamos información personal sensible. Cada categoría se conserva durante el plazo indicado en Cuánto tiempo conservamos los datos.",
        "Tiene derecho a saber qué información personal recabamos, usamos y comunicamos, y a recibir una copia; a que se elimine; a que se corrija; y a excluirse de su venta o de que se comparta, algo que no hacemos (aun así, respetamos la señal Global Privacy Control de su navegador). Ejercer cualquiera de estos derechos no le supondrá ningún trato discriminatorio.",
        "Global Privacy Control se aplica al navegador que envía la señal: para ese navegador no calculamos ningún código de visitante y nunca contamos un visitante. Como no vendemos ni compartimos información personal, la señal no tiene nada más que desactivar, y no le pedimos nada más para respetarla.",
        "Para presentar una solicitud, escriba a {dpoEmail} o llame sin costo al {tollFreePhone}. Verificamos la solicitud cotejándola con la dirección de correo que tenemos registrada. Un agente autorizado puede actuar en su nombre con su autorización firmada; podremos pedirle que confirme directamente su identidad y esa autorización. Confirmamos la recepción en un plazo de 10 días hábiles y respondemos en 45 días; en la práctica, en 15. También puede dirigirse a la agencia de privacidad del estado, la {authority} ({website}).",
        "Do Not Track: no rastreamos a los visitantes a lo largo del tiempo ni en otros sitios web, y nadie más puede hacerlo en el nuestro; por eso, este sitio funciona igual envíe o no su navegador la señal Do Not Track. No comunicamos información personal a terceros para su mercadotecnia directa.",
      ],
    },
    mx: {
      heading: "México",
      authority: "Secretaría Anticorrupción y Buen Gobierno",
      paragraphs: [
        "En México se aplica la Ley Federal de Protección de Datos Personales en Posesión de los Particulares de 2025, y esta política es nuestro aviso de privacidad integral conforme a ella. Las finalidades necesarias para lo que usted nos pide son responder a su mensaje, enviarle el boletín al que se suscribió, organizar las llamadas que agende, conservar la prueba de su consentimiento y proteger los formularios contra abusos. Contar las visitas y saber qué páginas generan consultas no es necesario para ello: puede negarse a esas finalidades, sin ningún efecto en nuestra respuesta, escribiéndonos, y dejar de contarse como visitante activando Global Privacy Control.",
        "Tiene los derechos de acceso, rectificación, cancelación y oposición (derechos ARCO), y puede revocar su consentimiento o limitar el uso o la divulgación de sus datos escribiendo a {dpoEmail}, como se describe arriba. Solo enviamos sus datos a los encargados del tratamiento indicados arriba, que los tratan por nuestra cuenta; no los transferimos a nadie más.",
        "Si nuestra respuesta no le satisface, o no la recibe a tiempo, puede presentar una solicitud de protección de datos ante la {authority} ({website}), la autoridad que sustituyó al INAI, dentro de los 15 días siguientes a nuestra respuesta (artículo 40).",
      ],
    },
    co: {
      heading: "Colombia",
      authority: "Superintendencia de Industria y Comercio",
      paragraphs: [
        "En Colombia se aplican la Ley 1581 de 2012 y el Decreto 1377 de 2013, y esta política es nuestra política de tratamiento de la información conforme a ellos, vigente desde el {noticeDate}. Puede comunicarse con nosotros al teléfono {phone} o en {dpoEmail}. Al enviar un formulario, usted nos autoriza a tratar sus datos para las finalidades que aquí se describen (artículo 7 del Decreto 1377 de 2013).",
        "Como titular, tiene derecho a conocer, actualizar y rectificar sus datos; a solicitar prueba de su autorización; a ser informado sobre el uso de sus datos; a revocar la autorización o solicitar la supresión; a acceder a sus datos en forma gratuita; y a presentar quejas ante la {authority} (SIC, {website}) (artículo 8 de la Ley 1581). Atendemos las consultas en un máximo de 10 días hábiles y los reclamos en un máximo de 15 días hábiles; si necesitamos más tiempo, le informamos el motivo antes del vencimiento y tardamos como máximo 5 días hábiles más en una consulta y 8 en un reclamo (artículos 14 y 15). La SIC tramita una queja una vez que usted haya presentado su reclamo ante nosotros (artículo 16).",
        "Para presentar un reclamo, escriba a {dpoEmail} con su nombre e identificación, la descripción de los hechos, la dirección donde quiere recibir nuestra respuesta y los documentos que quiera hacer valer. Si el reclamo está incompleto, dentro de los 5 días hábiles siguientes a su recepción le pedimos que lo complete; si no lo hace en 2 meses, se entiende que desistió del reclamo.",
        "Nuestros encargados en el exterior reciben sus datos en virtud de contratos que los obligan a tratarlos solo según nuestras instrucciones (transmisión, artículo 25 del Decreto 1377 de 2013).",
      ],
    },
    ar: {
      heading: "Argentina",
      authority: "Agencia de Acceso a la Información Pública",
      paragraphs: [
        "En la Argentina se aplica la Ley 25.326 de Protección de los Datos Personales. Como titular de los datos personales, usted tiene la facultad de ejercer el derecho de acceso a ellos en forma gratuita a intervalos no inferiores a seis meses, salvo que acredite un interés legítimo al efecto (artículo 14, inciso 3). Respondemos las solicitudes de acceso en un plazo de 10 días corridos (artículo 14, inciso 2) y rectificamos, actualizamos o suprimimos sus datos en un plazo de 5 días hábiles (artículo 16, inciso 2). Las transferencias de sus datos fuera de la Argentina se amparan en las garantías enumeradas en Transferencias internacionales.",
        "La {authority} (AAIP, {website}), en su carácter de órgano de control de la Ley 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.",
      ],
    },
  },
  terms: {
    processor: "{service}: {name} ({country}).",
    services: {
      hosting: "Alojamiento del servidor del sitio web y de su base de datos",
      email: "Envío de nuestros correos (avisos a nuestros consultores, acuses de recibo y el boletín)",
      mailbox:
        "Nuestros buzones de correo, donde los consultores reciben el aviso de cada mensaje y le responden",
      crm: "Nuestra herramienta de gestión de relaciones con clientes (CRM), que recibe cada mensaje de contacto para que podamos darle seguimiento",
      calendar: "Los calendarios de nuestros consultores, donde se anota cada llamada agendada",
    },
    crmFollowUp:
      "También lo registramos en nuestra herramienta de gestión de relaciones con clientes (CRM), indicada más abajo. ",
    crmRetention:
      "Nuestro CRM conserva lo que recibe durante {crmDays} como máximo; cuando eliminamos aquí un mensaje, al vencer su plazo o a petición suya, le indicamos al CRM que también lo elimine.",
    calendarSync:
      "La llamada también se anota en el calendario del consultor, que gestiona el proveedor indicado en Quién trata los datos por nuestra cuenta. ",
    representativesRecipients:
      "Nuestros representantes en Europa, indicados más arriba, también reciben sus datos cuando usted les escribe o cuando una autoridad se comunica con ellos sobre usted, y nos los transmiten.",
    transfer: "{country}, para los datos de personas que se encuentran {from}: {basis}.",
    from: {
      gdpr: "en el Espacio Económico Europeo",
      "uk-gdpr": "en el Reino Unido",
      lgpd: "en Brasil",
      "ley-25326": "en la Argentina",
    },
    bases: {
      gdpr: {
        adequacy: "una decisión de adecuación de la Comisión Europea (artículo 45 del RGPD)",
        "standard-clauses":
          "las cláusulas contractuales tipo adoptadas por la Comisión Europea (artículo 46.2.c) del RGPD)",
      },
      "uk-gdpr": {
        adequacy: "un reglamento de adecuación del Reino Unido para ese país",
        "uk-addendum":
          "las cláusulas contractuales tipo de la Comisión Europea con la adenda británica de transferencia internacional (International Data Transfer Addendum), emitida por el Information Commissioner",
        idta: "el acuerdo británico de transferencia internacional de datos (International Data Transfer Agreement), emitido por el Information Commissioner",
      },
      lgpd: {
        adequacy: "una decisión de adecuación de la ANPD de Brasil (artículo 33, inciso I, de la LGPD)",
        "standard-clauses":
          "las cláusulas contractuales tipo aprobadas por la ANPD de Brasil (artículo 33, inciso II, letra b), de la LGPD; Resolución CD/ANPD n.º 19/2024)",
      },
      "ley-25326": {
        adequacy:
          "el reconocimiento de ese país como adecuado por la Argentina (artículo 12 de la Ley 25.326)",
        "standard-clauses":
          "las cláusulas contractuales modelo aprobadas por la AAIP (Resolución AAIP 198/2023)",
      },
    },
    lawOrder: ["gdpr", "uk-gdpr", "lgpd", "ley-25326"],
    representative: {
      appointed: "{area}: {name}, {address}, {email}.",
      exempt:
        "{area}: ninguno, porque nuestro tratamiento de datos allí es solo ocasional, no incluye datos sensibles y no es probable que ponga en riesgo los derechos de nadie (artículo 27.2.a)).",
    },
    areas: {
      eea: "En la Unión Europea y el resto del Espacio Económico Europeo",
      uk: "En el Reino Unido",
    },
  },
};

export default es;
