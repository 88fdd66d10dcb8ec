import type { Messages } from "./en";

export default {
  skipToContent: "Aller au contenu principal",
  nav: {
    label: "Principal",
    home: "Accueil",
    about: "À propos",
    services: "Nos services",
    caseStudies: "Études de cas",
    blog: "Blog",
    contact: "Nous contacter",
    bookConsultation: "Prendre rendez-vous",
    homeLink: "{firm}, page d’accueil",
    menu: "Menu",
  },
  language: {
    button: "Langue : {name}",
    menu: "Choisir une langue",
  },
  languageSuggestion: {
    label: "Suggestion de langue",
    text: "Cette page existe aussi en français.",
    link: "Lire en français",
    dismiss: "Fermer",
  },
  footer: {
    tagline:
      "Nous aidons les ETI à gagner en efficacité, à moderniser leurs opérations, à tirer parti de l’IA et à croître, avec des résultats mesurables.",
    quickLinks: "Liens rapides",
    services: "Nos services",
    connect: "Restons en contact",
    linkedin: "{firm} sur LinkedIn",
    x: "{firm} sur X",
    email: "Écrire à {firm}",
    copyright: "© {year} {firm}. Tous droits réservés.",
    privacy: "Politique de confidentialité",
  },
  blog: {
    categories: {
      "ai-trends": "Tendances de l’IA",
      "digital-strategy": "Stratégie numérique",
      automation: "Automatisation",
      "business-intelligence": "Informatique décisionnelle",
      "cloud-technology": "Cloud",
      "change-management": "Conduite du changement",
    },
    featured: "À la une",
    readArticle: "Lire l’article",
    minRead: "{minutes}\u00a0min\u00a0de\u00a0lecture",
    by: "Par {author}",
    backToBlog: "Retour au blog",
    share: "Partager",
    save: "Enregistrer",
    saved: "Enregistré",
    linkCopied: "Lien copié dans le presse-papiers.",
    shareFailed: "Impossible de partager cette page. Copiez l’adresse depuis votre navigateur.",
    savedNotice: "Enregistré dans votre liste de lecture, sur la page du blog.",
    removedNotice: "Retiré de votre liste de lecture.",
    writtenBy: "Écrit par",
    readingList: {
      title: "Votre liste de lecture",
      intro:
        "Les articles que vous avez enregistrés, gardés dans ce navigateur seulement : rien ne nous est envoyé.",
      remove: "Retirer « {title} » de votre liste de lecture",
      link: "Voir votre liste de lecture",
    },
    keepReading: "À lire aussi",
    closingTitle: "Vous souhaitez transformer votre entreprise ?",
    closingText:
      "Nos experts peuvent vous aider à mettre en œuvre les stratégies présentées dans cet article. Voyons ensemble comment rendre votre organisation plus efficace et plus innovante.",
    getInTouch: "Nous contacter",
    exploreServices: "Découvrir nos services",
    notFoundTitle: "Article introuvable",
    notFoundText: "L’article que vous recherchez n’existe pas.",
    returnToBlog: "Retour au blog",
  },
  breadcrumb: "Fil d’Ariane",
  serviceCard: {
    features: "Ce qui est inclus",
    result: "Résultat type",
  },
  story: {
    challenge: "Le défi",
    solution: "Notre solution",
    results: "Résultats clés",
    facts: "La mission en bref",
    sector: "Secteur",
    size: "Taille de l’entreprise",
    duration: "Durée",
    services: "Services",
    featured: "Résultat à la une",
    readStory: "Lire l’étude de cas",
    moreResults: "D’autres résultats",
    allStories: "Toutes les études de cas",
    index: "Les études de cas de cette page",
  },
  contactForm: {
    name: "Nom complet",
    namePlaceholder: "Camille Martin",
    email: "Adresse e-mail",
    emailPlaceholder: "camille@entreprise.fr",
    company: "Entreprise",
    companyPlaceholder: "Votre entreprise",
    message: "Message",
    messagePlaceholder: "Parlez-nous de vos enjeux et de vos objectifs…",
    referral: "Comment nous avez-vous connus ?",
    referralPlaceholder: "Une recherche, un collègue, LinkedIn, un événement…",
    submit: "Envoyer le message",
    sending: "Envoi en cours…",
    successTitle: "Message envoyé !",
    successText: "Merci de nous avoir écrit. Nous vous répondrons sous 24 heures.",
  },
  notFound: {
    metaTitle: "Page introuvable",
    heading: "404",
    message: "Cette page est introuvable",
    detail: "La page que vous recherchez n’existe pas ou a été déplacée.",
    returnHome: "Retour à l’accueil",
    elsewhere: "Ou allez directement à",
  },
  errors: {
    unexpected: "Une erreur inattendue s’est produite.",
  },
  newsletter: {
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    emailPlaceholder: "nom@entreprise.fr",
    moreDetails: "Ajoutez votre nom et vos thèmes (facultatif)",
    interests: "Les thèmes qui vous intéressent",
    interestOptions: {
      "ai-machine-learning": "IA et apprentissage automatique",
      "digital-transformation": "Transformation numérique",
      "business-strategy": "Stratégie d’entreprise",
      "technology-trends": "Tendances technologiques",
      innovation: "Innovation",
      "process-optimization": "Optimisation des processus",
    },
    submit: "S’abonner",
    submitting: "Abonnement en cours…",
    successTitle: "Abonnement enregistré !",
    successText: "Merci pour votre abonnement à notre lettre d’information.",
    confirmHint:
      "Pour commencer à la recevoir, confirmez votre adresse grâce au lien de l’e-mail que nous venons de vous envoyer.",
    privacy: "Environ un e-mail par mois. Pas de spam ; désabonnement possible à tout moment.",
  },
  booking: {
    metaTitle: "Prendre rendez-vous",
    metaDescription:
      "Réservez un appel gratuit de 30 minutes avec l’un de nos consultants, qui parle français, en visio ou par téléphone, à un horaire affiché dans votre fuseau.",
    eyebrow: "Premier échange gratuit",
    title: "Réservez un appel de 30 minutes",
    highlight: "appel de 30 minutes",
    subtitle:
      "Un premier échange gratuit avec un consultant senior qui parle votre langue : dites-lui où votre entreprise perd du temps ou de l’argent, et repartez avec une idée claire de ce qui pourrait changer et de ce qu’il faudrait pour y parvenir.",
    call: {
      title: "L’appel",
      items: [
        {
          title: "Gratuit, 30 minutes",
          text: "Sans frais ni engagement : un premier échange sur votre activité.",
        },
        {
          title: "En visio ou par téléphone",
          text: "L’invitation contient un lien de visio ; indiquez un numéro si vous préférez que nous vous appelions.",
        },
        {
          title: "Dans votre langue",
          text: "Un consultant du service choisi qui parle votre langue, du bureau dont les horaires conviennent le mieux à votre journée.",
        },
      ],
    },
    zone: {
      legend: "Votre fuseau horaire et le sujet",
      label: "Fuseau horaire",
      service: "Sujet",
      anyService: "Je ne sais pas encore",
      show: "Afficher les horaires",
      unknown:
        "Nous n’avons pas reconnu le fuseau horaire « {zone} » : les horaires sont affichés pour {label}.",
    },
    times: {
      legend: "Choisissez un horaire",
      intro: "Horaires pour {zone}. À côté de chacun, qui prend l’appel et l’heure à son bureau.",
      office: "{name} : {time} à {city}",
      yourTime: "Votre heure : {zone}",
      useMine: "Les afficher à votre heure : {zone}",
      days: "Jours avec des horaires libres",
      nearest: "Les horaires libres les plus proches",
      all: "Voir tous les horaires libres",
      none: {
        title: "Aucun horaire libre dans les semaines à venir",
        text: "Les agendas de nos consultants sont complets pour le moment. Écrivez-nous et nous vous proposerons un horaire qui vous convient.",
      },
      unavailable: {
        title: "La prise de rendez-vous n’est pas disponible pour le moment",
        text: "Nous ne pouvons pas afficher les horaires libres pour le moment. Écrivez-nous et nous vous proposerons un horaire qui vous convient.",
      },
    },
    details: {
      legend: "Vos coordonnées",
      message: "De quoi souhaitez-vous parler ?",
      messagePlaceholder:
        "Une ou deux phrases sur votre entreprise et votre question aident le consultant à se préparer.",
      phone: "Téléphone, pour un appel téléphonique plutôt qu’en visio",
      phonePlaceholder: "+33 6 12 34 56 78",
    },
    submit: "Réserver cet appel",
    sending: "Réservation…",
    spamAnswer: {
      title: "Merci",
      text: "Votre demande a bien été reçue. L’invitation est en route vers votre adresse e-mail.",
    },
    elsewhere: { text: "Aucun de ces horaires ne vous convient ?", link: "Écrivez-nous" },
    fromContact: { text: "Vous préférez en parler ?", link: "Réservez un appel de 30 minutes" },
    reschedule: {
      title: "Déplacer votre appel",
      text: "Choisissez un nouvel horaire : votre rendez-vous actuel est maintenu jusqu’à ce que le nouveau soit réservé.",
    },
    problems: {
      taken:
        "Quelqu’un vient de réserver cet horaire. Voici les horaires libres les plus proches ; ce que vous avez saisi est conservé.",
      "not-offered":
        "Cet horaire n’est plus proposé. Voici les horaires libres les plus proches ; ce que vous avez saisi est conservé.",
      past: "Cet horaire est déjà passé. Choisissez l’un des horaires ci-dessous.",
      "too-soon":
        "Cet horaire est trop proche : les appels se réservent au moins 12 heures à l’avance. Choisissez l’un des horaires ci-dessous.",
      "beyond-horizon":
        "Nous réservons les appels jusqu’à trois semaines à l’avance. Choisissez l’un des horaires ci-dessous.",
      "off-grid":
        "Les appels commencent à l’heure pile ou à la demie. Choisissez l’un des horaires ci-dessous.",
      malformed: "Choisissez l’un des horaires affichés.",
      "too-many":
        "Cette adresse e-mail a déjà deux appels à venir. Annulez-en un avec le lien de son e-mail, ou écrivez-nous.",
      "unknown-booking":
        "Le rendez-vous que vous vouliez déplacer n’est plus actif. Choisissez un horaire ci-dessous pour réserver un nouvel appel.",
    },
    manage: {
      metaTitle: "Votre rendez-vous",
      title: "Votre appel avec {firm}",
      bookedTitle: "Votre appel est réservé",
      bookedText:
        "Nous avons envoyé une invitation à votre adresse e-mail : acceptez-la pour ajouter l’appel à votre agenda. Son lien vous ramène à cette page.",
      when: "Quand",
      whenText: "{day}, {time} ({zone})",
      officeTime: "{time} au bureau de {name} ({zone})",
      with: "Avec",
      how: "Comment",
      video: "En visio, à ce lien :",
      phone: "Par téléphone : {name} vous appellera au {phone}.",
      cancel: "Annuler cet appel",
      pickAnother: "Choisir un autre horaire",
      cancelledTitle: "Votre appel est annulé",
      cancelledText:
        "L’horaire est de nouveau libre, et nous avons envoyé l’annulation à votre agenda. Vous pouvez réserver un autre horaire quand vous le souhaitez.",
      pastTitle: "Cet appel a eu lieu",
      pastText: "Merci pour cet échange. Pour en parler de nouveau, réservez un autre appel.",
      unknownTitle: "Nous n’avons pas trouvé ce rendez-vous",
      unknownText:
        "Le lien est peut-être incomplet ou mal recopié. Vérifiez le lien dans l’e-mail de votre invitation, ou réservez un nouvel appel.",
      bookAnother: "Réserver un appel",
    },
  },
  form: {
    privacy: {
      contact:
        "Nous utilisons ces informations pour vous répondre et assurer le suivi, et pour compter les pages qui amènent des demandes ; nous les supprimons au bout de deux ans. Consultez notre {link}.",
      newsletter:
        "Nous utilisons votre adresse pour vous envoyer la lettre d’information, conservons la preuve de votre consentement lorsque vous confirmez et comptons les pages qui amènent des abonnements. Consultez notre {link}.",
      booking:
        "Nous utilisons ces informations pour organiser et tenir l’entretien et en assurer le suivi, et pour compter les pages qui amènent des rendez-vous ; nous les supprimons deux ans après l’entretien. Consultez notre {link}.",
      link: "politique de confidentialité",
      sender: "La lettre d’information est envoyée par {legalName}, {address}.",
      legend:
        "La personne concernée a le droit d’accéder gratuitement à ses données personnelles à des intervalles d’au moins six mois, sauf si elle justifie d’un intérêt légitime à le faire plus tôt, conformément à l’article 14, alinéa 3, de la loi argentine nº 25.326. L’Agencia de Acceso a la Información Pública, autorité de contrôle de la loi nº 25.326, a compétence pour recevoir les plaintes et réclamations de toute personne dont les droits ont été lésés par le non-respect des règles en vigueur en matière de protection des données personnelles.",
    },
    required: "obligatoire",
    requiredFields: "Les champs marqués d’un * sont obligatoires.",
    honeypot: "Laissez ce champ vide",
    errors: {
      required: "Veuillez remplir ce champ.",
      email: "Veuillez saisir une adresse e-mail valide, par exemple nom@entreprise.fr.",
      tooLong: "Ce texte est trop long. Merci de le raccourcir.",
      invalid: "Veuillez choisir parmi les options proposées.",
      rateLimited:
        "Vous avez envoyé plusieurs formulaires en peu de temps. Patientez quelques minutes, puis réessayez.",
      server:
        "Un problème de notre côté a empêché l’enregistrement de votre envoi. Veuillez réessayer dans un instant.",
      network:
        "Impossible de joindre notre serveur. Vérifiez votre connexion et réessayez ; votre saisie est conservée.",
      forbidden:
        "Ce formulaire ne peut être envoyé que depuis nos propres pages. Rechargez la page, puis renvoyez-le.",
      unreadable:
        "Votre navigateur a envoyé ce formulaire sous une forme que nous ne pouvons pas lire. Rechargez la page, puis renvoyez-le.",
      tooLarge:
        "Ce formulaire dépasse la taille que nous pouvons accepter. Raccourcissez votre message, puis renvoyez-le.",
      mailHeld:
        "Nous ne pouvons pas envoyer l’e-mail de confirmation pour le moment : trop de demandes ont été reçues au cours de la dernière heure. Rien n’a été enregistré ; réessayez dans une heure.",
    },
  },
} satisfies Messages;
