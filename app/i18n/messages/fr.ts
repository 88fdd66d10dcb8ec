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
    getStarted: "Prendre contact",
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
      "Nous aidons les ETI à gagner en efficacité, à moderniser leurs opérations et à tirer parti de l’IA, avec des résultats mesurables.",
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
    savedNotice: "Enregistré dans votre liste de lecture sur cet appareil.",
    removedNotice: "Retiré de votre liste de lecture.",
    writtenBy: "Écrit par",
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
    interests: "Les sujets qui vous intéressent",
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
      "Pour l’activer, cliquez sur le lien de l’e-mail que nous venons de vous envoyer\u00a0: nous ne vous enverrons rien sans cette confirmation.",
    privacy: "Un e-mail par mois. Pas de spam ; désabonnement possible à tout moment.",
  },
  form: {
    privacy: {
      contact:
        "Nous utilisons ces informations uniquement pour vous répondre, et les supprimons au bout de deux ans. Consultez notre {link}.",
      newsletter:
        "Nous utilisons votre adresse uniquement pour vous envoyer la lettre d’information, et conservons la preuve de votre consentement lorsque vous confirmez. Consultez notre {link}.",
      link: "politique de confidentialité",
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
    },
  },
} satisfies Messages;
