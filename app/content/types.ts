/**
 * The shapes of the structured page copy. Each page has one file per language under `content/`
 * with its words, and a `neutral.ts` with what is the same in every language; together they make
 * these types (`localize.ts`), so a page in any language has exactly the same sections.
 *
 * The pages editors change in `/admin` keep their words in `<page>/<lang>.yml`: their shapes are zod
 * schemas (`...Text`), checked when the site is built (`page-copy.ts`), and their types are inferred
 * from them. Each text has a length limit, about a third above the longest the page holds today, so
 * that an editor's heading cannot break the page's rhythm.
 */
import { z } from "zod";
import type {
  Jurisdiction,
  ProcessorService,
  RepresentedJurisdiction,
  TransferBasis,
  TransferLaw,
} from "~/config/site";
import { statesServiceArea } from "./service-area";
import type { ServiceSlug } from "./service-slugs";

/** A text an editor writes: not empty, and at most `max` characters. */
export const words = (max: number) =>
  z.string().min(1, "empty").max(max, `longer than ${max} characters: shorten it`);

const pageMeta = z.strictObject({
  /** The `<title>`, without the firm's name (the layout appends it). Unique per page and language. */
  title: words(70),
  /** The meta description: one or two sentences, about 120-160 characters (search results cut it). */
  description: words(180),
});
type PageMeta = z.infer<typeof pageMeta>;

const pageIntro = z.strictObject({
  /** A short label above the heading. */
  eyebrow: words(40),
  /** The page's only `h1`. */
  title: words(70),
  subtitle: words(280),
});
type PageIntro = z.infer<typeof pageIntro>;

const card = z.strictObject({ title: words(75), text: words(330) });
export type Card = z.infer<typeof card>;

const callToAction = z.strictObject({
  title: words(60),
  text: words(240),
  /** Label of the primary button (the target is fixed by the page: usually contact). */
  primary: words(30),
  /** Label of the secondary button (usually case studies or services). */
  secondary: words(30),
});
export type CallToAction = z.infer<typeof callToAction>;

/** A list of exactly `count` entries (the page's neutral file gives each its fixed part). */
const exactly = <T extends z.ZodType>(entry: T, count: number) =>
  z.array(entry).length(count, `must have ${count} entries`);

/** `highlight` is shown in the accent colour: it must be words of `title`. */
const highlighted = <T extends { title: string; highlight: string }>(hero: T) =>
  hero.title.includes(hero.highlight);

/** A card about one of the services, linked to its page. */
export type ServiceCard = { slug: ServiceSlug } & Card;

const phase = z.strictObject({
  title: words(75),
  /** Translated duration, e.g. "2-3 weeks", "2-3 semanas", "Ongoing". */
  duration: words(25),
  text: words(300),
});

const metric = z.strictObject({
  /** The figure, e.g. "30%", "$2.4M", "3×". */
  value: words(16),
  label: words(120),
});
export type Metric = z.infer<typeof metric>;

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

const changePointText = z.strictObject({ label: words(55), value: words(12) });

/** A story as a language writes it: the change's amounts are the page's neutral file's. */
const storyText = z.strictObject({
  industry: words(40),
  title: words(120),
  description: words(400),
  challenge: words(570),
  solution: words(660),
  results: z.array(metric).min(1).max(4),
  basis: words(350),
  change: z.strictObject({ title: words(100), before: changePointText, after: changePointText }),
  quote: z.strictObject({ text: words(290), attribution: words(110) }).optional(),
});

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

const sectionHead = { title: words(50), intro: words(340).optional() };

/**
 * A block of a service detail page, as a language writes it; the component picks its layout by
 * `kind`, which the page's neutral file fixes, section by section.
 */
const detailSectionText = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("cards"), ...sectionHead, items: z.array(card).min(1).max(8) }),
  z.strictObject({ kind: z.literal("checklist"), ...sectionHead, items: z.array(words(150)).min(1).max(10) }),
  z.strictObject({
    kind: z.literal("tags"),
    ...sectionHead,
    /** The technologies (`items`) are the neutral file's where it gives them. */
    groups: z
      .array(z.strictObject({ label: words(55), items: z.array(words(40)).min(1).max(8).optional() }))
      .min(1)
      .max(6),
  }),
  z.strictObject({
    kind: z.literal("metrics"),
    ...sectionHead,
    items: z.array(metric).min(1).max(6),
    /** The line under the figures: what they measure, across how many engagements, over what period. */
    basis: words(460),
  }),
  z.strictObject({ kind: z.literal("phases"), ...sectionHead, items: z.array(phase).min(1).max(6) }),
]);
export type DetailSectionText = z.infer<typeof detailSectionText>;

