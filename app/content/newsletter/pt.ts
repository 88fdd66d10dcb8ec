import type { NewsletterPagesContent } from "~/content/types";

const pt: NewsletterPagesContent = {
  confirm: {
    meta: {
      title: "Confirme sua assinatura",
      description:
        "Confirme sua assinatura da newsletter da Innova Consulting: cerca de um e-mail por mês com nossos artigos mais recentes sobre IA, operações e transformação digital.",
    },
    ask: {
      title: "Confirme sua assinatura",
      text: "Você pediu para receber nossa newsletter: cerca de um e-mail por mês com nossos artigos mais recentes. Clique no botão para confirmar. Você pode cancelar a assinatura quando quiser, pelo link presente em todos os nossos e-mails.",
      button: "Confirmar minha assinatura",
    },
    done: {
      title: "Assinatura confirmada",
      text: "Obrigado. Você vai receber nossa próxima newsletter neste endereço. Todo e-mail traz um link para cancelar a assinatura com um clique.",
    },
    expired: {
      title: "Este link expirou",
      text: "Os links de confirmação valem por sete dias. Assine novamente pelo nosso site e enviaremos um novo link.",
    },
    invalid: {
      title: "Este link não é válido",
      text: "O link pode já ter sido usado ou copiado de forma incompleta. Se ainda quiser receber nossa newsletter, assine novamente pelo nosso site.",
    },
  },
  unsubscribe: {
    meta: {
      title: "Cancelar assinatura",
      description: "Cancele sua assinatura da newsletter da Innova Consulting com um clique.",
    },
    ask: {
      title: "Cancelar a assinatura da newsletter",
      text: "Clique no botão e deixaremos de enviar a newsletter imediatamente.",
      button: "Cancelar assinatura",
    },
    done: {
      title: "Assinatura cancelada",
      text: "Não enviaremos mais a newsletter para você. Se foi um engano, você pode assinar novamente quando quiser.",
    },
    invalid: {
      title: "Este link não é válido",
      text: "O link pode ter sido copiado de forma incompleta. Para cancelar a assinatura, use o link no fim de qualquer um dos nossos e-mails ou escreva para nós.",
    },
    resubscribe: "Assinar novamente",
  },
  backHome: "Voltar ao início",
};

export default pt;
