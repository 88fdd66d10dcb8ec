import type { ContactText } from "./neutral";

export default {
  meta: {
    title: "Contato",
    description:
      "Fale com a Innova Consulting em Orlando, Vancouver ou São Paulo. Conte seus desafios e receba resposta em até 24 horas e uma consulta inicial gratuita.",
  },
  hero: {
    eyebrow: "Fale conosco",
    title: "Vamos inovar juntos",
    highlight: "inovar",
    subtitle:
      "Conte-nos quais desafios sua empresa está enfrentando, e um de nossos consultores retorna o contato em até 24 horas.",
  },
  form: {
    title: "Envie uma mensagem",
    intro:
      "Compartilhe alguns detalhes sobre sua empresa e o que você quer alcançar. Quanto mais específico você for, mais útil será a nossa primeira conversa.",
  },
  answers: {
    title: "Quem lê sua mensagem",
    text: "Cada mensagem é lida por um de nossos sócios, que chama o consultor mais indicado para ajudar, no seu idioma.",
  },
  info: {
    title: "Informações de contato",
    emailLabel: "E-mail",
    phoneLabel: "Telefone",
    officesLabel: "Nossos escritórios",
  },
  expect: {
    title: "O que esperar",
    items: [
      {
        title: "Resposta em até 24 horas",
        text: "Um consultor lê cada mensagem e responde em até 24 horas.",
      },
      {
        title: "Consulta inicial gratuita",
        text: "Uma conversa com um consultor sênior para entender seus objetivos, restrições e prioridades, sem nenhum custo.",
      },
      {
        title: "Proposta de solução personalizada",
        text: "Uma proposta construída a partir da sua realidade, com escopo, prazo, equipe e resultados esperados bem definidos.",
      },
      {
        title: "Diagnóstico sem compromisso",
        text: "Nosso diagnóstico inicial não gera nenhum compromisso: você decide se e quando seguir em frente.",
      },
    ],
  },
} satisfies ContactText;
