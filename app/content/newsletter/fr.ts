import type { NewsletterPagesContent } from "~/content/types";

const fr: NewsletterPagesContent = {
  confirm: {
    meta: {
      title: "Confirmez votre inscription",
      description:
        "Confirmez votre inscription à la lettre d’information d’Innova Consulting : un e-mail par mois avec nos derniers articles sur l’IA, les opérations et la transformation numérique.",
    },
    ask: {
      title: "Confirmez votre inscription",
      text: "Vous avez demandé à recevoir notre lettre d’information : un e-mail par mois avec nos derniers articles. Cliquez sur le bouton pour confirmer. Vous pourrez vous désinscrire à tout moment depuis n’importe lequel de nos e-mails.",
      button: "Confirmer mon inscription",
    },
    done: {
      title: "Inscription confirmée",
      text: "Merci. Vous recevrez notre prochaine lettre d’information à cette adresse. Chaque e-mail comporte un lien de désinscription en un clic.",
    },
    expired: {
      title: "Ce lien a expiré",
      text: "Les liens de confirmation sont valables 7 jours. Inscrivez-vous à nouveau depuis notre site et nous vous en enverrons un nouveau.",
    },
    invalid: {
      title: "Ce lien n’est pas valide",
      text: "Il a peut-être déjà servi ou été copié de façon incomplète. Si vous souhaitez toujours recevoir notre lettre d’information, inscrivez-vous à nouveau depuis notre site.",
    },
  },
  unsubscribe: {
    meta: {
      title: "Se désinscrire",
      description: "Désinscrivez-vous de la lettre d’information d’Innova Consulting en un clic.",
    },
    ask: {
      title: "Se désinscrire de la lettre d’information",
      text: "Cliquez sur le bouton et nous cesserons immédiatement de vous envoyer la lettre d’information.",
      button: "Me désinscrire",
    },
    done: {
      title: "Vous êtes désinscrit",
      text: "Nous ne vous enverrons plus la lettre d’information. S’il s’agit d’une erreur, vous pouvez vous réinscrire à tout moment.",
    },
    invalid: {
      title: "Ce lien n’est pas valide",
      text: "Il a peut-être été copié de façon incomplète. Pour vous désinscrire, utilisez le lien en bas de l’un de nos e-mails, ou écrivez-nous.",
    },
    resubscribe: "Me réinscrire",
  },
  backHome: "Retour à l’accueil",
};

export default fr;
