import { site } from "~/config/site";
import type { BlogContent } from "~/content/types";

const pt: BlogContent = {
  meta: {
    title: "Artigos e análises",
    description: `Artigos práticos dos consultores da ${site.shortName} sobre IA, estratégia digital, automação, inteligência de negócios, migração para a nuvem e gestão da mudança.`,
  },
  intro: {
    eyebrow: "Blog",
    title: "Reflexões práticas sobre IA, operações e mudança",
    subtitle:
      "Nossos consultores escrevem sobre IA, operações e transformação a partir do trabalho com clientes, com os números e os prós e contras de cada escolha.",
  },
  filterLabel: "Filtrar artigos por categoria",
  allPosts: "Todos os artigos",
  newsletter: {
    title: "Receba novos artigos por e-mail",
    text: "Cerca de um e-mail por mês com nossas análises mais recentes. Sem spam.",
  },
};

export default pt;
