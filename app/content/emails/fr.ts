import type { EmailCopy } from "./types";

// French typography: U+202F before ; ! ? and », U+00A0 before :
export const fr: EmailCopy = {
  colon: "\u00a0: ",
  acknowledgement: {
    subject: "Nous avons bien reçu votre message – Innova Consulting",
    greeting: "Bonjour,",
    body: [
      "Merci d’avoir contacté Innova Consulting. Votre message est bien parvenu à notre équipe.",
      "Un consultant vous répondra sous 24\u00a0heures.",
    ],
    nextStepsTitle: "La suite",
    nextSteps: [
      "Un consultant prend connaissance de votre demande et vous recontacte personnellement.",
      "Si vous le souhaitez, nous vous proposons une première consultation gratuite et sans engagement.",
      "Ensemble, nous convenons des prochaines étapes de votre projet.",
    ],
    contactsTitle: "Vous pouvez aussi nous joindre directement",
    signOff: "Bien cordialement,\nL’équipe Innova Consulting",
    notYou:
      "Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de contact de notre site. Si vous ne nous avez pas écrit, vous pouvez l’ignorer\u00a0: nous ne vous recontacterons pas.",
  },
  confirmation: {
    subject: "Confirmez votre abonnement – Innova Consulting",
    greeting: "Bonjour,",
    body: [
      "Nous avons reçu une demande d’abonnement à la lettre d’information d’Innova Consulting pour cette adresse\u00a0: un e-mail par mois avec nos derniers articles sur l’IA, l’efficacité opérationnelle et la transformation numérique.",
      "Nous ne l’envoyons qu’après votre confirmation. Cliquez sur le bouton ou le lien ci-dessous pour confirmer votre abonnement.",
    ],
    button: "Confirmer mon abonnement",
    linkHint: "Si le bouton ne fonctionne pas, ouvrez ce lien\u00a0:",
    validity:
      "Le lien est valable 7\u00a0jours. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: aucun abonnement ne sera enregistré.",
    signOff: "Bien cordialement,\nL’équipe Innova Consulting",
    unsubscribe: "Ne plus rien recevoir de notre part",
    notYou:
      "Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire d’abonnement à la lettre d’information de notre site.",
  },
  newsletter: {
    listName: "Lettre d’information d’Innova Consulting",
    testSubject: "[Test] {subject}",
    testNote:
      "Copie de test pour relecture. Les abonnés reçoivent ce numéro avec leur propre lien de désabonnement.",
    articlesTitle: "Nouveau sur notre blog",
    readArticle: "Lire l’article",
    noArticles:
      "Aucun article de ce mois ne porte sur les thèmes que vous avez choisis. Vous les trouverez tous sur notre blog.",
    allArticles: "Tous nos articles sur le blog",
    topicsChosen: "Vous recevez les articles des thèmes que vous avez choisis\u00a0: {topics}.",
    topicsAll: "Vous recevez tous nos articles, car vous n’avez choisi aucun thème en vous abonnant.",
    why: "Vous recevez cet e-mail parce que vous vous êtes abonné à la lettre d’information d’Innova Consulting et avez confirmé votre adresse. Un e-mail par mois.",
    unsubscribe: "Se désabonner en un clic",
  },
  notification: {
    subject: "Nouvelle demande de contact\u00a0: {name}",
    subjectCompany: " ({company})",
    intro: "Un visiteur a envoyé un message via le formulaire de contact du site.",
    replyHint: "Répondez à cet e-mail pour écrire directement au visiteur.",
    labels: {
      name: "Nom",
      email: "E-mail",
      company: "Entreprise",
      message: "Message",
      page: "Page",
      language: "Langue",
      received: "Reçu le (UTC)",
    },
    none: "—",
  },
  digest: {
    subject: "Site web, semaine {week}\u00a0: {views} pages vues, {leads} demandes",
    intro:
      "Ce que le site a compté la semaine dernière, comparé à la semaine précédente. Ni cookie ni script\u00a0: les pages vues sont comptées sur notre serveur.",
    period: "Du {since} au {until} (UTC)",
    totals: "La semaine en chiffres",
    pages: "Pages les plus vues",
    sources: "D’où venaient les visiteurs",
    conversions: "Messages de contact et abonnements par page",
    notFound: "Adresses qui ont répondu «\u202fintrouvable\u202f»",
    labels: {
      views: "Pages vues",
      visitors: "Visiteurs",
      contacts: "Messages de contact",
      subscriptions: "Abonnements confirmés",
      lastWeek: "Semaine dernière",
      weekBefore: "Semaine précédente",
      change: "Évolution",
      page: "Page",
      source: "Origine",
      path: "Adresse",
      otherSources: "Autres sources (moins de {n} visiteurs, sans message ni abonnement)",
      otherPaths: "Autres adresses",
    },
    none: "Aucune cette semaine.",
    footer:
      "Les visiteurs sont additionnés jour par jour\u00a0: une personne venue trois jours compte trois fois. Chiffres complets pour toute période\u00a0: npm run leads -- --stats.",
  },
};
