import { expect, test, type Page } from "@playwright/test";
import { site } from "../../app/config/site";
import { initials } from "../../app/content/people/schema";
import { privacyNotice } from "../../app/content/privacy/notice";
import { peopleOnDisk } from "../support/content-on-disk";
import { pageScriptRunning, localizePath, pagePaths, type Lang } from "./support";

/**
 * Every page in Portuguese, Spanish and French must read in that language: no visible sentence, and
 * no `alt`, `aria-label`, `placeholder` or `title`, may be identical to one on the English version of
 * the same page. What may legitimately stay the same is listed below, each entry with its reason.
 * A block marked `lang="en"` (a quotation left in English, say) is skipped.
 */

/** Proper names, technology and product names, acronyms: the same words in every language. */
const sameInEveryLanguage = new Set([
  // The firm.
  "Innova",
  "Innova Consulting",
  "contact@innova-consulting.com",
  // The same address on the contact page, where it may break after the @.
  "contact@",
  "innova-consulting.com",
  // The data protection officer's address, a link of its own on the privacy notice, and the
  // representatives' addresses and the authorities' websites, links of their own there too.
  site.privacy.dataProtectionOfficer.email,
  ...Object.values(site.privacy.representatives).flatMap((representative) =>
    representative.kind === "appointed" ? [representative.email] : [],
  ),
  ...privacyNotice("en").links.map((link) => link.text),
  // Each language's name in itself, and its code, in the language switcher.
  "English",
  "Português",
  "Español",
  "Français",
  "EN",
  "PT",
  "ES",
  "FR",
  // The offices' cities.
  "Orlando",
  "Vancouver",
  "São Paulo",
  // The cities in a row (the footer) and as the map of the offices names them (About).
  site.offices.map((office) => office.city).join(" · "),
  site.offices.map((office) => office.city).join(", "),
  // People: the firm's partners and authors (content/people/, as editors keep them), and their
  // initials where they have no photograph (clients quoted in the stories are attributed by role,
  // not named).
  ...peopleOnDisk().flatMap((person) => [person.name, initials(person.name)]),
  // Technology and products named on the service pages.
  "Python",
  "TensorFlow",
  "PyTorch",
  "scikit-learn",
  "Azure OpenAI",
  "Amazon SageMaker",
  "Google Vertex AI",
  "Databricks",
  "MLflow",
  "Kubernetes",
  "AWS",
  "Azure",
  "Google Cloud",
  "Snowflake",
  "Power BI",
  "MuleSoft",
  "Apache Kafka",
  "Azure Logic Apps",
  "Microsoft 365",
  "Salesforce",
  "ServiceNow",
  // Acronyms.
  "ROI",
  "KPI",
  "OKR",
]);

/** Words that are genuinely the same in one language as in English. */
const sameWord: Record<Exclude<Lang, "en">, Set<string>> = {
  pt: new Set([
    // The usual word for a blog in Portuguese.
    "Blog",
    // Places the privacy notice covers, which Portuguese writes as English does.
    "Argentina",
    "Quebec",
    // The menu button's name: "menu" is the Portuguese word too.
    "Menu",
  ]),
  es: new Set([
    // The usual word for a blog in Spanish.
    "Blog",
    // A case study's facts: "sector" is the Spanish word too.
    "Sector",
    // Places the privacy notice covers, which Spanish writes as English does.
    "California",
    "Colombia",
    "Argentina",
    "Quebec",
  ]),
  fr: new Set([
    // The usual word for a blog in French.
    "Blog",
    // The menu button's name: "menu" is the French word too.
    "Menu",
    // A case study's facts: the services it drew on, "services" in French too.
    "Services",
    // The contact form's field: "message" is the French word too.
    "Message",
    // A newsletter topic: "innovation" is the French word too.
    "Innovation",
    // "Canada", which French spells as English does (the Vancouver office, the privacy notice's
    // part for Canada).
    "Canada",
    // French business usage (docs/glossary/fr.md): "le cloud", never "le nuage".
    "Cloud",
    // Article headings and table cells that are French words too.
    "Conclusion",
    "Usage",
  ]),
};

/** An email address, or the halves it is drawn in (it may break after its @): the same in every language. */
function isAddress(text: string) {
  return /^[\w.+-]*@?[\w-]*(\.[\w-]+)*$/.test(text) && /@|\.\w/.test(text);
}

/** Figures: digits, %, +, $, punctuation and spaces, with a unit glued to a digit (4x, $4.2M, <50 ms). */
function isFigure(text: string) {
  return !/\p{L}/u.test(text.replace(/(\d)\s?(x|M|K|ms)\b/g, "$1"));
}

/**
 * The page's visible sentences: each run of text between two elements, in every visible element,
 * plus the attributes a visitor or a screen reader meets. Whitespace is collapsed.
 */
async function visibleStrings(page: Page, skipEnglishBlocks: boolean): Promise<string[]> {
  return page.evaluate((skipEnglish) => {
    const strings = new Set<string>();
    const add = (text: string | null) => {
      const clean = (text ?? "").replace(/\s+/g, " ").trim();
      if (clean) strings.add(clean);
    };
    for (const element of document.body.querySelectorAll("*")) {
      if (skipEnglish && element.closest('[lang="en"]')) continue;
      for (const name of ["alt", "aria-label", "placeholder", "title"]) add(element.getAttribute(name));
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      let run = "";
      for (const node of element.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) run += node.textContent;
        else if (node.nodeType === Node.ELEMENT_NODE) {
          add(run);
          run = "";
        }
      }
      add(run);
    }
    add(document.title);
    add(document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null);
    return [...strings];
  }, skipEnglishBlocks);
}

/** Not a page: the server answers it with the not-found page, in the prefix's language. */
const missingPath = "/no-such-page";

/** Opens a URL as a visitor reads it: prerendered pages once the page script runs, the not-found page as served. */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  if (response?.status() === 200) await pageScriptRunning(page);
}

for (const path of [...pagePaths, missingPath]) {
  test(`${path} in pt, es and fr has no English left over`, async ({ page }) => {
    await open(page, path);
    const english = new Set(await visibleStrings(page, false));

    for (const lang of ["pt", "es", "fr"] as const) {
      const url = localizePath(path, lang);
      await open(page, url);
      const untranslated = (await visibleStrings(page, true)).filter(
        (text) =>
          english.has(text) &&
          !isFigure(text) &&
          !isAddress(text) &&
          !sameInEveryLanguage.has(text) &&
          !sameWord[lang].has(text),
      );
      expect.soft(untranslated, `${url} shows the same text as ${path}`).toEqual([]);
    }
  });
}
