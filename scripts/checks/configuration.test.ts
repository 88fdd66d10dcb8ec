import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `docs/configuration.md` lists every variable the server and the build read: each name parsed by the
 * configuration modules (`app/config/*env.server.ts`, `/admin`'s `app/admin/settings.ts`) has its row.
 * And the README stays a newcomer's five minutes.
 */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const configFiles = [
  ...fs
    .readdirSync(path.join(root, "app/config"))
    .filter((file) => /env\.server\.ts$/.test(file))
    .map((file) => `app/config/${file}`),
  "app/admin/settings.ts",
];
/** Names of variables as the parsers write them: a key of the schema or `env.NAME`. */
const variables = (text: string) =>
  new Set(
    [...text.matchAll(/^\s+([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|PORT|HOST|ANALYTICS)\s*:/gm)]
      .concat([...text.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)])
      .map((m) => m[1]!),
  );

describe("configuration docs", () => {
  const page = read("docs/configuration.md");
  it.each(configFiles)("every variable %s reads is documented", (file) => {
    const undocumented = [...variables(read(file))].filter((name) => !page.includes(`\`${name}\``));
    expect(undocumented).toEqual([]);
  });

  it("the README is at most 150 lines", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(150);
  });
});
