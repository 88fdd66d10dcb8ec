import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { budgetFor, type Baseline } from "../../scripts/budgets/budget-rules";
import { pageWeight } from "../../scripts/budgets/page-weight";
import { peopleOnDisk, publishedArticles } from "../support/content-on-disk";
import { scratchCopy } from "../support/scratch-copy";
import { startServer } from "../support/server-process";
import { temporaryDataDir } from "../support/temporary-dir";
import { openEditor, photoJpeg, uploadImage } from "./admin-editor";
import { watchConsole } from "./support";

/**
 * `/admin`, the firm's content editor (Sveltia CMS, `app/admin/`), as an editor uses it: with the
 * production configuration, working on a copy of the repository that the test puts in the browser's
 * private file system (where an editor picks their checkout's folder), then building what it saved as
 * the pipeline builds a push, and reading the article on the built site.
 */

/** The files of the repository copy changed since `since` (ms), as bytes: what a commit would carry. */
async function savedFiles(page: Page, since: number): Promise<Record<string, Buffer>> {
  const files = await page.evaluate(async (since) => {
    const found: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const handle of (dir as unknown as { values(): AsyncIterable<FileSystemHandle> }).values()) {
        if (handle.kind === "directory")
          await walk(handle as FileSystemDirectoryHandle, `${prefix}${handle.name}/`);
        else {
          const file = await (handle as FileSystemFileHandle).getFile();
          if (file.lastModified < since) continue;
          const bytes = new Uint8Array(await file.arrayBuffer());
          found[`${prefix}${handle.name}`] = btoa(
            Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""),
          );
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle("repository"), "");
    return found;
  }, since);
  return Object.fromEntries(
    Object.entries(files).map(([file, base64]) => [file, Buffer.from(base64, "base64")]),
  );
}

/** A partner who joins the firm: her file, then her first article. */
const newcomer = {
  name: "Ana Souza",
  office: "São Paulo",
  order: 6,
  role: {
    English: "Partner, Operations",
    Português: "Sócia de operações",
    Español: "Socia de operaciones",
    Français: "Associée, opérations",
  },
  bio: {
    English:
      "Leads operations work from São Paulo. Ran supply chain planning for two retailers before she joined.",
    Português:
      "Lidera os projetos de operações a partir de São Paulo. Antes, dirigiu o planejamento de suprimentos de duas varejistas.",
    Español:
      "Dirige los proyectos de operaciones desde São Paulo. Antes dirigió la planificación de suministro de dos minoristas.",
    Français:
      "Dirige les missions d'opérations depuis São Paulo. A auparavant piloté la planification des approvisionnements de deux distributeurs.",
  },
};

const article = {
  id: "remote-teams-that-work",
  date: "2026-11-20",
  category: "Change Management",
  author: newcomer.name,
  // Typed as on a keyboard: straight quotes and apostrophes, ordinary spaces.
  versions: {
    English: {
      title: "Remote teams that work",
      coverAlt: "Four colleagues on a video call",
      excerpt: "What 40 remote engagements taught us about teams that deliver.",
      body: `Teams don't fail because they're remote: they fail when "done" means nothing.`,
    },
    Portuguese: {
      title: "Equipes remotas que funcionam",
      coverAlt: "Quatro colegas em uma videochamada",
      excerpt: "O que 40 projetos remotos nos ensinaram sobre equipes que entregam.",
      body: `Equipes não falham por serem remotas: falham quando "pronto" não significa nada.`,
    },
    Spanish: {
      title: "Equipos remotos que funcionan",
      coverAlt: "Cuatro colegas en una videollamada",
      excerpt: "Lo que 40 proyectos remotos nos enseñaron sobre los equipos que cumplen.",
      body: `Los equipos no fallan por ser remotos: fallan cuando "listo" no significa nada.`,
    },
    French: {
      title: "Des équipes à distance qui tiennent leurs promesses",
      coverAlt: "Quatre collègues en visioconférence",
      excerpt: "Ce que 40 missions à distance nous ont appris sur les équipes qui livrent.",
      body: `Une équipe ne réussit pas par hasard : elle réussit quand "fini" veut dire quelque chose. Pourquoi ? C'est simple !`,
    },
  },
};

