import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/locales";
import { say } from "./check-words";
import {
  checkedBody,
  coverAltFinding,
  coverInUseFinding,
  dateFindings,
  photoFormatFinding,
  photoSizeFinding,
  sendTimeFinding,
  type Finding,
} from "./checks";

/** What pasting from Word and from a web page leaves, line by line as the editor's text has it. */
const pasted = {
  footnote: "Our results.\n\nCosts fell by a third.[[1]](#_ftn1)",
  flatTable: "Our results.\n\n| Year | Cost | | 2024 | 120 | | 2025 | 80 |",
  html: 'Our results.\n\n<div class="MsoNormal">Costs fell.</div>',
};

describe("the build's body checks, in /admin", () => {
  it("finds what pasting left, at its line, as the build refuses it", () => {
    expect(checkedBody("7.en.md", pasted.footnote, "en")).toEqual({
      finding: { kind: "body", line: 3, problem: { kind: "footnote", sample: "[[1]](#_ftn1)" } },
    });
    expect(checkedBody("7.en.md", pasted.flatTable, "en")).toEqual({
      finding: { kind: "body", line: 3, problem: { kind: "flatTable" } },
    });
    expect(checkedBody("7.en.md", pasted.html, "en")).toMatchObject({
      finding: { kind: "body", line: 3, problem: { kind: "html" } },
    });
  });

  it("gives the build's HTML for a body it accepts, Word's bullets made a list", () => {
    expect(checkedBody("7.fr.md", "· Un\n· Deux", "fr")).toEqual({
      html: "<ul>\n<li>Un</li>\n<li>Deux</li>\n</ul>\n",
    });
  });
});

describe("an article's date, in /admin", () => {
  const published = [
    { id: "older", date: "2026-03-01" },
    { id: "newest", date: "2026-11-02" },
  ];
  const now = new Date("2026-11-28T12:00:00Z");

  it("refuses more than a year ahead, as the build does", () => {
    expect(dateFindings("2028-11-20", "new", published, now)).toEqual([
      { kind: "dateAhead", date: "2028-11-20", latest: "2027-11-29" },
    ]);
    expect(dateFindings("2027-11-29", "new", published, now)).toEqual([]);
  });

  it("questions a new article dated before the newest one, not an article already published", () => {
    expect(dateFindings("2026-10-30", "new", published, now)).toEqual([
      { kind: "dateBeforeNewest", date: "2026-10-30", newest: "2026-11-02" },
    ]);
    expect(dateFindings("2026-03-01", "older", published, now)).toEqual([]);
    expect(dateFindings("2026-11-02", "new", published, now)).toEqual([]);
    expect(dateFindings("", "new", published, now)).toEqual([]);
  });
});

describe("a cover another article has, in /admin", () => {
  const titles = (title: string) => ({
    en: { title },
    pt: { title },
    es: { title },
    fr: { title: `${title} (fr)` },
  });
  const published = [
    { id: "ai-trends", image: "/images/blog/cover.jpg", versions: titles("Five AI trends") },
    { id: "roi", image: "/images/blog/roi.svg", versions: titles("Measuring ROI") },
  ];

  it("says a photo that is another published article's cover, with that article's title in the pane's language", () => {
    expect(coverInUseFinding("/images/blog/cover.jpg", "new-one", published, "fr")).toEqual({
      kind: "coverInUse",
      name: "cover.jpg",
      title: "Five AI trends (fr)",
    });
  });

  it("says nothing of the article's own cover, another photo, or a drawing two articles share", () => {
    expect(coverInUseFinding("/images/blog/cover.jpg", "ai-trends", published, "en")).toBeUndefined();
    expect(coverInUseFinding("/images/blog/team.jpg", "new-one", published, "en")).toBeUndefined();
    expect(coverInUseFinding("/images/blog/roi.svg", "new-one", published, "en")).toBeUndefined();
    expect(coverInUseFinding("", "new-one", published, "en")).toBeUndefined();
  });
});

describe("a newsletter issue's send time, in /admin", () => {
  const now = new Date("2026-11-28T12:00:00Z");

  it("says a time more than a day past, which the servers would never send by themselves", () => {
    expect(sendTimeFinding("2025-11-28T09:00:00.000Z", now)).toEqual({
      kind: "sendTimePast",
      sendAt: "2025-11-28T09:00:00.000Z",
    });
    expect(sendTimeFinding("2026-11-27T11:59:00.000Z", now)).toMatchObject({ kind: "sendTimePast" });
  });

  it("says nothing of a time ahead, or past by a day at most (sent as soon as it is published)", () => {
    expect(sendTimeFinding("2026-12-01T14:00:00.000Z", now)).toBeUndefined();
    expect(sendTimeFinding("2026-11-27T12:00:00.000Z", now)).toBeUndefined();
    expect(sendTimeFinding("not a time", now)).toBeUndefined();
  });

  it("is said with its day, in the pane's language", () => {
    expect(say({ kind: "sendTimePast", sendAt: "2025-12-01T14:00:00.000Z" }, "pt")).toMatch(
      /^Send time: 1º de dezembro de 2025 já passou há mais de um dia\./,
    );
  });
});

