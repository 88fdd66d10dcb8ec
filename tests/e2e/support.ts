import { expect, type Locator, type Page } from "@playwright/test";
import { languages, type Lang } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { articleIdsOnDisk } from "../../app/content/blog/article-ids.node";
import { pagePaths as pagePathsOf, pageRoutes } from "../../app/pages";

const articleIds = articleIdsOnDisk();

export { languages, localizePath, type Lang };

/** Every page's language-neutral path, its articles read from the disk. */
export const pagePaths = pagePathsOf(articleIds);

/** Every page in every language: the URLs the build prerenders (72 with the six articles). */
export const allPages = languages.flatMap((lang) =>
  pagePaths.map((path) => ({ lang, url: localizePath(path, lang) })),
);

/**
 * The pages that the browser loops visit (every page in a language: no console error, axe): one
 * page of each kind, in a language that turns with the kind. Pages of a kind share their markup (no
 * page ships a script of its own: the same page script runs everywhere); what differs between them,
 * their copy, is read on all 72 by the build tests and the translations test. `ALL_PAGES=1` visits all 72
 * (before a release, or after a change to the markup of one page only).
 */
export const pagesUnderTest = process.env.ALL_PAGES
  ? allPages
  : allPages.filter(({ lang, url }) => {
      const kind = pageRoutes.findIndex((route) =>
        route.paths(articleIds).some((path) => localizePath(path, lang) === url),
      );
      const route = pageRoutes[kind]!;
      const paths = route.paths(articleIds);
      const sample = paths[kind % paths.length];
      return languages[kind % languages.length] === lang && localizePath(sample!, lang) === url;
    });

/** Collects console errors and uncaught exceptions of a page, to assert there are none. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the page script runs (`data-page-script` on `<html>`): it is inline in the head, so a
 * page that has painted has it. No page ships another script.
 */
export async function pageScriptRunning(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-page-script", "");
}

/**
 * Whether assistive technology reads the element as expanded, from Chromium's accessibility tree:
 * a popover's button has no `aria-expanded` attribute, the browser gives it the state.
 */
export async function expandedState(locator: Locator): Promise<boolean | undefined> {
  const page = locator.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    await locator.evaluate((element) => element.setAttribute("data-expanded-probe", ""));
    const { result } = await cdp.send("Runtime.evaluate", {
      expression: 'document.querySelector("[data-expanded-probe]")',
    });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      objectId: result.objectId!,
      fetchRelatives: false,
    });
    const state = nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
    return typeof state === "boolean" ? state : undefined;
  } finally {
    await locator.evaluate((element) => element.removeAttribute("data-expanded-probe"));
    await cdp.detach();
  }
}

/** Asserts the expanded state assistive technology reads, waiting for it as `expect` does. */
export async function expectExpanded(locator: Locator, expanded: boolean) {
  await expect.poll(() => expandedState(locator)).toBe(expanded);
}

/** A layout shift the browser reported: its score, and the elements that moved. */
interface Shift {
  value: number;
  moved: string[];
}

/**
 * The page's layout shifts so far, each with what moved (tag, classes, text), so that a failure says
 * where to look. None is what a reader wants.
 */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        interface LayoutShiftEntry extends PerformanceEntry {
          value: number;
          sources: { node: Node | null }[];
        }
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `<${node.localName} class="${node.getAttribute("class") ?? ""}"> ${node.textContent?.trim().slice(0, 40)}`
            : `text: ${node?.textContent?.trim().slice(0, 40)}`;
        // Buffered: the shifts so far are in the observer's buffer at once, taken without waiting.
        const observer = new PerformanceObserver(() => {});
        observer.observe({ type: "layout-shift", buffered: true });
        const entries = observer.takeRecords() as LayoutShiftEntry[];
        observer.disconnect();
        resolve(
          entries.map((entry) => ({
            value: entry.value,
            moved: entry.sources.map(({ node }) => describe(node)),
          })),
        );
      }),
  );
}