test("/admin: its own policy, never indexed, out of the sitemap, with no console error", async ({
  page,
  request,
}) => {
  const answer = await request.get("/admin");
  expect(answer.status()).toBe(200);
  const policy = answer.headers()["content-security-policy"]!;
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain("unsafe-eval");
  expect(policy).toContain("connect-src 'self' blob: data: https://api.github.com");
  expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(answer.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  // Every other page keeps the site's policy and its isolation.
  expect((await request.get("/blog")).headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");

  const errors = watchConsole(page);
  await openEditor(page);
  await expect(page.getByRole("treeitem", { name: /^Articles/ })).toBeVisible();
  await expect(page.getByRole("treeitem", { name: /^Newsletter issues/ })).toBeVisible();
  await page.getByRole("treeitem", { name: /^Newsletter issues/ }).click();
  await page.getByRole("row").first().click();
  await expect(page.getByRole("group", { name: /Edit .*English.* Content/ })).toBeVisible();
  // The issue's preview is the email itself, drawn in the browser by the site's email components
  // (React's static renderer) under this page's policy, in a frame that runs nothing: read from
  // outside it, since looking inside would be a script the frame refuses.
  const email = page
    .frameLocator("iframe")
    .first()
    .getByTitle(/^\[Test\] /);
  await expect(email).toBeVisible();
  const html = (await email.getAttribute("srcdoc")) ?? "";
  expect(html).toMatch(/^<!doctype html>\n<html lang="en-US">/);
  expect(html).toContain("Read the article →");
  expect(html).toContain("Unsubscribe in one click");
  // The email's frame runs nothing (no `allow-scripts`), as it should: when the test's browser
  // tries to attach its own script to that frame, Chromium says so. That refusal is the frame's
  // sandbox at work, not an error of the page (it came once in about ten runs).
  const sandboxRefusal =
    /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;
  expect(errors.filter((error) => !sandboxRefusal.test(error))).toEqual([]);
});

test("/admin built without a GitHub sign-in helper: token sign-in only, no relay, and how to set one up", async ({
  page,
}) => {
  await page.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none", description: "All Systems Operational" } } }),
  );
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible();
  // Without CMS_AUTH_URL, Sveltia would send the editor to Netlify's relay and trust its answer.
  await expect(page.getByRole("button", { name: /GitHub/ })).toHaveCount(0);
  await expect(page.getByRole("note")).toContainText("CMS_AUTH_URL");
});

/**
 * What an editor saves in `/admin`, built once as a push to main is built (a build of a copy takes a
 * minute or more) and read on the built site: the two editing tests save, the third builds what both
 * saved. In order, in one worker.
 */
const saved: { article?: Record<string, Buffer>; home?: Record<string, Buffer> } = {};
const headline = "Run a leaner business with practical AI";

test.describe.serial("an editor's changes, built as a push is built", () => {
  test(
    "an editor writes an article in four languages with a photo, and saves what a developer would write",
    writeArticle,
  );
  test("an editor changes the home page's headline, and saves only that", changeHeadline);
  test("the build publishes them: the article typeset, the new partner on About, the new headline", publish);
});

async function writeArticle({ page }: { page: Page }) {
  test.setTimeout(300_000);
  // Both must be new to the repository (a copy that has them could not show them added).
  for (const file of ["app/content/people/ana-souza.yaml", `app/content/blog/posts/${article.id}.en.md`])
    expect(fs.existsSync(file), `${file} exists: give the test's newcomer another name`).toBe(false);
  const errors = watchConsole(page);
  await openEditor(page);
  const started = Date.now();

  // A new partner, with a portrait from a phone (portrait-shaped, larger than the page needs).
  // The editor draws a field once it scrolls into view: a tall window shows the whole form.
  await page.setViewportSize({ width: 1280, height: 2000 });
  await page.getByRole("treeitem", { name: /^People/ }).click();
  await page.getByRole("button", { name: "Create New Entry" }).click();
  const person = page.getByRole("group", { name: /^Edit .*Content$/ });
  const portrait = await photoJpeg(900, 1200, { r: 180, g: 120, b: 90 });
  await uploadImage(page, person, "ana-souza.jpg", portrait);
  // Named once the new entry's form has settled (the upload's dialog has come and gone).
  await person.getByRole("textbox", { name: "Name" }).fill(newcomer.name);
  await person.getByRole("switch", { name: "Partner" }).check();
  await person.getByRole("spinbutton", { name: "Order" }).fill(String(newcomer.order));
  await person.getByRole("radio", { name: newcomer.office }).check();
  for (const field of ["role", "bio"] as const) {
    const group = person.getByRole("group", { name: field === "role" ? /Role/ : /Biography/ });
    for (const [language, text] of Object.entries(newcomer[field]))
      await group.getByRole("textbox", { name: language }).fill(text);
  }
  // The preview: her card as About shows it, in each language.
  const card = page.frameLocator("iframe").first().locator("section[lang=fr]");
  await expect(card.getByRole("heading", { name: newcomer.name })).toBeVisible();
  await expect(card).toContainText(newcomer.role.Français);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row", { name: new RegExp(newcomer.name) })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole("treeitem", { name: /^Articles/ }).click();
  await page.getByRole("button", { name: "Create New Entry" }).click();

  const english = page.getByRole("group", { name: /Edit .*English.* Content/ });
  await english.getByRole("textbox", { name: "Address" }).fill(article.id);
  await english.getByRole("textbox", { name: "Date" }).fill(article.date);
  await english.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: article.category }).click();
  // Six people now: the author is picked from a list, by name.
  await english.getByRole("combobox", { name: "Author" }).click();
  await page.getByRole("option", { name: article.author }).click();
  // A photo from a camera: larger than a cover, in the wrong shape; the build crops and sizes it.
  const photo = await photoJpeg(2000, 1500);
  await uploadImage(page, english, "remote-teams.jpg", photo);

  for (const [language, version] of Object.entries(article.versions)) {
    await page
      .getByRole("group", { name: /^Edit .* Content$/ })
      .getByRole("radiogroup", { name: "Switch Locale" })
      .getByRole("radio", { name: language })
      .click();
    const pane = page.getByRole("group", { name: new RegExp(`Edit .*${language}.* Content`) });
    // A photo cover is described in each language, for readers who cannot see it.
    await pane.getByRole("textbox", { name: "Cover description" }).fill(version.coverAlt);
    await pane.getByRole("textbox", { name: "Title" }).fill(version.title);
    await pane.getByRole("textbox", { name: "Excerpt" }).fill(version.excerpt);
    await pane.getByRole("textbox", { name: "Body" }).click();
    await page.keyboard.type(version.body);
  }
  // The preview sets the French as the site will.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.locator("h1")).toHaveText(article.versions.French.title);
  // Styled by the site's stylesheet: the heading at the article page's size (30 px in a pane this wide).
  expect(await preview.locator("h1").evaluate((h1) => parseFloat(getComputedStyle(h1).fontSize))).toBe(30);
  await expect(preview.locator(".article-body")).toContainText(
    "hasard\u00a0: elle réussit quand «\u00a0fini\u00a0»",
  );
  await page.getByRole("button", { name: "Save" }).click();
  // Saving writes five files and resizes the photo in the browser: slow on a busy machine.
  await expect(page.getByRole("row", { name: new RegExp(article.versions.English.title) })).toBeVisible({
    timeout: 30_000,
  });
  expect(errors).toEqual([]);

  // What the editor saved: the files a developer would write, nothing else.
  const files = await savedFiles(page, started);
  expect(Object.keys(files).sort()).toEqual([
    `app/content/blog/posts/${article.id}.en.md`,
    `app/content/blog/posts/${article.id}.es.md`,
    `app/content/blog/posts/${article.id}.fr.md`,
    `app/content/blog/posts/${article.id}.pt.md`,
    "app/content/people/ana-souza.yaml",
    "public/images/blog/remote-teams.jpg",
    "public/images/people/ana-souza.jpg",
  ]);
  expect(files[`app/content/blog/posts/${article.id}.en.md`]!.toString()).toContain(`author: "ana-souza"\n`);
  const inFile = (texts: Record<string, string>) =>
    Object.values(texts)
      .map((text, index) => `  ${["en", "pt", "es", "fr"][index]}: "${text}"\n`)
      .join("");
  expect(files["app/content/people/ana-souza.yaml"]!.toString()).toBe(
    `name: "${newcomer.name}"\nportrait: "/images/people/ana-souza.jpg"\npartner: true\norder: ${newcomer.order}\noffice: "sao-paulo"\nrole:\n${inFile(newcomer.role)}bio:\n${inFile(newcomer.bio)}draft: false\n`,
  );
  expect(files[`app/content/blog/posts/${article.id}.fr.md`]!.toString()).toBe(
    `---\ncoverAlt: "${article.versions.French.coverAlt}"\ntitle: "${article.versions.French.title}"\nexcerpt: "${article.versions.French.excerpt}"\ndraft: false\n---\n\n${article.versions.French.body}\n`,
  );
  saved.article = files;
}

