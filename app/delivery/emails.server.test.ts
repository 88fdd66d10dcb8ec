import { describe, expect, it } from "vitest";
import { languages, localeTags } from "~/i18n/locales";
import { oneLine, renderAcknowledgement, renderNotification, type LeadPayload } from "./emails.server";

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
  });
});
