import { otherKey } from "~/analytics/bounds";
import type { SourceStats, Stats } from "~/analytics/report.server";
import { emailCopy } from "~/content/emails";
import { format } from "~/i18n/format";
import { formatPostalAddress, site, telHref } from "~/config/site";
import { languageNames, localeTags, type Lang } from "~/i18n/locales";
import { formatDate } from "~/lib/dates";

/** What a contact message's deliveries carry: the stored row, as it was saved. */
export interface LeadPayload {
  contactId: number;
  name: string;
  email: string;
  company?: string;
  message: string;
  lang: Lang;
  page: string;
  /** ISO time, UTC. */
  at: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char]!);
}

/**
 * Text a visitor chose (a campaign tag, a referring host, a path), made inert for a mail client: a
 * zero-width space after every `.`, `:` and `@`, so that no client turns `evil.example/pay` or
 * `https:` into a link in a message that comes from the firm's own system. It reads the same.
 */
export function inert(value: string): string {
  return value.replace(/[.:@]/g, "$&\u200b");
}

/** A value for a header (subject, display name): line breaks and controls become spaces. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}

/**
 * A UTC time as the reader's language writes it: "Jan 15, 2025, 10:00 AM", "15/01/2025, 10:00";
 * French writes the first of the month as an ordinal ("1er déc. 2026"), as `formatDate` does.
 */
const utc = (iso: string, lang: Lang) => {
  const written = new Intl.DateTimeFormat(localeTags[lang].bcp47, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(iso));
  return lang === "fr" ? written.replace(/^1(?=\s)/, "1er") : written;
};

/**
 * The wordmark as text, since an email shows no image (no SVG in Gmail, no remote image by our
 * choice): the short name in the mark's weight and spacing, and its teal square full stop as a
 * coloured box (`app/config/wordmark.ts` draws the same for the site). A client that drops the box
 * (Outlook on Windows) still shows the name.
 */
const wordmark = `<span style="font-size:24px;line-height:28px;font-weight:700;letter-spacing:-0.5px;color:#0e1f3d">${escapeHtml(site.shortName)}</span><span style="display:inline-block;width:6px;height:6px;margin-left:2px;background:#14a894;font-size:0;line-height:0">&nbsp;</span>`;

/**
 * Every email's HTML: the firm's wordmark, the content, a footer; inline styles and tables, as mail
 * clients need. `preheader`: the line a client shows after the subject, hidden in the message. The
 * colours are declared light-only, so a dark-mode client keeps them whole rather than inverting
 * some of them.
 */
export function layout(lang: Lang, inner: string, footer: string, preheader?: string) {
  const hidden = preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(preheader)}</div>\n`
    : "";
  return `<!doctype html>
<html lang="${localeTags[lang].bcp47}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>${escapeHtml(site.name)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f8;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
${hidden}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f8"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;border:1px solid #e5e7eb">
<tr><td style="padding:22px 28px 18px;border-bottom:3px solid #0e1f3d">${wordmark}</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.6">${inner}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

