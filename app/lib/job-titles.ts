import { localeTags, type Lang } from "~/i18n/locales";

/**
 * Whether a language writes a job title in lower case after a name in running text ("Sarah Chen,
 * directrice des solutions d'IA"): French (Imprimerie nationale), Portuguese and Spanish do; a title
 * standing alone as a label keeps its capital in every language. English keeps its capitals.
 */
const lowerCaseAfterName: Record<Lang, boolean> = { en: false, pt: true, es: true, fr: true };

/**
 * `role` as it reads after a person's name in a sentence of `lang`. Only the first letter changes,
 * and not where the first word is an acronym ("CEO", "DSI").
 */
export function roleAfterName(role: string, lang: Lang): string {
  if (!lowerCaseAfterName[lang] || !/^\p{Lu}(?!\p{Lu})/u.test(role)) return role;
  return role.charAt(0).toLocaleLowerCase(localeTags[lang].bcp47) + role.slice(1);
}
