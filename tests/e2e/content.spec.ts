import { expect, test, type Locator, type Page } from "@playwright/test";
import { aboutCopy } from "../../app/content/about/copy";
import { caseStudiesCopy } from "../../app/content/case-studies/copy";
import { contactCopy } from "../../app/content/contact/copy";
import { serviceSlugs } from "../../app/content/service-slugs";
import { servicesCopy } from "../../app/content/services/copy";
import { pageOnDisk, serviceDetailsOnDisk } from "../support/content-on-disk";
import type { CallToAction, DetailSection, Story } from "../../app/content/types";
import { quoted } from "../../app/content/typeset";
import en from "../../app/i18n/messages/en";
import es from "../../app/i18n/messages/es";
import fr from "../../app/i18n/messages/fr";
import pt from "../../app/i18n/messages/pt";
import { localizePath, type Lang } from "./support";

/** The pages editors change, as the repository holds them (read outside Vite). */
const servicesContent = pageOnDisk(servicesCopy);
const aboutContent = pageOnDisk(aboutCopy);
const caseStudiesContent = pageOnDisk(caseStudiesCopy);
const contactContent = pageOnDisk(contactCopy);
const serviceDetailContent = serviceDetailsOnDisk();

/**
 * Each page's sections as a visitor reads them, in English and in one other language (Portuguese,
 * Spanish or French, varied from page to page). The words come from the content files and the
 * dictionaries, so a copy edit does not break a test; what the specification fixes (the figures,
 * the form's placeholders, the firm's contacts) is written out here, so changing it does.
 */
const messages = { en, pt, es, fr };

/** The page's closing call to action and where its two buttons lead. */
async function expectCallToAction(page: Page, lang: Lang, cta: CallToAction, paths: [string, string]) {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: cta.title })).toBeVisible();
  const buttons: [name: string, path: string][] = [
    [cta.primary, paths[0]],
    [cta.secondary, paths[1]],
  ];
  for (const [name, path] of buttons) {
    await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      localizePath(path, lang),
    );
  }
}

/**
 * The figures of a block of metrics, in order: each the term (`<dt>`) its label describes (not the
 * facts beside a story, in its `aside`, whose term is their name).
 */
function figures(scope: Locator) {
  return scope.locator("dt:not(aside dt)");
}

/** A success story: industry, title, its parts, its three figures (the headline first) and their basis. */
async function expectStory(story: Locator, lang: Lang, content: Story, level: 2 | 3) {
  const parts = messages[lang].story;
  await expect(story.getByText(content.industry, { exact: true }).first()).toBeVisible();
  await expect(story.getByRole("heading", { level })).toHaveText(content.title);
  await expect(story.getByRole("heading", { level: level + 1 })).toHaveText([
    parts.results,
    parts.challenge,
    parts.solution,
  ]);
  await expect(figures(story)).toHaveText(content.results.map((result) => result.value));
  await expect(story.getByText(content.basis, { exact: true })).toBeVisible();
  // The headline drawn: what it measures, and the figures before and after, as text.
  const change = story.getByRole("figure", { name: content.change.title });
  await expect(change.getByRole("listitem")).toHaveText([
    `${content.change.before.label}${content.change.before.value}`,
    `${content.change.after.label}${content.change.after.value}`,
  ]);
  // Each figure's text fits the column kept for it (a fixed width, so that nothing moves as a page
  // arrives): its letters, measured, within the column's box.
  for (const item of await change.getByRole("listitem").all()) {
    const { text, column } = await item
      .locator("span")
      .last()
      .evaluate((span) => {
        const range = document.createRange();
        range.selectNodeContents(span);
        return { text: range.getBoundingClientRect(), column: span.getBoundingClientRect() };
      });
    expect(text.width).toBeGreaterThan(0);
    expect(text.left).toBeGreaterThanOrEqual(column.left - 0.5);
    expect(text.right).toBeLessThanOrEqual(column.right + 0.5);
  }
  if (content.quote) {
    // Between the language's quotation marks, written in the text (« … » in French).
    await expect(story.locator("blockquote")).toHaveText(quoted(content.quote.text, lang));
    // Attributed by role and company type, never by a person's name.
    await expect(story.locator("blockquote + figcaption")).toHaveText(content.quote.attribution);
  }
}

