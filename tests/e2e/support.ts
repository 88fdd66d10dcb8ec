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
