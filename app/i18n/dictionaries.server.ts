import type { Lang } from "./locales";
import en, { type Messages } from "./messages/en";
import es from "./messages/es";
import fr from "./messages/fr";
import pt from "./messages/pt";

/** Every dictionary. Server-only: a page receives just its own language's through the root loader. */
export const dictionaries: Record<Lang, Messages> = { en, pt, es, fr };
