import fs from "node:fs";
import path from "node:path";

/**
 * esbuild's version of Vite's `?raw`: `import text from "./en.yml?raw"` is the file's text. The pages
 * editors change in /admin read their YAML so (`app/content/page-copy.ts`), and the server's bundle
 * and the repository's tools (`scripts/run.mjs`) bundle them with esbuild.
 */
export const rawImports = {
  name: "raw-imports",
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, ({ path: specifier, resolveDir }) => ({
      path: path.resolve(resolveDir, specifier.replace(/\?raw$/, "")),
      namespace: "raw-text",
    }));
    build.onLoad({ filter: /.*/, namespace: "raw-text" }, ({ path: file }) => ({
      contents: fs.readFileSync(file, "utf8"),
      loader: "text",
      watchFiles: [file],
    }));
  },
};
