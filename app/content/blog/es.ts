import { site } from "~/config/site";
import type { BlogContent } from "~/content/types";

const es: BlogContent = {
  meta: {
    title: "Artículos y análisis",
    description: `Artículos prácticos de los consultores de ${site.shortName} sobre IA, estrategia digital, automatización, inteligencia de negocios, migración a la nube y gestión del cambio.`,
  },
  intro: {
    eyebrow: "Blog",
    title: "Ideas para líderes que construyen lo que viene",
    subtitle:
      "Reflexiones prácticas de nuestros consultores sobre IA, operaciones y transformación: qué funciona, cuánto cuesta y qué evitar.",
  },
  filterLabel: "Filtrar artículos por categoría",
  allPosts: "Todos los artículos",
  newsletter: {
    title: "Reciba nuevos artículos por correo",
    text: "Un correo al mes con nuestros análisis más recientes. Sin spam.",
  },
};

export default es;