/** The firm's notification: every field, escaped; the caller sets `Reply-To` to the visitor. */
export function renderNotification(lead: LeadPayload, lang: Lang, siteUrl: string): RenderedEmail {
  const { colon, notification: copy } = emailCopy[lang];
  const company = lead.company ? copy.subjectCompany.replace("{company}", oneLine(lead.company)) : "";
  const subject = oneLine(copy.subject.replace("{name}", oneLine(lead.name)) + company);
  const rows: [string, string][] = [
    [copy.labels.name, lead.name],
    [copy.labels.email, lead.email],
    [copy.labels.company, lead.company ?? copy.none],
    [copy.labels.page, siteUrl + lead.page],
    [copy.labels.language, `${languageNames[lead.lang]} (${lead.lang})`],
    [copy.labels.received, utc(lead.at, lang)],
  ];
  const text = [
    copy.intro,
    "",
    ...rows.map(([label, value]) => `${label}${colon}${value}`),
    "",
    `${copy.labels.message}${colon.trimEnd()}`,
    lead.message,
    "",
    `-- `,
    copy.replyHint,
  ].join("\n");
  const cell = "padding:6px 12px 6px 0;vertical-align:top";
  const link = (href: string, value: string) =>
    `<a href="${escapeHtml(href)}" style="color:#0d6b61">${escapeHtml(value)}</a>`;
  const table = rows
    .map(([label, value], index) => {
      // The address and the page as links; everything else as text. All of it escaped.
      const shown =
        index === 1 ? link(`mailto:${value}`, value) : index === 3 ? link(value, value) : escapeHtml(value);
      return `<tr><th scope="row" align="left" style="${cell};color:#6b7280;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="${cell};word-break:break-word">${shown}</td></tr>`;
    })
    .join("\n");
  const html = layout(
    lang,
    `<p style="margin:0 0 16px">${escapeHtml(copy.intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 16px">${table}</table>
<p style="margin:0 0 6px;font-weight:600;color:#6b7280;font-size:14px">${escapeHtml(copy.labels.message)}</p>
<div style="white-space:pre-wrap;word-break:break-word;background:#f9fafb;border-left:3px solid #0d6b61;padding:12px 16px;margin:0">${escapeHtml(lead.message)}</div>`,
    escapeHtml(copy.replyHint),
  );
  return { subject, text, html };
}

/** The words every email to a visitor has: a greeting, paragraphs, a sign-off, a footer. */
interface VisitorEmailCopy {
  greeting: string;
  body: string[];
  signOff: string;
  notYou: string;
}

/**
 * The plain-text part of an email to a visitor: the greeting and the paragraphs, what is particular
 * to this email (`middle`), the sign-off, then the footer after the signature separator.
 */
function visitorText(copy: VisitorEmailCopy, middle: string[], footer: string[] = []): string {
  return [
    copy.greeting,
    "",
    ...copy.body.flatMap((paragraph) => [paragraph, ""]),
    ...middle,
    "",
    ...copy.signOff.split("\n"),
    "",
    "-- ",
    copy.notYou,
    ...footer,
  ].join("\n");
}

/** The visitor's acknowledgement: only our own words, in the page's language. */
export function renderAcknowledgement(lang: Lang): RenderedEmail {
  const { colon, acknowledgement: copy } = emailCopy[lang];
  const signOff = copy.signOff.split("\n");
  const text = visitorText(copy, [
    `${copy.nextStepsTitle}${colon.trimEnd()}`,
    ...copy.nextSteps.map((step, index) => `${index + 1}. ${step}`),
    "",
    `${copy.contactsTitle}${colon.trimEnd()}`,
    site.email,
    ...site.offices.map((office) => `${office.city}${colon}${office.phone}`),
  ]);
  const offices = site.offices
    .map(
      (office) =>
        `<tr><td style="padding:2px 16px 2px 0;color:#6b7280">${escapeHtml(office.city)}</td><td style="padding:2px 0"><a href="${telHref(office.phone)}" style="color:#1f2937;text-decoration:none">${escapeHtml(office.phone)}</a></td></tr>`,
    )
    .join("");
  const html = layout(
    lang,
    `<p style="margin:0 0 16px">${escapeHtml(copy.greeting)}</p>
${copy.body.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join("\n")}
<h2 style="margin:24px 0 8px;font-size:16px;color:#0e1f3d">${escapeHtml(copy.nextStepsTitle)}</h2>
<ol style="margin:0 0 16px;padding-left:22px">${copy.nextSteps.map((step) => `<li style="margin:0 0 6px">${escapeHtml(step)}</li>`).join("")}</ol>
<h2 style="margin:24px 0 8px;font-size:16px;color:#0e1f3d">${escapeHtml(copy.contactsTitle)}</h2>
<p style="margin:0 0 8px"><a href="mailto:${escapeHtml(site.email)}" style="color:#0d6b61">${escapeHtml(site.email)}</a></p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px">${offices}</table>
<p style="margin:24px 0 0">${signOff.map(escapeHtml).join("<br>")}</p>`,
    escapeHtml(copy.notYou),
    copy.preheader,
  );
  return { subject: copy.subject, text, html };
}

