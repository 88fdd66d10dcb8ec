import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import type { SourceStats, Stats } from "~/analytics/report.server";
import { categoryIds } from "~/content/blog/categories";
import { forms } from "~/forms/definitions";
import { languages, type Lang } from "~/i18n/locales";
import type { LeadPayload } from "~/leads/types";
import { composeIssue, type Issue, type IssueArticle } from "~/newsletter/issue";
import { readNewsletterContent } from "~/newsletter/issues.server";
import { renderAcknowledgement } from "./acknowledgement";
import { renderConfirmation } from "./confirmation";
import type { DigestFigures } from "~/analytics/digest.server";
import { renderDigest } from "./digest";
import { renderNewsletter } from "./newsletter-issue";
import { renderNotification } from "./notification";
import { renderConsultantBooking, renderVisitorBooking, type CallDetails } from "./booking";
import type { RenderedEmail } from "./render";

const siteUrl = "https://www.innova-consulting.com";
const token = `${"Qx7".repeat(14)}`;
const { issues, articles } = readNewsletterContent("app/content/newsletter", "app/content/blog/posts");
const december = issues.find((file) => file.id === "2026-12")!;

/** Every kind of email the site sends, for `lang`, filled with what the test gives. */
function everyKind(lang: Lang, lead: LeadPayload, figures: DigestFigures, issue: Issue) {
  const reader = {
    lang,
    interests: [],
    unsubscribeUrl: `${siteUrl}/newsletter/unsubscribe?token=7.${token}`,
  };
  return {
    "contact.notification": renderNotification(lead, lang, siteUrl),
    "contact.acknowledgement": renderAcknowledgement(lang),
    "newsletter.confirmation": renderConfirmation(
      lang,
      `${siteUrl}/newsletter/confirm?token=8.${token}`,
      reader.unsubscribeUrl,
    ),
    "newsletter.issue": renderNewsletter(issue, reader, siteUrl),
    "newsletter.proof": renderNewsletter(issue, reader, siteUrl, {
      proof: { sendAt: new Date("2026-12-01T14:00:00Z"), subscribers: 12_345 },
    }),
    "newsletter.test": renderNewsletter(issue, reader, siteUrl, { test: true }),
    "analytics.digest": renderDigest(figures, lang),
    ...bookingKinds(lang, lead),
  } satisfies Record<string, RenderedEmail>;
}

/** A booked call's emails, the consultant's with every field the visitor can fill at its longest. */
function bookingKinds(lang: Lang, lead: LeadPayload) {
  const call: CallDetails = {
    start: "2027-03-29T13:00:00.000Z",
    end: "2027-03-29T13:30:00.000Z",
    consultantName: "Marcus Oliveira",
    videoUrl: "https://meet.innova-consulting.com/marcus-oliveira",
    byPhone: false,
  };
  const links = { manageUrl: `${siteUrl}/book/manage?token=${token}`, bookUrl: `${siteUrl}/book` };
  const visitorMail = (mail: "invitation" | "cancellation" | "reminder") =>
    renderVisitorBooking({ mail, lang, call, timeZone: "Europe/Lisbon", ...links });
  return {
    "booking.invitation": visitorMail("invitation"),
    "booking.cancellation": visitorMail("cancellation"),
    "booking.reminder": visitorMail("reminder"),
    "booking.consultant": renderConsultantBooking({
      cancelled: false,
      lang,
      call: { ...call, byPhone: true },
      zone: "America/Sao_Paulo",
      visitor: {
        name: lead.name,
        email: lead.email,
        company: lead.company ?? null,
        phone: "+55 11 99876-5432",
        message: lead.message,
        service: "digital-transformation",
        timeZone: "Europe/Lisbon",
        lang,
        page: lead.page,
      },
      siteUrl,
    }),
  };
}

const longest = (spec: { maxLength: number }, words: string) =>
  words.repeat(Math.ceil(spec.maxLength / words.length)).slice(0, spec.maxLength);

/** The most a visitor can send: every field at its form's length limit, the message in many paragraphs. */
const longLead: LeadPayload = {
  contactId: 99_999,
  name: longest(forms.contact.name, "Maria Fernandes da Silva "),
  email: `${"m".repeat(60)}@${"logistica-".repeat(17)}example.com`,
  company: longest(forms.contact.company, "Fernandes Logística e Transportes Ltda. "),
  message: longest(
    forms.contact.message,
    "Somos uma transportadora com 240 funcionários e queremos automatizar o planejamento de rotas.\n\n",
  ),
  lang: "pt",
  page: "/pt/services/business-efficiency",
  at: "2026-11-26T13:42:10.000Z",
};

