import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Every file under `dir`, at any depth. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/** A file as a visitor's browser reads it: a precompressed copy decompressed. */
export function readAsServed(file: string): string {
  const bytes = fs.readFileSync(file);
  if (file.endsWith(".br")) return zlib.brotliDecompressSync(bytes).toString("utf8");
  if (file.endsWith(".gz")) return zlib.gunzipSync(bytes).toString("utf8");
  return bytes.toString("latin1") + bytes.toString("utf8");
}
