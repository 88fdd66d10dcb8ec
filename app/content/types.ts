/**
 * The shapes of the structured page copy. Each page has one file per language under `content/`
 * with its words, and a `neutral.ts` with what is the same in every language; together they make
 * these interfaces (`localize.ts`), so a page in any language has exactly the same sections.
 */
import type {
  Jurisdiction,
  ProcessorService,
  RepresentedJurisdiction,
  TransferBasis,
  TransferLaw,
} from "~/config/site";
import type { ServiceSlug } from "./service-slugs";

interface PageMeta {
  /** The `<title>`, without the firm's name (the layout appends it). Unique per page and language. */
  title: string;
  /** The meta description: one or two sentences, 120-160 characters. */
  description: string;
}

interface PageIntro {
  /** A short label above the heading. */
  eyebrow: string;
  /** The page's only `h1`. */
  title: string;
  subtitle: string;
}

export interface Card {
  title: string;
  text: string;
}

/** A card about one of the services, linked to its page. */
export interface ServiceCard extends Card {
  slug: ServiceSlug;
}

interface Phase {
  title: string;
  /** Translated duration, e.g. "2-3 weeks", "2-3 semanas", "Ongoing". */
  duration: string;
  text: string;
}

export interface Metric {
  /** The figure, e.g. "30%", "$2.4M", "3×". */
  value: string;
  label: string;
}

/**
 * A client's words. Clients are not named: the quote is attributed by role and company type
 * ("Chief Operating Officer, a 1,200-person industrial components manufacturer"), never by a
 * person's name beside an anonymous company.
 */
interface Quote {
  text: string;
  attribution: string;
}

/** One end of a story's change: when, the figure as the page writes it, and as a number. */
export interface ChangePoint {
  /** When, e.g. "The year before". */
  label: string;
  /** As the page writes it: "$14M", "20 days". */
  value: string;
  /** The same figure as a number, for the bar's length (any unit: only the ratio is drawn). */
  amount: number;
}

/** A story's main change, drawn as two bars: where the client stood, and where it stands. */
export interface StoryChange {
  /** What the bars measure, e.g. "Yearly cost of downtime, scrap and overtime". */
  title: string;
  before: ChangePoint;
  after: ChangePoint;
}

export interface Story {
  /** e.g. "Manufacturing", "Financial services". */
  industry: string;
  title: string;
  /** One or two sentences that sum the story up. */
  description: string;
  challenge: string;
  solution: string;
  results: Metric[];
  /** One line under the results: what they measure, from which records, over what period, against what. */
  basis: string;
  /**
   * The headline result drawn, before and after, from figures the story states (another of its
   * results where the headline has no before, as two new markets).
   */
  change: StoryChange;
  quote?: Quote;
}

/** A client story of the case studies page, with the facts a buyer compares. */
export interface CaseStudy extends Story {
  /** The story's anchor on the page (`/case-studies#manufacturing`), the same in every language. */
  id: string;
  /** The client's size, as the story can state it: "1,200 employees", "45 branches". */
  size: string;
  /** How long the engagement ran: "14 months". */
  duration: string;
  /** The services it drew on, linked to their pages. */
  services: ServiceSlug[];
}

export interface CallToAction {
  title: string;
  text: string;
  /** Label of the primary button (the target is fixed by the page: usually contact). */
  primary: string;
  /** Label of the secondary button (usually case studies or services). */
  secondary: string;
}

/** A block of a service detail page; the component picks its layout by `kind`. */
export type DetailSection =
  | { kind: "cards"; title: string; intro?: string; items: Card[] }
  | { kind: "checklist"; title: string; intro?: string; items: string[] }
  | { kind: "tags"; title: string; intro?: string; groups: { label: string; items: string[] }[] }
  | {
      kind: "metrics";
      title: string;
      intro?: string;
      items: Metric[];
      /** The line under the figures: what they measure, across how many engagements, over what period. */
      basis: string;
    }
  | { kind: "phases"; title: string; intro?: string; items: Phase[] };

export type { ServiceSlug } from "./service-slugs";

interface ServiceSummary {
  slug: ServiceSlug;
  title: string;
  description: string;
  features: string[];
  /** The first entry is the headline result shown on the card and in the services' index. */
  results: [headline: string, ...more: string[]];
}

