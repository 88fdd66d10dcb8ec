import { describe, expect, it } from "vitest";
import { sourceFromKey, sourceKey, sourceOf } from "./source";
import { weekBefore, weekOf } from "./weeks";

const own = ["www.innova-consulting.com"];

describe("sourceOf", () => {
  it("prefers the campaign tags, lower-cased, and keeps nothing else of the query", () => {
    expect(sourceOf("?utm_source=LinkedIn&utm_medium=social&utm_campaign=Spring%0A&id=42", "", own)).toEqual({
      source: "linkedin",
      medium: "social",
      campaign: "spring",
    });
  });

  it("drops a tag that is not a plain tag: a sentence, a URL, a formula, controls, bidi overrides", () => {
    const forged = [
      "urgent: your invoice is overdue, pay at https://evil.example/pay",
      "https://evil.example",
      '=hyperlink("https://evil.example/x","x")',
      "\u202egnp.exe",
      "news\u009bletter",
      "spring sale",
      "x".repeat(51),
    ];
    for (const value of forged) {
      const query = `?${new URLSearchParams({ utm_source: value, utm_medium: value, utm_campaign: value })}`;
      // No campaign tag left: the source is the referrer, or direct.
      expect(sourceOf(query, "", own), value).toEqual({ source: "direct", medium: null, campaign: null });
    }
    expect(sourceOf("?utm_source=newsletter&utm_medium=e%20mail&utm_campaign=2026-12", "", own)).toEqual({
      source: "newsletter",
      medium: null,
      campaign: "2026-12",
    });
  });

  it("names search engines and social networks, and keeps other hosts as referrals", () => {
    expect(sourceOf("", "https://www.google.com.br/", own)).toEqual({
      source: "google",
      medium: "organic",
      campaign: null,
    });
    expect(sourceOf("", "https://duckduckgo.com/?q=x", own).source).toBe("duckduckgo");
    expect(sourceOf("", "https://lnkd.in/abc", own)).toMatchObject({ source: "linkedin", medium: "social" });
    expect(sourceOf("", "https://www.partner.example/blog?id=9", own)).toEqual({
      source: "partner.example",
      medium: "referral",
      campaign: null,
    });
  });

  it("is direct without a referrer, from the site itself, or with an unreadable one", () => {
    for (const referer of ["", "https://www.innova-consulting.com/about", "not a url"]) {
      expect(sourceOf("", referer, own).source).toBe("direct");
    }
  });

  it("reads back what it stored; an unknown one is unknown", () => {
    const source = sourceOf("?utm_source=newsletter", "", own);
    expect(sourceFromKey(sourceKey(source))).toEqual(source);
    expect(sourceFromKey(null).source).toBe("unknown");
  });
});

describe("weeks", () => {
  it("gives the ISO week, Monday to Sunday, across a year's end", () => {
    expect(weekOf(new Date("2026-11-24T12:00:00Z"))).toEqual({
      id: "2026-W48",
      since: "2026-11-23",
      until: "2026-11-29",
    });
    expect(weekOf(new Date("2027-01-01T00:00:00Z"))).toEqual({
      id: "2026-W53",
      since: "2026-12-28",
      until: "2027-01-03",
    });
    expect(weekBefore(weekOf(new Date("2026-01-05T00:00:00Z"))).id).toBe("2026-W01");
  });
});
