import { addDays, dayOf } from "../../../app/analytics/days";
import { statsFor } from "../../../app/analytics/report.server";
import { dayOption, fail, openStore, section } from "../command-line";
import { toCsv, toText } from "../leads/export";
import { statsCsvTable, statsTables } from "./tables";

export interface StatsOptions {
  since?: string;
  until?: string;
  csv?: boolean;
  json?: boolean;
}

/**
 * The analytics of `since`..`until` (inclusive, UTC), by default the last 28 days up to today: as
 * tables for the terminal, one CSV table or JSON. What `npm run stats` and `npm run leads -- --stats`
 * print.
 */
export async function printStats(options: StatsOptions) {
  if (options.csv && options.json) fail("Choose one of --csv and --json.");
  const until = dayOption(options.until, "--until") || dayOf(new Date());
  const since = dayOption(options.since, "--since") || addDays(until, -27);
  if (since > until) fail(`--since ${since} is after --until ${until}.`);
  const db = await openStore("read");
  const figures = await statsFor(db, since, until);
  await db.close();
  if (options.json) return process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  if (options.csv) return process.stdout.write(toCsv(statsCsvTable(figures)));
  console.log(`Visits and conversions, ${since} to ${until} (UTC)\n`);
  console.log(
    statsTables(figures)
      .map(({ title, table }) => section(title, table.rows.length ? toText(table, 60) : ""))
      .join("\n\n"),
  );
}
