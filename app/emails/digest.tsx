import { Fragment } from "react";
import { otherKey } from "~/analytics/bounds";
import type { DigestFigures } from "~/analytics/digest.server";
import type { SourceStats, Stats } from "~/analytics/report.server";
import { emailCopy } from "~/content/emails";
import { format } from "~/i18n/format";
import { localeTags, type Lang } from "~/i18n/locales";
import { dateFormat, dateRangeEnds } from "~/lib/dates";
import { EmailLayout } from "./layout";
import { renderEmail } from "./render";
import { DataTable } from "./parts/tables";
import { Heading, Paragraph } from "./parts/text";
import { inert } from "./values";

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
    const leads = source.contacts + source.bookings + source.subscriptions;
    if (source.source !== otherKey && (source.visitors >= floor || leads > 0)) listed.push(source);
    else {
      other ??= {
        source: otherKey,
        medium: null,
        campaign: null,
        visitors: 0,
        contacts: 0,
        bookings: 0,
        subscriptions: 0,
      };
      other.visitors += source.visitors;
      other.contacts += source.contacts;
      other.bookings += source.bookings;
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

/** The digest's sections, in order: a title, its columns, and its rows as written. */
function sections(figures: DigestFigures, lang: Lang) {
  const { digest: copy } = emailCopy[lang];
  const numbers = new Intl.NumberFormat(localeTags[lang].bcp47);
  const number = (value: number) => numbers.format(value);
  const { current, previous } = figures;
  const sources = digestSources(current);
  const totals = (["views", "visitors", "contacts", "bookings", "subscriptions"] as const).map((key) => [
    copy.labels[key],
    number(current.total[key]),
    number(previous.total[key]),
    change(current.total[key], previous.total[key], lang),
  ]);
  const sourceRow = (label: string, source: SourceStats) => [
    label,
    number(source.visitors),
    number(source.contacts),
    number(source.bookings),
    number(source.subscriptions),
  ];
  return [
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
      columns: [
        copy.labels.source,
        copy.labels.visitors,
        copy.labels.contacts,
        copy.labels.bookings,
        copy.labels.subscriptions,
      ],
      rows: [
        // What a visitor chose (a referrer, a campaign tag) never becomes a link (`inert`).
        ...sources.listed
          .slice(0, 10)
          .map((source) =>
            sourceRow(
              inert([source.source, source.medium, source.campaign].filter(Boolean).join(" / ")),
              source,
            ),
          ),
        ...(sources.other
          ? [sourceRow(format(copy.labels.otherSources, { n: number(sources.floor) }), sources.other)]
          : []),
      ],
    },
    {
      title: copy.conversions,
      columns: [copy.labels.page, copy.labels.contacts, copy.labels.bookings, copy.labels.subscriptions],
      rows: current.pages
        .filter((page) => page.contacts + page.bookings + page.subscriptions > 0)
        .map((page) => [page.path, number(page.contacts), number(page.bookings), number(page.subscriptions)]),
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
}

/** A consultant whose calendar could not be read at the last try (`runtime.booking.unreadable()`). */
export interface UnreadableCalendarLine {
  name: string;
  reason: string;
  /** The last try (ISO). */
  at: string;
}

/**
 * The firm's weekly analytics digest, in `LEADS_LANG`: first, if any, the consultants whose calendar
 * cannot be read (they offer no times: as `/healthz` says), then the totals against the week before
 * and the top lists. Contact messages and newsletter subscriptions are counted apart: a subscriber
 * is not a lead.
 */
export function AnalyticsDigest({
  figures,
  lang,
  unreadable = [],
}: {
  figures: DigestFigures;
  lang: Lang;
  unreadable?: readonly UnreadableCalendarLine[];
}) {
  const { digest: copy } = emailCopy[lang];
  const lastTry = dateFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <EmailLayout lang={lang} footer={[copy.footer]}>
      <Paragraph>{copy.intro}</Paragraph>
      <Paragraph muted>{format(copy.period, dateRangeEnds(figures.since, figures.until, lang))}</Paragraph>
      {unreadable.length > 0 ? (
        <>
          <Heading>{copy.calendars.title}</Heading>
          <Paragraph>{copy.calendars.text}</Paragraph>
          <DataTable
            columns={[copy.calendars.consultant, copy.calendars.lastTry, copy.calendars.reason]}
            rows={unreadable.map((one) => [one.name, lastTry.format(new Date(one.at)), one.reason])}
            empty=""
          />
        </>
      ) : null}
      {sections(figures, lang).map((section) => (
        <Fragment key={section.title}>
          <Heading>{section.title}</Heading>
          <DataTable columns={section.columns} rows={section.rows} empty={copy.none} />
        </Fragment>
      ))}
    </EmailLayout>
  );
}

export function renderDigest(
  figures: DigestFigures,
  lang: Lang,
  unreadable: readonly UnreadableCalendarLine[] = [],
) {
  const { digest: copy } = emailCopy[lang];
  const number = (value: number) => new Intl.NumberFormat(localeTags[lang].bcp47).format(value);
  const [year = "", week = ""] = figures.week.split("-W");
  const subject = format(copy.subject, {
    week: String(Number(week)),
    year,
    views: number(figures.current.total.views),
    contacts: number(figures.current.total.contacts),
    subscriptions: number(figures.current.total.subscriptions),
  });
  return renderEmail(
    lang,
    subject,
    <AnalyticsDigest figures={figures} lang={lang} unreadable={unreadable} />,
  );
}
