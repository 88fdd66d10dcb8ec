import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { unservedFiles } from "./served-files";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build folder holding `files` (path → text), as `npm run build` lays them out. */
function build(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "served-files-"));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe("unservedFiles", () => {
  it("names the .data files and the scripts nothing names, and keeps what pages, /admin and the build's records load", () => {
    const dir = build({
      "client/index.html": `<html><style>@font-face{src:url(/assets/inter-A1.woff2)}</style><div data-island-src="/islands/list-B2.js"></div></html>`,
      "client/about/index.html": "<html></html>",
      "client/_root.data": "[]",
      "client/about.data": "[]",
      "client/robots.txt.data": "[]",
      "client/assets/inter-A1.woff2": "font",
      "client/assets/entry.client-C3.js": `import "./root-D4.js";`,
      "client/assets/entry.client-C3.js.br": "compressed",
      "client/assets/root-D4.js": "export {};",
      "client/assets/manifest-e5.js": `window.__manifest={entry:"/assets/entry.client-C3.js"}`,
      "client/islands/list-B2.js": `import("./chunk-F6.js");`,
      "client/islands/list-B2.js.br": "compressed",
      "client/islands/chunk-F6.js": "export {};",
      "client/islands/search-G7.js": "export {};",
      "client/admin/assets/index-H8.js": `import("./grammar-I9.js");`,
      "client/admin/assets/grammar-I9.js": "export {};",
      "admin.html": `<script type="module" src="/admin/assets/index-H8.js"></script>`,
      "islands.json": `{"search":"/islands/search-G7.js"}`,
      "server/index.js": `import "/assets/root-D4.js";`,
    });
    expect(unservedFiles(dir).map((file) => path.relative(dir, file))).toEqual([
      "client/_root.data",
      "client/about.data",
      "client/assets/entry.client-C3.js",
      "client/assets/entry.client-C3.js.br",
      "client/assets/manifest-e5.js",
      "client/assets/root-D4.js",
      "client/robots.txt.data",
    ]);
  });
});
