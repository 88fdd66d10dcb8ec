import type { PrivacyContent } from "~/content/types";

const fr: PrivacyContent = {
  meta: {
    title: "Politique de confidentialité",
    description:
      "Les données que {firm} collecte sur son site, pourquoi, pour combien de temps, qui les traite, et comment y accéder, les rectifier ou les effacer.",
  },
  title: "Politique de confidentialité",
  intro:
    "Cette politique explique ce que nous collectons lorsque vous nous écrivez ou vous abonnez à notre lettre d’information, pourquoi, combien de temps nous le conservons et comment exercer vos droits. Elle s’applique uniquement à ce site.",
  updated: "Mise à jour le {date}",
  contents: "Sur cette page",
  sections: [
    {
      id: "controller",
      heading: "Qui est responsable de vos données",
      paragraphs: [
        "{firm} est responsable du traitement des données personnelles collectées sur ce site. Nous avons des bureaux à Orlando, en Floride (États-Unis), à Vancouver, en Colombie-Britannique (Canada), et à São Paulo (Brésil).",
        "Pour toute question sur cette politique ou sur vos données, écrivez à {firmEmail}. Cette même adresse parvient à la personne qui traite les demandes relatives à la vie privée.",
      ],
    },
    {
      id: "contact-form",
      heading: "Le formulaire de contact",
      paragraphs: [
        "Lorsque vous envoyez le formulaire de contact, nous conservons ce que vous avez saisi et le contexte nécessaire pour vous répondre :",
      ],
      items: [
        "vos nom, adresse e-mail et message, ainsi que votre entreprise si vous l’indiquez ;",
        "la page et la langue depuis lesquelles vous avez écrit, et l’heure d’envoi.",
      ],
    },
    {
      id: "contact-purpose",
      heading: "Pourquoi nous utilisons votre message",
      paragraphs: [
        "Nous utilisons ces informations uniquement pour répondre à votre demande : un consultant en est averti par e-mail et vous répond, et vous recevez un accusé de réception. Nous ne vous inscrivons ni à la lettre d’information ni à aucune autre liste.",
        "La base juridique est l’exécution de mesures précontractuelles prises à votre demande et notre intérêt légitime à répondre aux personnes qui nous contactent (RGPD, article 6, paragraphe 1, points b et f ; LGPD, article 7, alinéas V et IX).",
      ],
    },
    {
      id: "newsletter",
      heading: "La lettre d’information",
      paragraphs: [
        "Notre lettre d’information est un e-mail par mois qui présente nos derniers articles. Pour vous abonner, vous indiquez votre adresse e-mail et, si vous le souhaitez, vos prénom et nom et les sujets qui vous intéressent. Nous enregistrons aussi la page et la langue depuis lesquelles vous vous êtes abonné, l’heure et la version du texte de consentement affiché par le formulaire.",
        "Tant que vous n’avez pas confirmé depuis l’e-mail de confirmation, nous ne vous envoyons rien d’autre. Lorsque vous confirmez, nous enregistrons quand, depuis quelle page et dans quelle langue, afin de pouvoir prouver votre consentement, comme l’exige la loi canadienne anti-pourriel (LCAP). La base juridique est votre consentement (RGPD, article 6, paragraphe 1, point a ; LGPD, article 7, alinéa I).",
        "Chaque e-mail que nous envoyons contient un lien de désabonnement en un clic. Vous pouvez retirer votre consentement à tout moment, aussi simplement que vous l’avez donné.",
      ],
    },
    {
      id: "retention",
      heading: "Durée de conservation",
      paragraphs: [],
      items: [
        "Les messages de contact sont supprimés automatiquement deux ans après leur réception.",
        "Les abonnements jamais confirmés sont supprimés automatiquement au bout de 30 jours.",
        "Les données d’un abonné confirmé sont conservées tant que dure l’abonnement.",
        "Lorsque vous vous désabonnez, nous conservons votre adresse marquée comme désabonnée, avec la date, uniquement pour ne plus jamais vous écrire et pouvoir établir quand vous avez retiré votre consentement. Vous pouvez nous demander de l’effacer entièrement.",
      ],
    },
    {
      id: "processors",
      heading: "Qui traite vos données pour notre compte",
      paragraphs: [
        "Vos données sont conservées sur le serveur de notre site et traitées par les personnes de {firm} qui répondent aux demandes. Deux types de prestataires les traitent pour notre compte et selon nos instructions : l’hébergeur du serveur et le service d’envoi d’e-mails qui achemine nos notifications, nos accusés de réception et la lettre d’information. Si nous utilisons un outil de gestion de la relation client, il reçoit chaque message de contact afin que nous puissions en assurer le suivi.",
        "Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires. Elles peuvent être traitées aux États-Unis, au Canada et au Brésil, où nous exerçons ; lorsque la loi l’exige, nos prestataires sont liés par des garanties contractuelles.",
      ],
    },
    {
      id: "cookies",
      heading: "Ni cookies ni traceurs",
      paragraphs: [
        "Ce site ne dépose aucun cookie et n’utilise ni outil de mesure d’audience, ni traceur publicitaire, ni script tiers ; ses polices sont servies par notre propre serveur. La seule information qu’il conserve dans votre navigateur est la langue que vous avez choisie, qui ne quitte jamais votre appareil.",
        "Pour protéger les formulaires contre les abus, le serveur garde votre adresse IP en mémoire pendant quelques minutes. Elle n’est pas enregistrée avec votre message ni avec votre abonnement.",
      ],
    },
    {
      id: "rights",
      heading: "Vos droits",
      paragraphs: ["Où que vous soyez, vous pouvez nous demander gratuitement :"],
      items: [
        "de vous indiquer les données que nous détenons sur vous et de vous en remettre une copie (droit d’accès) ;",
        "de corriger toute donnée inexacte (droit de rectification) ;",
        "d’effacer vos données (droit à l’effacement) ;",
        "de vous transmettre vos données dans un format lisible par machine (droit à la portabilité) ;",
        "de cesser ou de limiter un usage de vos données (droits d’opposition et à la limitation) ;",
        "de retirer à tout moment votre consentement à la lettre d’information, par le lien présent dans chaque e-mail ou en nous écrivant.",
      ],
    },
    {
      id: "exercise",
      heading: "Comment exercer vos droits",
      paragraphs: [
        "Écrivez à {firmEmail} depuis l’adresse concernée, afin que nous puissions vérifier que la demande émane bien de vous ; si vous écrivez depuis une autre adresse, nous vous demanderons un moyen de vérifier votre identité. Nous répondons sous 15 jours.",
        "Ces droits découlent des articles 15 à 21 du RGPD, de l’article 18 de la LGPD brésilienne et des principes d’accès et de rectification de la LPRPDE canadienne. Si notre réponse ne vous satisfait pas, vous pouvez introduire une réclamation auprès de l’autorité de protection des données compétente : la CNIL en France ou l’autorité de contrôle de votre pays dans l’Union européenne, l’ANPD au Brésil, ou le Commissariat à la protection de la vie privée du Canada.",
      ],
    },
    {
      id: "security",
      heading: "Sécurité",
      paragraphs: [
        "L’accès aux données conservées est réservé aux personnes qui répondent aux demandes. Le site est servi par une connexion chiffrée, et nos e-mails sont envoyés par des connexions chiffrées dès que le serveur de messagerie destinataire le permet.",
      ],
    },
    {
      id: "children",
      heading: "Mineurs",
      paragraphs: [
        "Ce site s’adresse aux entreprises et ne vise pas les mineurs. Nous ne collectons pas sciemment de données concernant des personnes de moins de 16 ans.",
      ],
    },
    {
      id: "changes",
      heading: "Modifications de cette politique",
      paragraphs: [
        "La date en haut de cette page indique la dernière modification de cette politique. Si nous souhaitions un jour utiliser autrement les données des abonnés à la lettre d’information, nous leur redemanderions leur consentement par e-mail.",
      ],
    },
  ],
};

export default fr;
