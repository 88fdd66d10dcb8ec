import type { Text } from "./neutral";

export default {
  meta: {
    title: "Estratégia e crescimento",
    description:
      "Estratégia de crescimento, entrada em mercados, precificação e due diligence em fusões e aquisições, da análise de mercado ao apoio na execução.",
  },
  intro: {
    eyebrow: "Nossos serviços",
    title: "Estratégia e crescimento",
    subtitle:
      "Ajudamos equipes de liderança a decidir onde crescer e como vencer nesses mercados, e seguimos ao seu lado para transformar o plano em resultados trimestrais.",
  },
  sections: [
    {
      title: "Áreas de atuação",
      intro:
        "Quatro áreas que orientam a maior parte do nosso trabalho de estratégia com empresas de médio porte.",
      items: [
        {
          title: "Estratégia de crescimento",
          text: "Em que mercados atuar e como se diferenciar neles: a escolha dos mercados, segmentos e ofertas que merecem o seu próximo investimento.",
        },
        {
          title: "Expansão de mercado",
          text: "Novos países e canais, com modelos de entrada adequados ao seu apetite a risco, de parcerias a subsidiárias locais.",
        },
        {
          title: "Fusões e aquisições",
          text: "Triagem de alvos, due diligence comercial e operacional e planejamento da integração para preservar o valor da transação.",
        },
        {
          title: "Gestão do desempenho",
          text: "OKRs, indicadores e um ritmo de governança que conectam a estratégia ao que as equipes fazem toda semana.",
        },
      ],
    },
    {
      title: "Da análise à execução",
      intro:
        "Nossas quatro fases aplicadas à estratégia: de uma visão clara da sua posição a uma execução mensurável.",
      items: [
        {
          title: "Descobrir: análise de mercado e posicionamento",
          duration: "4 a 6 semanas",
          text: "Dimensionamento do mercado, pesquisa com clientes, comparação com a concorrência e uma análise franca das suas capacidades e da economia unitária (unit economics) do seu negócio.",
        },
        {
          title: "Desenhar: opções e escolhas estratégicas",
          duration: "6 a 8 semanas",
          text: "Opções estratégicas desenvolvidas e testadas com a liderança, que levam a escolhas claras sobre mercados, ofertas e prioridades.",
        },
        {
          title: "Desenvolver: plano de ação e caso de negócio",
          duration: "4 a 6 semanas",
          text: "Um plano de ação sequenciado, um modelo financeiro e um caso de negócio prontos para a análise do seu conselho e dos seus financiadores.",
        },
        {
          title: "Implantar: apoio à execução",
          duration: "Mais de 12 meses",
          text: "Gestão do programa, ciclos de OKR e revisões trimestrais da estratégia que ajustam o plano à medida que os resultados aparecem.",
        },
      ],
    },
    {
      title: "O que entregamos",
      intro:
        "Trabalhos específicos, que podem ser contratados isoladamente ou como parte de um programa mais amplo.",
      items: [
        "Estratégias de entrada e planos de lançamento comercial para novos países e segmentos",
        "Due diligence comercial e operacional em fusões e aquisições",
        "Estratégia de preços, composição de ofertas e governança de descontos",
        "Desenho e implantação de OKRs, da liderança às equipes da linha de frente",
        "Modelagem de crescimento e planejamento de cenários para conselhos e investidores",
        "Planejamento da integração pós-fusão e dos primeiros 100 dias",
      ],
    },
    {
      title: "Nosso impacto",
      intro: "O que nossos clientes de estratégia alcançaram em até dois anos.",
      items: [
        { value: "20%", label: "de crescimento da receita em até 18 meses" },
        { value: "3 a 5 p.p.", label: "a mais na margem EBITDA em até 24 meses" },
        { value: "85%", label: "das iniciativas estratégicas planejadas entregues no prazo e no orçamento" },
        {
          value: "Mais de 30",
          label: "entradas em novos mercados nas Américas apoiadas desde 2019",
        },
      ],
      basis:
        "40 projetos de estratégia concluídos de 2019 a 2024, em relação ao último ano completo de cada cliente antes do projeto: mediana para o crescimento da receita, metade central dos resultados para a margem e proporção do total de iniciativas planejadas. Entradas em mercados: todas as que apoiamos desde 2019.",
    },
  ],
  story: {
    title: "Caso de sucesso",
    story: {
      industry: "SaaS",
      title: "Da Série A a dois novos mercados em 12 meses",
      description:
        "Uma startup de SaaS B2B com 60 funcionários usou os recursos da sua rodada Série A para expandir do Brasil para o México e o Canadá, com um modelo de preços e um plano de crescimento construídos junto com a Innova.",
      challenge:
        "Depois da rodada Série A, a empresa tinha recursos para crescer, mas nenhum consenso sobre onde investi-los. As equipes comerciais corriam atrás de qualquer oportunidade, os preços variavam de negócio para negócio e o conselho queria um plano claro antes de liberar a próxima parcela do aporte.",
      solution:
        "Dimensionamos seis mercados candidatos, entrevistamos 40 clientes potenciais e recomendamos o México e o Canadá como os dois primeiros. Em seguida, reestruturamos os preços em três planos, construímos o modelo de crescimento para o conselho e implantamos OKRs trimestrais. Nossa equipe apoiou o lançamento nos dois mercados durante os primeiros 12 meses.",
      change: {
        title: "Receita recorrente anual, em múltiplos da data de fechamento da Série A",
        before: { label: "No fechamento da Série A", value: "1×" },
        after: { label: "24 meses depois", value: "3×" },
      },
      results: [
        { value: "3x", label: "mais receita recorrente anual em até 24 meses" },
        { value: "2", label: "novos mercados lançados em até 12 meses" },
        { value: "22%", label: "de aumento no valor médio dos contratos após a revisão de preços" },
      ],
      basis:
        "Relatórios da empresa ao conselho: receita recorrente anual 24 meses após o fechamento da Série A, em relação à data do fechamento; valor dos contratos no primeiro ano da nova política de preços, em relação ao ano anterior.",
    },
  },
  cta: {
    title: "Vamos construir sua próxima fase de crescimento",
    text: "Comece com uma consulta inicial gratuita. Respondemos em até 24 horas e, em seguida, apresentamos uma proposta personalizada, sem compromisso.",
    primary: "Agendar uma consulta",
    secondary: "Ver casos de sucesso",
  },
} satisfies Text;
