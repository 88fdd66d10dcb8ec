import { expect, test } from "@playwright/test";
import { privacyContent } from "../../app/content/privacy";
import { site } from "../../app/config/site";
import en from "../../app/i18n/messages/en";
import es from "../../app/i18n/messages/es";
import fr from "../../app/i18n/messages/fr";
import pt from "../../app/i18n/messages/pt";
import { pageScriptRunning, languages, localizePath } from "./support";

/**
 * The privacy notice in four languages, and the ways to reach it: the footer of every page and one
 * line under each form. (Its translations are also checked for English left over by
 * translations.spec.ts, like every page.)
 */
const messages = { en, pt, es, fr };

for (const lang of languages) {
  test(`the privacy notice in ${lang}: every section, the firm's address, reached from the footer`, async ({
    page,
  }) => {
    const notice = privacyContent[lang];
    await page.goto(localizePath("/", lang));
    await pageScriptRunning(page);
    await page.getByRole("contentinfo").getByRole("link", { name: messages[lang].footer.privacy }).click();
    await expect(page).toHaveURL(localizePath("/privacy", lang));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notice.title);
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText([
      notice.contents,
      ...notice.sections.map((section) => section.heading),
    ]);
    // The list of sections leads to each one.
    const contents = page.getByRole("navigation", { name: notice.contents });
    await contents.getByRole("link", { name: notice.sections[6]!.heading }).click();
    await expect(page).toHaveURL(new RegExp(`#${notice.sections[6]!.id}$`));
    // Who to write to, as a link, with the firm's name filled in.
    await expect(page.getByRole("main").getByRole("link", { name: site.email }).first()).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(page.getByRole("main")).toContainText(site.name);
    await expect(page.getByRole("main")).not.toContainText("{firm");
  });
}

test("one line under each form links to its section of the notice in the page's language", async ({
  page,
}) => {
  const forms = [
    { url: "/contact", lang: "en", form: "contact", section: "contact-purpose" },
    { url: "/fr/contact", lang: "fr", form: "contact", section: "contact-purpose" },
    { url: "/pt", lang: "pt", form: "newsletter", section: "newsletter" },
    { url: "/es/blog", lang: "es", form: "newsletter", section: "newsletter" },
  ] as const;
  for (const { url, lang, form, section } of forms) {
    await page.goto(url);
    const copy = messages[lang].form.privacy;
    const line = page.locator("form").getByText(copy[form].split("{link}")[0]!.trim());
    await expect(line, url).toBeVisible();
    const link = line.getByRole("link", { name: copy.link });
    await expect(link).toHaveAttribute("href", `${localizePath("/privacy", lang)}#${section}`);
    // Argentina's AAIP legend stands under the forms of the Spanish pages, and only there.
    await expect(page.locator("form").getByText(copy.legend), url).toHaveCount(lang === "es" ? 1 : 0);
  }
  // The link leads to the section that says what the form's details are for.
  await page.goto("/contact");
  await page.locator("form").getByRole("link", { name: en.form.privacy.link }).click();
  await expect(page).toHaveURL(/\/privacy#contact-purpose$/);
  const purpose = privacyContent.en.sections.find((entry) => entry.id === "contact-purpose")!;
  await expect(page.getByRole("heading", { name: purpose.heading })).toBeInViewport();
});