for (const lang of ["en", "pt"] as const) {
  test(`about (${lang}): mission, vision, the four core values and six areas of expertise`, async ({
    page,
  }) => {
    const copy = aboutContent[lang];
    await page.goto(localizePath("/about", lang));
    for (const { title, text } of [copy.mission, copy.vision]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
    }
    expect(copy.values.items).toHaveLength(4);
    expect(copy.expertise.items).toHaveLength(6);
    for (const { title, items } of [copy.values, copy.expertise]) {
      const region = page.getByRole("region", { name: title });
      await expect(region.getByRole("listitem")).toHaveCount(items.length);
      await expect(region.getByRole("heading", { level: 3 })).toHaveText(items.map((item) => item.title));
    }
    await expectCallToAction(page, lang, copy.cta, ["/book", "/services"]);
  });
}

for (const lang of ["en", "es"] as const) {
  test(`services (${lang}): four service cards, the four-step process, the timeline, the call to action`, async ({
    page,
  }) => {
    const copy = servicesContent[lang];
    await page.goto(localizePath("/services", lang));

    const offers = page.getByRole("region", { name: copy.offerings.detailsTitle });
    const cards = copy.offerings.items;
    expect(cards.map((card) => card.slug)).toEqual([...serviceSlugs]);
    await expect(offers.getByRole("heading", { level: 3 })).toHaveText(cards.map((card) => card.title));
    for (const card of cards) {
      const item = offers
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: card.title }) });
      await expect(
        item.getByRole("heading", { level: 4, name: messages[lang].serviceCard.features }),
      ).toBeVisible();
      await expect(item.getByRole("list").getByRole("listitem")).toHaveText(card.features);
      await expect(item.getByText(card.results[0]!)).toBeVisible();
      const link = item.getByRole("link", { name: new RegExp(`^${copy.offerings.learnMore}`) });
      await expect(link).toHaveAttribute("href", localizePath(`/services/${card.slug}`, lang));
    }
    await expect(offers.getByText(copy.offerings.basis, { exact: true })).toBeVisible();

    const process = page.getByRole("region", { name: copy.process.title });
    expect(copy.process.steps).toHaveLength(4);
    await expect(process.getByRole("listitem").getByRole("heading")).toHaveText(
      copy.process.steps.map((step) => step.title),
    );
    await expect(process.getByRole("heading", { name: copy.timeline.title })).toBeVisible();
    await expect(process.getByText(copy.timeline.text)).toBeVisible();
    await expectCallToAction(page, lang, copy.cta, ["/book", "/case-studies"]);

    // A card's link opens its detail page in the same language.
    await offers
      .getByRole("link", { name: new RegExp(`^${copy.offerings.learnMore}`) })
      .nth(2)
      .click();
    await expect(page).toHaveURL(localizePath("/services/ai-solutions", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      serviceDetailContent["ai-solutions"][lang].intro.title,
    );
  });
}

/** The specification's fixed figures, shown on the English detail pages. */
const fixedFigures: Partial<Record<(typeof serviceSlugs)[number], string[]>> = {
  "business-efficiency": ["30%"],
  "ai-solutions": ["25–35%"],
};

/** Each detail page in English and in one other language. */
const detailLanguages: Record<(typeof serviceSlugs)[number], Lang[]> = {
  "business-efficiency": ["en", "fr"],
  "digital-transformation": ["en", "pt"],
  "ai-solutions": ["en", "es"],
  "strategy-growth": ["en", "fr"],
};

