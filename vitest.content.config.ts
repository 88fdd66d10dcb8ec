import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:content` (after a build): what an editor's content can break, and nothing else. The
 * content's own unit tests and the checks of every built page: budgets, typography, the page
 * contract, the shipped files, the font's glyphs, the unsent issues, HTML validity. The content-only
 * publish runs it instead of the whole suite (`docs/publishing.md`); `npm test` runs these files
 * among the rest. The build tests that change code in a scratch copy (recipes, form fields, the
 * build's refusals) test code, not content, and are left to the whole suite.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    include: [
      "app/content/**/*.test.ts",
      "tests/build/{budgets,typography,page-contract,shipped-files,font,unsent-issues,html-validity}.test.ts",
    ],
    testTimeout: 120_000,
  },
});
