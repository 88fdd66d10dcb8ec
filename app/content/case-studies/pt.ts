import type { CaseStudiesText } from "./neutral";

export default {
  meta: {
    title: "Casos de sucesso",
    description:
      "Veja como a Innova ajudou uma indústria, um banco regional e uma rede de clínicas a reduzir custos, agilizar processos e atender melhor, com resultados medidos.",
  },
  intro: {
    eyebrow: "Casos de sucesso",
    title: "Resultados que nossos clientes podem medir",
    subtitle:
      "Três projetos recentes, cada um com o problema que encontramos, o que mudamos e os números um ano depois. A pedido deles, não identificamos os clientes; citamos cada um pelo cargo, com a sua autorização.",
  },
  stories: [
    {
      size: "1.200 funcionários",
      duration: "14 meses",
      industry: "Indústria",
      title: "Operações mais enxutas em três fábricas",
      description:
        "Em um programa de 14 meses, uma fabricante regional de componentes industriais com 1.200 funcionários reduziu em 30% o custo anual de paradas não planejadas, refugo e horas extras nas suas três fábricas, de US$\u00a014\u00a0milhões para US$\u00a09,8\u00a0milhões, sem cortar pessoal.",
      challenge:
        "Durante três anos, os custos de materiais e energia subiram mais rápido que os preços, comprimindo as margens para 4%. Cada fábrica tinha suas próprias rotinas de programação e manutenção, e as paradas não planejadas somavam em média 11% do tempo de produção. Paradas, refugo e horas extras custavam juntos US$\u00a014\u00a0milhões por ano, mas a diretoria não tinha uma visão comum de onde o dinheiro se perdia.",
      solution:
        "Mapeamos o fluxo de valor de cada fábrica e conduzimos projetos Lean Six Sigma nas dez maiores fontes de desperdício. Padronizamos o planejamento da produção no sistema SAP da empresa, implantamos manutenção preditiva baseada em sensores nas linhas críticas e demos aos gerentes de fábrica um painel diário de desempenho em Power BI.",
      change: {
        title: "Custo anual de paradas não planejadas, refugo e horas extras",
        before: { label: "Nos 12 meses anteriores", value: "US$\u00a014\u00a0mi" },
        after: { label: "Nos 12 meses seguintes", value: "US$\u00a09,8\u00a0mi" },
      },
      results: [
        { value: "30%", label: "de redução no custo de paradas, refugo e horas extras" },
        { value: "US$ 4,2 mi", label: "de economia por ano" },
        { value: "45%", label: "menos paradas não planejadas" },
      ],
      basis:
        "Medido pela equipe financeira do cliente nos 12 meses após a entrada em operação da última fábrica, em relação aos 12 meses anteriores ao programa.",
      quote: {
        text: "A equipe da Innova passou mais tempo no nosso chão de fábrica do que nas nossas salas de reunião. A economia é real e, um ano depois, nossos supervisores continuam conduzindo as rotinas por conta própria.",
        attribution:
          "Diretor de operações de uma fabricante de componentes industriais com 1.200 funcionários",
      },
    },
    {
      size: "45 agências",
      duration: "10 meses",
      industry: "Serviços financeiros",
      title: "Crédito aprovado em dias, não em semanas",
      description:
        "Um banco regional com 45 agências digitalizou seu processo de crédito e passou a usar IA para ler documentos, reduzindo em 60% o prazo de aprovação.",
      challenge:
        "Um empréstimo para pequenas empresas levava em média 12 dias úteis para ser aprovado, e os funcionários redigitavam dados de documentos digitalizados em quatro sistemas diferentes. Os clientes estavam migrando para concorrentes digitais, e a equipe de operações fazia horas extras para dar conta da demanda.",
      solution:
        "Redesenhamos toda a jornada de crédito e substituímos os formulários em papel por uma solicitação digital conectada ao sistema bancário central por meio de APIs. Um modelo de IA para processamento de documentos agora extrai e confere os dados das demonstrações financeiras, e os analistas revisam apenas os casos que o sistema sinaliza como exceção.",
      change: {
        title: "Média de dias úteis para aprovar um empréstimo a pequenas empresas",
        before: { label: "Nos 12 meses anteriores", value: "12 dias" },
        after: { label: "Nos 12 meses após o lançamento", value: "4,8 dias" },
      },
      results: [
        { value: "60%", label: "menos tempo de aprovação de crédito" },
        { value: "35%", label: "de redução no custo de processamento por proposta" },
        { value: "3x", label: "mais propostas analisadas por analista" },
      ],
      basis:
        "Dados do sistema de crédito do banco: os 12 meses após o lançamento, em relação aos 12 meses anteriores.",
      quote: {
        text: "Esperávamos um projeto de tecnologia. O que recebemos foi uma nova forma de trabalhar, e hoje nossos analistas dedicam seu tempo à análise de crédito, e não à digitação de dados.",
        attribution: "Diretora de varejo de um banco regional com 45 agências",
      },
    },
    {
      size: "14 clínicas ambulatoriais",
      duration: "12 meses",
      industry: "Saúde",
      title: "Menos faltas, esperas mais curtas",
      description:
        "Uma rede de 14 clínicas ambulatoriais usou análise preditiva e um agendamento mais inteligente para recuperar capacidade perdida e dar aos pacientes acesso mais rápido ao atendimento.",
      challenge:
        "Quase uma em cada cinco consultas era perdida sem aviso, enquanto os pacientes esperavam até seis semanas por um especialista. O agendamento era feito por telefone em cada clínica, e as glosas dos convênios custavam à rede quase US$ 2 milhões por ano.",
      solution:
        "Desenvolvemos um modelo de aprendizado de máquina que prevê o risco de falta e aciona lembretes direcionados e regras de encaixe. Centralizamos o agendamento em uma plataforma em nuvem com marcação pela internet e implantamos uma análise de faturamento que detecta erros de codificação, a causa da maioria das glosas, antes do envio.",
      change: {
        title: "Faltas às consultas, com o ano anterior igual a 100",
        before: { label: "No ano anterior", value: "100" },
        after: { label: "No primeiro ano completo após o lançamento", value: "60" },
      },
      results: [
        { value: "40%", label: "menos faltas às consultas" },
        { value: "25%", label: "menos tempo de espera para os pacientes" },
        { value: "US$ 1,6 mi", label: "a menos perdidos em glosas por ano" },
      ],
      basis:
        "Dados dos sistemas de agendamento e faturamento da rede: o primeiro ano completo após o lançamento, em relação ao ano anterior.",
      quote: {
        text: "O modelo foi a parte mais fácil de explicar. O que me impressionou foi como a Innova envolveu nossas equipes de recepção, de modo que as novas regras de agendamento conquistaram a confiança delas já na primeira semana.",
        attribution: "Diretora executiva de uma rede de 14 clínicas ambulatoriais",
      },
    },
  ],
  insights: {
    title: "O que aprendemos",
    intro: "Padrões que vemos se repetir em mais de 500 projetos.",
    items: [
      {
        tag: "Operações",
        title: "Corrija o processo antes de automatizá-lo",
        text: "Automatizar um processo falho só produz erros mais rápido. As maiores economias que medimos vêm de simplificar o trabalho primeiro e depois automatizar o que resta.",
      },
      {
        tag: "IA",
        title: "Comece por uma decisão, não por um modelo",
        text: "Os projetos de IA que dão retorno se concentram em uma decisão de negócio com um responsável definido. Em geral, é a qualidade dos dados, e não a escolha do algoritmo, que define o prazo.",
      },
      {
        tag: "Mudança",
        title: "A adoção é a verdadeira linha de chegada",
        text: "A entrada em operação é um marco, não o objetivo. Quando os gestores da linha de frente ajudam a desenhar a solução, as metas costumam ser atingidas meses antes.",
      },
    ],
  },
  cta: {
    title: "Que tal ser o nosso próximo caso de sucesso?",
    text: "Conte-nos sobre o seu desafio. Respondemos em até 24 horas e oferecemos um diagnóstico gratuito e sem compromisso para identificar onde estão os seus maiores ganhos.",
    primary: "Agendar uma consulta",
    secondary: "Conhecer nossos serviços",
  },
} satisfies CaseStudiesText;
