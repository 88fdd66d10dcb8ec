import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { issueArticles, readIssueFiles } from "../../app/newsletter/issues.server";
import { publishedArticles } from "../support/content-on-disk";
import { filesUnder, readAsServed } from "../support/served-files";

/**
 * A newsletter issue is read by its subscribers when it is sent, not before: nothing a visitor can
 * fetch (`build/client`, every file, the precompressed copies too; `/admin`'s script among them)
 * holds a word of an issue that has not gone out. The issues are the repository's, as an editor left
 * them: one with no send time (sent by hand) or a send time still ahead is not sent.
 */
const clientDir = path.join(process.env.E2E_BUILD_DIR ?? "build", "client");
const now = Date.now();
const unsent = readIssueFiles("app/content/newsletter", issueArticles(publishedArticles())).filter(
  (issue) => !issue.sendAt || Date.parse(issue.sendAt) > now,
);

/**
 * The phrases that would give an issue away: from its subject, preheader and each paragraph of its
 * editorial, the longest run of plain ASCII words (a bundler may escape quotes or accents).
 */
function phrases(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map(
      (paragraph) => (paragraph.match(/[A-Za-z0-9 ,.]{24,}/g) ?? []).sort((a, b) => b.length - a.length)[0],
    )
    .filter((phrase): phrase is string => Boolean(phrase?.trim()));
}

/**
 * What the site's code writes itself (dictionaries, the emails' copy): an issue may repeat it (a
 * sign-off such as "The Innova Consulting team"), and it gives nothing away.
 */
const siteCopy = filesUnder("app")
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => fs.readFileSync(file, "utf8"))
  .join("\n");

describe("issues not sent yet", () => {
  const needles = unsent.flatMap((issue) =>
    Object.entries(issue.versions).flatMap(([lang, version]) =>
      [version.subject, version.preheader, version.editorial]
        .flatMap(phrases)
        .filter((phrase) => !siteCopy.includes(phrase))
        .map((phrase) => ({ where: `${issue.id}.${lang}`, phrase })),
    ),
  );

  it.runIf(unsent.length > 0)("are in no file a visitor can fetch", () => {
    expect(needles.length).toBeGreaterThan(unsent.length);
    const found: string[] = [];
    for (const file of filesUnder(clientDir)) {
      const text = readAsServed(file);
      for (const { where, phrase } of needles)
        if (text.includes(phrase)) found.push(`${path.relative(clientDir, file)}: ${where} "${phrase}"`);
    }
    expect(found).toEqual([]);
  });
});
