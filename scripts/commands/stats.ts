import { parseArgs } from "node:util";
import { databaseFile } from "../../app/store/sqlite.server";
import { fail } from "./command-line";
import { printStats } from "./stats/print";

/**
 * `npm run stats`: the site's visits and conversions (the cookieless analytics, docs/analytics.md),
 * read from the server's database (`DATABASE_URL` or `DATA_DIR`). Bundled into `build/stats.js` by
 * `npm run build`, so it runs where the site runs. `npm run leads -- --stats` prints the same.
 */
const usage = `Usage: npm run -s stats -- [options]

Prints the visits and conversions the server counted (no cookies, no personal data): totals, pages,
sources, site and browser languages, missing pages. Read from PostgreSQL if DATABASE_URL is set, else
from $DATA_DIR/${databaseFile} (DATA_DIR defaults to ./data), as for the server.

  --since YYYY-MM-DD   the first day of the period (UTC; default: 27 days before --until)
  --until YYYY-MM-DD   the last day of the period, inclusive (default: today, UTC)
  --csv                one CSV table for a spreadsheet (a "section" column says which list)
  --json               JSON
  -h, --help           this help

Examples:
  npm run -s stats
  npm run -s stats -- --since 2026-10-01 --until 2026-10-31 --json > october.json
  DATABASE_URL=postgres://innova@db/innova npm run -s stats -- --csv > stats.csv`;

function options() {
  try {
    return parseArgs({
      options: {
        since: { type: "string" },
        until: { type: "string" },
        csv: { type: "boolean" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${usage}`);
  }
}

const args = options();
if (args.help) console.log(usage);
else await printStats(args);
