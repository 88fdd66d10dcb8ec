import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every decision record (`docs/decisions/<number>-<name>.md`, after the template) says when it was taken and
 * whether it still holds; one amended or superseded names the record that changed it, which exists.
 */
const folder = path.resolve(import.meta.dirname, "../../docs/decisions");
const records = fs
  .readdirSync(folder)
  .filter((file) => /^\d{3}-.+\.md$/.test(file) && !file.startsWith("000"));

describe("decision records", () => {
  it.each(records)("%s has a date and a status", (file) => {
    const text = fs.readFileSync(path.join(folder, file), "utf8");
    const header = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (.+)$/m.exec(text);
    expect(header, `${file}: a line "Date: YYYY-MM-DD · Status: …" under its title`).not.toBeNull();
    const status = header![2]!;
    expect(status).toMatch(/^(Proposed|Accepted|Superseded by)/);
    for (const [, linked] of status.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)) {
      expect(records, `${file} names ${linked}`).toContain(linked);
    }
    if (/^Superseded/.test(status)) expect(status).toMatch(/\]\(\d{3}-/);
  });
});
