import { site } from "~/config/site";
import type { BlogContent } from "~/content/types";

const fr: BlogContent = {
  meta: {
    title: "Analyses et articles",
    description: `Articles pratiques de l’équipe ${site.shortName} sur l’IA, la stratégie numérique, l’automatisation, l’informatique décisionnelle, la migration vers le cloud et la conduite du changement.`,
  },
  intro: {
    eyebrow: "Le blog",
    title: "Des idées pour les dirigeants qui construisent la suite",
    subtitle:
      "Les réflexions concrètes de nos consultants sur l’IA, l’efficacité opérationnelle et la transformation : ce qui marche, ce que cela coûte et ce qu’il faut éviter.",
  },
  filterLabel: "Filtrer les articles par catégorie",
  allPosts: "Tous les articles",
  newsletter: {
    title: "Recevez nos nouveaux articles par e-mail",
    text: "Un e-mail par mois avec nos dernières analyses. Jamais de spam.",
  },
};

export default fr;
