import type { Messages } from "./en";

export default {
  skipToContent: "Pular para o conteúdo principal",
  nav: {
    label: "Principal",
    home: "Início",
    about: "Sobre nós",
    services: "Serviços",
    caseStudies: "Casos de sucesso",
    blog: "Blog",
    contact: "Contato",
    bookConsultation: "Agendar uma consulta",
    homeLink: "{firm}, página inicial",
    menu: "Menu",
  },
  language: {
    button: "Idioma: {name}",
    menu: "Escolha um idioma",
  },
  languageSuggestion: {
    label: "Sugestão de idioma",
    text: "Esta página também está disponível em português.",
    link: "Ler em português",
    dismiss: "Fechar",
  },
  footer: {
    tagline:
      "Ajudamos empresas de médio porte a operar de forma mais enxuta, modernizar suas operações, colocar a IA para trabalhar e crescer, com resultados mensuráveis.",
    quickLinks: "Acesso rápido",
    services: "Serviços",
    connect: "Contato e redes sociais",
    linkedin: "{firm} no LinkedIn",
    x: "{firm} no X",
    email: "Enviar e-mail para a {firm}",
    copyright: "© {year} {firm}. Todos os direitos reservados.",
    privacy: "Aviso de privacidade",
  },
  blog: {
    categories: {
      "ai-trends": "Tendências de IA",
      "digital-strategy": "Estratégia digital",
      automation: "Automação",
      "business-intelligence": "Inteligência de negócios",
      "cloud-technology": "Tecnologia em nuvem",
      "change-management": "Gestão da mudança",
    },
    featured: "Destaque",
    readArticle: "Ler artigo",
    minRead: "{minutes}\u00a0min\u00a0de\u00a0leitura",
    by: "Por {author}",
    backToBlog: "Voltar ao blog",
    share: "Compartilhar",
    save: "Salvar",
    saved: "Salvo",
    linkCopied: "Link copiado para a área de transferência.",
    shareFailed: "Não foi possível compartilhar esta página. Copie o endereço no seu navegador.",
    savedNotice: "Salvo na sua lista de leitura, na página do blog.",
    removedNotice: "Removido da sua lista de leitura.",
    writtenBy: "Escrito por",
    readingList: {
      title: "Sua lista de leitura",
      intro: "Os artigos que você salvou, guardados apenas neste navegador: nada é enviado para nós.",
      remove: "Remover “{title}” da sua lista de leitura",
      link: "Ver sua lista de leitura",
    },
    keepReading: "Continue lendo",
    closingTitle: "Pronto para transformar seu negócio?",
    closingText:
      "Nossos especialistas podem ajudar você a colocar em prática as estratégias discutidas neste artigo. Vamos conversar sobre como gerar eficiência e inovação na sua organização.",
    getInTouch: "Entrar em contato",
    exploreServices: "Conhecer nossos serviços",
    notFoundTitle: "Artigo não encontrado",
    notFoundText: "O artigo que você procura não existe.",
    returnToBlog: "Voltar ao blog",
  },
  breadcrumb: "Trilha de navegação",
  serviceCard: {
    features: "O que está incluído",
    result: "Resultado típico",
  },
  story: {
    challenge: "Desafio",
    solution: "Solução",
    results: "Principais resultados",
    facts: "Sobre o projeto",
    sector: "Setor",
    size: "Porte da empresa",
    duration: "Duração",
    services: "Serviços",
    featured: "Resultado em destaque",
    readStory: "Ler o caso completo",
    moreResults: "Mais resultados",
    allStories: "Todos os casos",
    index: "Os casos desta página",
  },
  contactForm: {
    name: "Nome completo",
    namePlaceholder: "Maria Silva",
    email: "E-mail",
    emailPlaceholder: "maria@empresa.com.br",
    company: "Empresa",
    companyPlaceholder: "Sua empresa",
    message: "Mensagem",
    messagePlaceholder: "Conte-nos sobre os desafios e objetivos do seu negócio…",
    referral: "Como você nos conheceu?",
    referralPlaceholder: "Uma busca, um colega, o LinkedIn, um evento…",
    submit: "Enviar mensagem",
    sending: "Enviando…",
    successTitle: "Mensagem enviada!",
    successText: "Obrigado pelo contato. Responderemos em até 24 horas.",
  },
  notFound: {
    metaTitle: "Página não encontrada",
    heading: "404",
    message: "Ops! Página não encontrada",
    detail: "A página que você procura não existe ou foi movida.",
    returnHome: "Voltar ao início",
    elsewhere: "Ou vá direto para",
  },
  errors: {
    unexpected: "Ocorreu um erro inesperado.",
  },
  newsletter: {
    firstName: "Nome",
    lastName: "Sobrenome",
    email: "E-mail",
    emailPlaceholder: "nome@empresa.com.br",
    moreDetails: "Adicione seu nome e temas (opcional)",
    interests: "Temas do seu interesse",
    interestOptions: {
      "ai-machine-learning": "IA e aprendizado de máquina",
      "digital-transformation": "Transformação digital",
      "business-strategy": "Estratégia de negócios",
      "technology-trends": "Tendências de tecnologia",
      innovation: "Inovação",
      "process-optimization": "Otimização de processos",
    },
    submit: "Assinar",
    submitting: "Enviando…",
    successTitle: "Assinatura realizada com sucesso!",
    successText: "Obrigado por assinar nossa newsletter.",
    confirmHint:
      "Para começar a recebê-la, confirme seu endereço pelo link do e-mail que acabamos de enviar.",
    privacy: "Cerca de um e-mail por mês. Sem spam; cancele a assinatura quando quiser.",
  },
  booking: {
    metaTitle: "Agendar uma consulta",
    metaDescription:
      "Agende uma conversa gratuita de 30 minutos com um dos nossos consultores, que fala português, por vídeo ou por telefone, em um horário mostrado no seu fuso.",
    eyebrow: "Primeira conversa gratuita",
    title: "Agende uma conversa de 30 minutos",
    highlight: "conversa de 30 minutos",
    subtitle:
      "Uma primeira conversa gratuita com um consultor sênior que fala a sua língua: conte onde sua empresa perde tempo ou dinheiro e saia com uma visão clara do que poderia mudar e do que isso exigiria.",
    call: {
      title: "Sobre a conversa",
      items: [
        {
          title: "Gratuita, 30 minutos",
          text: "Sem custo e sem compromisso: uma primeira conversa sobre o seu negócio.",
        },
        {
          title: "Por vídeo ou telefone",
          text: "O convite traz um link de vídeo; informe um telefone se preferir que liguemos para você.",
        },
        {
          title: "Na sua língua",
          text: "Um consultor do serviço escolhido que fala a sua língua, do escritório cujo horário combina melhor com o seu dia.",
        },
      ],
    },
    zone: {
      legend: "Seu fuso horário e o assunto",
      label: "Fuso horário",
      service: "Assunto",
      anyService: "Ainda não sei",
      show: "Mostrar horários",
      unknown: "Não reconhecemos o fuso horário “{zone}”; os horários estão em {label}.",
    },
    times: {
      legend: "Escolha um horário",
      intro: "Horários em {zone}. Ao lado de cada um, quem atende e o horário no escritório dessa pessoa.",
      office: "{name}: {time} em {city}",
      yourTime: "Seu horário: {zone}",
      useMine: "Mostrar no seu horário: {zone}",
      days: "Dias com horários livres",
      nearest: "Os horários livres mais próximos",
      all: "Ver todos os horários livres",
      none: {
        title: "Não há horários livres nas próximas semanas",
        text: "As agendas dos nossos consultores estão cheias no momento. Escreva para nós e sugeriremos um horário que funcione para você.",
      },
      unavailable: {
        title: "O agendamento não está disponível agora",
        text: "Não conseguimos mostrar os horários livres no momento. Escreva para nós e sugeriremos um horário que funcione para você.",
      },
    },
    details: {
      legend: "Seus dados",
      message: "Sobre o que você gostaria de conversar?",
      messagePlaceholder:
        "Uma ou duas frases sobre sua empresa e sua pergunta ajudam o consultor a se preparar.",
      phone: "Telefone, para uma ligação em vez de vídeo",
      phonePlaceholder: "+55 11 91234-5678",
    },
    submit: "Agendar esta conversa",
    sending: "Agendando…",
    spamAnswer: {
      title: "Obrigado",
      text: "Recebemos seu pedido. O convite está a caminho do seu e-mail.",
    },
    elsewhere: { text: "Nenhum desses horários funciona para você?", link: "Escreva para nós" },
    fromContact: { text: "Prefere conversar?", link: "Agende uma conversa de 30 minutos" },
    reschedule: {
      title: "Remarcar sua conversa",
      text: "Escolha um novo horário: seu agendamento atual continua valendo até o novo ser confirmado.",
    },
    problems: {
      taken:
        "Alguém acabou de reservar este horário. Veja os horários livres mais próximos; o que você digitou foi mantido.",
      "not-offered":
        "Este horário não está mais disponível. Veja os horários livres mais próximos; o que você digitou foi mantido.",
      past: "Este horário já passou. Escolha um dos horários abaixo.",
      "too-soon":
        "Este horário é próximo demais: as conversas são agendadas com pelo menos 12 horas de antecedência. Escolha um dos horários abaixo.",
      "beyond-horizon":
        "Agendamos conversas com até três semanas de antecedência. Escolha um dos horários abaixo.",
      "off-grid": "As conversas começam na hora cheia ou na meia hora. Escolha um dos horários abaixo.",
      malformed: "Escolha um dos horários mostrados.",
      "too-many":
        "Este e-mail já tem duas conversas agendadas. Cancele uma pelo link do e-mail dela ou escreva para nós.",
      "unknown-booking":
        "O agendamento que você queria remarcar não está mais ativo. Escolha um horário abaixo para agendar uma nova conversa.",
    },
    manage: {
      metaTitle: "Seu agendamento",
      title: "Sua conversa com a {firm}",
      bookedTitle: "Sua conversa está agendada",
      bookedText:
        "Enviamos um convite para o seu e-mail: aceite-o para incluir a conversa na sua agenda. O link do convite traz você de volta a esta página.",
      when: "Quando",
      whenText: "{day}, {time} ({zone})",
      officeTime: "{time} no escritório de {name} ({zone})",
      with: "Com",
      how: "Como",
      video: "Por vídeo, neste link:",
      phone: "Por telefone: {name} ligará para você no número {phone}.",
      cancel: "Cancelar esta conversa",
      pickAnother: "Escolher outro horário",
      cancelledTitle: "Sua conversa foi cancelada",
      cancelledText:
        "O horário está livre de novo, e enviamos o cancelamento para a sua agenda. Você pode agendar outro horário quando quiser.",
      pastTitle: "Esta conversa já aconteceu",
      pastText: "Obrigado por conversar conosco. Para conversar de novo, agende outra conversa.",
      unknownTitle: "Não encontramos este agendamento",
      unknownText:
        "O link pode estar incompleto ou com erro. Confira o link no e-mail do convite ou agende uma nova conversa.",
      bookAnother: "Agendar uma conversa",
    },
  },
  form: {
    privacy: {
      contact:
        "Usamos esses dados para responder a você e dar seguimento ao contato, e para contar quais páginas geram contatos; nós os eliminamos após dois anos. Veja nosso {link}.",
      newsletter:
        "Usamos seu e-mail para enviar a newsletter, registramos seu consentimento quando você confirma e contamos quais páginas geram assinaturas. Veja nosso {link}.",
      booking:
        "Usamos esses dados para marcar e realizar a conversa e dar seguimento a ela, e para contar quais páginas geram agendamentos; nós os eliminamos dois anos após a conversa. Veja nosso {link}.",
      link: "aviso de privacidade",
      sender: "A newsletter é enviada pela {legalName}, {address}.",
      legend:
        "O titular dos dados pessoais tem o direito de acessá-los gratuitamente, em intervalos não inferiores a seis meses, salvo se demonstrar um interesse legítimo para tanto, conforme o art. 14, inciso 3, da Lei nº 25.326 da Argentina. A Agencia de Acceso a la Información Pública, órgão de controle da Lei nº 25.326, tem a atribuição de atender as denúncias e reclamações de quem tiver seus direitos afetados pelo descumprimento das normas vigentes de proteção de dados pessoais.",
    },
    required: "obrigatório",
    requiredFields: "Os campos marcados com * são obrigatórios.",
    honeypot: "Deixe este campo em branco",
    errors: {
      required: "Preencha este campo.",
      email: "Informe um endereço de e-mail válido, como nome@empresa.com.br.",
      tooLong: "Este texto é longo demais. Encurte-o.",
      invalid: "Escolha entre as opções apresentadas.",
      rateLimited: "Você enviou vários formulários em pouco tempo. Aguarde alguns minutos e tente novamente.",
      server: "Não conseguimos salvar seu envio por um problema do nosso lado. Tente novamente em instantes.",
      network:
        "Não conseguimos contato com nosso servidor. Verifique sua conexão e tente novamente; o que você digitou continua aqui.",
      forbidden:
        "Este formulário só pode ser enviado pelas nossas próprias páginas. Recarregue a página e envie de novo.",
      unreadable:
        "Seu navegador enviou o formulário de um jeito que não conseguimos ler. Recarregue a página e envie de novo.",
      tooLarge: "Este formulário é maior do que conseguimos aceitar. Encurte a mensagem e envie de novo.",
      mailHeld:
        "Não conseguimos enviar o e-mail de confirmação agora: muitos foram solicitados na última hora. Nada foi salvo; tente novamente daqui a uma hora.",
    },
  },
} satisfies Messages;
