import { describe, expect, it } from "vitest";
import { browserLanguage, candidatePage, classify, type RequestFacts } from "./classify";

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

function answered(url: string, status = 200, headers: Record<string, string> = {}, method = "GET") {
  const facts: RequestFacts = { method, url, headers: { "user-agent": browser, ...headers } };
  const page = candidatePage(facts);
  return page ? classify(facts, page, status) : { kind: "none" };
}

describe("classify", () => {
  it("counts a document load, or its revalidation (304), as a view of the page, in its language", () => {
    expect(answered("/pt/about?utm_source=x", 200, { "sec-fetch-dest": "document" })).toEqual({
      kind: "view",
      path: "/pt/about",
      lang: "pt",
    });
    expect(answered("/fr", 304, { "sec-fetch-dest": "document" })).toEqual({
      kind: "view",
      path: "/fr",
      lang: "fr",
    });
  });

  it.each([
    [
      "a bot",
      "/about",
      200,
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    ],
    ["a prefetch", "/about", 200, { "sec-purpose": "prefetch" }],
    ["an old prefetch", "/about", 200, { purpose: "prefetch" }],
    ["an image asked by a page", "/about", 200, { "sec-fetch-dest": "image" }],
    ["an asset", "/assets/root-abc.js", 200, {}],
    ["the feed", "/blog/rss.xml", 200, {}],
    ["the feed's data", "/pt/blog/rss.xml.data", 200, {}],
    ["the sitemap", "/sitemap.xml", 200, {}],
    ["robots.txt", "/robots.txt", 200, {}],
    ["the health check", "/healthz", 200, {}],
    ["a newsletter link", "/es/newsletter/confirm?token=abc", 200, {}],
    ["a redirect", "/about", 301, {}],
    ["React Router's data URL of a page", "/contact.data", 200, {}],
  ])("does not count %s", (_, url, status, headers) => {
    expect(answered(url, status, headers)).toEqual({ kind: "none" });
  });

  it("does not count a HEAD, and counts a 404 apart by path", () => {
    expect(answered("/about", 200, {}, "HEAD")).toEqual({ kind: "none" });
    expect(answered("/wp-login.php", 404)).toEqual({ kind: "none" });
    expect(answered("/old-page?x=1", 404)).toEqual({ kind: "notFound", path: "/old-page" });
  });
});

describe("browserLanguage", () => {
  it("keeps the first preferred language, offered by the site or not", () => {
    expect(browserLanguage("pt-BR,pt;q=0.9,en;q=0.8")).toBe("pt");
    expect(browserLanguage("DE")).toBe("de");
    expect(browserLanguage("*")).toBe("unknown");
    expect(browserLanguage("")).toBe("unknown");
  });
});
