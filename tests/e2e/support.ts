import { expect, type Page } from "@playwright/test";
import { languages, type Lang } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { pagePaths } from "../../app/pages";

export { languages, localizePath, pagePaths, type Lang };

/** Every page in every language: the 68 URLs the build prerenders. */
export const allPages = languages.flatMap((lang) =>
  pagePaths.map((path) => ({ lang, url: localizePath(path, lang) })),
);

/** Collects console errors and uncaught exceptions of a page, to assert there are none. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated the page, so that clicks reach its handlers. */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
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
        const shifts: Shift[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShiftEntry[])
            shifts.push({ value: entry.value, moved: entry.sources.map(({ node }) => describe(node)) });
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(shifts), 500);
      }),
  );
}
