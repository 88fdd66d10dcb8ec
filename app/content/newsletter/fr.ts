import type { NewsletterPagesContent } from "~/content/types";

const fr: NewsletterPagesContent = {
  confirm: {
    meta: {
      title: "Confirmez votre abonnement",
      description:
        "Confirmez votre abonnement à la lettre d’information d’Innova Consulting : environ un e-mail par mois avec nos derniers articles sur l’IA, l’efficacité opérationnelle et la transformation numérique.",
    },
    ask: {
      title: "Confirmez votre abonnement",
      text: "Vous avez demandé à recevoir notre lettre d’information : environ un e-mail par mois avec nos derniers articles. Cliquez sur le bouton pour confirmer. Vous pourrez vous désabonner à tout moment depuis n’importe lequel de nos e-mails.",
      button: "Confirmer mon abonnement",
    },
    done: {
      title: "Abonnement confirmé",
      text: "Merci. Vous recevrez notre prochaine lettre d’information à cette adresse. Chaque e-mail comporte un lien de désabonnement en un clic.",
    },
    expired: {
      title: "Ce lien a expiré",
      text: "Les liens de confirmation sont valables sept jours. Abonnez-vous à nouveau depuis notre site et nous vous en enverrons un nouveau.",
    },
    invalid: {
      title: "Ce lien n’est pas valide",
      text: "Il a peut-être déjà servi ou été copié de façon incomplète. Si vous souhaitez toujours recevoir notre lettre d’information, abonnez-vous à nouveau depuis notre site.",
    },
  },
  unsubscribe: {
    meta: {
      title: "Se désabonner",
      description: "Désabonnez-vous de la lettre d’information d’Innova Consulting en un clic.",
    },
    ask: {
      title: "Se désabonner de la lettre d’information",
      text: "Cliquez sur le bouton et nous cesserons immédiatement de vous envoyer la lettre d’information.",
      button: "Me désabonner",
    },
    done: {
      title: "Votre désabonnement est confirmé",
      text: "Nous ne vous enverrons plus la lettre d’information. S’il s’agit d’une erreur, vous pouvez vous réabonner à tout moment.",
    },
    invalid: {
      title: "Ce lien n’est pas valide",
      text: "Il a peut-être été copié de façon incomplète. Pour vous désabonner, utilisez le lien en bas de l’un de nos e-mails, ou écrivez-nous.",
    },
    resubscribe: "Me réabonner",
  },
  backHome: "Retour à l’accueil",
};

export default fr;
