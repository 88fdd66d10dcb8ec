import type { EmailCopy } from "./types";

export const pt: EmailCopy = {
  colon: ": ",
  acknowledgement: {
    subject: "Recebemos sua mensagem",
    preheader: "Um consultor responderá em até 24 horas.",
    greeting: "Olá,",
    body: [
      "Obrigado por entrar em contato com a Innova Consulting. Um de nossos sócios vai ler sua mensagem, e um consultor vai responder pessoalmente em até 24 horas.",
    ],
    nextStepsTitle: "Próximos passos",
    nextSteps: [
      "Se fizer sentido, vamos propor uma consulta inicial gratuita e sem compromisso.",
      "Juntos, definimos como seguir com o seu projeto.",
    ],
    contactsTitle: "Você também pode falar conosco diretamente",
    signOff: "Atenciosamente,\nEquipe Innova Consulting",
    notYou:
      "Você recebeu este e-mail porque este endereço foi informado no formulário de contato do nosso site. Se não foi você quem nos escreveu, basta ignorá-lo. Não entraremos em contato novamente.",
  },
  confirmation: {
    subject: "Confirme sua assinatura",
    preheader: "Um clique para confirmar. Nada será enviado antes disso.",
    greeting: "Olá,",
    body: [
      "Recebemos um pedido para enviar a newsletter da Innova Consulting a este endereço. Ela chega cerca de uma vez por mês, com nossos artigos mais recentes sobre IA, operações e transformação digital.",
      "Nada será enviado antes da sua confirmação. Use o botão abaixo.",
    ],
    button: "Confirmar minha assinatura",
    linkHint: "Se o botão não funcionar, copie e cole este link no navegador:",
    validity:
      "O link vale por sete dias. Se você não fez esse pedido, ignore este e-mail: a assinatura não será ativada.",
    signOff: "Atenciosamente,\nEquipe Innova Consulting",
    unsubscribe: "Cancelar este pedido",
    notYou:
      "Você recebeu este e-mail porque este endereço foi informado no formulário de newsletter do nosso site.",
  },
  newsletter: {
    listName: "Newsletter da Innova Consulting",
    testSubject: "[Teste] {subject}",
    testNote:
      "Cópia de teste para revisão. Os assinantes recebem esta edição com o próprio link de cancelamento.",
    articlesTitle: "Novidades no nosso blog",
    archiveTitle: "Do nosso arquivo",
    proofSubject: "[Prova] {subject}",
    proofNote:
      "Prova para a equipe, em português: o envio desta edição está programado para {sendAt} (UTC) e alcança os assinantes confirmados nesse momento ({count} hoje), cada um no seu idioma e nos seus temas. Para mudá-la, edite os arquivos antes disso; para detê-la, retire o horário de envio.",
    readArticle: "Ler o artigo",
    noArticles:
      "Nenhum artigo deste mês trata dos temas que você escolheu. Você encontra todos os nossos artigos no blog.",
    allArticles: "Todos os nossos artigos no blog",
    topicsChosen: "Os artigos novos são selecionados de acordo com os temas que você escolheu: {topics}.",
    topic: "“{topic}”",
    topicsAll: "Incluímos artigos novos de todos os temas, porque você não escolheu temas específicos.",
    why: "Você recebe este e-mail porque assinou a newsletter da Innova Consulting e confirmou seu endereço. Cerca de um e-mail por mês.",
    unsubscribe: "Cancelar a assinatura com um clique",
  },
  notification: {
    subject: "Nova mensagem de contato de {name}",
    subjectCompany: " ({company})",
    intro: "Um visitante enviou uma mensagem pelo formulário de contato do site.",
    replyHint: "Responda a este e-mail para falar diretamente com o visitante.",
    labels: {
      name: "Nome",
      email: "E-mail",
      company: "Empresa",
      message: "Mensagem",
      referral: "Como nos conheceu",
      page: "Página",
      language: "Idioma",
      received: "Recebida em (UTC)",
    },
    none: "—",
  },
  booking: {
    invitationSubject: "Sua consulta inicial gratuita com a Innova Consulting: {when}",
    invitationPreheader: "Sua conversa está agendada. Adicione-a à sua agenda com o convite anexo.",
    invitationIntro: "Sua consulta inicial gratuita está agendada. {consultant} aguarda a conversa com você.",
    cancellationSubject: "Cancelada: sua conversa com a Innova Consulting em {when}",
    cancellationIntro:
      "Sua conversa com {consultant} foi cancelada, e o horário está livre de novo. O cancelamento anexo a remove da sua agenda.",
    bookAgain: "Agendar outro horário",
    reminderSubject: "Amanhã: sua conversa com a Innova Consulting, {when}",
    reminderIntro: "Um lembrete: sua consulta inicial gratuita com {consultant} é daqui a 24 horas.",
    labels: { when: "Quando", consultant: "Consultor", how: "Como", duration: "Duração" },
    duration: "{minutes} minutos",
    video: "Videochamada: entre por este link no horário da conversa",
    phone: "Ligação: {consultant} liga para o número que você informou",
    calendarHint: "O convite anexo adiciona a conversa à sua agenda (Outlook, Gmail, Calendário da Apple).",
    manageButton: "Alterar ou cancelar",
    manageHint: "Escolha outro horário ou cancele a conversa aqui",
    signOff: "Atenciosamente,\nEquipe Innova Consulting",
    notYou:
      "Você recebeu este e-mail porque este endereço foi usado para agendar uma conversa no nosso site. Se não foi você, cancele pelo link acima; não enviaremos mais nada.",
    consultantSubject: "Agendada: {name}, {when}",
    consultantCancelledSubject: "Cancelada: {name}, {when}",
    consultantIntro:
      "Um visitante agendou uma consulta inicial gratuita com você pelo site. O convite anexo já está aceito em seu nome.",
    consultantCancelledIntro: "O visitante cancelou esta conversa; o horário está livre de novo.",
    consultantLabels: {
      name: "Nome",
      email: "E-mail",
      company: "Empresa",
      phone: "Telefone",
      service: "Serviço",
      message: "Mensagem",
      visitorZone: "Fuso horário do visitante",
      page: "Página",
      language: "Idioma",
    },
    none: "—",
    eventSummary: "Consulta inicial gratuita: Innova Consulting",
    eventDescription:
      "Uma primeira conversa de 30 minutos com {consultant}, da Innova Consulting. Entre pelo link da videochamada no horário marcado.",
  },
  digest: {
    subject:
      "Site, semana {week} de {year}: visualizações {views} · mensagens de contato {contacts} · novos assinantes {subscriptions}",
    intro:
      "Os números do site na semana passada, comparados com os da semana anterior. Sem cookies e sem script: as visualizações são contadas no nosso servidor.",
    period: "{since} a {until} (UTC)",
    totals: "A semana em números",
    pages: "Páginas mais vistas",
    sources: "De onde vieram os visitantes",
    conversions: "Mensagens de contato e assinaturas por página",
    notFound: "Endereços inexistentes (erro 404)",
    labels: {
      views: "Visualizações",
      visitors: "Visitantes diários (somados)",
      contacts: "Mensagens de contato",
      bookings: "Consultas agendadas",
      subscriptions: "Assinaturas confirmadas",
      lastWeek: "Semana passada",
      weekBefore: "Semana anterior",
      change: "Variação",
      page: "Página",
      source: "Origem",
      path: "Endereço",
      otherSources: "Outras origens (menos de {n} visitantes diários, sem mensagem nem assinatura)",
      otherPaths: "Outros endereços",
    },
    none: "Nada a registrar nesta semana.",
    calendars: {
      title: "Agendas que não podem ser lidas",
      text: "Estes consultores não oferecem horários na página de agendamento até que a agenda deles possa ser lida de novo. Verifique o endereço e a senha da agenda (BOOKING_CALDAV_*).",
      consultant: "Consultor",
      lastTry: "Última tentativa (UTC)",
      reason: "Motivo",
    },
    footer:
      "Os visitantes diários são somados dia a dia: quem veio em três dias diferentes conta três vezes. Números completos de qualquer período: npm run stats.",
  },
};