export interface AboutContent {
  meta: PageMeta;
  intro: PageIntro;
  mission: { title: string; text: string };
  vision: { title: string; text: string };
  /** The partners (`content/people/`, those marked `partner`): the section's heading and intro. */
  leadership: {
    title: string;
    intro: string;
    /** Heads the people who lead programs without being partners, after the partners. */
    colleagues: string;
  };
  /** Names the map of the offices beside the mission. */
  offices: { title: string };
  values: { title: string; intro: string; items: Card[] };
  expertise: { title: string; intro: string; items: Card[] };
  cta: CallToAction;
}

export interface ServicesContent {
  meta: PageMeta;
  intro: PageIntro;
  offerings: {
    /** The hero's list of the four services, each with what it has delivered. */
    title: string;
    /** The section that then gives each service's features. */
    detailsTitle: string;
    intro: string;
    learnMore: string;
    items: ServiceSummary[];
    /** The line under the cards: the basis of each headline result. */
    basis: string;
  };
  process: { title: string; intro: string; steps: { title: string; text: string }[] };
  /** "Typical projects take 3-12 months..." */
  timeline: { title: string; text: string };
  cta: CallToAction;
}

export interface ServiceDetailContent {
  slug: ServiceSlug;
  meta: PageMeta;
  intro: PageIntro;
  sections: DetailSection[];
  story: { title: string; story: Story };
  cta: CallToAction;
}

export interface CaseStudiesContent {
  meta: PageMeta;
  intro: PageIntro;
  /** The first is the home page's featured result; each story's first result is its headline. */
  stories: CaseStudy[];
  insights: { title: string; intro: string; items: { tag: string; title: string; text: string }[] };
  cta: CallToAction;
}

export interface ContactContent {
  meta: PageMeta;
  /** `highlight` is the word for "Innovate", shown in the accent colour; it must appear in `title`. */
  hero: { eyebrow: string; title: string; highlight: string; subtitle: string };
  form: { title: string; intro: string };
  /** Who reads the messages: `person` is a file of `content/people/` (the same in every language). */
  answers: { title: string; text: string; person: string };
  info: { title: string; emailLabel: string; phoneLabel: string; officesLabel: string };
  expect: { title: string; items: { title: string; text: string }[] };
}

export interface HomeContent {
  meta: PageMeta;
  hero: {
    eyebrow: string;
    title: string;
    /** The words of the title shown in the accent colour; they must appear in `title`. */
    highlight: string;
    subtitle: string;
    /** Button to the services page. */
    primary: string;
    /** Button to the contact page. */
    secondary: string;
  };
  /** Three of the four services, as the specification asks; `basis` is the line under their figures. */
  whatWeDo: { title: string; intro: string; linkLabel: string; items: ServiceCard[]; basis: string };
  /** The impact numbers: 500+, 50+, 150+, 15+, and the line that says what each counts. */
  impact: { title: string; intro: string; stats: { value: string; label: string }[]; basis: string };
  whyChoose: {
    title: string;
    intro: string;
    /** Proven methodology, expert team, future-ready solutions. */
    reasons: Card[];
    /** Discover, Design, Develop, Deploy, each with a line on what it delivers. */
    phases: { title: string; text: string }[];
    linkLabel: string;
  };
  newsletter: { title: string; text: string };
  cta: CallToAction;
}

export interface BlogContent {
  meta: PageMeta;
  intro: PageIntro;
  /** The accessible name of the category filter. */
  filterLabel: string;
  /** The filter chip that clears the category. */
  allPosts: string;
  newsletter: { title: string; text: string };
}

/** A message page of the newsletter's confirm and unsubscribe flows. */
interface Notice {
  title: string;
  text: string;
}

/** The pages a newsletter email links to: confirming a subscription, leaving the list. */
export interface NewsletterPagesContent {
  confirm: {
    meta: PageMeta;
    /** Shown when the link is opened: nothing has changed yet, the button confirms. */
    ask: Notice & { button: string };
    done: Notice;
    expired: Notice;
    invalid: Notice;
  };
  unsubscribe: {
    meta: PageMeta;
    ask: Notice & { button: string };
    done: Notice;
    invalid: Notice;
    /** The link back to the newsletter form, to subscribe again. */
    resubscribe: string;
  };
  backHome: string;
}

/** A part of the privacy notice. */
export interface PrivacySection {
  /** The anchor id, identical in all four languages (`privacy/neutral.ts`). */
  id: string;
  heading: string;
  paragraphs: string[];
  /** A bullet list shown after the paragraphs. */
  items?: string[];
  /** Facts from `site.privacy` listed after the paragraphs, each worded with `PrivacyTerms`. */
  facts?: "processors" | "transfers" | "representatives";
  /** Paragraphs shown after the list. */
  after?: string[];
  /** The section that holds, after its text, one part per place the configuration covers. */
  parts?: "jurisdictions";
}

