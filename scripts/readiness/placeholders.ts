import type { SiteConfig, SuppliedFact } from "../../app/config/site";
import { counselItems } from "./counsel";
import { categories, type Category, type Item } from "./items";
import { isFictionalNumber } from "./phones";

/**
 * What the firm must supply before launch, found in what the site is built from: the facts
 * `site.ts` still marks as examples (`stillToSupply`), the fictional 555 numbers, offices without a
 * street, people without a portrait, processors without a country, a blog that looks abandoned, and
 * counsel's open confirmations (`docs/privacy-coverage.md`). Each item says what, where, and what
 * replaces it, for the firm rather than for a developer.
 */
export interface ReadinessInputs {
  site: SiteConfig;
  stillToSupply: readonly SuppliedFact[];
  people: readonly { id: string; name: string; portrait?: string }[];
  articles: readonly { id: string; date: string; title: string }[];
  /** The text of `docs/privacy-coverage.md`. */
  coverage: string;
  /** The day the site should be ready on, `YYYY-MM-DD`. */
  on: string;
}

/** Older than this, the newest article makes the firm look as if it stopped. */
export const maxArticleAgeDays = 90;

const siteFile = "app/config/site.ts";
const leaveList = `; then delete its entry from stillToSupply in ${siteFile}`;

export function findPlaceholders(inputs: ReadinessInputs): Item[] {
  const { site } = inputs;
  const fictional = phoneFacts(site).filter(([, number]) => isFictionalNumber(number));
  const facts = new Set<SuppliedFact>([...inputs.stillToSupply, ...fictional.map(([fact]) => fact)]);
  const fictionalFacts = new Set(fictional.map(([fact]) => fact));
  const items = [...facts].map((fact) => factItem(fact, site, fictionalFacts.has(fact)));

  site.offices.forEach((office, index) => {
    if (office.street && office.postalCode) return;
    items.push({
      category: "offices",
      what: `The ${office.city} office has no street address.`,
      where: `${siteFile}, offices[${index}] ("${office.id}"): street, postalCode`,
      replace: "its number, street and suite, and its postal code, as the post writes them",
    });
  });

  for (const person of inputs.people) {
    if (person.portrait) continue;
    items.push({
      category: "portraits",
      what: `${person.name} has no portrait: the pages show their initials.`,
      where: `app/content/people/${person.id}.yaml, portrait (in /admin: People)`,
      replace:
        "a photograph of them, 320 × 320 px or larger (JPEG, PNG or WebP), in public/images/people/, named by portrait (/admin uploads it)",
    });
  }

  const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  site.privacy.processors.forEach((processor, index) => {
    if (/^[A-Z]{2}$/.test(processor.country) && regionNames.of(processor.country)) return;
    items.push({
      category: "processors",
      what: `${processor.name} has no country.`,
      where: `${siteFile}, privacy.processors[${index}].country`,
      replace:
        "the two-letter code of the country where it processes the data (US, IE, DE…), as its contract says",
    });
  });

  const article = articleItem(inputs.articles, inputs.on);
  if (article) items.push(article);
  items.push(...counselItems(inputs.coverage));

  const order = Object.keys(categories);
  return items.sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category));
}

/** Every phone number of `site`, with the fact it is. */
function phoneFacts(site: SiteConfig): [SuppliedFact, string][] {
  return [
    ["phone", site.phone] as [SuppliedFact, string],
    ...site.offices.map((office): [SuppliedFact, string] => [`office-phone:${office.id}`, office.phone]),
    ...(site.privacy.tollFreePhone
      ? [["toll-free-phone", site.privacy.tollFreePhone] as [SuppliedFact, string]]
      : []),
  ];
}

const fictionalWords = "a fictional number (555-0100 to 555-0199 are set aside for examples)";

