import { site } from "~/config/site";
import type { BlogContent } from "~/content/types";

const fr: BlogContent = {
  meta: {
    title: "Analyses et articles",
    description: `Articles pratiques de l’équipe ${site.shortName} sur l’IA, la stratégie numérique, l’automatisation, l’informatique décisionnelle, la migration vers le cloud et la conduite du changement.`,
  },
  intro: {
    eyebrow: "Le blog",
    title: "Des analyses concrètes sur l’IA, les opérations et le changement",
    subtitle:
      "Nos consultants écrivent à partir de leurs missions sur l’IA, l’efficacité opérationnelle et la transformation, chiffres et arbitrages à l’appui.",
  },
  filterLabel: "Filtrer les articles par catégorie",
  allPosts: "Tous les articles",
  newsletter: {
    title: "Recevez nos nouveaux articles par e-mail",
    text: "Environ un e-mail par mois avec nos dernières analyses. Jamais de spam.",
  },
};

export default fr;
