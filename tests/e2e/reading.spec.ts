import { expect, test, type Page } from "@playwright/test";
import { publishedArticles } from "../support/content-on-disk";
import { pageScriptRunning } from "./support";

/** The articles as the site reads them, newest first: their pages are reading pages. */
const articles = publishedArticles();

/**
 * What a reader sees of the type and the controls: the reading pages' lines at 65-75 characters on a
 * desktop, whichever face draws them (the first page of a visit is in the fallback, the next in
 * Inter), and form controls whose borders stand out from what is around them (WCAG 1.4.11, 3:1).
 */

/** The characters of each line the browser drew in the page's running text (`selector`'s paragraphs). */
function drawnLines(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((paragraphs) => {
    const lines: string[] = [];
    for (const paragraph of paragraphs) {
      // Each character's box: a new line starts where a character sits lower than the one before.
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      let line = "";
      let top: number | undefined;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let index = 0; index < text.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getClientRects()[0];
          if (!box) continue;
          if (top !== undefined && box.top > top + box.height / 2) {
            lines.push(line);
            line = "";
          }
          top = box.top;
          line += text[index];
        }
      }
      // A paragraph's last line is as short as it happens to be: only full lines count.
    }
    return lines.map((line) => line.trim()).filter((line) => line.length > 0);
  });
}

const readingPages = [
  { url: `/blog/${articles[0]!.id}`, text: ".article-part > p" },
  { url: `/fr/blog/${articles.at(-1)!.id}`, text: ".article-part > p" },
  { url: "/privacy", text: "main section[id] > p" },
  { url: "/pt/privacy", text: "main section[id] > p" },
];

test.describe("the reading measure at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const { url, text } of readingPages) {
    test(`${url}: lines of 75 characters at most, in the fallback and in Inter`, async ({ page }) => {
      for (const face of ["fallback", "Inter"] as const) {
        // The first page of a visit is drawn in the fallback; loaded again, in Inter.
        await page.goto(url);
        await pageScriptRunning(page);
        if (face === "Inter") {
          await expect.poll(() => page.evaluate(() => sessionStorage.getItem("web-font-cached"))).toBe("1");
          await page.goto(url);
          await expect(page.locator("html")).toHaveClass(/web-font/);
          await page.evaluate(() => document.fonts.ready);
        }
        const lengths = (await drawnLines(page, text)).map((line) => line.length);
        expect(lengths.length, `${url} in ${face}`).toBeGreaterThan(20);
        const longest = Math.max(...lengths);
        const sorted = [...lengths].sort((a, b) => a - b);
        const median = sorted[Math.floor(sorted.length / 2)]!;
        expect(longest, `${url} in ${face}: the longest line`).toBeLessThanOrEqual(75);
        // Not too narrow either: a comfortable line is about 65.
        expect(median, `${url} in ${face}: the median line`).toBeGreaterThanOrEqual(55);
      }
    });
  }
});

/** The contrast of two CSS colours (`rgb(...)`), as WCAG computes it. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(bl!);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

for (const url of ["/contact", "/", "/blog", "/fr/contact"]) {
  test(`${url}: every text field's border has 3:1 against what surrounds it`, async ({ page }) => {
    await page.goto(url);
    const controls = await page.locator("main input:visible, main textarea:visible").evaluateAll((elements) =>
      elements
        // Not the checkboxes (the browser draws their box), nor the spam trap nobody sees.
        .filter(
          (element) =>
            !["checkbox", "radio", "hidden"].includes((element as HTMLInputElement).type) &&
            !element.closest("[aria-hidden=true]"),
        )
        .map((element) => {
          // What is around the control: the first ancestor that paints a background.
          let around: Element | null = element.parentElement;
          while (around && getComputedStyle(around).backgroundColor === "rgba(0, 0, 0, 0)")
            around = around.parentElement;
          const style = getComputedStyle(element);
          return {
            name: element.getAttribute("name"),
            border: style.borderTopColor,
            width: parseFloat(style.borderTopWidth),
            around: around ? getComputedStyle(around).backgroundColor : "rgb(255, 255, 255)",
            fill: style.backgroundColor,
          };
        }),
    );
    expect(controls.length, url).toBeGreaterThan(0);
    for (const control of controls) {
      expect(control.width, `${url} ${control.name}`).toBeGreaterThanOrEqual(1);
      expect(
        contrast(control.border, control.around),
        `${url} ${control.name}: border on its surround`,
      ).toBeGreaterThanOrEqual(3);
      expect(
        contrast(control.border, control.fill),
        `${url} ${control.name}: border on its fill`,
      ).toBeGreaterThanOrEqual(3);
    }
  });
}

for (const url of ["/", "/blog", `/fr/blog/${articles[0]!.id}`, "/services"]) {
  test(`${url}: every outlined control's border has 3:1 against what surrounds it`, async ({ page }) => {
    await page.goto(url);
    // Buttons, links drawn as buttons or chips, and the newsletter's disclosure: those with a border,
    // and a button's height (a card that is a link is known by its words, not by its border).
    const controls = await page.locator("main :is(a, button, details):visible").evaluateAll((elements) => {
      // A colour as the screen shows it: painted over what is around it (a border may be
      // translucent, and written in any CSS colour space), read back as rgb().
      const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const painted = (color: string, under: string) => {
        canvas.fillStyle = under;
        canvas.fillRect(0, 0, 1, 1);
        canvas.fillStyle = color;
        canvas.fillRect(0, 0, 1, 1);
        const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
        return `rgb(${r}, ${g}, ${b})`;
      };
      return elements
        .map((element) => {
          const style = getComputedStyle(element);
          let around: Element | null = element.parentElement;
          while (around && getComputedStyle(around).backgroundColor === "rgba(0, 0, 0, 0)")
            around = around.parentElement;
          const background = around ? getComputedStyle(around).backgroundColor : "rgb(255, 255, 255)";
          return {
            text: (element.textContent ?? "").trim().slice(0, 40),
            width: parseFloat(style.borderTopWidth),
            height: element.getBoundingClientRect().height,
            transparent: painted(style.borderTopColor, background) === painted("transparent", background),
            border: painted(style.borderTopColor, background),
            around: painted("transparent", background),
          };
        })
        .filter((control) => control.width >= 1 && !control.transparent && control.height <= 64);
    });
    expect(controls.length, url).toBeGreaterThan(0);
    for (const control of controls)
      expect(contrast(control.border, control.around), `${url} "${control.text}"`).toBeGreaterThanOrEqual(3);
  });
}

test("the home page's newsletter form stays short on a phone, its names and topics one tap away", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const form = page.getByRole("region", { name: "Insights for decision makers" }).locator("form");
  expect((await form.boundingBox())!.height).toBeLessThan(450);
  await form.getByText("Add your name and topics (optional)").click();
  await expect(form.getByLabel("First name")).toBeVisible();
  await expect(form.getByLabel("Innovation")).toBeVisible();
});