function factItem(fact: SuppliedFact, site: SiteConfig, fictional: boolean): Item {
  const example = fictional ? fictionalWords : "an example";
  const { privacy } = site;
  if (fact === "phone")
    return {
      category: "phones",
      what: `The main phone, ${site.phone}, is ${example}.`,
      where: `${siteFile}, phone`,
      replace: `the firm's main number, in international format (+, country code, number)${leaveList}`,
    };
  if (fact.startsWith("office-phone:")) {
    const id = fact.slice("office-phone:".length);
    const index = site.offices.findIndex((office) => office.id === id);
    const office = site.offices[index];
    if (!office) return unknownFact(fact, "phones", `no office of site.offices has the id "${id}"`);
    return {
      category: "phones",
      what: `The ${office.city} office's phone, ${office.phone}, is ${example}.`,
      where: `${siteFile}, offices[${index}] ("${id}"): phone`,
      replace: `the ${office.city} office's number, in international format${leaveList}`,
    };
  }
  if (fact === "toll-free-phone")
    return {
      category: "privacy",
      what: privacy.tollFreePhone
        ? `The toll-free number for California privacy requests, ${privacy.tollFreePhone}, is ${example}.`
        : "There is no toll-free number for California privacy requests.",
      where: `${siteFile}, privacy.tollFreePhone`,
      replace: `a toll-free number (800, 888, 877…) on which people in California can make privacy requests: the CCPA asks for one${leaveList}`,
    };
  if (fact === "controller")
    return {
      category: "privacy",
      what: `The controller, ${privacy.controller.legalName} at ${privacy.controller.address.street}, ${privacy.controller.address.city}, is an example.`,
      where: `${siteFile}, privacy.controller: legalName, address`,
      replace: `the legal name and registered postal address of the company that runs the site and decides what is done with visitors' data${leaveList}`,
    };
  if (fact === "data-protection-officer")
    return {
      category: "privacy",
      what: `The data protection officer, ${privacy.dataProtectionOfficer.name} (${privacy.dataProtectionOfficer.email}), is an example.`,
      where: `${siteFile}, privacy.dataProtectionOfficer: name, email`,
      replace: `the name of the person who answers privacy requests (Brazil's encarregado, Quebec's person in charge) and a mailbox the public can write to${leaveList}`,
    };
  if (fact === "processors")
    return {
      category: "processors",
      what: `The processors (${privacy.processors.map((processor) => processor.name).join("; ")}) are examples until the firm confirms them.`,
      where: `${siteFile}, privacy.processors and privacy.transfers`,
      replace: `the companies that host the site, send its email and keep its mailboxes (and a CRM or a calendar server, if connected): each one's legal name as in its contract, its country, and the transfer basis its contract signs${leaveList}`,
    };
  const place = fact.slice("representative:".length) as "eea" | "uk";
  const region = place === "eea" ? "EU" : "UK";
  const representative = privacy.representatives[place];
  if (!representative) return unknownFact(fact, "privacy", `the ${region} is not in serviceArea.europe`);
  return {
    category: "privacy",
    what:
      representative.kind === "appointed"
        ? `The ${region} representative, ${representative.name}, is an example.`
        : `The exemption from naming a ${region} representative is not confirmed.`,
    where: `${siteFile}, privacy.representatives.${place}`,
    replace: `the representative the firm appoints by contract in the ${region} (${place === "eea" ? "GDPR" : "UK GDPR"} art. 27): its name, postal address and email; or { kind: "exempt" } if counsel confirms the exemption of art. 27(2)(a)${leaveList}`,
  };
}

function unknownFact(fact: SuppliedFact, category: Category, reason: string): Item {
  return {
    category,
    what: `stillToSupply lists "${fact}", but ${reason}.`,
    where: `${siteFile}, stillToSupply`,
    replace: "nothing: delete the entry, or correct it",
  };
}

const dayMs = 24 * 60 * 60 * 1000;

function articleItem(articles: ReadinessInputs["articles"], on: string): Item | undefined {
  const where = "app/content/blog/posts/ (in /admin: Articles)";
  const replace = `a new article, in the four languages, dated within ${maxArticleAgeDays} days of the launch`;
  const newest = [...articles].sort((a, b) => b.date.localeCompare(a.date))[0];
  if (!newest) return { category: "articles", what: "The blog has no article.", where, replace };
  const days = Math.round((Date.parse(on) - Date.parse(newest.date)) / dayMs);
  if (days <= maxArticleAgeDays) return undefined;
  const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
  return {
    category: "articles",
    what: `The newest article, "${newest.title}", is dated ${date.format(Date.parse(newest.date))}: ${days} days (about ${Math.round(days / 30.44)} months) before ${date.format(Date.parse(on))}. A blog whose newest article is older than ${maxArticleAgeDays} days reads as a firm that stopped.`,
    where,
    replace,
  };
}
