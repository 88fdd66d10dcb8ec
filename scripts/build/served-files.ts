import fs from "node:fs";
import path from "node:path";

/**
 * What `build/client` holds that nothing asks for, and that a static host would serve all the same
 * (`postbuild.ts` removes it, `tests/build/shipped-files.test.ts` checks that none is left):
 * - every `.data` file: React Router's prerendering writes one per page, for a client-side
 *   navigation the site does not run (our server answers `.data` with 404: `server/request-guards.ts`);
 * - every script that no served file names: React Router's client build (its entry, its manifest, a
 *   module per route and their chunks), which no page loads, since the root renders no `<Scripts />`.
 *
 * A script is served when a page, a stylesheet, `/admin` or the build's records (`build/*.json`, the
 * islands' table among them) name it, or a served script does: script names carry a hash of their
 * content, so a mention of the name is a reference. Compressed copies (`.br`, `.gz`) go with their file.
 */
export function unservedFiles(buildDir: string): string[] {
  const clientDir = path.join(buildDir, "client");
  const files = filesUnder(clientDir);
  const scripts = new Map<string, string[]>();
  for (const file of files.filter((file) => file.endsWith(".js"))) {
    scripts.set(path.basename(file), [...(scripts.get(path.basename(file)) ?? []), file]);
  }
  const records = fs
    .readdirSync(buildDir)
    .filter((name) => /\.(html|json)$/.test(name))
    .map((name) => path.join(buildDir, name));
  const pending = [...files.filter((file) => /\.(html|css|json|xml|txt|svg)$/.test(file)), ...records];
  const served = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    for (const [name] of fs.readFileSync(file, "utf8").matchAll(/[\w.-]+\.js\b/g)) {
      for (const script of scripts.get(name) ?? []) {
        if (served.has(script)) continue;
        served.add(script);
        pending.push(script);
      }
    }
  }
  const unserved = (file: string) => {
    const original = file.replace(/\.(br|gz)$/, "");
    return original.endsWith(".data") || (original.endsWith(".js") && !served.has(original));
  };
  return files.filter(unserved);
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
