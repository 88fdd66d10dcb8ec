import type { ServicesText } from "./neutral";

export default {
  meta: {
    title: "Nossos serviços",
    description:
      "Eficiência empresarial, transformação digital, soluções de IA e estratégia e crescimento: quatro serviços para reduzir custos, agilizar processos e crescer.",
  },
  intro: {
    eyebrow: "Serviços",
    title: "Quatro formas de ajudar sua empresa a render mais",
    subtitle:
      "Cada serviço pode ser contratado isoladamente ou combinado em um único programa. Todo projeto começa com uma linha de base clara e termina com resultados mensuráveis que sua equipe consegue sustentar.",
  },
  offerings: {
    title: "O que oferecemos",
    detailsTitle: "O que cada serviço inclui",
    intro: "Serviços práticos, pensados para os problemas que as empresas de médio porte mais nos trazem.",
    learnMore: "Ver detalhes",
    items: [
      {
        title: "Eficiência empresarial",
        description:
          "Analisamos suas operações de ponta a ponta, eliminamos desperdícios e redesenhamos processos para que suas equipes dediquem seu tempo ao trabalho que gera valor.",
        features: [
          "Mapeamento de processos e análise de gargalos",
          "Programas de melhoria com Lean Six Sigma",
          "Revisão da estrutura de custos e dos gastos",
          "Modelos de indicadores e painéis de desempenho",
          "Automação de tarefas repetitivas",
        ],
        results: [
          "30% de redução nos custos operacionais",
          "Prazos mais curtos e menos erros",
          "Um responsável definido para cada processo essencial",
        ],
      },
      {
        title: "Transformação digital",
        description:
          "Modernizamos sistemas legados, migramos para a nuvem e digitalizamos fluxos manuais, com um plano de ação dimensionado de acordo com o seu orçamento e a capacidade da sua equipe.",
        features: [
          "Diagnóstico de maturidade digital e plano de ação",
          "Migração para a nuvem com AWS, Azure ou Google Cloud",
          "Implantação de ERP e CRM, incluindo SAP e Salesforce",
          "Integração de sistemas e estratégia de APIs",
          "Cibersegurança e proteção de dados desde a concepção",
        ],
        results: [
          "Processos concluídos 50% mais rápido",
          "Menores custos de manutenção de TI",
          "Visibilidade em tempo real de todo o negócio",
        ],
      },
      {
        title: "Soluções de IA",
        description:
          "Identificamos onde a IA pode gerar retorno no seu negócio, desenvolvemos os modelos e os colocamos em produção, com governança e ganhos mensuráveis.",
        features: [
          "Diagnóstico de oportunidades de IA e caso de negócio",
          "Análise preditiva e previsão de demanda",
          "Processamento inteligente de documentos",
          "Assistentes virtuais para o atendimento ao cliente",
          "Governança de IA responsável e monitoramento de modelos",
        ],
        results: [
          "25% a 35% de redução de custos com automação inteligente",
          "Previsões e planejamento mais precisos",
          "Atendimento mais rápido aos clientes, a qualquer hora",
        ],
      },
      {
        title: "Estratégia e crescimento",
        description:
          "Ajudamos as lideranças a decidir onde crescer, testar as opções com rapidez e transformar a estratégia escolhida em planos, orçamentos e metas.",
        features: [
          "Análise de mercado e da concorrência",
          "Entrada em novos mercados e planejamento de expansão",
          "Estratégia de preços e de portfólio",
          "Definição de OKRs e execução da estratégia",
          "Apoio em fusões e aquisições",
        ],
        results: [
          "Novos mercados conquistados na metade do prazo planejado",
          "Um portfólio mais enxuto e com margens maiores",
          "Liderança alinhada em poucas prioridades mensuráveis",
        ],
      },
    ],
    basis:
      "Os resultados em destaque são medianas dos nossos projetos concluídos de 2019 a 2025, medidas 12 meses após a entrada em operação em relação à linha de base de cada cliente (120 em eficiência empresarial, 80 em transformação digital); em IA, a metade central dos resultados de 45 soluções em produção; em estratégia, a mediana de mais de 30 entradas em novos mercados desde 2019, em relação ao plano inicial de cada cliente.",
  },
  process: {
    title: "Como trabalhamos",
    intro:
      "Um único método em quatro fases, em todos os projetos. A página de cada serviço mostra o que acontece em cada fase nesse tipo de trabalho.",
    steps: [
      {
        title: "Descobrir",
        text: "Diagnóstico e estratégia. Estudamos suas operações, sistemas e dados, entrevistamos as pessoas-chave e estabelecemos uma linha de base. Juntos, definimos metas, prioridades e como o sucesso será medido.",
      },
      {
        title: "Desenhar",
        text: "Desenho e planejamento. Desenhamos os processos e as soluções futuras e elaboramos um plano em fases, com marcos, responsáveis, orçamento e riscos bem definidos.",
      },
      {
        title: "Desenvolver",
        text: "Execução. Construímos e testamos em ciclos curtos junto com sua equipe, capacitando as pessoas ao longo do caminho e reportando o avanço em relação aos indicadores acordados.",
      },
      {
        title: "Implantar",
        text: "Otimização e suporte. Colocamos a solução em operação, acompanhamos os resultados, ajustamos o que for necessário e fazemos a transferência completa para sua equipe, com suporte contínuo se você desejar.",
      },
    ],
  },
  timeline: {
    title: "Prazo dos projetos",
    text: "Projetos típicos levam de 3 a 12 meses, dependendo do escopo. Dividimos o trabalho em fases com marcos que você pode revisar, para que os resultados apareçam cedo, sem esperar por uma única entrega final.",
  },
  cta: {
    title: "Não sabe por onde começar?",
    text: "Agende uma consulta inicial gratuita. Analisaremos sua situação e recomendaremos o serviço, ou a combinação de serviços, com maior impacto.",
    primary: "Agendar uma consulta",
    secondary: "Ver casos de sucesso",
  },
} satisfies ServicesText;
