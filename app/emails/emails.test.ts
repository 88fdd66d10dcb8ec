import { Window } from "happy-dom";
import LinkifyIt from "linkify-it";
import { describe, expect, it } from "vitest";
import { languages, localeTags } from "~/i18n/locales";
import type { SourceStats, Stats } from "~/analytics/report.server";
import type { LeadPayload } from "~/leads/types";
import { renderAcknowledgement } from "./acknowledgement";
import { renderConfirmation } from "./confirmation";
import { digestSources, renderDigest } from "./digest";
import { renderNotification } from "./notification";
import { oneLine } from "./values";

const lead: LeadPayload = {
  contactId: 3,
  name: "Ana\r\nBcc: victim@evil.test",
  email: "ana@example.com",
  company: "<img src=x onerror=alert(1)>",
  message: "Line one\n<script>steal()</script>",
  lang: "pt",
  page: "/pt/contact",
  at: "2026-02-03T04:05:06.789Z",
};

/** The line an inbox shows after the subject: the body's first, hidden, text, without the spaces after it. */
function preheaderOf(html: string) {
  const body = new Window().document;
  body.write(html);
  return body.body.firstElementChild?.textContent?.replace(/[\u00a0\u200c]+$/, "");
}

describe("the emails", () => {
  it("keeps header values on one line", () => {
    expect(oneLine("Ana\r\nBcc: x@y.z\u2028X-A: 1\t")).toBe("Ana Bcc: x@y.z X-A: 1");
  });

  it("gives the firm every field, escaped in HTML, with a one-line subject", () => {
    const email = renderNotification(lead, "en", "https://www.innova-consulting.com");
    expect(email.subject).toBe(
      "New contact message from Ana Bcc: victim@evil.test (<img src=x onerror=alert(1)>)",
    );
    expect(email.text).toMatch(/Received \(UTC\): Feb 3, 2026, 4:05\sAM/);
    expect(email.text).toContain("Page: https://www.innova-consulting.com/pt/contact");
    expect(email.text).toContain("Português (pt)");
    expect(email.text).toContain(lead.message);
    expect(email.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(email.html).toContain("&lt;script&gt;steal()&lt;/script&gt;");
    expect(email.html).not.toMatch(/<img|<script/);
  });

  it("acknowledges in each language with the firm's contacts and nothing typed", () => {
    const subjects = new Set<string>();
    for (const lang of languages) {
      const email = renderAcknowledgement(lang);
      subjects.add(email.subject);
      expect(email.html).toContain(`<html lang="${localeTags[lang].bcp47}">`);
      expect(email.text).toContain("contact@innova-consulting.com");
      expect(email.text).toContain("+55 (11) 5555-0100");
      expect(email.text).toContain("24");
    }
    expect(subjects.size).toBe(languages.length);
    expect(renderAcknowledgement("fr").text).toContain("La suite\u00a0:");
    // The inbox preview is a sentence of ours, not "Hello, Thank you for…".
    expect(preheaderOf(renderAcknowledgement("en").html)).toBe("A consultant will reply within 24 hours.");
  });

  it("asks for consent with the firm's name, postal address and email in the footer (CASL)", () => {
    for (const lang of languages) {
      const email = renderConfirmation(lang, "https://x.test/confirm", "https://x.test/unsubscribe");
      for (const part of [email.text, email.html]) {
        expect(part).toContain("Innova Consulting LLC");
        expect(part).toContain("contact@innova-consulting.com");
      }
    }
    expect(preheaderOf(renderConfirmation("en", "https://x.test/c", "https://x.test/u").html)).toBe(
      "One click to confirm. Nothing is sent until you do.",
    );
  });

  it("tells the firm its week in its language, with a stranger's 404 path escaped", () => {
    const empty: Stats = {
      total: { views: 0, visitors: 0, contacts: 0, bookings: 0, subscriptions: 0 },
      pages: [],
      sources: [],
      languages: [],
      browserLanguages: [],
      notFound: [],
      capped: { views: 0, visitors: 0 },
    };
    const current: Stats = {
      ...empty,
      total: { views: 1200, visitors: 300, contacts: 2, bookings: 0, subscriptions: 1 },
      notFound: [{ path: "/<script>alert(1)</script>", views: 3 }],
    };
    const previous: Stats = {
      ...empty,
      total: { views: 1000, visitors: 300, contacts: 0, bookings: 0, subscriptions: 1 },
    };
    const figures = { week: "2026-W48", since: "2026-11-23", until: "2026-11-29", current, previous };
    const french = renderDigest(figures, "fr");
    expect(french.subject).toBe(
      "Site web, semaine 48 (2026)\u00a0: pages vues 1\u202f200 · messages de contact 2 · nouveaux abonnés 1",
    );
    // The week's range writes its month and year once, in each language's words.
    expect(french.text).toContain("Du 23 au 29\u00a0novembre\u00a02026 (UTC)");
    expect(renderDigest(figures, "pt").text).toContain("23 a 29 de novembro de 2026 (UTC)");
    expect(renderDigest(figures, "es").text).toContain("Del 23 al 29 de noviembre de 2026 (UTC)");
    const december = { ...figures, since: "2026-11-30", until: "2026-12-06" };
    expect(renderDigest(december, "fr").text).toContain(
      "Du 30\u00a0novembre au 6\u00a0décembre\u00a02026 (UTC)",
    );
    expect(french.text).toContain(
      "Pages vues  ·  Semaine écoulée\u00a0: 1\u202f200  ·  Semaine d’avant\u00a0: 1\u202f000",
    );
    expect(french.text).toContain("Évolution\u00a0: +20\u202f%");
    const english = renderDigest(figures, "en");
    expect(english.subject).toBe(
      "Website, week 48 of 2026: page views 1,200 · contact messages 2 · new subscribers 1",
    );
    expect(english.text).toContain("November 23–29, 2026 (UTC)");
    expect(english.text).toContain("Daily visitors (summed)  ·  Last week: 300");
    expect(english.text).toContain("Contact messages  ·  Last week: 2  ·  Week before: 0  ·  Change: —");
    expect(english.html).toContain("/&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(english.html).not.toContain("<script>");
  });

  it("lists a source only above the week's floor or with a lead, and links nothing a visitor typed", () => {
    const source = (name: string, visitors: number, contacts = 0): SourceStats => ({
      source: name,
      medium: "referral",
      campaign: null,
      visitors,
      contacts,
      bookings: 0,
      subscriptions: 0,
    });
    const week: Stats = {
      total: { views: 900, visitors: 500, contacts: 1, bookings: 0, subscriptions: 0 },
      pages: [],
      sources: [
        source("google", 300),
        source("evil.example.com", 4),
        source("partner.example.com", 2, 1),
        source("pay-at.evil.example.com", 15),
      ],
      languages: [],
      browserLanguages: [],
      notFound: [
        { path: "/https:/evil.example.com/pay", views: 40 },
        { path: "(other)", views: 9 },
      ],
      capped: { views: 0, visitors: 0 },
    };
    // The floor is 1 % of 500 visitors: 5. A source under it is summed, unless it brought a lead.
    const figures = {
      week: "2026-W48",
      since: "2026-11-23",
      until: "2026-11-29",
      current: week,
      previous: week,
    };
    const { listed, other, floor } = digestSources(week);
    expect(floor).toBe(5);
    expect(listed.map((row) => row.source)).toEqual([
      "google",
      "partner.example.com",
      "pay-at.evil.example.com",
    ]);
    expect(other).toMatchObject({ visitors: 4, contacts: 0 });

    const email = renderDigest(figures, "en");
    expect(email.text).toContain("Other sources (under 5 daily visitors, no message or subscription)");
    expect(email.text).toContain("Other addresses");
    // What a mail client would turn into links (linkify-it, which mail readers' linkifiers follow):
    // none in the text, none in the HTML's text.
    const linkify = new LinkifyIt();
    const htmlText = email.html.replace(/<[^>]*>/g, " ").replace(/&[a-z]+;|&#\d+;/g, " ");
    expect(linkify.match(email.text)).toBeNull();
    expect(linkify.match(htmlText)).toBeNull();
    expect(email.text).toContain("pay-at.\u200bevil.\u200bexample.\u200bcom / referral");
    // Without the zero-width spaces, the same text would be links: the check can fail.
    expect(linkify.match(email.text.replaceAll("\u200b", ""))?.length).toBeGreaterThan(0);
  });
});
