import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The app's folders in layers, lowest first (docs/architecture.md): a module imports only from its
 * own folder and the layers below it. Folders in one entry are side by side and import neither way.
 */
const layers = [
  ["i18n"],
  ["config"],
  ["store"],
  ["forms"],
  ["leads"],
  ["lib"],
  ["browser"],
  ["content", "styles"],
  ["booking"],
  ["newsletter"],
  ["analytics"],
  ["emails"],
  ["delivery"],
  ["runtime"],
  ["components"],
  // An island is a component with its own module, which a page names (`<Island of={...}>`). What
  // hydrates it in the browser is built apart from the page (`browser/hydrate-island.ts`).
  ["islands"],
  ["routes", "root.tsx", "entry.server.tsx", "load-context.ts", "routes.ts", "pages.ts"],
  // The content editor, built apart: its previews draw the pages' own route components.
  ["admin"],
];
const level = new Map(layers.flatMap((names, index) => names.map((name) => [name, index] as const)));
const appDir = path.resolve("app");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The top-level folder (or file) of `app/` a path belongs to. */
const topOf = (file: string) => path.relative(appDir, file).split(path.sep)[0]!;

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/^(?:import|export)\b[^'"]*?from\s+["']([^"']+)["']/gm)]
    .map(([, spec]) => spec!)
    .flatMap((spec) => {
      if (spec.startsWith("~/")) return [path.join(appDir, spec.slice(2))];
      if (spec.startsWith(".")) return [path.resolve(path.dirname(file), spec)];
      return [];
    })
    .filter((target) => target.startsWith(appDir + path.sep));
}

describe("layers", () => {
  const files = sources(appDir);

  it("names every top-level folder and file of app/", () => {
    const unknown = [...new Set(files.map(topOf))].filter((top) => !level.has(top));
    expect(unknown).toEqual([]);
  });

  it("has no import from a lower layer to a higher one, or between folders of one layer", () => {
    const wrong = files.flatMap((file) =>
      importsOf(file)
        .map(topOf)
        .filter((target) => target !== topOf(file) && level.get(target)! >= level.get(topOf(file))!)
        .map((target) => `${path.relative(appDir, file)} -> ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it("has no circle of imports between modules, type-only imports included", () => {
    const known = new Set(files);
    const resolve = (target: string) =>
      [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((file) => known.has(file));
    const edges = new Map(
      files.map((file) => [file, importsOf(file).flatMap((target) => resolve(target) ?? [])] as const),
    );
    // Depth first: a module met again while it is still being walked closes a circle.
    const circles: string[] = [];
    const state = new Map<string, "walking" | "done">();
    const walk = (file: string, trail: string[]) => {
      state.set(file, "walking");
      for (const next of edges.get(file)!) {
        if (state.get(next) === "walking") {
          const walked = [...trail, file];
          const circle = [...walked.slice(walked.indexOf(next)), next];
          circles.push(circle.map((step) => path.relative(appDir, step)).join(" -> "));
        } else if (!state.has(next)) walk(next, [...trail, file]);
      }
      state.set(file, "done");
    };
    for (const file of files) if (!state.has(file)) walk(file, []);
    expect(circles).toEqual([]);
  });
});
