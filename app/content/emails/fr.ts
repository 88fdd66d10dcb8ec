import type { EmailCopy } from "./types";

// French typography: U+202F before ; ! ? and », U+00A0 before :
export const fr: EmailCopy = {
  colon: "\u00a0: ",
  acknowledgement: {
    subject: "Nous avons bien reçu votre message",
    preheader: "Un consultant vous répondra sous 24\u00a0heures.",
    greeting: "Bonjour,",
    body: [
      "Merci d’avoir contacté Innova Consulting. L’un de nos associés va lire votre message, et un consultant vous répondra personnellement sous 24\u00a0heures.",
    ],
    nextStepsTitle: "La suite",
    nextSteps: [
      "Si vous le souhaitez, nous vous proposerons une première consultation gratuite et sans engagement.",
      "Ensemble, nous conviendrons des prochaines étapes de votre projet.",
    ],
    contactsTitle: "Vous pouvez aussi nous joindre directement",
    signOff: "Bien cordialement,\nL’équipe Innova Consulting",
    notYou:
      "Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de contact de notre site. Si vous ne nous avez pas écrit, vous pouvez l’ignorer\u00a0: nous ne vous recontacterons pas.",
  },
  confirmation: {
    subject: "Confirmez votre abonnement",
    preheader: "Un clic pour confirmer. Rien ne vous sera envoyé avant.",
    greeting: "Bonjour,",
    body: [
      "Nous avons reçu une demande d’abonnement à la lettre d’information d’Innova Consulting pour cette adresse\u00a0: environ un e-mail par mois avec nos derniers articles sur l’IA, l’efficacité opérationnelle et la transformation numérique.",
      "Rien ne vous sera envoyé avant votre confirmation. Utilisez le bouton ci-dessous.",
    ],
    button: "Confirmer mon abonnement",
    linkHint: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:",
    validity:
      "Le lien est valable sept jours. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: aucun abonnement ne sera enregistré.",
    signOff: "Bien cordialement,\nL’équipe Innova Consulting",
    unsubscribe: "Annuler cette demande",
    notYou:
      "Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire d’abonnement à la lettre d’information de notre site.",
  },
  newsletter: {
    listName: "Lettre d’information d’Innova Consulting",
    testSubject: "[Test] {subject}",
    testNote:
      "Copie de test pour relecture. Les abonnés reçoivent ce numéro avec leur propre lien de désabonnement.",
    articlesTitle: "Nouveau sur notre blog",
    archiveTitle: "Dans nos archives",
    proofSubject: "[Épreuve] {subject}",
    proofNote:
      "Épreuve pour l’équipe, en français : ce numéro est envoyé automatiquement le {sendAt} (UTC), aux abonnés confirmés à ce moment-là ({count} aujourd’hui), chacun dans sa langue et selon ses thèmes. Pour le changer, modifiez ses fichiers d’ici là ; pour l’arrêter, retirez son heure d’envoi.",
    readArticle: "Lire l’article",
    noArticles:
      "Aucun article de ce mois ne porte sur les thèmes que vous avez choisis. Retrouvez tous nos articles sur notre blog.",
    allArticles: "Tous nos articles sur le blog",
    topicsChosen:
      "Les nouveaux articles sont choisis en fonction des thèmes que vous avez retenus\u00a0: {topics}.",
    topic: "«\u202f{topic}\u202f»",
    topicsAll:
      "Vous recevez les nouveaux articles sur tous les thèmes, car vous n’en avez retenu aucun en particulier.",
    why: "Vous recevez cet e-mail car votre abonnement à la lettre d’information d’Innova Consulting a été confirmé. Environ un e-mail par mois.",
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
      referral: "Nous a connus par",
      page: "Page",
      language: "Langue",
      received: "Reçu le (UTC)",
    },
    none: "—",
  },
  booking: {
    invitationSubject: "Votre première consultation gratuite avec Innova Consulting\u00a0: {when}",
    invitationPreheader: "Votre rendez-vous est pris. Ajoutez-le à votre agenda avec l’invitation jointe.",
    invitationIntro:
      "Votre première consultation gratuite est réservée. {consultant} se réjouit de s’entretenir avec vous.",
    cancellationSubject: "Annulé\u00a0: votre rendez-vous avec Innova Consulting le {when}",
    cancellationIntro:
      "Votre rendez-vous avec {consultant} est annulé et le créneau est de nouveau libre. L’annulation jointe le retire de votre agenda.",
    bookAgain: "Choisir un autre créneau",
    reminderSubject: "Demain\u00a0: votre rendez-vous avec Innova Consulting, {when}",
    reminderIntro:
      "Petit rappel\u00a0: votre première consultation gratuite avec {consultant} a lieu dans 24\u00a0heures.",
    labels: { when: "Quand", consultant: "Consultant", how: "Comment", duration: "Durée" },
    duration: "{minutes}\u00a0minutes",
    video: "Visioconférence\u00a0: rejoignez l’appel avec ce lien à l’heure du rendez-vous",
    phone: "Appel téléphonique\u00a0: {consultant} vous appelle au numéro que vous avez indiqué",
    calendarHint:
      "L’invitation jointe ajoute le rendez-vous à votre agenda (Outlook, Gmail, Calendrier Apple).",
    manageButton: "Modifier ou annuler",
    manageHint: "Choisir un autre créneau ou annuler le rendez-vous ici",
    signOff: "Bien cordialement,\nL’équipe Innova Consulting",
    notYou:
      "Vous recevez cet e-mail parce que cette adresse a servi à prendre rendez-vous sur notre site. Si ce n’est pas vous, annulez-le avec le lien ci-dessus\u202f; nous ne vous enverrons rien d’autre.",
    consultantSubject: "Rendez-vous pris\u00a0: {name}, {when}",
    consultantCancelledSubject: "Rendez-vous annulé\u00a0: {name}, {when}",
    consultantIntro:
      "Un visiteur a réservé avec vous une première consultation gratuite sur le site. L’invitation jointe est déjà acceptée en votre nom.",
    consultantCancelledIntro: "Le visiteur a annulé ce rendez-vous\u202f; le créneau est de nouveau libre.",
    consultantLabels: {
      name: "Nom",
      email: "E-mail",
      company: "Entreprise",
      phone: "Téléphone",
      service: "Service",
      message: "Message",
      visitorZone: "Fuseau horaire du visiteur",
      page: "Page",
      language: "Langue",
    },
    none: "—",
    eventSummary: "Première consultation gratuite\u00a0: Innova Consulting",
    eventDescription:
      "Un premier échange de 30\u00a0minutes avec {consultant}, d’Innova Consulting. Rejoignez l’appel avec le lien de visioconférence à l’heure du rendez-vous.",
  },
  digest: {
    subject:
      "Site web, semaine {week} ({year})\u00a0: pages vues {views} · messages de contact {contacts} · nouveaux abonnés {subscriptions}",
    intro:
      "Les chiffres du site la semaine dernière, comparés à ceux de la semaine d’avant. Ni cookie ni script\u00a0: les pages vues sont comptées sur notre serveur.",
    period: "Du {since} au {until} (UTC)",
    totals: "La semaine en chiffres",
    pages: "Pages les plus vues",
    sources: "D’où venaient les visiteurs",
    conversions: "Messages de contact et abonnements par page",
    notFound: "Adresses introuvables (erreur 404)",
    labels: {
      views: "Pages vues",
      visitors: "Visiteurs quotidiens (additionnés)",
      contacts: "Messages de contact",
      bookings: "Rendez-vous pris",
      subscriptions: "Abonnements confirmés",
      lastWeek: "Semaine écoulée",
      weekBefore: "Semaine d’avant",
      change: "Évolution",
      page: "Page",
      source: "Origine",
      path: "Adresse",
      otherSources: "Autres origines (moins de {n} visiteurs quotidiens, sans message ni abonnement)",
      otherPaths: "Autres adresses",
    },
    none: "Rien cette semaine.",
    calendars: {
      title: "Agendas illisibles",
      text: "Ces consultants ne proposent aucun créneau sur la page de réservation tant que leur agenda ne peut pas être lu à nouveau. Vérifiez l’adresse et le mot de passe de l’agenda (BOOKING_CALDAV_*).",
      consultant: "Consultant",
      lastTry: "Dernier essai (UTC)",
      reason: "Motif",
    },
    footer:
      "Les visiteurs quotidiens sont additionnés jour par jour\u00a0: une personne venue trois jours différents est comptée trois fois. Chiffres complets pour toute période\u00a0: npm run stats.",
  },
};