/** A busy week: as many sources, pages and 404 paths as a day's caps keep, with long names. */
function busyWeek(): Stats {
  const source = (index: number): SourceStats => ({
    source: `partner-${index}.${"long-referrer-name.".repeat(4)}example.com`,
    medium: "referral",
    campaign: `campaign-${index}-${"x".repeat(40)}`,
    visitors: 500 - index,
    contacts: index % 3,
    bookings: index % 4,
    subscriptions: index % 2,
  });
  return {
    total: { views: 250_000, visitors: 40_000, contacts: 120, bookings: 80, subscriptions: 300 },
    pages: Array.from({ length: 68 }, (_, index) => ({
      path: `/pt/services/${"a-long-service-name-".repeat(3)}${index}`,
      lang: "pt",
      views: 5000 - index,
      visitors: 3000 - index,
      entries: 1000,
      contacts: index % 4,
      bookings: index % 3,
      subscriptions: index % 5,
    })),
    sources: Array.from({ length: 200 }, (_, index) => source(index)),
    languages: [],
    browserLanguages: [],
    notFound: Array.from({ length: 500 }, (_, index) => ({
      path: `/${"wp-admin/".repeat(10)}${index}`,
      views: 9,
    })),
    capped: { views: 0, visitors: 0 },
  };
}

/** An issue of many new articles, on every topic, and a long archive: more than a month ever brings. */
function bigIssue(): Issue {
  const many: IssueArticle[] = Array.from({ length: 40 }, (_, index) => {
    const base = articles[index % articles.length]!;
    return { ...base, id: String(100 + index), category: categoryIds[index % categoryIds.length]! };
  });
  const issue = composeIssue(december, articles, undefined, new Date("2026-12-01T14:00:00Z"));
  const editorial = (lang: Lang) => Array(4).fill(issue.versions[lang]!.editorial).join("\n\n");
  return {
    ...issue,
    articles: many,
    archive: [...issue.archive, ...issue.archive],
    versions: Object.fromEntries(
      languages.map((lang) => [lang, { ...issue.versions[lang]!, editorial: editorial(lang) }]),
    ),
  };
}

/** Gmail shows "[Message clipped]" past 102 KB of HTML, and hides the rest (the footer, the way out). */
const gmailClips = 102 * 1024;

describe("every email", () => {
  const week = busyWeek();
  const figures = {
    week: "2026-W48",
    since: "2026-11-23",
    until: "2026-11-29",
    current: week,
    previous: week,
  };
  const issue = bigIssue();

  it("stays under the size Gmail clips at, in every language, with the most content it can carry", () => {
    const sizes: string[] = [];
    for (const lang of languages)
      for (const [kind, email] of Object.entries(everyKind(lang, longLead, figures, issue))) {
        const bytes = Buffer.byteLength(email.html);
        sizes.push(`${kind}.${lang} ${(bytes / 1024).toFixed(1)} KB`);
        expect(bytes, `${kind} in ${lang}`).toBeLessThan(gmailClips);
        // Every part drew itself as text: no element reached the text part.
        expect(email.text, `${kind} in ${lang}`).not.toMatch(/<\/?[a-z]/);
      }
    // The content was large: the newsletter has its forty articles.
    expect(
      everyKind("en", longLead, figures, issue)["newsletter.issue"].text.match(/\/blog\/1\d\d\?/g),
    ).toHaveLength(40);
    expect(sizes).toHaveLength(languages.length * 11);
  });
});

describe("a hostile value", () => {
  const hostile = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "https://evil.example/pay",
    // What looks like an entity is what was typed, in both parts.
    "O'Brien & Co &amp; &#x27;",
  ];
  const parse = (html: string) => {
    const document = new Window().document;
    document.write(html);
    return document;
  };

  it("in a contact message is shown as the visitor typed it, in both parts, never as markup", () => {
    const lead: LeadPayload = {
      ...longLead,
      name: `Ana ${hostile[1]} ${hostile[2]}`,
      company: hostile[0],
      message: hostile.join("\n"),
    };
    const email = renderNotification(lead, "en", siteUrl);
    const document = parse(email.html);
    expect(document.querySelectorAll("script, img, [onerror]")).toHaveLength(0);
    // The only links are the visitor's address and the page: none from what they typed.
    expect([...document.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      `mailto:${lead.email}`,
      `${siteUrl}${lead.page}`,
    ]);
    for (const value of hostile) {
      expect(document.body.textContent).toContain(value);
      expect(email.text).toContain(value);
    }
  });

  it("in an editorial, a source or a 404 path is text too", () => {
    const issue = composeIssue(
      {
        ...december,
        versions: {
          en: { subject: "S", preheader: hostile[1]!, editorial: `Hello ${hostile[0]} ${hostile[1]}` },
        },
      },
      articles,
      undefined,
      new Date("2026-12-01T14:00:00Z"),
    );
    const newsletter = renderNewsletter(
      issue,
      { lang: "en", interests: [], unsubscribeUrl: `${siteUrl}/u` },
      siteUrl,
    );
    const week = busyWeek();
    week.notFound = [{ path: `/${hostile[1]}`, views: 40 }];
    week.sources = [{ ...week.sources[0]!, source: hostile[0]! }];
    const digest = renderDigest(
      { week: "2026-W48", since: "2026-11-23", until: "2026-11-29", current: week, previous: week },
      "en",
    );
    for (const email of [newsletter, digest]) {
      const document = parse(email.html);
      expect(document.querySelectorAll("script, img, [onerror]")).toHaveLength(0);
    }
    expect(parse(newsletter.html).body.textContent).toContain(`Hello ${hostile[0]}`);
    expect(newsletter.text).toContain(`Hello ${hostile[0]}`);
    expect(parse(digest.html).body.textContent).toContain(hostile[0]);
    expect(digest.text).toContain(`/"><img src=x onerror=alert(1)>`);
  });
});