for (const slug of serviceSlugs) {
  for (const lang of detailLanguages[slug]) {
    test(`service detail ${slug} (${lang}): breadcrumb, sections, phase durations, figures and story`, async ({
      page,
    }) => {
      const copy = serviceDetailContent[slug][lang];
      const t = messages[lang];
      await page.goto(localizePath(`/services/${slug}`, lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.intro.title);

      const breadcrumb = page.getByRole("navigation", { name: t.breadcrumb });
      await expect(breadcrumb.getByRole("link", { name: t.nav.services })).toHaveAttribute(
        "href",
        localizePath("/services", lang),
      );
      await expect(breadcrumb.getByRole("listitem").last()).toHaveText(copy.intro.title);

      // What the service includes beside the title, with the way to book it; then the sections.
      const includes = page.getByRole("complementary", { name: t.serviceCard.features });
      const features = servicesContent[lang].offerings.items.find((item) => item.slug === slug)!.features;
      await expect(includes.getByRole("listitem")).toHaveText(features);
      await expect(includes.getByRole("link", { name: copy.cta.primary })).toHaveAttribute(
        "href",
        `${localizePath("/book", lang)}?service=${slug}`,
      );
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
        t.serviceCard.features,
        ...copy.sections.map((section) => section.title),
        copy.story.title,
        copy.cta.title,
      ]);

      for (const section of copy.sections) await expectSection(page, section);
      if (lang === "en" && fixedFigures[slug]) {
        const metrics = copy.sections.find((section) => section.kind === "metrics")!;
        const shown = figures(page.getByRole("region", { name: metrics.title }));
        for (const value of fixedFigures[slug])
          await expect(shown.getByText(value, { exact: true })).toBeVisible();
      }

      const story = page.getByRole("region", { name: copy.story.title }).getByRole("article");
      await expectStory(story, lang, copy.story.story, 3);
    });
  }
}

/** Phases show their durations in order; metrics their figures and the line stating their basis. */
async function expectSection(page: Page, section: DetailSection) {
  const region = page.getByRole("region", { name: section.title });
  if (section.kind === "phases") {
    const phases = region.getByRole("listitem");
    await expect(phases).toHaveCount(section.items.length);
    for (const [index, phase] of section.items.entries()) {
      await expect(phases.nth(index).getByText(phase.duration, { exact: true })).toBeVisible();
    }
  }
  if (section.kind === "metrics") {
    await expect(figures(region)).toHaveText(section.items.map((item) => item.value));
    await expect(region.getByText(section.basis, { exact: true })).toBeVisible();
  }
}

for (const lang of ["pt", "es", "fr"] as const) {
  test(`every link inside the service detail pages in ${lang} keeps the /${lang} prefix`, async ({
    page,
  }) => {
    for (const slug of serviceSlugs) {
      await page.goto(localizePath(`/services/${slug}`, lang));
      const hrefs = await page
        .getByRole("main")
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.length, slug).toBeGreaterThanOrEqual(3);
      for (const href of hrefs) expect(href, `${slug}: ${href}`).toMatch(new RegExp(`^/${lang}(/|$)`));
    }
  });
}

for (const lang of ["en", "fr"] as const) {
  test(`case studies (${lang}): three stories with challenge, solution and three key results, three insights`, async ({
    page,
  }) => {
    const copy = caseStudiesContent[lang];
    await page.goto(localizePath("/case-studies", lang));
    const stories = page.getByRole("main").getByRole("article");
    await expect(stories).toHaveCount(3);
    for (const [index, story] of copy.stories.entries()) {
      await expectStory(stories.nth(index), lang, story, 2);
    }
    const insights = page.getByRole("region", { name: copy.insights.title });
    await expect(insights.getByRole("listitem")).toHaveCount(3);
    await expect(insights.getByRole("heading", { level: 3 })).toHaveText(
      copy.insights.items.map((item) => item.title),
    );
  });
}

test("case studies (en): the figures the firm publishes", async ({ page }) => {
  await page.goto("/case-studies");
  await expect(figures(page.getByRole("main"))).toHaveText([
    ...["30%", "$4.2M", "45%"],
    ...["60%", "35%", "3×"],
    ...["40%", "25%", "$1.6M"],
  ]);
});

/** The spec's words for the English form; the other languages read theirs from the dictionaries. */
const englishPlaceholders = {
  company: "Your Company",
  message: "Tell us about your business challenges and goals...",
};

