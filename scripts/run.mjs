/**
 * Runs one of the repository's TypeScript tools (a benchmark, a generator, a build step): Node 20
 * does not run TypeScript, so the file is bundled with esbuild (its packages left as imports) into
 * `.cache/tools/` of the package that holds it, where those imports resolve, and run with Node.
 *
 *   node scripts/run.mjs [--expose-gc] scripts/bench/server.ts [arguments for the tool...]
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { rawImports } from "./raw-imports.mjs";

const args = process.argv.slice(2);
const nodeOptions = [];
while (args[0]?.startsWith("--")) nodeOptions.push(args.shift());
const [entry, ...toolArgs] = args;
if (!entry) {
  console.error("Usage: node scripts/run.mjs [node options] <file.ts> [arguments...]");
  process.exit(2);
}

let packageDir = path.dirname(path.resolve(entry));
while (!fs.existsSync(path.join(packageDir, "package.json"))) packageDir = path.dirname(packageDir);
const outfile = path.join(packageDir, ".cache", "tools", `${path.basename(entry, ".ts")}.js`);

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  plugins: [rawImports],
  logLevel: "warning",
});
const { status, signal } = spawnSync(process.execPath, [...nodeOptions, outfile, ...toolArgs], {
  stdio: "inherit",
});
process.exit(status ?? (signal ? 1 : 0));
