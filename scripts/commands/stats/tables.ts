import type { Stats } from "../../../app/analytics/report.server";
import type { Table } from "../leads/export";

/**
 * `npm run stats`: the analytics of a period as tables, for the terminal, and as one CSV
 * table (a `section` column says which list a row belongs to; empty cells where a column does not
 * apply). The conversion rates are contacts, booked calls and subscriptions per 100 daily visitors.
 */
const rate = (count: number, visitors: number) =>
  visitors > 0 ? `${((count / visitors) * 100).toFixed(1)} %` : "";

export function statsTables(stats: Stats): { title: string; table: Table }[] {
  const { total } = stats;
  return [
    {
      title: "Totals (visitors: the sum of daily visitors)",
      table: {
        columns: [
          ...["views", "visitors", "contacts", "bookings", "subscriptions"],
          ...["contact rate", "booking rate", "subscription rate"],
        ],
        rows: [
          [
            total.views,
            total.visitors,
            total.contacts,
            total.bookings,
            total.subscriptions,
            rate(total.contacts, total.visitors),
            rate(total.bookings, total.visitors),
            rate(total.subscriptions, total.visitors),
          ],
        ],
      },
    },
    {
      title: "Pages by language",
      table: {
        columns: [
          "path",
          "lang",
          "views",
          "visitors",
          "entries",
          "contacts",
          "bookings",
          "subscriptions",
          "contact rate",
        ],
        rows: stats.pages.map((page) => [
          page.path,
          page.lang,
          page.views,
          page.visitors,
          page.entries,
          page.contacts,
          page.bookings,
          page.subscriptions,
          rate(page.contacts, page.visitors),
        ]),
      },
    },
    {
      title: "Sources (the visitor's first request of the day)",
      table: {
        columns: [
          ...["source", "medium", "campaign", "visitors", "contacts", "bookings", "subscriptions"],
          "contact rate",
        ],
        rows: stats.sources.map((source) => [
          source.source,
          source.medium,
          source.campaign,
          source.visitors,
          source.contacts,
          source.bookings,
          source.subscriptions,
          rate(source.contacts, source.visitors),
        ]),
      },
    },
    {
      title: "Site languages",
      table: {
        columns: ["lang", "views", "visitors", "contacts", "bookings", "subscriptions"],
        rows: stats.languages.map((one) => [
          one.lang,
          one.views,
          one.visitors,
          one.contacts,
          one.bookings,
          one.subscriptions,
        ]),
      },
    },
    {
      title: "Browser languages (Accept-Language)",
      table: {
        columns: ["language", "views", "visitors"],
        rows: stats.browserLanguages.map((one) => [one.language, one.views, one.visitors]),
      },
    },
    {
      title: "Not found (404), by path",
      table: { columns: ["path", "views"], rows: stats.notFound.map((one) => [one.path, one.views]) },
    },
  ];
}

const csvColumns = [
  "section",
  "path",
  "lang",
  "source",
  "medium",
  "campaign",
  "language",
  "views",
  "visitors",
  "entries",
  "contacts",
  "bookings",
  "subscriptions",
] as const;
type CsvRow = Partial<Record<(typeof csvColumns)[number], string | number | null>>;

/** Every list in one table, for a spreadsheet's filter. */
export function statsCsvTable(stats: Stats): Table {
  const rows: CsvRow[] = [
    { section: "total", ...stats.total },
    ...stats.pages.map((page) => ({ section: "page", ...page })),
    ...stats.sources.map((source) => ({ section: "source", ...source })),
    ...stats.languages.map((one) => ({ section: "language", ...one })),
    ...stats.browserLanguages.map((one) => ({ section: "browser language", ...one })),
    ...stats.notFound.map((one) => ({ section: "not found", ...one })),
  ];
  return {
    columns: [...csvColumns],
    rows: rows.map((row) => csvColumns.map((column) => row[column] ?? null)),
  };
}
