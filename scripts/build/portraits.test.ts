import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { personSchema } from "../../app/content/people/schema";
import { photosIn } from "./covers";

/** Image formats an editor might upload, the ones the build makes and the ones it does not. */
const candidates = ["jpg", "jpeg", "JPG", "png", "webp", "avif", "gif", "heic", "tif", "bmp", "svg"];

describe("portraits", () => {
  it("are accepted by the people's schema exactly when the build makes their square", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "portraits-"));
    const dir = "public/images/people";
    fs.mkdirSync(path.join(root, dir), { recursive: true });
    for (const ext of candidates) fs.writeFileSync(path.join(root, dir, `ana.${ext}`), "");
    const made = new Set(photosIn(root, dir));
    for (const ext of candidates) {
      const file = `ana.${ext}`;
      const accepted = personSchema.shape.portrait.safeParse(`/images/people/${file}`).success;
      expect(accepted, `${file}: accepted by the schema, ${made.has(file) ? "made" : "not made"}`).toBe(
        made.has(file),
      );
    }
    fs.rmSync(root, { recursive: true });
  });
});
