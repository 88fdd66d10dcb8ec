import type { Lang } from "~/i18n/locales";

/** The blog's three authors. Names are proper names; roles are translated. */
export const authors = {
  "sarah-chen": {
    name: "Sarah Chen",
    role: {
      en: "Head of AI Solutions",
      pt: "Diretora de soluções de IA",
      es: "Directora de soluciones de IA",
      fr: "Directrice des solutions d’IA",
    },
  },
  "marcus-oliveira": {
    name: "Marcus Oliveira",
    role: {
      en: "Digital Transformation Partner",
      pt: "Sócio de transformação digital",
      es: "Socio de transformación digital",
      fr: "Associé en transformation numérique",
    },
  },
  "claire-dubois": {
    name: "Claire Dubois",
    role: {
      en: "Principal, Organizational Change",
      pt: "Consultora principal de gestão da mudança",
      es: "Consultora principal de gestión del cambio",
      fr: "Consultante principale en conduite du changement",
    },
  },
} satisfies Record<string, { name: string; role: Record<Lang, string> }>;

export type AuthorId = keyof typeof authors;
