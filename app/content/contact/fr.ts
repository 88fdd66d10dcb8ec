import type { ContactText } from "./neutral";

export default {
  meta: {
    title: "Nous contacter",
    description:
      "Contactez Innova Consulting à Orlando, Vancouver ou São Paulo. Parlez-nous de vos enjeux : réponse sous 24 heures et première consultation gratuite.",
  },
  hero: {
    eyebrow: "Contactez-nous",
    title: "Innovons ensemble",
    highlight: "Innovons",
    subtitle:
      "Parlez-nous des défis auxquels votre entreprise est confrontée : l’un de nos consultants vous répond sous 24 heures.",
  },
  form: {
    title: "Envoyez-nous un message",
    intro:
      "Présentez-nous brièvement votre entreprise et vos objectifs. Plus votre demande est précise, plus notre premier échange sera utile.",
  },
  answers: {
    title: "Qui lit votre message",
    text: "Chaque message est lu par l’un de nos associés, qui fait appel au consultant le mieux placé pour vous aider, dans votre langue.",
  },
  info: {
    title: "Coordonnées",
    emailLabel: "E-mail",
    phoneLabel: "Téléphone",
    officesLabel: "Nos bureaux",
  },
  expect: {
    title: "À quoi vous attendre",
    items: [
      {
        title: "Réponse sous 24 heures",
        text: "Un consultant lit chaque message et vous répond sous 24 heures.",
      },
      {
        title: "Première consultation gratuite",
        text: "Un échange avec un consultant senior pour comprendre vos objectifs, vos contraintes et vos priorités, sans frais.",
      },
      {
        title: "Proposition de solution sur mesure",
        text: "Une proposition construite à partir de votre situation, avec un périmètre, un calendrier, une équipe et des résultats attendus clairement définis.",
      },
      {
        title: "Diagnostic sans engagement",
        text: "Notre diagnostic initial ne vous engage à rien : vous décidez librement de la suite à donner et de son calendrier.",
      },
    ],
  },
} satisfies ContactText;