async function changeHeadline({ page }: { page: Page }) {
  test.setTimeout(300_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 2000 });
  await openEditor(page);
  const started = Date.now();
  await page.getByRole("treeitem", { name: /^Home page/ }).click();
  await page.getByRole("grid", { name: "Files" }).getByRole("row", { name: "Home page" }).click();
  const hero = page
    .getByRole("group", { name: /Edit .*English.* Content/ })
    .getByRole("group", { name: /Hero/ });
  await hero.getByRole("textbox", { name: "Heading", exact: true }).fill(headline);
  // The preview draws the page's top with the site's own component, and checks it as the build will.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.locator("h1")).toHaveText(headline);
  await hero.getByRole("textbox", { name: "Highlighted words" }).fill("practical A.I.");
  await expect(preview.getByRole("alert")).toHaveText(
    'app/content/home/en.yml: invalid "hero.highlight": must be words of the title, as written there',
  );
  await hero.getByRole("textbox", { name: "Highlighted words" }).fill("practical AI");
  await expect(preview.locator("h1")).toHaveText(headline);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Entry saved|Entry updated/)).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);

  // Sveltia writes the page's four files as the repository holds them: only the English headline changed.
  const files = await savedFiles(page, started);
  const pages = ["en", "es", "fr", "pt"].map((lang) => `app/content/home/${lang}.yml`);
  expect(Object.keys(files).sort()).toEqual(pages);
  for (const file of pages) {
    const before = fs.readFileSync(file, "utf8");
    const after = file.endsWith("en.yml")
      ? before.replace(/^( {2}title: ")Transform your business[^"]*"/m, `$1${headline}"`)
      : before;
    expect(files[file]!.toString(), file).toBe(after);
  }
  saved.home = files;
}

async function publish({ page }: { page: Page }) {
  test.setTimeout(300_000);
  expect(saved.article && saved.home, "what the editing tests saved").toBeDefined();
  // Built as a push to main is built, and served.
  const copy = scratchCopy("admin-edits");
  const dataDir = temporaryDataDir("admin-edits");
  try {
    copy.write({ ...saved.article, ...saved.home });
    const built = await copy.build();
    expect(built.code, built.output).toBe(0);
    const site = await startServer({ dataDir, script: path.join(copy.dir, "build/server.js") });
    try {
      const titles = Object.values(article.versions).map((version) => version.title);
      for (const [index, prefix] of ["", "/pt", "/es", "/fr"].entries()) {
        await page.goto(`${site.origin}${prefix}/blog/${article.id}`);
        await expect(page.locator("h1")).toHaveText(titles[index]!);
        // The photo says what it shows, in the page's language.
        const coverAlt = Object.values(article.versions)[index]!.coverAlt;
        await expect(page.getByRole("img", { name: coverAlt, exact: true })).toBeVisible();
        await expect(page.locator("link[rel=alternate][hreflang]")).toHaveCount(5);
        // The newest article: featured first on the blog, and in its category.
        await page.goto(`${site.origin}${prefix}/blog`);
        await expect(page.locator("main article").first().locator("h2, h3").first()).toHaveText(
          titles[index]!,
        );
        // Its photo fills the featured card's half beside the text, as the house drawings do
        // (a `<picture>` once drew it at its 280 px fallback in the corner).
        const featured = page.locator("main article").first();
        const [card, photo] = await Promise.all([
          featured.boundingBox(),
          featured.locator("img").boundingBox(),
        ]);
        expect(photo!.width).toBeCloseTo(card!.width / 2, -1);
        expect(photo!.height).toBeCloseTo(card!.height - 2, -1);
        await page.goto(`${site.origin}${prefix}/blog?category=change-management`);
        await expect(page.getByRole("link", { name: titles[index]! }).first()).toBeVisible();
      }
      // Typeset by the build: French spacing and quotes, a curly apostrophe.
      await page.goto(`${site.origin}/fr/blog/${article.id}`);
      await expect(page.locator(".article-body")).toHaveText(
        "Une équipe ne réussit pas par hasard\u00a0: elle réussit quand «\u00a0fini\u00a0» veut dire quelque chose. Pourquoi\u202f? C’est simple\u202f!",
      );
      await page.goto(`${site.origin}/blog/${article.id}`);
      await expect(page.locator(".article-body")).toContainText("Teams don’t fail because they’re remote");
      // The photo, cropped to the covers' shape and sized, in AVIF and WebP with a JPEG for the rest.
      const cover = page.locator("main picture").first();
      await expect(cover.locator("source[type='image/avif']")).toHaveAttribute(
        "srcset",
        /remote-teams-640\.avif 640w/,
      );
      await expect(cover.locator("img")).toHaveAttribute("width", "1200");
      await expect(cover.locator("img")).toHaveAttribute("height", "630");
      const jpeg = await page.request.get(`${site.origin}/images/blog/remote-teams-1200.jpg`);
      expect(await sharp(await jpeg.body()).metadata()).toMatchObject({
        width: 1200,
        height: 630,
        format: "jpeg",
      });
      // Everywhere else an article is: the sitemap, each language's feed, the newsletter's choice.
      const sitemap = await (await page.request.get(`${site.origin}/sitemap.xml`)).text();
      for (const prefix of ["", "/pt", "/es", "/fr"])
        expect(sitemap).toContain(`${prefix}/blog/${article.id}<`);
      for (const [index, prefix] of ["", "/pt", "/es", "/fr"].entries()) {
        const feed = await (await page.request.get(`${site.origin}${prefix}/blog/rss.xml`)).text();
        expect(feed).toContain(`<title>${titles[index]}</title>`);
      }
      const newsletter = JSON.parse(
        fs.readFileSync(path.join(copy.dir, "build/newsletter.json"), "utf8"),
      ) as {
        articles: { id: string }[];
      };
      expect(newsletter.articles.map((one) => one.id)).toContain(article.id);

      // Within the page weight budgets without a developer: the new article's pages by the article
      // template, the blog's lists with one more card (`scripts/budgets/budget-rules.ts`).
      const baseline = JSON.parse(fs.readFileSync("budgets.json", "utf8")) as Baseline;
      const contentNow = { articles: publishedArticles(copy.dir), people: peopleOnDisk(copy.dir) };
      const clientDir = path.join(copy.dir, "build/client");
      for (const prefix of ["", "/pt", "/es", "/fr"])
        for (const urlPath of [`${prefix}/blog/${article.id}`, `${prefix}/blog`]) {
          const weight = pageWeight(
            fs.readFileSync(path.join(clientDir, urlPath, "index.html"), "utf8"),
            clientDir,
          );
          const budget = budgetFor(urlPath, baseline, contentNow)!;
          expect(budget.basis).not.toBe("its measure");
          for (const key of ["html", "js", "css"] as const)
            expect(weight[key], `${key} of ${urlPath} (${budget.basis})`).toBeLessThanOrEqual(
              Math.round(budget[key] * 1.1),
            );
          if (process.env.SHOW_WEIGHTS) console.log(urlPath, weight, budget);
        }

      // The new partner: in the About page's leadership in each language, her portrait made square
      // and small, at two densities; her name, role and portrait sign the article.
      for (const [index, prefix] of ["", "/pt", "/es", "/fr"].entries()) {
        await page.goto(`${site.origin}${prefix}/about`);
        const card = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: newcomer.name }) });
        await expect(card).toContainText(Object.values(newcomer.role)[index]!);
        await expect(card).toContainText(newcomer.office);
      }
      await page.goto(`${site.origin}/blog/${article.id}`);
      await expect(page.locator("main header")).toContainText(`${newcomer.name}, ${newcomer.role.English}`);
      const mark = page.locator("main header img[src^='/images/people/']");
      await expect(mark).toHaveAttribute("src", "/images/people/ana-souza-320.webp");
      // And twice as large, for a screen of twice the density.
      await expect(mark).toHaveAttribute(
        "srcset",
        "/images/people/ana-souza-320.webp 320w, /images/people/ana-souza-640.webp 640w",
      );
      for (const width of [320, 640]) {
        const square = await page.request.get(`${site.origin}/images/people/ana-souza-${width}.webp`);
        expect(await sharp(await square.body()).metadata()).toMatchObject({
          width,
          height: width,
          format: "webp",
        });
      }

      // The home page's new headline, in English only.
      await page.goto(site.origin);
      await expect(page.locator("h1")).toHaveText(headline);
      await page.goto(`${site.origin}/fr`);
      await expect(page.locator("h1")).not.toHaveText(headline);
    } finally {
      await site.stop();
    }
  } finally {
    copy.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
