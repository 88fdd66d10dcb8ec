/**
 * `npm run budgets` (after a build): measures every page's HTML, JavaScript and CSS (gzip) and writes them
 * to `budgets.json`, the baseline that `tests/build/budgets.test.ts` holds later builds to (at most
 * 10% more). On a page editors write on, it also notes the weight of what they wrote (`content`),
 * which the test takes out again: their words are a benchmark, not a budget
 * (`budget-rules.ts`). Run it when a change is meant to grow the pages, and commit the new baseline.
 */
import fs from "node:fs";
import { localizedPagePathsOnDisk } from "../../app/pages";
import { peopleOnDisk, publishedArticles } from "../../tests/support/content-on-disk";
import { editorContent, type Baseline } from "./budget-rules";
import { pageWeight } from "./page-weight";

const localizedPagePaths = localizedPagePathsOnDisk();
const content = { articles: publishedArticles(), people: peopleOnDisk() };

const weights: Baseline = Object.fromEntries(
  localizedPagePaths.map((urlPath) => [
    urlPath,
    {
      ...pageWeight(
        fs.readFileSync(`build/client${urlPath === "/" ? "" : urlPath}/index.html`, "utf8"),
        "build/client",
      ),
      content: editorContent(urlPath, content),
    },
  ]),
);
fs.writeFileSync("budgets.json", `${JSON.stringify(weights, null, 2)}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const [urlPath, weight] of Object.entries(weights))
  console.log(
    `${urlPath.padEnd(34)} HTML ${kb(weight.html).padStart(8)}  JS ${kb(weight.js).padStart(9)}  CSS ${kb(weight.css).padStart(8)}${
      weight.content === undefined ? "" : `  of which editors' ${kb(weight.content).padStart(8)}`
    }`,
  );
