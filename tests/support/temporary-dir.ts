import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A new, empty directory under the system's temporary one (`innova-<label>-…`); the caller removes it. */
export function temporaryDataDir(label: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `innova-${label}-`));
}
