import type { SourceStats, Stats } from "../../app/analytics/report.server";
import type { DigestFigures } from "../../app/analytics/digest.server";
import type { LeadPayload } from "../../app/leads/types";
import type { BookingVisitor, CallDetails } from "../../app/emails/booking";

/**
 * What `npm run emails` fills the emails with: a visitor's message as one arrives (from the
 * Portuguese contact page, in the visitor's words), and a week of a small firm's site as the digest
 * reports it.
 */
export const sampleLead: LeadPayload = {
  contactId: 412,
  name: "Maria Fernandes",
  email: "maria.fernandes@example.com",
  company: "Fernandes Logística Ltda.",
  message: [
    "Olá,",
    "",
    "Somos uma transportadora com 240 funcionários em Campinas e Curitiba. Nosso planejamento de rotas ainda é feito em planilhas e queremos entender se faz sentido automatizar parte dele com IA.",
    "",
    "Vocês poderiam nos apresentar como costumam conduzir um diagnóstico inicial, e em quanto tempo? Temos orçamento aprovado para o primeiro semestre.",
    "",
    "Obrigada,",
    "Maria",
  ].join("\n"),
  lang: "pt",
  page: "/pt/contact",
  at: "2026-11-26T13:42:10.000Z",
};

/** A first call booked from the Portuguese booking page by the same visitor, with Marcus in São Paulo. */
export const sampleCall: CallDetails = {
  start: "2026-12-08T13:00:00.000Z",
  end: "2026-12-08T13:30:00.000Z",
  consultantName: "Marcus Oliveira",
  videoUrl: "https://meet.innova-consulting.com/marcus-oliveira",
  byPhone: false,
};

export const sampleBookingVisitor: BookingVisitor = {
  name: sampleLead.name,
  email: sampleLead.email,
  company: sampleLead.company ?? null,
  phone: null,
  message: sampleLead.message,
  service: "ai-solutions",
  timeZone: "America/Sao_Paulo",
  lang: "pt",
  page: "/pt/book",
};

const source = (
  name: string,
  medium: string | null,
  visitors: number,
  contacts = 0,
  subscriptions = 0,
  bookings = 0,
) =>
  ({
    source: name,
    medium,
    campaign: null,
    visitors,
    contacts,
    bookings,
    subscriptions,
  }) satisfies SourceStats;

const week: Stats = {
  total: { views: 3184, visitors: 1127, contacts: 4, bookings: 3, subscriptions: 9 },
  pages: [
    ["/", "en", 812, 402],
    ["/services", "en", 344, 201],
    ["/pt/", "pt", 298, 166],
    ["/blog/5", "en", 251, 190],
    ["/contact", "en", 187, 120, 3],
    ["/about", "en", 160, 118],
    ["/pt/contact", "pt", 98, 71, 1],
    ["/pt/book", "pt", 64, 41, 0, 0, 2],
    ["/book", "en", 52, 38, 0, 0, 1],
    ["/fr/blog/2", "fr", 91, 77, 0, 4],
    ["/es/services/ai-solutions", "es", 74, 52],
    ["/blog", "en", 70, 58, 0, 5],
    ["/case-studies", "en", 66, 49],
  ].map(([path, lang, views, visitors, contacts = 0, subscriptions = 0, bookings = 0]) => ({
    path: path as string,
    lang: lang as string,
    views: views as number,
    visitors: visitors as number,
    entries: Math.round((visitors as number) * 0.7),
    contacts: contacts as number,
    bookings: bookings as number,
    subscriptions: subscriptions as number,
  })),
  sources: [
    source("(direct)", null, 402, 2, 3, 1),
    source("google", "organic", 388, 1, 2, 2),
    source("linkedin.com", "referral", 141, 1, 1),
    { ...source("newsletter", "email", 96, 0, 3), campaign: "2026-11" },
    source("bing", "organic", 37),
    source("duckduckgo", "organic", 21),
    source("forum.example.org", "referral", 4),
    source("(other)", null, 38),
  ],
  languages: [],
  browserLanguages: [],
  notFound: [
    { path: "/wp-login.php", views: 41 },
    { path: "/pt/servicos", views: 6 },
    { path: "/blog/ai-roadmap", views: 3 },
  ],
  capped: { views: 12, visitors: 3 },
};

const weekBefore: Stats = {
  ...week,
  total: { views: 2870, visitors: 1049, contacts: 2, bookings: 0, subscriptions: 6 },
};

export const sampleFigures: DigestFigures = {
  week: "2026-W48",
  since: "2026-11-23",
  until: "2026-11-29",
  current: week,
  previous: weekBefore,
};
