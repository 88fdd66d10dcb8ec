import { expect, test } from "@playwright/test";
import { htmlLang, type Lang } from "../../app/i18n/locales";
import { pageScriptRunning } from "./support";

const cases = [
  { path: "/nope", lang: "en", home: "/", message: "Oops! Page not found", link: "Return to Home" },
  { path: "/de/about", lang: "en", home: "/", message: "Oops! Page not found", link: "Return to Home" },
  { path: "/services/nope", lang: "en", home: "/", message: "Oops! Page not found", link: "Return to Home" },
  {
    path: "/pt/nope",
    lang: "pt",
    home: "/pt",
    message: "Ops! Página não encontrada",
    link: "Voltar ao início",
  },
  {
    path: "/es/services/nope",
    lang: "es",
    home: "/es",
    message: "¡Uy! Página no encontrada",
    link: "Volver al inicio",
  },
  {
    path: "/fr/blog/nope/deeper",
    lang: "fr",
    home: "/fr",
    message: "Cette page est introuvable",
    link: "Retour à l’accueil",
  },
] satisfies { path: string; lang: Lang; home: string; message: string; link: string }[];

for (const { path, lang, home, message, link } of cases) {
  test(`${path} answers 404 with the not-found page in ${lang}`, async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (entry) => logged.push(entry.text()));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await pageScriptRunning(page);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[lang]);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(logged.some((text) => text.includes(path))).toBe(true);

    await page.getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(home);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[lang]);
  });
}

test("an unknown article id is a 404 with 'Article Not Found'", async ({ page }) => {
  for (const path of ["/blog/99", "/blog/abc"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
    await expect(page.getByText("The article you’re looking for doesn’t exist.")).toBeVisible();
  }
  await page.getByRole("link", { name: "Return to Blog" }).click();
  await expect(page).toHaveURL("/blog");
});
