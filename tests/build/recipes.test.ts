import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../support/scratch-copy";

/**
 * The recipes cannot rot: every code block of `docs/recipes.md` names the file it goes into (a new
 * file, or a line of an existing one to insert it after or before), and this test follows them all
 * in a scratch copy of the repository, then type-checks the copy as `npm run typecheck` does. A
 * recipe whose anchor line is gone, or whose code no longer compiles, fails here. Command blocks
 * (`sh`) may only run `npm run` scripts that exist.
 */
interface Block {
  line: number;
  lang: string;
  file?: string;
  where?: { side: "after" | "before"; anchor: string };
  code: string;
}

const recipes = fs.readFileSync("docs/recipes.md", "utf8");

export function codeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*```(\w+)(?:\s+(\S+))?(?:\s+(after|before)\s+(?:"([^"]+)"|'([^']+)'))?\s*$/.exec(
      lines[i]!,
    );
    if (!open) continue;
    const indent = lines[i]!.indexOf("```");
    const start = i;
    const code: string[] = [];
    while (++i < lines.length && !/^\s*```\s*$/.test(lines[i]!)) code.push(lines[i]!.slice(indent));
    const [, lang, file, side, doubleQuoted, singleQuoted] = open;
    const anchor = doubleQuoted ?? singleQuoted;
    blocks.push({
      line: start + 1,
      lang: lang!,
      file,
      where: side ? { side: side as "after" | "before", anchor: anchor! } : undefined,
      code: code.join("\n") + "\n",
    });
  }
  return blocks;
}

const blocks = codeBlocks(recipes);
const copy = scratchCopy("recipes");
afterAll(() => copy.remove());

describe("docs/recipes.md", () => {
  it("has worked examples, each naming its file", () => {
    expect(blocks.length).toBeGreaterThan(0);
    const unnamed = blocks.filter((block) => block.lang !== "sh" && !block.file);
    expect(unnamed.map((block) => `docs/recipes.md:${block.line}`)).toEqual([]);
  });

  it("runs only scripts that exist", () => {
    const scripts = Object.keys(JSON.parse(fs.readFileSync("package.json", "utf8")).scripts);
    const named = blocks
      .filter((block) => block.lang === "sh")
      .flatMap((block) => [...block.code.matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((m) => m[1]!));
    expect(named.filter((script) => !scripts.includes(script))).toEqual([]);
  });

  it("compiles when followed in a copy of the repository", { timeout: 300_000 }, () => {
    for (const block of blocks.filter((b) => b.file)) {
      const file = path.join(copy.dir, block.file!);
      if (!block.where) {
        expect(fs.existsSync(file), `docs/recipes.md:${block.line} creates ${block.file}, which exists`).toBe(
          false,
        );
        copy.write({ [block.file!]: block.code });
        continue;
      }
      const lines = fs.readFileSync(file, "utf8").split("\n");
      const at = lines.findIndex((line) => line.includes(block.where!.anchor));
      expect(
        at,
        `docs/recipes.md:${block.line}: no line of ${block.file} holds "${block.where.anchor}"`,
      ).not.toBe(-1);
      lines.splice(block.where.side === "after" ? at + 1 : at, 0, ...block.code.trimEnd().split("\n"));
      fs.writeFileSync(file, lines.join("\n"));
    }
    const typecheck = spawnSync("npm", ["run", "-s", "typecheck"], { cwd: copy.dir, encoding: "utf8" });
    expect(typecheck.stdout + typecheck.stderr).toBe("");
    expect(typecheck.status).toBe(0);
  });
});
