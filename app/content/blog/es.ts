import { site } from "~/config/site";
import type { BlogContent } from "~/content/types";

const es: BlogContent = {
  meta: {
    title: "Artículos y análisis",
    description: `Artículos prácticos de los consultores de ${site.shortName} sobre IA, estrategia digital, automatización, inteligencia de negocios, migración a la nube y gestión del cambio.`,
  },
  intro: {
    eyebrow: "Blog",
    title: "Ideas prácticas sobre IA, operaciones y cambio",
    subtitle:
      "Nuestros consultores escriben sobre IA, operaciones y transformación a partir del trabajo con clientes, con las cifras y los pros y contras de cada decisión.",
  },
  filterLabel: "Filtrar artículos por categoría",
  allPosts: "Todos los artículos",
  newsletter: {
    title: "Reciba nuevos artículos por correo",
    text: "Aproximadamente un correo al mes con nuestros análisis más recientes. Sin spam.",
  },
};

export default es;
