import type { Text } from "./neutral";

export default {
  meta: {
    title: "Transformação digital",
    description:
      "Migração para a nuvem, plataformas de dados e digitalização de processos em etapas, para que cada passo da sua transformação digital se pague.",
  },
  intro: {
    eyebrow: "Nossos serviços",
    title: "Transformação digital",
    subtitle:
      "Modernizamos seus sistemas, dados e formas de trabalhar em etapas que você consegue financiar, medir e absorver, sem colocar em risco as operações do dia a dia.",
  },
  sections: [
    {
      title: "Onde ajudamos",
      intro: "Seis áreas em que se concentra a maior parte do valor de uma transformação digital.",
      items: [
        {
          title: "Migração para a nuvem",
          text: "Diagnóstico de prontidão, desenho do ambiente base (landing zone) e migração em fases das suas cargas de trabalho para AWS, Azure ou Google Cloud, com controle de custos desde o primeiro dia.",
        },
        {
          title: "Digitalização de processos",
          text: "Formulários em papel, planilhas e aprovações por e-mail substituídos por fluxos digitais mais rápidos, rastreáveis e auditáveis.",
        },
        {
          title: "Experiência do cliente",
          text: "Portais de autoatendimento, jornadas móveis e uma visão única de cada cliente que tornam mais simples fazer negócios com você.",
        },
        {
          title: "Plataformas de dados",
          text: "Uma plataforma central de dados, com governança e camada de relatórios, para que cada decisão se baseie na mesma versão dos números.",
        },
        {
          title: "Modernização de sistemas legados",
          text: "Substituição ou reengenharia gradual de sistemas centrais envelhecidos, com o negócio funcionando normalmente durante todo o processo.",
        },
        {
          title: "Ambiente de trabalho digital",
          text: "Ferramentas de colaboração, intranet e gestão de dispositivos que permitem que equipes no escritório, em campo e remotas trabalhem como uma só.",
        },
      ],
    },
    {
      title: "Tecnologias",
      intro:
        "Somos independentes de fornecedores e trabalhamos a partir das plataformas que você já tem. Estas são as que mais implantamos.",
      groups: [
        { label: "Nuvem" },
        { label: "Dados e análise" },
        { label: "Integração" },
        { label: "Colaboração e CRM" },
      ],
    },
    {
      title: "A jornada de maturidade digital",
      intro:
        "A maioria das organizações passa por quatro estágios de maturidade. Avaliamos onde você está hoje e planejamos o próximo estágio, em vez de uma grande virada de cinco anos, e conduzimos cada estágio com as mesmas quatro fases, de Descobrir a Implantar.",
      items: [
        {
          title: "Base",
          duration: "3 a 6 meses",
          text: "Um ambiente seguro na nuvem, gestão de identidades e as primeiras cargas de trabalho migradas, com ganhos rápidos que geram confiança.",
        },
        {
          title: "Integração",
          duration: "6 a 9 meses",
          text: "Sistemas centrais conectados por APIs e eventos, uma plataforma central de dados em funcionamento e processos-chave digitalizados de ponta a ponta.",
        },
        {
          title: "Otimização",
          duration: "9 a 12 meses",
          text: "Fluxos de alto volume automatizados, análise de dados em autoatendimento para os gestores e ambiente de nuvem ajustado em custo e desempenho.",
        },
        {
          title: "Inovação em escala",
          duration: "Mais de 12 meses",
          text: "Novos produtos digitais, casos de uso de IA e serviços baseados em dados, apoiados em uma plataforma que agora está pronta para eles.",
        },
      ],
    },
  ],
  story: {
    title: "Caso de sucesso",
    story: {
      industry: "Varejo",
      title: "Das planilhas noturnas a uma plataforma única em uma rede de varejo especializado",
      description:
        "Uma rede de varejo especializado com 85 lojas e 2.000 funcionários levou suas operações para a nuvem e conectou lojas, loja virtual e fornecedores em uma única plataforma de dados em 14 meses.",
      challenge:
        "Lojas, loja virtual e centro de distribuição funcionavam em sistemas separados, conciliados manualmente todas as noites. Os números de estoque costumavam estar errados, as promoções levavam três semanas para ser configuradas e o data center próprio estava chegando ao fim da vida útil.",
      solution:
        "Migramos as aplicações centrais para o Azure em três ondas, conectamos o ERP, os sistemas de frente de caixa e o comércio eletrônico por meio do MuleSoft e construímos uma plataforma de dados em Databricks com painéis em Power BI para os gerentes de loja e de categoria. Os procedimentos das lojas foram digitalizados no Microsoft 365, e as equipes foram capacitadas região por região.",
      change: {
        title: "Registros de estoque que não batiam com o físico",
        before: { label: "No ano anterior", value: "9%" },
        after: { label: "12 meses após a última migração", value: "0,5%" },
      },
      results: [
        { value: "99,5%", label: "de acuracidade de estoque, ante 91%" },
        { value: "35%", label: "de redução nos custos de infraestrutura" },
        { value: "4 dias", label: "para lançar uma promoção, em vez de três semanas" },
      ],
      basis:
        "Medido pelo cliente 12 meses após a última onda de migração, em relação ao ano anterior ao programa.",
      quote: {
        text: "A Innova não nos vendeu uma grande visão. Ela organizou o trabalho de modo que cada trimestre entregasse algo que nossos gerentes de loja realmente pudessem usar, e é por isso que a mudança se consolidou.",
        attribution: "Diretora de operações de uma rede de varejo especializado com 85 lojas",
      },
    },
  },
  cta: {
    title: "Planeje seu próximo passo digital",
    text: "Conte-nos onde você está hoje. Respondemos em até 24 horas, oferecemos uma consulta inicial gratuita e, se for útil, um diagnóstico de maturidade sem compromisso.",
    primary: "Agendar uma consulta",
    secondary: "Ver casos de sucesso",
  },
} satisfies Text;