/**
 * What the law of one place adds (`site.privacy.jurisdictions`): shown only where the firm covers
 * that place, under the id of the place (`us-ca`). Besides the notice's placeholders, its text may
 * use `{authority}` (the name below) and `{website}` (the authority's site, as a link).
 */
export interface PrivacyJurisdiction {
  heading: string;
  /** The authority a person there may complain to, as this language names it. */
  authority: string;
  /** The authority's website (`privacy/neutral.ts`): the same in every language. */
  website: string;
  paragraphs: string[];
  items?: string[];
  after?: string[];
}

/**
 * How a language words the facts the firm states in `site.privacy` (`app/config/site.ts`): the
 * notice renders them from the configuration, never from a copy in the language file.
 */
export interface PrivacyTerms {
  /** One processor: `{service}`, `{name}` and `{country}`. */
  processor: string;
  services: Record<ProcessorService, string>;
  /**
   * The sentence `{crmFollowUp}` becomes when a processor keeps a CRM (a space after it), else
   * nothing: messages are then followed up there too.
   */
  crmFollowUp: string;
  /**
   * The retention item `{crmRetention}` becomes when a processor keeps a CRM, with `{crmDays}` (its
   * `retentionDays`), else nothing (the item is left out).
   */
  crmRetention: string;
  /**
   * The sentence `{calendarSync}` becomes when a processor keeps the consultants' calendars (a space
   * after it), else nothing: bookings are then written there too.
   */
  calendarSync: string;
  /**
   * The paragraph `{representativesRecipients}` becomes when a representative is appointed, else
   * nothing: they receive data when someone writes to them (recipients, GDPR art. 13(1)(e)).
   */
  representativesRecipients: string;
  /** One destination under one law: `{country}`, `{from}` (whose data it is) and `{basis}`. */
  transfer: string;
  /** Whose data each law protects, with its preposition: "in the European Economic Area", "no Brasil". */
  from: Record<TransferLaw, string>;
  /** Each basis in the law's own terms, with the article it rests on. */
  bases: { [L in TransferLaw]: Record<TransferBasis<L>, string> };
  /** The order in which this language cites the laws (Portuguese cites the LGPD first). */
  lawOrder: TransferLaw[];
  /**
   * One representative: `{area}`, then `{name}`, `{address}` and `{email}` when appointed; when
   * exempt, the reason.
   */
  representative: { appointed: string; exempt: string };
  /** Where each representative acts, as the start of its line: "In the United Kingdom". */
  areas: Record<RepresentedJurisdiction, string>;
}

/**
 * The privacy notice (`/privacy`), as one language writes it. Besides `{firm}` and `{firmEmail}`, its
 * text may use the facts of `site.privacy`: `{legalName}`, `{address}`, `{offices}`, `{dpo}`,
 * `{dpoEmail}`, `{phone}`, `{host}`, `{hostCountry}`, `{transferCountries}`, `{tollFreePhone}`,
 * `{minimumAge}`, `{mailboxRetention}`, `{crmFollowUp}`, `{crmRetention}`, `{calendarSync}` and
 * `{representativesRecipients}`; the notice's date, `{noticeDate}`; and the periods of
 * `config/retention.ts`, in the language's words: `{contactRetention}`, `{requestRetention}`,
 * `{unsubscribedRetention}`, `{rateLimitWindow}`, `{rateLimitKept}`, `{analyticsMonths}`,
 * `{analyticsDays}`, `{analyticsKeyHours}`, `{serverLogRetention}` and `{backupRetention}`
 * (`content/privacy/notice.ts` fills them in). A paragraph or item that fills to nothing (a fact this
 * deployment does not have) is left out. Its date is `privacyNoticeDate` (`content/privacy/index.ts`),
 * which changes with the text.
 */
export interface PrivacyContent {
  meta: PageMeta;
  title: string;
  intro: string;
  /** The line with the date of the last update: "Last updated: {date}". */
  updated: string;
  /** The label of the list of sections ("On this page"). */
  contents: string;
  sections: PrivacySection[];
  /** Each place's part, in this language; the notice shows those the configuration covers. */
  jurisdictions: Record<Jurisdiction, PrivacyJurisdiction>;
  terms: PrivacyTerms;
}