/** The firm's legal name and postal address, as the footer of an email asking for consent shows them (CASL). */
const sender = (lang: Lang) =>
  `${site.privacy.controller.legalName}, ${formatPostalAddress(site.privacy.controller.address, lang)}`;

/** The newsletter's confirmation: our words, the confirm button and the link written out. */
export function renderConfirmation(lang: Lang, confirmUrl: string, unsubscribeUrl: string): RenderedEmail {
  const { colon, confirmation: copy } = emailCopy[lang];
  const signOff = copy.signOff.split("\n");
  const text = visitorText(
    copy,
    [`${copy.button}${colon.trimEnd()}`, confirmUrl, "", copy.validity],
    [`${copy.unsubscribe}${colon}${unsubscribeUrl}`, sender(lang), site.email],
  );
  const html = layout(
    lang,
    `<p style="margin:0 0 16px">${escapeHtml(copy.greeting)}</p>
${copy.body.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#0d6b61;color:#ffffff;font-weight:600;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(copy.button)}</a></p>
<p style="margin:0 0 4px;font-size:13px;color:#6b7280">${escapeHtml(copy.linkHint)}</p>
<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${escapeHtml(confirmUrl)}" style="color:#0d6b61">${escapeHtml(confirmUrl)}</a></p>
<p style="margin:0 0 16px">${escapeHtml(copy.validity)}</p>
<p style="margin:24px 0 0">${signOff.map(escapeHtml).join("<br>")}</p>`,
    [
      escapeHtml(copy.notYou),
      `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(copy.unsubscribe)}</a>`,
      escapeHtml(sender(lang)),
      `<a href="mailto:${escapeHtml(site.email)}" style="color:#6b7280">${escapeHtml(site.email)}</a>`,
    ].join("<br>"),
    copy.preheader,
  );
  return { subject: copy.subject, text, html };
}

/** A week's figures and the week before's, as the digest compares them. `week` is the ISO id, `2026-W48`. */
export interface DigestFigures {
  week: string;
  since: string;
  until: string;
  current: Stats;
  previous: Stats;
}

/**
 * The sources the digest lists: those with at least `floor` visitors (3, or 1 % of the week's
 * visitors if more) or with a lead, largest first; the rest summed in one "other" row (with those
 * the day's cap already put there). A handful of fake visits cannot put a made-up source in the
 * firm's inbox.
 */
export function digestSources(stats: Stats): { listed: SourceStats[]; other?: SourceStats; floor: number } {
  const floor = Math.max(3, Math.ceil(stats.total.visitors / 100));
  const listed: SourceStats[] = [];
  let other: SourceStats | undefined;
  for (const source of stats.sources) {
    const leads = source.contacts + source.subscriptions;
    if (source.source !== otherKey && (source.visitors >= floor || leads > 0)) listed.push(source);
    else {
      other ??= {
        source: otherKey,
        medium: null,
        campaign: null,
        visitors: 0,
        contacts: 0,
        subscriptions: 0,
      };
      other.visitors += source.visitors;
      other.contacts += source.contacts;
      other.subscriptions += source.subscriptions;
    }
  }
  return { listed, other, floor };
}

/**
 * `+12%`, `−5%` (a minus sign, not a hyphen), or `—` when the week before had none; French with a
 * narrow no-break space before `%`, as the rest of its copy.
 */
function change(now: number, before: number, lang: Lang) {
  if (before === 0) return "—";
  const ratio = (now - before) / before;
  const written = new Intl.NumberFormat(localeTags[lang].bcp47, {
    style: "percent",
    signDisplay: "exceptZero",
  })
    .format(ratio)
    .replace("-", "\u2212");
  return lang === "fr" ? written.replace(/\s%/, "\u202f%") : written;
}

