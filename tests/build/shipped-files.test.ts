import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { unservedFiles } from "../../scripts/build/served-files";

/**
 * `build/client` is what a host serves (ours, or any static host): it holds what the pages, `/admin`
 * and the islands load, and nothing else. React Router writes more there (its client scripts, a
 * `.data` file per prerendered page) that no page loads; `scripts/build/postbuild.ts` removes it.
 */
const buildDir = process.env.E2E_BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");
const files = fs
  .readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)));

describe("build/client", () => {
  it("holds no .data file", () => {
    expect(files.filter((file) => /\.data(\.br|\.gz)?$/.test(file))).toEqual([]);
  });

  it("holds no script that no page, /admin or island loads", () => {
    expect(unservedFiles(buildDir).map((file) => path.relative(clientDir, file))).toEqual([]);
  });

  it("still holds every file the pages and /admin name", () => {
    const named = [...files.filter((file) => file.endsWith(".html")), "../admin.html"].flatMap((page) => [
      ...fs
        .readFileSync(path.join(clientDir, page), "utf8")
        .matchAll(/["'(]\/((?:assets|islands|admin\/assets)\/[\w.-]+)/g),
    ]);
    const missing = [...new Set(named.map(([, file]) => file!))].filter((file) => !files.includes(file));
    expect(named.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
