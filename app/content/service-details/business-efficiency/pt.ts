import type { Text } from "./neutral";

export default {
  meta: {
    title: "Eficiência empresarial",
    description:
      "Lean Six Sigma, mineração de processos e melhoria contínua que reduzem em 30% (mediana) os custos operacionais dos processos do escopo.",
  },
  intro: {
    eyebrow: "Nossos serviços",
    title: "Eficiência empresarial",
    subtitle:
      "Identificamos onde tempo e dinheiro se perdem nas suas operações, redesenhamos os processos que mais importam e medimos a economia nos seus próprios resultados financeiros.",
  },
  sections: [
    {
      title: "Por que vale a pena",
      intro:
        "Ganhos de eficiência só contam quando se sustentam. Todos os nossos programas são construídos em torno de quatro resultados.",
      items: [
        {
          title: "Custos operacionais menores",
          text: "Eliminamos retrabalho, etapas duplicadas e tempo ocioso, para que as mesmas equipes entreguem mais sem aumentar o quadro de pessoal.",
        },
        {
          title: "Prazos mais curtos",
          text: "Ciclos mais curtos do pedido ao recebimento, da solicitação à aprovação e do chamado à solução, medidos antes e depois.",
        },
        {
          title: "Menos erros, mais conformidade",
          text: "Trabalho padronizado, controles integrados e a automação das passagens manuais entre áreas reduzem defeitos, perdas e apontamentos de auditoria.",
        },
        {
          title: "Equipes responsáveis pelos resultados",
          text: "Capacitamos sua equipe nos métodos e deixamos as rotinas e os indicadores necessários para que ela continue melhorando por conta própria.",
        },
      ],
    },
    {
      title: "Nossas metodologias",
      intro: "Métodos comprovados, escolhidos conforme o problema, e não aplicados mecanicamente.",
      items: [
        {
          title: "Projetos Lean Six Sigma",
          text: "Projetos DMAIC estruturados, conduzidos por Black Belts certificados, que reduzem a variação e os defeitos dos seus processos críticos.",
        },
        {
          title: "Mineração de processos",
          text: "Analisamos os registros de eventos dos seus sistemas ERP e CRM para ver como os processos realmente funcionam, com cada desvio e cada gargalo.",
        },
        {
          title: "Mapeamento do fluxo de valor",
          text: "Mapas de ponta a ponta de como o trabalho e a informação circulam, separando as etapas que agregam valor das que só acrescentam tempo.",
        },
        {
          title: "Eventos Kaizen",
          text: "Eventos de melhoria curtos e focados, com as equipes da linha de frente, que transformam ideias em mudanças testadas em poucos dias.",
        },
      ],
    },
    {
      title: "Setores que atendemos",
      intro:
        "Nossos consultores já conduziram programas de eficiência em empresas industriais, de distribuição e de serviços.",
      groups: [
        {
          label: "Produção e cadeia de suprimentos",
          items: ["Indústria", "Logística e distribuição", "Varejo"],
        },
        {
          label: "Serviços e setores regulados",
          items: ["Serviços financeiros", "Saúde", "Serviços profissionais"],
        },
      ],
    },
    {
      title: "Resultados típicos",
      intro: "O que muda nos processos que redesenhamos, um ano após a entrada em operação.",
      items: [
        { value: "30%", label: "de redução nos custos operacionais" },
        { value: "50%", label: "de redução no tempo de conclusão dos processos" },
        { value: "40%", label: "menos erros e casos de retrabalho" },
        { value: "95%", label: "das melhorias ainda em vigor um ano depois" },
      ],
      basis:
        "Medianas de 120 projetos de eficiência concluídos de 2019 a 2025, medidas 12 meses após a entrada em operação em relação à linha de base de cada cliente, nos processos do escopo.",
    },
    {
      title: "Como trabalhamos",
      intro: "Nossas quatro fases aplicadas à eficiência: começam com fatos e terminam com novos hábitos.",
      items: [
        {
          title: "Descobrir: diagnóstico dos processos",
          duration: "2 a 3 semanas",
          text: "Entrevistas, visitas às operações e extração de dados estabelecem uma linha de base de custos e tempos de ciclo, além de uma lista priorizada de oportunidades de melhoria.",
        },
        {
          title: "Desenhar: análise e processo futuro",
          duration: "3 a 4 semanas",
          text: "Análise de causa-raiz, desenho dos processos futuros e um caso de negócio para cada iniciativa, validados com os responsáveis pelos processos.",
        },
        {
          title: "Desenvolver: pilotos e ajustes",
          duration: "8 a 12 semanas",
          text: "Testamos as mudanças em pilotos com suas equipes, fazemos os ajustes e preparamos o trabalho padronizado, a capacitação e a automação onde ela compensa.",
        },
        {
          title: "Implantar: expansão e melhoria contínua",
          duration: "Permanente",
          text: "Estendemos as mudanças a toda a operação. Painéis de desempenho, revisões periódicas e multiplicadores internos capacitados mantêm os ganhos e identificam as próximas oportunidades.",
        },
      ],
    },
  ],
  story: {
    title: "Caso de sucesso",
    story: {
      industry: "Indústria",
      title: "Prazo de entrega reduzido pela metade em uma fabricante de embalagens",
      description:
        "Uma fabricante de embalagens de médio porte, com três fábricas e 900 funcionários, perdia margem com atrasos, horas extras e retrabalho. Dez meses depois, as mesmas fábricas entregam duas vezes mais rápido e gastam 28% menos com horas extras e retrabalho.",
      challenge:
        "O prazo de entrega dos pedidos havia chegado a 20 dias, as horas extras representavam 18% das horas pagas e um em cada oito pedidos exigia retrabalho ou nota de crédito. Cada fábrica seguia seus próprios procedimentos, e ninguém tinha uma visão completa de onde os pedidos ficavam parados.",
      solution:
        "Aplicamos mineração de processos aos dados de pedidos do ERP para mapear o fluxo real do pedido à entrega, realizamos mapeamentos do fluxo de valor e eventos Kaizen em cada fábrica e conduzimos quatro projetos Lean Six Sigma sobre programação da produção, trocas de ferramentas e inspeções de qualidade. Um painel de desempenho compartilhado e multiplicadores internos capacitados conduzem hoje um ciclo mensal de melhoria.",
      change: {
        title: "Prazo do pedido à entrega",
        before: { label: "Nos três meses anteriores", value: "20 dias" },
        after: { label: "No décimo mês", value: "10 dias" },
      },
      results: [
        { value: "50%", label: "de redução no prazo de entrega, de 20 para 10 dias" },
        { value: "28%", label: "de redução nos custos de horas extras e retrabalho das três fábricas" },
        { value: "65%", label: "menos pedidos com retrabalho" },
      ],
      basis:
        "Medido a partir do ERP e da folha de pagamento do cliente no décimo mês do programa, em relação aos três meses anteriores ao início.",
    },
  },
  cta: {
    title: "Descubra a capacidade pela qual você já paga",
    text: "Agende uma consulta inicial gratuita. Respondemos em até 24 horas e podemos começar com um diagnóstico sem compromisso de um dos seus processos-chave.",
    primary: "Agendar uma consulta",
    secondary: "Ver casos de sucesso",
  },
} satisfies Text;
