import type { Text } from "./neutral";

export default {
  meta: {
    title: "Soluções de IA",
    description:
      "Análise preditiva, processamento de linguagem, visão computacional e automação inteligente, desenvolvidos a partir dos seus dados e operando com confiabilidade.",
  },
  intro: {
    eyebrow: "Nossos serviços",
    title: "Soluções de IA",
    subtitle:
      "Levamos a IA às suas operações onde ela se paga: casos de uso escolhidos pelo valor que geram, modelos treinados com seus próprios dados e sistemas que funcionam com confiabilidade em produção.",
  },
  sections: [
    {
      title: "Nossas competências",
      intro:
        "Seis competências que cobrem a maioria dos casos de uso de IA que encontramos em empresas de médio porte.",
      items: [
        {
          title: "Análise preditiva",
          text: "Previsões de demanda, de evasão de clientes e de manutenção que permitem planejar estoques, equipes e orçamentos com semanas de antecedência.",
        },
        {
          title: "Processamento de linguagem natural",
          text: "Classificação, extração e resumo de e-mails, contratos e solicitações de suporte, incluindo assistentes baseados em grandes modelos de linguagem.",
        },
        {
          title: "Visão computacional",
          text: "Inspeção visual de qualidade, leitura de documentos e monitoramento de segurança a partir de câmeras e imagens digitalizadas.",
        },
        {
          title: "Automação inteligente",
          text: "Aprendizado de máquina combinado com automação de fluxos de trabalho para tratar decisões rotineiras, com pessoas revisando as exceções.",
        },
        {
          title: "Sistemas de recomendação",
          text: "Recomendações personalizadas de produtos, de conteúdos e da próxima melhor ação, que elevam a taxa de conversão e o valor médio dos pedidos.",
        },
        {
          title: "Detecção de fraudes e anomalias",
          text: "Pontuação em tempo real de transações, sinistros e dados de sensores para identificar fraudes e falhas antes que se transformem em perdas.",
        },
      ],
    },
    {
      title: "Tecnologias",
      intro:
        "Ferramentas de código aberto e de nuvem, escolhidas de acordo com o seu ambiente e as competências da sua equipe.",
      groups: [
        { label: "Linguagens e bibliotecas" },
        { label: "Plataformas de IA na nuvem" },
        { label: "Dados e MLOps" },
      ],
    },
    {
      title: "Da ideia à produção",
      intro:
        "Nossas quatro fases aplicadas à IA: você pode parar ou mudar de rumo ao final de cada uma, antes de comprometer orçamentos maiores.",
      items: [
        {
          title: "Descobrir: diagnóstico de dados e casos de uso",
          duration: "2 a 3 semanas",
          text: "Priorizamos os casos de uso candidatos por valor e viabilidade, auditamos os dados que os sustentam e definimos em conjunto as métricas de sucesso.",
        },
        {
          title: "Desenhar: prova de conceito",
          duration: "4 a 6 semanas",
          text: "Desenhamos um modelo funcional com seus próprios dados e o testamos com base nas métricas acordadas, com uma recomendação clara de seguir em frente ou parar.",
        },
        {
          title: "Desenvolver: modelos de produção e integração",
          duration: "8 a 16 semanas",
          text: "Modelos prontos para produção, integrados às suas aplicações e fluxos de trabalho, com segurança, privacidade e explicabilidade desde a concepção.",
        },
        {
          title: "Implantar: entrada em produção e MLOps",
          duration: "4 a 8 semanas",
          text: "Implantação automatizada, monitoramento de precisão e de desvios, fluxos automáticos de retreinamento e uma transferência estruturada para sua equipe.",
        },
      ],
    },
    {
      title: "Resultados dos nossos clientes",
      intro: "O que nossas soluções de IA entregam depois de entrar em produção.",
      items: [
        { value: "25% a 35%", label: "de redução de custos nos processos que automatizamos" },
        { value: "60%", label: "menos tempo gasto no tratamento manual de documentos" },
        { value: "20%", label: "menos erro nas previsões de demanda" },
        { value: "4x", label: "mais rapidez na primeira resposta aos clientes" },
      ],
      basis:
        "45 soluções de IA colocadas em produção de 2019 a 2025, medidas 12 meses após a entrada em operação em relação à linha de base de cada cliente: a metade central dos resultados para o custo e medianas para os demais números.",
    },
  ],
  story: {
    title: "Caso de sucesso",
    story: {
      industry: "Serviços financeiros",
      title: "Detecção de fraudes em tempo real para uma empresa de pagamentos e crédito ao consumidor",
      description:
        "Uma empresa de serviços financeiros que processa quatro milhões de transações com cartão por mês substituiu suas verificações de fraude baseadas em regras por modelos de aprendizado de máquina que avaliam cada transação em tempo real.",
      challenge:
        "As perdas com fraudes haviam dobrado em dois anos, enquanto o motor de regras sinalizava tantos pagamentos legítimos que uma equipe de 30 analistas não conseguia revisá-los a tempo. Cartões bloqueados indevidamente tinham se tornado o principal motivo de reclamações dos clientes.",
      solution:
        "Reunimos dados de transações, dispositivos e comportamento em um repositório de atributos no Databricks, treinamos modelos de classificação e de detecção de anomalias e os implantamos no Amazon SageMaker dentro do fluxo de autorização dos cartões. Os analistas passaram a contar com uma tela de revisão que explica cada alerta. O monitoramento de desvios aciona um novo treinamento sempre que os padrões de fraude mudam, e cada versão do modelo fica registrada no MLflow.",
      change: {
        title: "Perdas com fraude, com o ano anterior igual a 100",
        before: { label: "No ano anterior", value: "100" },
        after: { label: "No primeiro ano completo em produção", value: "58" },
      },
      results: [
        { value: "42%", label: "de redução nas perdas com fraudes no primeiro ano" },
        { value: "60%", label: "menos falsos positivos" },
        { value: "<50 ms", label: "para avaliar cada transação em tempo real" },
      ],
      basis:
        "Registros de fraudes, alertas e reclamações do cliente: o primeiro ano completo em produção, em relação ao ano anterior.",
    },
  },
  cta: {
    title: "Descubra onde a IA vai gerar retorno para você",
    text: "Agende uma consulta inicial gratuita. Respondemos em até 24 horas e podemos seguir com um diagnóstico sem compromisso dos seus dados e casos de uso.",
    primary: "Agendar uma consulta",
    secondary: "Ver casos de sucesso",
  },
} satisfies Text;
