import type { NewsletterPagesContent } from "~/content/types";

const pt: NewsletterPagesContent = {
  confirm: {
    meta: {
      title: "Confirme sua inscrição",
      description:
        "Confirme sua inscrição na newsletter da Innova Consulting: um e-mail por mês com nossos artigos mais recentes sobre IA, operações e transformação digital.",
    },
    ask: {
      title: "Confirme sua inscrição",
      text: "Você pediu para receber nossa newsletter: um e-mail por mês com nossos artigos mais recentes. Clique no botão para confirmar. Você pode cancelar a inscrição a qualquer momento em qualquer um dos nossos e-mails.",
      button: "Confirmar minha inscrição",
    },
    done: {
      title: "Inscrição confirmada",
      text: "Obrigado. Você vai receber nossa próxima newsletter neste endereço. Todo e-mail traz um link para cancelar a inscrição com um clique.",
    },
    expired: {
      title: "Este link expirou",
      text: "Os links de confirmação valem por 7 dias. Inscreva-se novamente pelo nosso site e enviaremos um novo link.",
    },
    invalid: {
      title: "Este link não é válido",
      text: "Ele pode já ter sido usado ou ter sido copiado pela metade. Se ainda quiser receber nossa newsletter, inscreva-se novamente pelo nosso site.",
    },
  },
  unsubscribe: {
    meta: {
      title: "Cancelar inscrição",
      description: "Cancele sua inscrição na newsletter da Innova Consulting com um clique.",
    },
    ask: {
      title: "Cancelar a inscrição na newsletter",
      text: "Clique no botão e deixaremos de enviar a newsletter imediatamente.",
      button: "Cancelar inscrição",
    },
    done: {
      title: "Inscrição cancelada",
      text: "Não enviaremos mais a newsletter para você. Se foi um engano, você pode se inscrever novamente quando quiser.",
    },
    invalid: {
      title: "Este link não é válido",
      text: "Ele pode ter sido copiado pela metade. Para cancelar a inscrição, use o link no fim de qualquer um dos nossos e-mails ou escreva para nós.",
    },
    resubscribe: "Inscrever-se novamente",
  },
  backHome: "Voltar ao início",
};

export default pt;
