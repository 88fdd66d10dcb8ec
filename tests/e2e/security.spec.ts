import { createHash } from "node:crypto";
import { expect, test, type APIResponse } from "@playwright/test";
import { peopleOnDisk, publishedArticles } from "../support/content-on-disk";
import { allPages } from "./support";

/** An article as the site reads it (the newest), and its author: what its page's head describes. */
const article = publishedArticles()[0]!;
const author = peopleOnDisk().find((person) => person.id === article.author)!;

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"], what).toBe("same-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["x-powered-by"], what).toBeUndefined();
  expect(headers["set-cookie"], what).toBeUndefined();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, what).toMatch(/^default-src 'none';/);
  expect(csp, what).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  return csp;
}

test("pages carry a policy that allows exactly their own inline scripts and stylesheet", async ({
  request,
}) => {
  for (const path of ["/", "/pt/services/ai-solutions", `/fr/blog/${article.id}`]) {
    const response = await request.get(path);
    const csp = expectSecurityHeaders(response, path);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "form-action 'self'"])
      expect(csp).toContain(directive);
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g)].length;
    expect(inline).toBeGreaterThan(0);
    expect(csp.match(/'sha256-[^']+'/g)?.length).toBeGreaterThanOrEqual(
      new Set(html.match(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g)).size,
    );
    // The one inline stylesheet, allowed by its hash: no style attribute or injected style applies.
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, body]) => body!);
    expect(styles).toHaveLength(1);
    const styleHash = createHash("sha256").update(styles[0]!).digest("base64");
    expect(/style-src ([^;]+)/.exec(csp)?.[1]).toBe(`'self' 'sha256-${styleHash}'`);
  }
});

test("every kind of response carries the security headers", async ({ request, baseURL }) => {
  const page = await request.get("/contact");
  const html = await page.text();
  const asset = /\/assets\/[\w.-]+\.woff2/.exec(html)![0];
  const responses: [string, APIResponse][] = [
    ["asset", await request.get(asset)],
    ["image", await request.get("/images/og/innova.png")],
    ["404 page", await request.get("/nope")],
    ["404 article", await request.get("/blog/99")],
    ["page with a query", await request.get("/blog?category=automation")],
    ["data", await request.get("/about.data")],
    ["sitemap", await request.get("/sitemap.xml")],
    ["feed", await request.get("/blog/rss.xml")],
    ["health", await request.get("/healthz")],
    [
      "form answer",
      await request.post("/contact", {
        headers: { Origin: baseURL! },
        form: { name: "", email: "", message: "" },
      }),
    ],
    [
      "refused form",
      await request.post("/contact", { headers: { Origin: "https://evil.example" }, form: { name: "x" } }),
    ],
  ];
  for (const [what, response] of responses) expectSecurityHeaders(response, what);
  expect(responses.find(([what]) => what === "refused form")![1].status()).toBe(403);
});

test("Strict-Transport-Security only over HTTPS (here: behind no trusted proxy, so never)", async ({
  request,
}) => {
  const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toBeUndefined();
});

test("search engines: robots.txt, the sitemap with alternates, noindex on 404s", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:3000\/sitemap\.xml/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap.match(/<url>/g)).toHaveLength(allPages.length);
  expect(sitemap).toContain(
    '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/services/ai-solutions"/>',
  );
  expect(await (await request.get("/pt/nope")).text()).toContain('<meta name="robots" content="noindex"/>');
});

test("each page's head: title, description, canonical, alternates, social tags and valid JSON-LD", async ({
  page,
}) => {
  await page.goto(`/es/blog/${article.id}`);
  await expect(page).toHaveTitle(/\| Innova Consulting$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `http://localhost:3000/es/blog/${article.id}`,
  );
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`),
    );
  expect(alternates).toEqual([
    `en http://localhost:3000/blog/${article.id}`,
    `pt-BR http://localhost:3000/pt/blog/${article.id}`,
    `es http://localhost:3000/es/blog/${article.id}`,
    `fr http://localhost:3000/fr/blog/${article.id}`,
    `x-default http://localhost:3000/blog/${article.id}`,
  ]);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_LA");
  await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(3);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `http://localhost:3000/images/og/es/blog/${article.id}.png`,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = data.map((json) => (JSON.parse(json) as { "@type": string })["@type"]);
  expect(types).toEqual(["BlogPosting", "WebPage"]);
  const posting = JSON.parse(data[0]!) as Record<string, unknown>;
  expect(posting).toMatchObject({
    headline: article.versions.es.title,
    datePublished: article.date,
    inLanguage: "es",
    author: { name: author.name },
  });

  for (const [path, expected] of [
    ["/", ["ProfessionalService", "WebSite", "WebPage"]],
    ["/fr/contact", ["ProfessionalService", "ContactPage"]],
    ["/pt/services/strategy-growth", ["WebPage"]],
    ["/es/about", ["AboutPage"]],
    ["/fr/blog", ["CollectionPage"]],
  ] as const) {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.map((json) => (JSON.parse(json) as { "@type": string })["@type"])).toEqual(expected);
  }
  const org = JSON.parse(
    (await page.goto("/"), await page.locator('script[type="application/ld+json"]').first().textContent())!,
  ) as {
    department: { address: { addressLocality: string }; telephone: string }[];
    email: string;
  };
  expect(org.email).toBe("contact@innova-consulting.com");
  expect(org.department.map((office) => office.address.addressLocality)).toEqual([
    "Orlando",
    "Vancouver",
    "São Paulo",
  ]);
});
