import type { EmailCopy } from "./types";

export const pt: EmailCopy = {
  colon: ": ",
  acknowledgement: {
    subject: "Recebemos sua mensagem – Innova Consulting",
    greeting: "Olá,",
    body: [
      "Obrigado por entrar em contato com a Innova Consulting. Sua mensagem chegou à nossa equipe.",
      "Um consultor responderá em até 24 horas.",
    ],
    nextStepsTitle: "Próximos passos",
    nextSteps: [
      "Um consultor lê sua mensagem e responde pessoalmente.",
      "Se fizer sentido, propomos uma consulta inicial gratuita e sem compromisso.",
      "Juntos, definimos como seguir com o seu projeto.",
    ],
    contactsTitle: "Você também pode falar conosco diretamente",
    signOff: "Atenciosamente,\nEquipe Innova Consulting",
    notYou:
      "Você recebeu este e-mail porque este endereço foi informado no formulário de contato do nosso site. Se não foi você quem nos escreveu, pode ignorá-lo: não entraremos em contato novamente.",
  },
  confirmation: {
    subject: "Confirme sua assinatura – Innova Consulting",
    greeting: "Olá,",
    body: [
      "Alguém (esperamos que tenha sido você) pediu para receber a newsletter da Innova Consulting neste endereço: um e-mail por mês com nossos artigos mais recentes sobre IA, operações e transformação digital.",
      "Só enviamos a newsletter depois da sua confirmação. Use o botão ou o link abaixo para confirmar a assinatura.",
    ],
    button: "Confirmar minha assinatura",
    linkHint: "Se o botão não funcionar, abra este link:",
    validity:
      "O link vale por 7 dias. Se você não fez esse pedido, ignore este e-mail: a assinatura não será ativada.",
    signOff: "Atenciosamente,\nEquipe Innova Consulting",
    unsubscribe: "Não quero receber a newsletter",
    notYou:
      "Você recebeu este e-mail porque este endereço foi informado no formulário de newsletter do nosso site.",
  },
  newsletter: {
    listName: "Newsletter da Innova Consulting",
    testSubject: "[Teste] {subject}",
    testNote:
      "Cópia de teste para revisão. Os assinantes recebem esta edição com o próprio link de cancelamento.",
    articlesTitle: "Novidades no nosso blog",
    readArticle: "Ler o artigo",
    noArticles: "Nenhum artigo deste mês trata dos temas que você escolheu. Todos estão no nosso blog.",
    allArticles: "Todos os nossos artigos no blog",
    topicsChosen: "Você recebe os artigos dos temas que escolheu: {topics}.",
    topicsAll: "Você recebe todos os nossos artigos, pois não escolheu nenhum tema ao assinar.",
    why: "Você recebe este e-mail porque assinou a newsletter da Innova Consulting e confirmou seu endereço. Um e-mail por mês.",
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
      page: "Página",
      language: "Idioma",
      received: "Recebida em (UTC)",
    },
    none: "—",
  },
  digest: {
    subject: "Site, semana {week}: {views} visualizações, {leads} leads",
    intro:
      "O que o site contou na semana passada, comparado com a semana anterior. Sem cookie e sem script: as visualizações são contadas no nosso servidor.",
    period: "{since} a {until} (UTC)",
    totals: "A semana em números",
    pages: "Páginas mais vistas",
    sources: "De onde vieram os visitantes",
    conversions: "Mensagens de contato e inscrições por página",
    notFound: "Endereços que responderam “não encontrado”",
    labels: {
      views: "Visualizações",
      visitors: "Visitantes",
      contacts: "Mensagens de contato",
      subscriptions: "Inscrições confirmadas",
      lastWeek: "Semana passada",
      weekBefore: "Semana anterior",
      change: "Variação",
      page: "Página",
      source: "Origem",
      path: "Endereço",
      otherSources: "Outras origens (menos de {n} visitantes, sem mensagem nem inscrição)",
      otherPaths: "Outros endereços",
    },
    none: "Nenhum nesta semana.",
    footer:
      "Os visitantes são somados dia a dia: quem veio em três dias conta três vezes. Números completos de qualquer período: npm run leads -- --stats.",
  },
};
