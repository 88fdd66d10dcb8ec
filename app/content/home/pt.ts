import type { HomeText } from "./neutral";

export default {
  meta: {
    title: "Consultoria em eficiência, transformação digital, IA e crescimento",
    description:
      "A Innova Consulting ajuda empresas de médio porte a reduzir custos operacionais, modernizar sistemas, adotar IA e crescer, com resultados mensuráveis.",
  },
  hero: {
    eyebrow: "Consultoria em eficiência, tecnologia e crescimento",
    title: "Transforme seu negócio com operações mais inteligentes e IA na prática",
    highlight: "IA na prática",
    subtitle:
      "Ajudamos lideranças a descobrir onde se perdem tempo e dinheiro, redesenhar o trabalho e implantar a tecnologia que torna os ganhos duradouros.",
    primary: "Conhecer nossos serviços",
    secondary: "Agendar uma consulta",
  },
  whatWeDo: {
    title: "O que fazemos",
    intro:
      "Por onde a maioria dos clientes começa conosco, cada frente ligada a um número que você pode acompanhar.",
    linkLabel: "Ver os quatro serviços",
    items: [
      {
        title: "Eficiência empresarial",
        text: "Mapeamos como o trabalho realmente acontece, eliminamos desperdícios e automatizamos as etapas repetitivas. Nos processos do escopo, os custos operacionais caem 30% (mediana).",
      },
      {
        title: "Transformação digital",
        text: "Modernizamos sistemas legados e integramos seus dados, para que as equipes trabalhem com uma fonte única da verdade e os processos que digitalizamos sejam concluídos 50% mais rápido (mediana).",
      },
      {
        title: "Soluções de IA",
        text: "Desenvolvemos IA que justifica o investimento: previsão de demanda, processamento de documentos e detecção de fraudes, integrada aos sistemas que sua equipe já usa. Os processos que ela automatiza custam de 25% a 35% menos.",
      },
    ],
    basis:
      "Medidos 12 meses após a entrada em operação, em relação à linha de base de cada cliente: medianas dos nossos projetos concluídos de 2019 a 2025 (120 em eficiência empresarial, 80 em transformação digital); em IA, a metade central dos resultados de 45 soluções em produção.",
  },
  impact: {
    title: "Nosso impacto em números",
    intro: "Mais de 15 anos de trabalho com empresas de médio porte nas Américas.",
    stats: [
      { label: "Projetos bem-sucedidos" },
      { label: "Clientes ativos" },
      { label: "Consultores especializados" },
      { label: "Anos de experiência" },
    ],
    basis:
      "Projetos concluídos desde a nossa fundação, em 2010, que atingiram as metas acordadas com o cliente no início; clientes atendidos nos últimos 12 meses; consultores do nosso quadro.",
  },
  whyChoose: {
    title: "Por que as empresas escolhem a Innova",
    intro: "Medimos nosso trabalho pelo que muda nos seus números, e não pelo que entra em uma apresentação.",
    reasons: [
      {
        title: "Uma metodologia de quatro fases, comprovada na prática",
        text: "Todo projeto passa pelas mesmas quatro fases, adaptadas a cada serviço, com entregas claras e uma decisão de seguir ou não ao final de cada uma.",
      },
      {
        title: "Uma equipe de especialistas",
        text: "Consultores seniores, engenheiros e cientistas de dados que já lideraram esse tipo de trabalho em setores como o seu e que permanecem no seu projeto do início ao fim.",
      },
      {
        title: "Soluções preparadas para o futuro",
        text: "Tecnologia aberta e bem documentada, que sua equipe pode assumir e expandir, para que a melhoria de hoje não vire o sistema legado de amanhã.",
      },
    ],
    phases: [
      {
        title: "Descobrir",
        text: "Medimos para onde vão hoje o tempo e o dinheiro e definimos a meta com você.",
      },
      { title: "Desenhar", text: "O processo-alvo e um plano em fases, com responsáveis e orçamento." },
      { title: "Desenvolver", text: "Construído e testado em ciclos curtos, ao lado da sua equipe." },
      { title: "Implantar", text: "Em operação, medido contra a linha de base e entregue à sua equipe." },
    ],
    linkLabel: "Conhecer nossa abordagem",
  },
  newsletter: {
    title: "Análises para quem toma decisões",
    text: "Uma newsletter mensal sobre operações, tecnologia e IA: o que funciona, quanto custa e o que evitar.",
  },
  cta: {
    title: "Descubra onde seus custos podem cair",
    text: "Agende uma consulta inicial gratuita. Respondemos em até 24 horas, e o diagnóstico inicial não gera nenhum compromisso.",
    primary: "Agendar uma consulta",
    secondary: "Ver casos de sucesso",
  },
} satisfies HomeText;