for (const lang of ["en", "es"] as const) {
  test(`contact (${lang}): highlighted hero, the form's fields, email, phones, offices and what to expect`, async ({
    page,
  }) => {
    const copy = contactContent[lang];
    const t = messages[lang];
    await page.goto(localizePath("/contact", lang));

    // The word for "Innovate" is its own element, in another colour than the rest of the title.
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText(copy.hero.title);
    const highlight = title.getByText(copy.hero.highlight, { exact: true });
    await expect(highlight).toBeVisible();
    const colors = await highlight.evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(element.parentElement!).color,
    ]);
    expect(colors[0]).not.toBe(colors[1]);

    const form = page.getByRole("region", { name: copy.form.title });
    await expect(form.getByText(t.form.requiredFields)).toBeVisible();
    const fields = {
      name: [t.contactForm.name, t.contactForm.namePlaceholder],
      email: [t.contactForm.email, t.contactForm.emailPlaceholder],
      company: [t.contactForm.company, t.contactForm.companyPlaceholder],
      message: [t.contactForm.message, t.contactForm.messagePlaceholder],
    } as const;
    if (lang === "en") {
      expect(fields.company[1]).toBe(englishPlaceholders.company);
      expect(fields.message[1]).toBe(englishPlaceholders.message);
    }
    for (const [key, [label, placeholder]] of Object.entries(fields)) {
      const field = form.getByLabel(label, { exact: false });
      await expect(field).toHaveAttribute("placeholder", placeholder);
      // The asterisk the visitor sees beside the label, and the browser's own constraint.
      const labelText = form.locator("label").filter({ hasText: label });
      if (key === "company") {
        await expect(labelText).not.toContainText("*");
        await expect(field).not.toHaveAttribute("required");
      } else {
        await expect(labelText).toContainText("*");
        await expect(field).toHaveAttribute("required", "");
      }
    }
    await expect(form.getByLabel(fields.email[0])).toHaveAttribute("type", "email");
    const message = form.getByRole("textbox", { name: fields.message[0] });
    await expect(message).toHaveAttribute("rows", "6");
    expect(await message.evaluate((element) => element.tagName)).toBe("TEXTAREA");

    const info = page.getByRole("region", { name: copy.info.title });
    await expect(info.getByRole("link", { name: "contact@innova-consulting.com" })).toHaveAttribute(
      "href",
      "mailto:contact@innova-consulting.com",
    );
    await expect(info.getByRole("link", { name: "+1 (407) 555-0100" }).first()).toHaveAttribute(
      "href",
      "tel:+14075550100",
    );
    const offices = info.getByRole("listitem");
    await expect(offices).toHaveCount(3);
    const countries = new Intl.DisplayNames([lang], { type: "region" });
    const expected = [
      ["Orlando", `Florida, ${countries.of("US")}`, "+1 (407) 555-0100", "tel:+14075550100"],
      [
        "Vancouver",
        `${lang === "en" ? "British Columbia" : "Columbia Británica"}, ${countries.of("CA")}`,
        "+1 (604) 555-0100",
        "tel:+16045550100",
      ],
      ["São Paulo", `SP, ${countries.of("BR")}`, "+55 (11) 5555-0100", "tel:+551155550100"],
    ] as const;
    for (const [index, [city, region, phone, tel]] of expected.entries()) {
      await expect(offices.nth(index).getByText(city, { exact: true })).toBeVisible();
      await expect(offices.nth(index).getByText(region, { exact: true })).toBeVisible();
      await expect(offices.nth(index).getByRole("link", { name: phone })).toHaveAttribute("href", tel);
    }

    const whatToExpect = page.getByRole("region", { name: copy.expect.title });
    await expect(whatToExpect.getByRole("heading", { level: 3 })).toHaveText(
      copy.expect.items.map((item) => item.title),
    );
  });
}

test("contact (fr): the Florida office is in Floride", async ({ page }) => {
  await page.goto("/fr/contact");
  await expect(page.getByText("Floride, États-Unis", { exact: true })).toBeVisible();
});
