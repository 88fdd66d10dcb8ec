import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localizedPagePathsOnDisk } from "../../app/pages";
import { timeFor } from "../support/until";

const localizedPagePaths = localizedPagePathsOnDisk();

/**
 * Every built page passes the W3C Nu HTML Checker (vnu, from the `vnu-jar` package) with no error.
 * It runs on Java: `apt-get install default-jre-headless` where `java` is missing.
 *
 * Its CSS checker is left out: the pages' inline stylesheet is Tailwind's output, and the checker's
 * CSS grammar predates what Tailwind v4 relies on (`@property`, `margin-trim`, `color-mix()`).
 */
const clientDir = path.join(process.env.E2E_BUILD_DIR ?? "build", "client");
const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * The checker (26.9.27, the newest) allows `blocking` on a `<link>` only with `rel="stylesheet"`. The
 * HTML standard also allows it with `rel="expect"`, which `root.tsx` uses so that the header is drawn
 * complete (https://html.spec.whatwg.org/multipage/links.html#link-type-expect): that one message, on
 * that one kind of link, is the checker's lag, not the page's error.
 */
function checkerLagsTheSpec({ message, extract = "" }: { message: string; extract?: string }) {
  return (
    /^A “link” element with a “blocking” attribute must have a “rel” attribute/.test(message) &&
    /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(extract)
  );
}

describe("HTML validity", () => {
  it(
    "has no Nu HTML Checker error on any page",
    () => {
      const files = localizedPagePaths.map((urlPath) => path.join(clientDir, urlPath, "index.html"));
      let report: string;
      try {
        report = execFileSync(
          "java",
          [
            "-jar",
            vnu,
            "--errors-only",
            "--filterpattern",
            "CSS: .*",
            "--format",
            "json",
            "--stdout",
            ...files,
          ],
          {
            encoding: "utf8",
            stdio: ["ignore", "pipe", "pipe"],
          },
        );
      } catch (error) {
        const failure = error as { code?: string; stdout?: string };
        if (failure.code === "ENOENT")
          throw new Error("Java is needed for the HTML checker: apt-get install default-jre-headless");
        report = failure.stdout ?? "";
      }
      const { messages } = JSON.parse(report) as {
        messages: { url: string; message: string; extract?: string }[];
      };
      expect(
        messages
          .filter((m) => !checkerLagsTheSpec(m))
          .map((m) => `${m.url.replace(/^.*\/client/, "")}: ${m.message}`),
      ).toEqual([]);
      // A Java start, then each page: at load 20 the 72 pages took 135 s.
    },
    timeFor(localizedPagePaths.length, 2_000),
  );
});
