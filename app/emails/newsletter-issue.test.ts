import { describe, expect, it } from "vitest";
import { languages, localeTags, type Lang } from "~/i18n/locales";
import { composeIssue } from "~/newsletter/issue";
import { readNewsletterContent } from "~/newsletter/issues.server";
import { renderNewsletter } from "./newsletter-issue";
import { typeset } from "~/content/typeset";

const siteUrl = "https://www.innova-consulting.com";
const content = readNewsletterContent("app/content/newsletter", "app/content/blog/posts");
const december = content.issues.find((file) => file.id === "2026-12")!;
// As it goes out at the start of December 2026: no article published since, the six it names.
const issue = composeIssue(december, content.articles, undefined, new Date("2026-12-01T14:00:00Z"));
/** The same issue, as if its articles were new: what a reader gets on their topics. */
const withNew = { ...issue, articles: issue.archive, archive: [] };
const reader = (lang: (typeof languages)[number], interests: string[] = []) => ({
  lang,
  interests: interests as never[],
  unsubscribeUrl: `${siteUrl}${lang === "en" ? "" : `/${lang}`}/newsletter/unsubscribe?token=7.${"a".repeat(32)}`,
});

describe("the December 2026 issue", () => {
  it("is written in the four languages, names the articles of its archive, and as new only those of the month before", () => {
    expect(Object.keys(issue.versions).sort()).toEqual([...languages].sort());
    // The first issue: "new" is the month before it goes out; an article an editor has published
    // since is among them, not under the archive (none of the first six, from January 2025, is).
    const ofTheMonth = content.articles.filter((one) => one.date > "2026-10-31" && one.date <= "2026-12-01");
    expect(issue.articles.map((article) => article.id)).toEqual(ofTheMonth.map((article) => article.id));
    expect(issue.archive.map((article) => article.id)).toEqual(
      december.archive.filter((id) => !ofTheMonth.some((article) => article.id === id)),
    );
    const email = renderNewsletter(issue, reader("en"), siteUrl);
    expect(email.text).toContain("FROM OUR ARCHIVE");
    expect(email.text.includes("NEW ON OUR BLOG")).toBe(ofTheMonth.length > 0);
    // Its archive goes to every reader: a reader with topics is told of a selection only if one was made.
    const withTopics = renderNewsletter(issue, reader("en", ["innovation"]), siteUrl).text;
    expect(withTopics.includes("selected for the topics you chose")).toBe(ofTheMonth.length > 0);
  });

  it("presents as new only the articles published since the issue before it was sent", () => {
    const later = composeIssue(
      { ...december, id: "2025-02", archive: [] },
      content.articles,
      new Date("2025-01-08T10:00:00Z"),
      new Date("2025-02-02T10:00:00Z"),
    );
    // The two of January 2025 after the 8th, and any an editor dates there later.
    const since = content.articles.filter((one) => one.date > "2025-01-08" && one.date <= "2025-02-02");
    expect(since.map((article) => article.id)).toEqual(expect.arrayContaining(["1", "2"]));
    expect(later.articles.map((article) => article.id)).toEqual(since.map((article) => article.id));
    expect(renderNewsletter(later, reader("en"), siteUrl).text).toContain("NEW ON OUR BLOG");
  });

  it("marks the firm's proof of a scheduled issue with its send time and its audience", () => {
    const proof = renderNewsletter(issue, reader("en"), siteUrl, {
      proof: { sendAt: new Date("2026-12-01T14:00:00Z"), subscribers: 1234 },
    });
    expect(proof.subject).toBe(`[Proof] ${issue.versions.en!.subject}`);
    expect(proof.text.split("\n")[0]).toBe(
      "Proof for the firm, in English: this issue is sent automatically on Tuesday, December 1, 2026 at 2:00 PM (UTC), to the subscribers confirmed then (1,234 today), each in their language and topics. To change it, edit its files before then; to stop it, remove its send time.",
    );
  });

  it("words the proof's send time in the proof's own language, and names that language", () => {
    const note = (lang: Lang, sendAt: string) =>
      renderNewsletter(issue, reader(lang), siteUrl, {
        proof: { sendAt: new Date(sendAt), subscribers: 1234 },
      }).text.split("\n")[0];
    expect(note("fr", "2026-12-01T14:00:00Z")).toMatch(
      /^Épreuve pour l’équipe, en français\u00a0: ce numéro est envoyé automatiquement le mardi\u00a01er\u00a0décembre\u00a02026 à 14\u00a0h \(UTC\), aux abonnés/,
    );
    expect(note("fr", "2026-12-01T14:30:00Z")).toContain("à 14\u00a0h\u00a030 (UTC)");
    expect(note("pt", "2026-12-01T14:00:00Z")).toMatch(
      /^Prova para a equipe, em português: o envio desta edição está programado para terça-feira, 1º de dezembro de 2026 às 14h \(UTC\) e alcança os assinantes/,
    );
    expect(note("es", "2026-12-01T14:00:00Z")).toMatch(
      /^Prueba para el equipo, en español: esta edición sale automáticamente el martes, 1 de diciembre de 2026, 2:00 p\.m\. \(UTC\)/,
    );
  });

  it("renders in the reader's language, every site link tagged for the campaign, with no image", () => {
    for (const lang of languages) {
      const email = renderNewsletter(issue, reader(lang), siteUrl);
      expect(email.subject).toBe(issue.versions[lang]!.subject);
      expect(email.html).toContain(`<html lang="${localeTags[lang].bcp47}">`);
      expect(email.html).toContain(typeset(issue.versions[lang]!.preheader, lang));
      expect(email.html).not.toMatch(/<img/i);
      const links = [...email.html.matchAll(/href="([^"]+)"/g)].map((match) =>
        match[1]!.replace(/&amp;/g, "&"),
      );
      expect(links.length).toBeGreaterThan(6);
      for (const link of links) {
        const url = new URL(link);
        expect(url.origin).toBe(siteUrl);
        if (lang !== "en") expect(url.pathname.startsWith(`/${lang}/`)).toBe(true);
        expect(url.search).toContain("utm_source=newsletter&utm_medium=email&utm_campaign=2026-12");
      }
      expect(email.text).toContain("555 North Orange Avenue, Suite 1200, Orlando, FL 32801");
    }
  });

  it("keeps French typography in the fixed words and the issue's own", () => {
    const email = renderNewsletter(withNew, reader("fr", ["innovation"]), siteUrl);
    expect(email.text).toContain("Lire l’article\u00a0: https://");
    expect(email.text).toContain(
      "Les nouveaux articles sont choisis en fonction des thèmes que vous avez retenus\u00a0: «\u202fInnovation\u202f».",
    );
    expect(email.text).toContain("États-Unis");
    const words = `${email.subject}\n${email.text.replace(/https?:\/\/\S+/g, "")}`;
    expect(words).not.toMatch(/ [:;!?»]/);
    expect(words).not.toMatch(/« /);
  });

  it("gives the articles on the reader's topics, under the interest each serves first, and says so when none is", () => {
    const one = renderNewsletter(withNew, reader("en", ["process-optimization"]), siteUrl);
    expect([...one.text.matchAll(/\/blog\/(\d)\?/g)].map((match) => match[1])).toEqual(["4", "3"]);
    expect(one.text).toMatch(/— Business strategy —\n\nData-Driven Decision Making/);
    expect(one.text).toMatch(/— Process optimization —\n\nAutomation Without Displacement/);
    // Each topic quoted: a label with "y" in it reads as one topic, not two.
    const two = renderNewsletter(withNew, reader("es", ["ai-machine-learning", "innovation"]), siteUrl);
    expect(two.text).toContain("eligió: “IA y aprendizaje automático” y “Innovación”.");
    const none = renderNewsletter(
      { ...withNew, articles: withNew.articles.filter((article) => article.category === "cloud-technology") },
      reader("es", ["innovation"]),
      siteUrl,
    );
    expect(none.text).toContain("Ninguno de los artículos de este mes trata los temas que eligió.");
  });

  it("marks a proof copy in its subject and at the top", () => {
    const email = renderNewsletter(issue, reader("pt"), siteUrl, { test: true });
    expect(email.subject).toBe(`[Teste] ${issue.versions.pt!.subject}`);
    expect(email.text.startsWith("Cópia de teste para revisão.")).toBe(true);
  });
});
