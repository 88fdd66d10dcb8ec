import type { AboutContent } from "~/content/types";

export default {
  meta: {
    title: "Sobre nós",
    description:
      "Conheça a Innova Consulting: mais de 150 consultores em Orlando, Vancouver e São Paulo, trabalhando com empresas de médio porte nas Américas desde 2010.",
  },
  intro: {
    eyebrow: "Sobre a Innova",
    title: "Consultores que ficam até os resultados aparecerem",
    subtitle:
      "Há mais de 15 anos ajudamos empresas de médio porte nas Américas a reduzir custos, modernizar suas operações e crescer com segurança, a partir de nossos escritórios em Orlando, Vancouver e São Paulo.",
  },
  mission: {
    title: "Nossa missão",
    text: "Ajudar as organizações a trabalhar melhor e crescer mais rápido, combinando boas práticas operacionais, tecnologia moderna e IA aplicada, e deixar cada cliente com resultados mensuráveis e uma equipe capaz de sustentá-los.",
  },
  vision: {
    title: "Nossa visão",
    text: "Ser o parceiro em quem as empresas de médio porte confiam para suas mudanças mais importantes, reconhecido menos pelos relatórios que escrevemos e mais pelas melhorias que continuam gerando retorno anos depois da nossa saída.",
  },
  leadership: {
    title: "Liderança",
    intro: "Os sócios que conduzem nossos projetos, do primeiro diagnóstico aos resultados.",
    colleagues: "Também à frente dos nossos programas",
  },
  offices: { title: "Onde atuamos" },
  values: {
    title: "Nossos valores",
    intro:
      "Quatro princípios orientam a forma como escolhemos projetos, formamos equipes e trabalhamos com nossos clientes.",
    items: [
      {
        title: "Inovação",
        text: "Buscamos a abordagem mais simples que funcione, seja um processo redesenhado, uma plataforma em nuvem ou um modelo de aprendizado de máquina, e testamos as ideias com dados reais antes de ampliá-las.",
      },
      {
        title: "Colaboração",
        text: "Trabalhamos lado a lado com a sua equipe, e não passando por cima dela. Seu pessoal participa das decisões e dos méritos, e mantém o conhecimento quando o projeto termina.",
      },
      {
        title: "Excelência",
        text: "Consultores seniores lideram todos os projetos, e cada recomendação se apoia em evidências. Aplicamos ao nosso trabalho os mesmos padrões que ajudamos os clientes a definir.",
      },
      {
        title: "Impacto",
        text: "Definimos metas mensuráveis no início e prestamos contas sobre elas ao longo de todo o projeto. Se uma iniciativa não melhora um indicador importante para você, não a recomendamos.",
      },
    ],
  },
  expertise: {
    title: "Nossas especialidades",
    intro:
      "Seis áreas de atuação, com especialistas que trabalham juntos como uma única equipe em cada projeto.",
    items: [
      {
        title: "Otimização de processos e excelência operacional",
        text: "Mapeamos como o trabalho realmente flui, eliminamos desperdícios e gargalos com métodos Lean Six Sigma e criamos os indicadores que mantêm os ganhos muito depois da nossa saída.",
      },
      {
        title: "Transformação digital e nuvem",
        text: "Modernizamos sistemas legados, migramos cargas de trabalho para AWS, Azure ou Google Cloud e automatizamos fluxos manuais, em plataformas que acompanham o crescimento do negócio.",
      },
      {
        title: "IA e aprendizado de máquina",
        text: "Da previsão de demanda ao processamento de documentos, desenvolvemos modelos que resolvem um problema de negócio bem definido e os integramos à operação diária, com governança desde o primeiro dia.",
      },
      {
        title: "Dados e análise",
        text: "Construímos bases sólidas de dados, indicadores claros e painéis em ferramentas como Power BI, para que os gestores decidam com números atualizados e confiáveis em vez de planilhas.",
      },
      {
        title: "Estratégia e crescimento",
        text: "Ajudamos as lideranças a escolher onde competir, testar novos mercados e ofertas, e transformar a estratégia em OKRs e orçamentos que a organização consegue executar.",
      },
      {
        title: "Gestão da mudança e desenho organizacional",
        text: "Alinhamos estruturas, papéis e incentivos à nova forma de trabalhar, e apoiamos os gestores com treinamento e comunicação para que as mudanças sejam adotadas, e não apenas anunciadas.",
      },
    ],
  },
  cta: {
    title: "Vamos conversar sobre o seu próximo passo",
    text: "Conte-nos o que você quer melhorar. Respondemos em até 24 horas e oferecemos uma consulta inicial gratuita para identificar onde podemos ajudar.",
    primary: "Agendar uma consulta",
    secondary: "Conhecer nossos serviços",
  },
} satisfies AboutContent;
