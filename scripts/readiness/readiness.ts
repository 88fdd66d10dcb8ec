import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { site, stillToSupply } from "../../app/config/site";
import { parseArticles } from "../../app/content/blog/articles.server";
import { parsePeople } from "../../app/content/people/schema";
import { coverageFile } from "./counsel";
import { categories, type Item } from "./items";
import { findPlaceholders } from "./placeholders";

/**
 * `npm run readiness`: what the firm must supply before launch, read from the repository as the
 * site reads it (docs/operations.md). Runs from a clone, with no build: `node scripts/run.mjs
 * scripts/readiness/readiness.ts`. Exit 1 while anything is left, 0 when nothing is.
 */
const usage = `Usage: npm run -s readiness -- [--on YYYY-MM-DD]

Lists every example or placeholder the site still ships (fictional phone numbers, offices without a
street, people without a portrait, the privacy notice's names, the processors, an old newest article,
counsel's open confirmations), each with where it is and what replaces it. Exits with 1 while one is
left, 0 when none is: a launch can be gated on it.

  --on YYYY-MM-DD   the launch day the newest article's age is counted to (default: today, UTC)
  -h, --help        this help`;

function options() {
  try {
    return parseArgs({
      options: { on: { type: "string" }, help: { type: "boolean", short: "h" } },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}
const values = options();
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const on = values.on ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(on) || Number.isNaN(Date.parse(on))) {
  console.error(`--on must be a date, YYYY-MM-DD (got "${on}")\n\n${usage}`);
  process.exit(2);
}

/** The files of `dir` whose names match, name to text. */
const readDir = (dir: string, names: RegExp) =>
  new Map(
    fs
      .readdirSync(dir)
      .filter((name) => names.test(name))
      .map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")]),
  );

let items: Item[];
try {
  items = findPlaceholders({
    site,
    stillToSupply,
    people: parsePeople(readDir("app/content/people", /\.yaml$/)),
    articles: parseArticles(readDir("app/content/blog/posts", /\.md$/)).map((article) => ({
      id: article.id,
      date: article.date,
      title: article.versions.en.title,
    })),
    coverage: fs.readFileSync(coverageFile, "utf8"),
    on,
  });
} catch (error) {
  // A content file the build would refuse: its own one-line message, naming the file and the field.
  console.error(`readiness: ${(error as Error).message}`);
  process.exit(2);
}

if (items.length === 0) {
  console.log(`Ready for launch on ${on}: nothing left to supply.`);
  process.exit(0);
}
console.log(
  `Before launch on ${on}, the firm still supplies ${items.length} ${items.length === 1 ? "item" : "items"}:`,
);
for (const [category, heading] of Object.entries(categories)) {
  const inCategory = items.filter((item) => item.category === category);
  if (inCategory.length === 0) continue;
  console.log(`\n${heading}`);
  for (const item of inCategory)
    console.log(`  - ${item.what}\n      where:   ${item.where}\n      replace: ${item.replace}`);
}
process.exit(1);