/** A block of a service detail page, its technologies given. */
export type DetailSection =
  | Exclude<DetailSectionText, { kind: "tags" }>
  | (Omit<Extract<DetailSectionText, { kind: "tags" }>, "groups"> & {
      groups: { label: string; items: string[] }[];
    });

export type { ServiceSlug } from "./service-slugs";

const serviceSummaryText = z.strictObject({
  title: words(40),
  description: words(240),
  features: z.array(words(90)).min(1).max(6),
  /** The first entry is the headline result shown on the card and in the services' index. */
  results: z.tuple([words(95)], words(95)),
});
type ServiceSummary = { slug: ServiceSlug } & z.infer<typeof serviceSummaryText>;

const titled = (text: number) => z.strictObject({ title: words(40), text: words(text) });

/** The About page, as a language writes it (`about/<lang>.yml`): nothing on it is neutral but its shape. */
export const aboutText = z.strictObject({
  /** The description and the subtitle say where the firm works: `{serviceArea}`. */
  meta: pageMeta.extend({ description: statesServiceArea(words(180)) }),
  intro: pageIntro.extend({ subtitle: statesServiceArea(words(280)) }),
  mission: titled(340),
  vision: titled(340),
  /** The partners (`content/people/`, those marked `partner`): the section's heading and intro. */
  leadership: z.strictObject({
    title: words(40),
    intro: words(120),
    /** Heads the people who lead programs without being partners, after the partners. */
    colleagues: words(50),
  }),
  /** Names the map of the offices beside the mission. */
  offices: z.strictObject({ title: words(40) }),
  /** The four core values: innovation, collaboration, excellence, impact. */
  values: z.strictObject({ title: words(40), intro: words(160), items: exactly(card, 4) }),
  expertise: z.strictObject({ title: words(40), intro: words(140), items: z.array(card).min(2).max(8) }),
  cta: callToAction,
});
export type AboutContent = z.infer<typeof aboutText>;

/** The services page, as a language writes it (`services/<lang>.yml`). */
export const servicesText = z.strictObject({
  meta: pageMeta,
  intro: pageIntro,
  offerings: z.strictObject({
    /** The hero's list of the four services, each with what it has delivered. */
    title: words(30),
    /** The section that then gives each service's features. */
    detailsTitle: words(40),
    intro: words(150),
    learnMore: words(30),
    /** The four services, in the neutral file's order (which gives each its page). */
    items: exactly(serviceSummaryText, 4),
    /** The line under the cards: the basis of each headline result. */
    basis: words(600),
  }),
  /** The four phases of the firm's method. */
  process: z.strictObject({
    title: words(30),
    intro: words(200),
    steps: exactly(z.strictObject({ title: words(30), text: words(320) }), 4),
  }),
  /** "Typical projects take 3-12 months..." */
  timeline: z.strictObject({ title: words(40), text: words(300) }),
  cta: callToAction,
});
export type ServicesText = z.infer<typeof servicesText>;
export type ServicesContent = Omit<ServicesText, "offerings"> & {
  offerings: Omit<ServicesText["offerings"], "items"> & { items: ServiceSummary[] };
};

/** A service's page, as a language writes it (`service-details/<slug>/<lang>.yml`). */
export const serviceDetailText = z.strictObject({
  meta: pageMeta,
  intro: pageIntro,
  sections: z.array(detailSectionText).min(1).max(8),
  story: z.strictObject({ title: words(30), story: storyText }),
  cta: callToAction,
});
export type ServiceDetailText = z.infer<typeof serviceDetailText>;
export type ServiceDetailContent = Omit<ServiceDetailText, "sections" | "story"> & {
  slug: ServiceSlug;
  sections: DetailSection[];
  story: { title: string; story: Story };
};

