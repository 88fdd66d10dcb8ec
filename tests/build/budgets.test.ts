import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localizedPagePathsOnDisk } from "../../app/pages";
import { pageWeight, type PageWeight } from "../../scripts/page-weight";

const localizedPagePaths = localizedPagePathsOnDisk();

/**
 * Performance budgets: no page's HTML, JavaScript or CSS (gzip) may grow more than 10% over the baseline in
 * `budgets.json`. A change that must grow a page updates the baseline with `npm run budgets`.
 */
const buildDir = process.env.E2E_BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");
const baseline = JSON.parse(fs.readFileSync("budgets.json", "utf8")) as Record<string, PageWeight>;

describe("page weight budgets", () => {
  it("has a baseline for every page", () => {
    expect(Object.keys(baseline).sort()).toEqual([...localizedPagePaths].sort());
  });

  it.each(localizedPagePaths)("%s stays within 10% of its HTML, JavaScript and CSS baseline", (urlPath) => {
    const html = fs.readFileSync(path.join(clientDir, urlPath, "index.html"), "utf8");
    const weight = pageWeight(html, clientDir);
    const budget = baseline[urlPath]!;
    expect(weight.html).toBeGreaterThan(0);
    expect(weight.js).toBeGreaterThan(0);
    expect(weight.css).toBeGreaterThan(0);
    expect(weight.html, `HTML of ${urlPath}`).toBeLessThanOrEqual(Math.round(budget.html * 1.1));
    expect(weight.js, `JavaScript of ${urlPath}`).toBeLessThanOrEqual(Math.round(budget.js * 1.1));
    expect(weight.css, `CSS of ${urlPath}`).toBeLessThanOrEqual(Math.round(budget.css * 1.1));
  });
});