describe("a cover or a portrait, in /admin", () => {
  it("takes the formats the build makes, and a drawing for a cover only", () => {
    expect(photoFormatFinding("cover", "/images/blog/team.jpg")).toBeUndefined();
    expect(photoFormatFinding("cover", "/images/blog/plan.svg")).toBeUndefined();
    expect(photoFormatFinding("cover", "/images/blog/team.avif")).toEqual({
      kind: "photoFormat",
      photo: "cover",
      name: "team.avif",
    });
    expect(photoFormatFinding("portrait", "/images/people/ana.svg")).toMatchObject({ kind: "photoFormat" });
  });

  it("needs a photo cover's description in the pane's language, not a drawing's", () => {
    expect(coverAltFinding("/images/blog/team.jpg", "/images/blog/team.jpg", " ")).toEqual({
      kind: "coverAltMissing",
    });
    expect(coverAltFinding("blob:x", "team.jpg", "Our team")).toBeUndefined();
    expect(coverAltFinding("/images/blog/plan.svg", "/images/blog/plan.svg", "")).toBeUndefined();
    expect(coverAltFinding("", "", "")).toBeUndefined();
  });

  it("needs the build's minimum: 1200 × 630 for a cover, 320 × 320 for a portrait", () => {
    expect(photoSizeFinding("cover", { width: 1200, height: 630 })).toBeUndefined();
    expect(photoSizeFinding("cover", { width: 1200, height: 629 })).toEqual({
      kind: "photoTooSmall",
      photo: "cover",
      width: 1200,
      height: 629,
      need: { width: 1200, height: 630 },
    });
    expect(photoSizeFinding("portrait", { width: 320, height: 320 })).toBeUndefined();
    expect(photoSizeFinding("portrait", { width: 300, height: 900 })).toMatchObject({
      kind: "photoTooSmall",
    });
  });
});

describe("what the preview says", () => {
  const findings: Finding[] = [
    ...Object.values(pasted).map(
      (body) => (checkedBody("7.en.md", body, "en") as { finding: Finding }).finding,
    ),
    { kind: "body", line: 4, problem: { kind: "topHeading", sample: "Results" } },
    { kind: "body", line: 4, problem: { kind: "foreignImage", sample: "https://cdn.example/x.png" } },
    { kind: "body", line: 4, problem: { kind: "undescribedImage", sample: "/images/blog/x.png" } },
    { kind: "body", line: 4, problem: { kind: "link", sample: "javascript:alert(1)" } },
    { kind: "dateAhead", date: "2028-11-20", latest: "2027-11-29" },
    { kind: "dateBeforeNewest", date: "2026-10-30", newest: "2026-11-02" },
    { kind: "coverAltMissing" },
    { kind: "sendTimePast", sendAt: "2025-12-01T14:00:00.000Z" },
    { kind: "coverInUse", name: "cover.jpg", title: "Five AI trends" },
    { kind: "photoFormat", photo: "cover", name: "team.avif" },
    { kind: "photoTooSmall", photo: "cover", width: 800, height: 600, need: { width: 1200, height: 630 } },
    { kind: "photoTooSmall", photo: "portrait", width: 200, height: 200, need: { width: 320, height: 320 } },
  ];

  it("says each finding in the pane's language, where it is and what to do", () => {
    expect(say(findings[0]!, "en")).toBe(
      "Body, line 3: a footnote link pasted from Word ([[1]](#_ftn1)) leads nowhere on the site. Write the note in the text, or in a last paragraph, without the link.",
    );
    expect(say(findings[0]!, "pt", "Editorial")).toMatch(/^Editorial, linha 3: um link de nota de rodapé/);
    expect(say(findings.find((one) => one.kind === "dateBeforeNewest")!, "es")).toBe(
      "Date: el 30 de octubre de 2026 es anterior al artículo más reciente del blog (2 de noviembre de 2026). Aparecerá después de él, no en primer lugar. Si el artículo es nuevo, revise la fecha; si debe ser más antiguo, déjela así.",
    );
    expect(say(findings.at(-2)!, "fr")).toBe(
      "Cover\u00a0: la photo fait 800\u00a0×\u00a0600 pixels\u202f; une couverture demande au moins 1200\u00a0×\u00a0630. Importez une photo plus grande (l’originale, pas une photo reçue par messagerie ou par e-mail).",
    );
  });

  it("says every finding in every language, none left in English", () => {
    for (const finding of findings) {
      const english = say(finding, "en");
      for (const lang of languages.filter((one) => one !== "en"))
        expect(say(finding, lang), `${finding.kind} in ${lang}`).not.toBe(english);
    }
  });

  it("sets French as French prints it: a no-break space before : and a narrow one before ; ! ?", () => {
    for (const finding of findings) {
      // What the editor typed (a sample, a link's scheme) is quoted as typed.
      const typed = finding.kind === "body" && "sample" in finding.problem ? finding.problem.sample : "";
      const prose = say(finding, "fr")
        .replace(typed, "")
        .replace(/\([^)]*\)|https:|mailto:|tel:|\|[^.]*\|/g, "");
      expect(prose, finding.kind).not.toMatch(/[^\u00a0]:|[^\u202f][;!?]| [:;!?]/);
    }
  });
});
