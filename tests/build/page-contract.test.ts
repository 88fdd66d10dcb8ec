import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { localizedPagePathsOnDisk } from "../../app/pages";
import { bundlePageScript } from "../../scripts/build/browser-code";
import { hasForm } from "../support/form-pages";

const localizedPagePaths = localizedPagePathsOnDisk();

/**
 * What every built page relies on, checked on the pages as they were built: React Router's output
 * is read here, by a test, and nowhere in the app. If a new version of React Router (or a nonce, or
 * integrity hashes) changes what a page carries, this says where before a visitor finds out.
 * - The whole stylesheet is inline, once, in the head, and the page's policy allows exactly it.
 * - One page script in the head, the same on every page: the bundle of `app/browser/`.
 * - No page carries a script but its own and its structured data: no module script, no preload. A
 *   page with a React island names the island's module, which the page script fetches after the
 *   first paint, and only then (`app/browser/islands.ts`): an island the build made
 *   (`build/islands.json`, one per `app/islands/<name>.tsx`), under its built URL. Which pages have
 *   one is the pages' business; every island the build made is on one page at least.
 * - A page with a form that posts posts it to a page of the site, opts it in to the page script
 *   (`data-enhance`) and names it by an id that the script finds again in the server's answer. A
 *   form that gets (a search) is the browser's: it asks a page of the site.
 * - The policy lists the hash of every inline script the page carries, and nothing else.
 */
const buildDir = process.env.E2E_BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");
const policies = JSON.parse(fs.readFileSync(path.join(buildDir, "csp.json"), "utf8")) as Record<
  string,
  { scripts: string[]; styles: string[] }
>;
/** The islands the build made (`scripts/build/browser-code.ts`): each one's name and built URL. */
const builtIslands = JSON.parse(fs.readFileSync(path.join(buildDir, "islands.json"), "utf8")) as Record<
  string,
  string
>;
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

interface Script {
  attributes: string;
  body: string;
  inHead: boolean;
}

function read(urlPath: string) {
  const html = fs.readFileSync(path.join(clientDir, urlPath, "index.html"), "utf8");
  const headEnd = html.indexOf("</head>");
  const scripts: Script[] = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    attributes: match[1]!,
    body: match[2]!,
    inHead: match.index < headEnd,
  }));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => ({
    body: match[1]!,
    inHead: match.index < headEnd,
  }));
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map(
    (match) => /href="([^"]+)"/.exec(match[0])?.[1] ?? "",
  );
  return { html, scripts, styles, preloads };
}

const isData = (script: Script) => /type="application\/ld\+json"/.test(script.attributes);

describe("every built page carries what it relies on, and nothing else", () => {
  const pageScripts = new Set<string>();
  const islandsOnPages = new Set<string>();
  let bundled: string;
  beforeAll(async () => {
    bundled = await bundlePageScript({ minify: true });
  });

  it.each(localizedPagePaths)("%s", (urlPath) => {
    const { html, scripts, styles, preloads } = read(urlPath);
    const policy = policies[urlPath]!;

    expect(styles).toHaveLength(1);
    expect(styles[0]!.inHead).toBe(true);
    expect(styles[0]!.body.length).toBeGreaterThan(5000);
    expect(policy.styles).toEqual([sha256(styles[0]!.body)]);

    const executable = scripts.filter((script) => !isData(script));
    const [pageScript, ...rest] = executable;
    expect(pageScript!.inHead).toBe(true);
    expect(pageScript!.attributes.trim()).toBe("");
    expect(pageScript!.body).toBe(bundled);
    pageScripts.add(pageScript!.body);
    expect(rest.filter((script) => script.inHead)).toEqual([]);
    expect(scripts.filter((script) => /\bsrc=/.test(script.attributes))).toEqual([]);

    expect(rest).toEqual([]);
    expect(preloads).toEqual([]);
    // A form is sent by the page script, which finds it again by its id in the server's answer.
    const forms = [...html.matchAll(/<form\b([^>]*)>/g)].map(([, attributes]) => attributes!);
    const posted = forms.filter((attributes) => /\bmethod="post"/i.test(attributes));
    expect(posted.length > 0).toBe(hasForm(urlPath));
    for (const attributes of posted) {
      expect(attributes).toMatch(/\bid="[\w-]+-form"/);
      expect(attributes).toMatch(/\baction="\//);
      expect(attributes).toMatch(/\bdata-enhance=""/);
    }
    for (const attributes of forms.filter((form) => !posted.includes(form))) {
      expect(attributes).toMatch(/^(?![\s\S]*\bmethod=)|\bmethod="get"/i);
      expect(attributes).toMatch(/^(?![\s\S]*\baction=)|\baction="\//);
    }
    // An island: one the build made, under its built URL, which is in the build.
    const islands = [...html.matchAll(/<[^>]*\bdata-island="([^"]+)"[^>]*>/g)].map(([tag, name]) => ({
      name: name!,
      source: /\bdata-island-src="([^"]+)"/.exec(tag!)?.[1],
    }));
    for (const { name, source } of islands) {
      expect(Object.keys(builtIslands)).toContain(name);
      expect(source).toBe(builtIslands[name]);
      expect(fs.existsSync(path.join(clientDir, source!))).toBe(true);
      islandsOnPages.add(name);
    }

    const inline = executable.filter((script) => script.body.trim() !== "");
    expect([...policy.scripts].sort()).toEqual(
      [...new Set(inline.map((script) => sha256(script.body)))].sort(),
    );
  });

  it("every island the build made is on a page", () => {
    expect([...islandsOnPages].sort()).toEqual(Object.keys(builtIslands).sort());
  });

  it("the page script is the same on every page (one hash for the whole site), under 3.5 KB gzip", () => {
    expect(pageScripts.size).toBe(1);
    const [script] = pageScripts;
    expect(zlib.gzipSync(script!, { level: 9 }).length).toBeLessThanOrEqual(3.5 * 1024);
  });
});