/** The firm's weekly analytics digest, in `LEADS_LANG`: totals against the week before, top lists. */
export function renderDigest(figures: DigestFigures, lang: Lang): RenderedEmail {
  const { colon, digest: copy } = emailCopy[lang];
  const number = (value: number) => new Intl.NumberFormat(localeTags[lang].bcp47).format(value);
  const { current, previous } = figures;
  const sources = digestSources(current);
  // Contact messages and newsletter subscriptions are counted apart: a subscriber is not a lead.
  const [year = "", week = ""] = figures.week.split("-W");
  const subject = format(copy.subject, {
    week: String(Number(week)),
    year,
    views: number(current.total.views),
    contacts: number(current.total.contacts),
    subscriptions: number(current.total.subscriptions),
  });
  const period = format(copy.period, {
    since: formatDate(figures.since, lang),
    until: formatDate(figures.until, lang),
  });
  const totals: string[][] = (["views", "visitors", "contacts", "subscriptions"] as const).map((key) => [
    copy.labels[key],
    number(current.total[key]),
    number(previous.total[key]),
    change(current.total[key], previous.total[key], lang),
  ]);
  const sections: { title: string; columns: string[]; rows: string[][] }[] = [
    {
      title: copy.totals,
      columns: ["", copy.labels.lastWeek, copy.labels.weekBefore, copy.labels.change],
      rows: totals,
    },
    {
      title: copy.pages,
      columns: [copy.labels.page, copy.labels.views, copy.labels.visitors],
      rows: current.pages
        .filter((page) => page.views > 0)
        .slice(0, 10)
        .map((page) => [page.path, number(page.views), number(page.visitors)]),
    },
    {
      title: copy.sources,
      columns: [copy.labels.source, copy.labels.visitors, copy.labels.contacts, copy.labels.subscriptions],
      rows: [
        ...sources.listed
          .slice(0, 10)
          .map((source) => [
            inert([source.source, source.medium, source.campaign].filter(Boolean).join(" / ")),
            number(source.visitors),
            number(source.contacts),
            number(source.subscriptions),
          ]),
        ...(sources.other
          ? [
              [
                format(copy.labels.otherSources, { n: number(sources.floor) }),
                number(sources.other.visitors),
                number(sources.other.contacts),
                number(sources.other.subscriptions),
              ],
            ]
          : []),
      ],
    },
    {
      title: copy.conversions,
      columns: [copy.labels.page, copy.labels.contacts, copy.labels.subscriptions],
      rows: current.pages
        .filter((page) => page.contacts + page.subscriptions > 0)
        .map((page) => [page.path, number(page.contacts), number(page.subscriptions)]),
    },
    {
      title: copy.notFound,
      columns: [copy.labels.path, copy.labels.views],
      rows: current.notFound
        .slice(0, 10)
        .map((path) => [
          path.path === otherKey ? copy.labels.otherPaths : inert(path.path),
          number(path.views),
        ]),
    },
  ];
  const text = [
    copy.intro,
    period,
    ...sections.flatMap((section) => [
      "",
      section.title,
      ...(section.rows.length
        ? section.rows.map((row) =>
            row
              .map((cell, index) => (index === 0 ? cell : `${section.columns[index]}${colon}${cell}`))
              .filter(Boolean)
              .join("  ·  "),
          )
        : [copy.none]),
    ]),
    "",
    "-- ",
    copy.footer,
  ].join("\n");
  const cell = "padding:4px 12px 4px 0;text-align:left;vertical-align:top";
  const html = layout(
    lang,
    `<p style="margin:0 0 8px">${escapeHtml(copy.intro)}</p>
<p style="margin:0 0 16px;color:#6b7280;font-size:14px">${escapeHtml(period)}</p>
${sections
  .map(
    (section) =>
      `<h2 style="margin:24px 0 8px;font-size:16px;color:#0e1f3d">${escapeHtml(section.title)}</h2>
${
  section.rows.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 8px"><tr>${section.columns.map((column) => `<th style="${cell};color:#6b7280;font-weight:600">${escapeHtml(column)}</th>`).join("")}</tr>
${section.rows.map((row) => `<tr>${row.map((value) => `<td style="${cell};word-break:break-word">${escapeHtml(value)}</td>`).join("")}</tr>`).join("\n")}</table>`
    : `<p style="margin:0 0 8px;color:#6b7280">${escapeHtml(copy.none)}</p>`
}`,
  )
  .join("\n")}`,
    escapeHtml(copy.footer),
  );
  return { subject: oneLine(subject), text, html };
}
