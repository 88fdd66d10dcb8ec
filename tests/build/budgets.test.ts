import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localizedPagePathsOnDisk } from "../../app/pages";
import { budgetFor, type Baseline } from "../../scripts/budgets/budget-rules";
import { pageWeight } from "../../scripts/budgets/page-weight";
import { peopleOnDisk, publishedArticles } from "../support/content-on-disk";

const localizedPagePaths = localizedPagePathsOnDisk();

/**
 * Performance budgets: no page's HTML, JavaScript or CSS (gzip) may grow more than 10% over the baseline in
 * `budgets.json`. A change that must grow a page updates the baseline with `npm run budgets`. What
 * editors write (articles, the blog's cards, the colleagues on About) is not held to it: those pages
 * are held to their markup, whatever the words (`scripts/budgets/budget-rules.ts`).
 */
const buildDir = process.env.E2E_BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");
const baseline = JSON.parse(fs.readFileSync("budgets.json", "utf8")) as Baseline;
const content = { articles: publishedArticles(), people: peopleOnDisk() };

describe("page weight budgets", () => {
  it("has a budget for every page, and no baseline for a developer's page that is gone", () => {
    expect(localizedPagePaths.filter((urlPath) => !budgetFor(urlPath, baseline, content))).toEqual([]);
    // An article an editor deleted leaves its measure behind: `npm run budgets` drops it some day.
    expect(
      Object.keys(baseline).filter(
        (urlPath) => !localizedPagePaths.includes(urlPath) && baseline[urlPath]!.content === undefined,
      ),
    ).toEqual([]);
  });

  it.each(localizedPagePaths)("%s stays within 10% of its HTML, JavaScript and CSS baseline", (urlPath) => {
    const html = fs.readFileSync(path.join(clientDir, urlPath, "index.html"), "utf8");
    const weight = pageWeight(html, clientDir);
    const budget = budgetFor(urlPath, baseline, content)!;
    expect(weight.html).toBeGreaterThan(0);
    expect(weight.js).toBeGreaterThan(0);
    expect(weight.css).toBeGreaterThan(0);
    expect(weight.html, `HTML of ${urlPath} (${budget.basis})`).toBeLessThanOrEqual(
      Math.round(budget.html * 1.1),
    );
    expect(weight.js, `JavaScript of ${urlPath}`).toBeLessThanOrEqual(Math.round(budget.js * 1.1));
    expect(weight.css, `CSS of ${urlPath}`).toBeLessThanOrEqual(Math.round(budget.css * 1.1));
  });
});