/** The case studies page, as a language writes it (`case-studies/<lang>.yml`). */
export const caseStudiesText = z.strictObject({
  meta: pageMeta,
  intro: pageIntro,
  /**
   * The first is the home page's featured result; each story's first result is its headline. The
   * neutral file gives each its anchor, its services and its change's amounts.
   */
  stories: exactly(
    z.strictObject({
      /** The client's size, as the story can state it: "1,200 employees", "45 branches". */
      size: words(35),
      /** How long the engagement ran: "14 months". */
      duration: words(20),
      ...storyText.shape,
    }),
    3,
  ),
  insights: z.strictObject({
    title: words(40),
    intro: words(100),
    items: z
      .array(z.strictObject({ tag: words(20), title: words(60), text: words(300) }))
      .min(1)
      .max(6),
  }),
  cta: callToAction,
});
export type CaseStudiesText = z.infer<typeof caseStudiesText>;
export type CaseStudiesContent = Omit<CaseStudiesText, "stories"> & { stories: CaseStudy[] };

/** The contact page, as a language writes it (`contact/<lang>.yml`). */
export const contactText = z.strictObject({
  meta: pageMeta,
  /** `highlight` is the word for "Innovate", shown in the accent colour; it must appear in `title`. */
  hero: z
    .strictObject({ eyebrow: words(40), title: words(60), highlight: words(30), subtitle: words(200) })
    .refine(highlighted, { path: ["highlight"], message: "must be words of the title, as written there" }),
  form: z.strictObject({ title: words(40), intro: words(200) }),
  /** Who reads the messages: the person is the neutral file's (a file of `content/people/`). */
  answers: z.strictObject({ title: words(40), text: words(170) }),
  info: z.strictObject({
    title: words(40),
    emailLabel: words(30),
    phoneLabel: words(30),
    officesLabel: words(30),
  }),
  /** The four things a visitor can expect: reply, free consultation, proposal, no obligation. */
  expect: z.strictObject({
    title: words(40),
    items: exactly(z.strictObject({ title: words(45), text: words(190) }), 4),
  }),
});
export type ContactText = z.infer<typeof contactText>;
export type ContactContent = Omit<ContactText, "answers"> & {
  answers: ContactText["answers"] & { person: string };
};

/** The home page, as a language writes it (`home/<lang>.yml`). */
export const homeText = z.strictObject({
  meta: pageMeta,
  hero: z
    .strictObject({
      eyebrow: words(70),
      title: words(110),
      /** The words of the title shown in the accent colour; they must appear in `title`. */
      highlight: words(40),
      subtitle: words(230),
      /** Button to the services page. */
      primary: words(35),
      /** Button to the booking page. */
      secondary: words(35),
    })
    .refine(highlighted, { path: ["highlight"], message: "must be words of the title, as written there" }),
  /** Three of the four services, as the specification asks; `basis` is the line under their figures. */
  whatWeDo: z.strictObject({
    title: words(40),
    intro: words(150),
    linkLabel: words(40),
    /** The neutral file gives each its service. */
    items: exactly(card, 3),
    basis: words(400),
  }),
  /** The impact numbers (500+, 50+, 150+, 15+: the neutral file's) and the line that says what each counts. */
  impact: z.strictObject({
    title: words(40),
    /** Says where the firm works: `{serviceArea}`. */
    intro: statesServiceArea(words(110)),
    stats: exactly(z.strictObject({ label: words(40) }), 4),
    basis: words(270),
  }),
  whyChoose: z.strictObject({
    title: words(60),
    intro: words(140),
    /** Proven methodology, expert team, future-ready solutions. */
    reasons: exactly(card, 3),
    /** Discover, Design, Develop, Deploy, each with a line on what it delivers. */
    phases: exactly(z.strictObject({ title: words(20), text: words(120) }), 4),
    linkLabel: words(45),
  }),
  newsletter: z.strictObject({ title: words(50), text: words(200) }),
  cta: callToAction,
});
export type HomeText = z.infer<typeof homeText>;
export type HomeContent = Omit<HomeText, "whatWeDo" | "impact"> & {
  whatWeDo: Omit<HomeText["whatWeDo"], "items"> & { items: ServiceCard[] };
  impact: Omit<HomeText["impact"], "stats"> & { stats: Metric[] };
};

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
 * What the law of one place adds (`site.serviceArea`): shown only where the firm covers
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
