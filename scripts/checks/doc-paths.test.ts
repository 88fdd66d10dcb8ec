import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every repository path that a README, a page of `docs/`, an ADR or a code comment names in
 * backticks exists: a renamed file cannot leave its old name behind in the words that explain it.
 * A path is looked for from the repository's root, from `app/` (the code's own `~/` root) and from
 * the writing file's folder; a bare file name anywhere in the tree. `<id>` and `*` stand for any name.
 */
const root = path.resolve(import.meta.dirname, "../..");
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && fs.existsSync(path.join(root, file)));
const folders = new Set(files.flatMap((file) => ancestors(file)));

/**
 * Files a text tells its reader to create, named as examples (the recipes' `/partners` page, a
 * German translation, a new colleague's YAML, a photo folder): they do not exist until then.
 */
const examples =
  /partners|careers|callback|roi-estimate|\bde\.md$|\.de\.md$|glossary\/de|sms|ana-souza|images\/people/;
/** What the build, the tests or a run writes: not in the repository. */
const generated = /^(build|data|node_modules|test-results|\.cache|\.react-router)\//;
const extensions = /\.(ts|tsx|mjs|js|md|json|ya?ml|css|svg|png|jpe?g|webp|avif|xml|txt|sql)$/;
/** A bare name is checked when it is a source file's; `leads.js`, `robots.txt` are built or served. */
const sourceExtensions = /\.(ts|tsx|mjs|md|ya?ml|css)$/;
const roots = /^(\.\/)?(app|server|scripts|tests|docs|public|\.ci|\.github|~)\//;
const appFolders = new Set(files.filter((f) => f.startsWith("app/")).map((f) => f.split("/")[1]));

function ancestors(file: string) {
  const parts = file.split("/");
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join("/"));
}

/** A backticked span that names a file or folder of this repository, or null. */
export function pathIn(span: string): string | null {
  const text = span.replace(/:\d+(-\d+)?$/, "").replace(/[.,]$/, "");
  if (!/^[\w.@<>*{},~/-]+$/.test(text) || text.includes("//") || text.startsWith("/")) return null;
  // Options, packages, versions, places outside the repository (`../shared`, `~/.ssh`), dot files.
  if (/^[-@.\d]/.test(text) || text.startsWith("~/.")) return null;
  const inTree = roots.test(text) || appFolders.has(text.split("/")[0]!);
  if (!inTree && !extensions.test(text)) return null;
  if (!inTree && !text.includes("/") && !sourceExtensions.test(text)) return null;
  if (generated.test(text.replace(/^\.\//, "")) || examples.test(text)) return null;
  return text.replace(/^\.\//, "").replace(/^~\//, "app/").replace(/\/$/, "");
}

function pattern(name: string) {
  const source = name
    .split(/(<[^>]+>|\*|\{[^}]+\})/)
    .map((part) => {
      if (part === "*" || /^<[^>]+>$/.test(part)) return "[^/]+";
      if (/^\{.+\}$/.test(part)) return `(${part.slice(1, -1).split(",").map(escape).join("|")})`;
      return escape(part);
    })
    .join("");
  return new RegExp(`^${source}$`);
}
const escape = (text: string) => text.replace(/[.+?^$()|[\]\\]/g, "\\$&");

/** Whether `name`, written in `from`, names something in the tree. */
export function exists(name: string, from: string) {
  const candidates = [name, `app/${name}`, path.posix.join(path.posix.dirname(from), name)];
  const withExtensions = (c: string) =>
    [c, ".ts", ".tsx", ".server.ts", "/index.ts"].map((end, i) => (i === 0 ? c : `${c}${end}`));
  const known = (c: string) => {
    const test = pattern(path.posix.normalize(c));
    return files.some((file) => test.test(file)) || [...folders].some((folder) => test.test(folder));
  };
  if (candidates.flatMap(withExtensions).some(known)) return true;
  // A path from a deeper folder (`kinds/contact.server.ts` in `app/delivery/`), or a bare name.
  const tail = pattern(name);
  const depth = name.split("/").length;
  return [...files, ...folders].some((file) => tail.test(file.split("/").slice(-depth).join("/")));
}

/** The backticked spans of a Markdown file, or of a code file's comments, with their line. */
function spans(file: string): { line: number; span: string }[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const markdown = file.endsWith(".md");
  let inCode = false;
  return text.split("\n").flatMap((line, i) => {
    if (markdown && line.trimStart().startsWith("```")) {
      inCode = !inCode;
      return [];
    }
    if (inCode) return [];
    const comment = markdown ? line : commentOf(line);
    return [...comment.matchAll(/`([^`\n]+)`/g)].map((m) => ({ line: i + 1, span: m[1]! }));
  });
}

function commentOf(line: string) {
  const trimmed = line.trimStart();
  if (trimmed.startsWith("//") || trimmed.startsWith("*") || trimmed.startsWith("/*")) return line;
  const at = line.indexOf(" // ");
  return at >= 0 ? line.slice(at) : "";
}

const written = files.filter(
  (file) =>
    (file.endsWith(".md") && !file.startsWith("app/content/")) ||
    (/\.(ts|tsx|mjs)$/.test(file) && !file.startsWith("app/content/") && !file.endsWith(".d.ts")),
);

describe("paths named in the docs and comments", () => {
  it("recognises what is a path and what is not", () => {
    expect(pathIn("app/pages.ts")).toBe("app/pages.ts");
    expect(pathIn("browser/forms.ts:62-78")).toBe("browser/forms.ts");
    expect(pathIn("~/config/env.server")).toBe("app/config/env.server");
    expect(pathIn("/admin")).toBeNull();
    expect(pathIn("npm run build")).toBeNull();
    expect(pathIn("build/client")).toBeNull();
    expect(exists("app/islands/<name>.tsx", "README.md")).toBe(true);
    expect(exists("app/no-such-file.ts", "README.md")).toBe(false);
    expect(exists("no-such-file.ts", "README.md")).toBe(false);
  });

  it("names only what exists", () => {
    const missing = written.flatMap((file) =>
      spans(file).flatMap(({ line, span }) => {
        const name = pathIn(span);
        return name && !exists(name, file) ? [`${file}:${line} names \`${span}\``] : [];
      }),
    );
    expect(missing).toEqual([]);
  });
});
