import { site } from "~/config/site";
import type { BlogContent } from "~/content/types";

const pt: BlogContent = {
  meta: {
    title: "Artigos e análises",
    description: `Artigos práticos dos consultores da ${site.shortName} sobre IA, estratégia digital, automação, inteligência de negócios, migração para a nuvem e gestão da mudança.`,
  },
  intro: {
    eyebrow: "Blog",
    title: "Ideias para líderes que constroem o que vem pela frente",
    subtitle:
      "Reflexões práticas dos nossos consultores sobre IA, operações e transformação: o que funciona, quanto custa e o que evitar.",
  },
  filterLabel: "Filtrar artigos por categoria",
  allPosts: "Todos os artigos",
  newsletter: {
    title: "Receba novos artigos por e-mail",
    text: "Um e-mail por mês com nossas análises mais recentes. Sem spam.",
  },
};

export default pt;
