import { MarkdownRefusal, markdownToHtml, type BodyProblem } from "~/content/blog/articles.server";
import { coverSize } from "~/content/blog/covers";
import { latestDate } from "~/content/blog/publication";
import { portraitSize } from "~/content/people/portraits";
import { photoFile } from "~/content/photos";
import type { Lang } from "~/i18n/locales";
import { staleAfterMs } from "~/newsletter/issue";

/**
 * What the build would refuse, or question, in the entry being edited, found in `/admin` as it is
 * typed rather than minutes after Save: the build's own checks, run in the browser on the pane's
 * values (`markdownToHtml`, `latestDate`, the photos' minimum sizes). `check-words.ts` says each in
 * the pane's language, with what to do.
 */
export type Finding =
  /** The body, at `line`, has what the build refuses (pasted from Word or a web page, a bad link…). */
  | { kind: "body"; line: number; problem: BodyProblem }
  /** A refusal the build words only in English (not expected: every body refusal has its kind). */
  | { kind: "other"; message: string }
  /** More than a year ahead: the build refuses it as a typing mistake. */
  | { kind: "dateAhead"; date: string; latest: string }
  /** Before the newest article on the site: allowed, but it will not lead the blog. A question. */
  | { kind: "dateBeforeNewest"; date: string; newest: string }
  /** A cover or portrait that is not a format the build makes into its sizes. */
  | { kind: "photoFormat"; photo: Photo; name: string }
  /** A photo cover without its description in the pane's language: the build refuses it. */
  | { kind: "coverAltMissing" }
  /** A photo smaller than the build accepts. */
  | { kind: "photoTooSmall"; photo: Photo; width: number; height: number; need: Size }
  /** A photo cover whose file is another published article's cover: the build refuses one photo for two. */
  | { kind: "coverInUse"; name: string; title: string }
  /** A newsletter issue's send time so far past that, published, the issue waits for a person. */
  | { kind: "sendTimePast"; sendAt: string };

export type Photo = "cover" | "portrait";
export interface Size {
  width: number;
  height: number;
}

/** A question the editor may answer by keeping what they wrote; the rest stops the build. */
export const isQuestion = (finding: Finding) => finding.kind === "dateBeforeNewest";

/** A body as the build makes it (`markdownToHtml`), or what it would refuse in it. */
export function checkedBody(
  file: string,
  markdown: string,
  lang: Lang,
): { html: string } | { finding: Finding } {
  try {
    return { html: markdownToHtml(file, markdown, lang) };
  } catch (error) {
    if (error instanceof MarkdownRefusal)
      return { finding: { kind: "body", line: error.line, problem: error.problem } };
    return { finding: { kind: "other", message: (error as Error).message } };
  }
}

const isDay = (date: string) => /^\d{4}-\d\d-\d\d$/.test(date);

/**
 * What an article's `date` raises, seen from `now`: more than a year ahead (the build refuses it), or
 * before the newest of the `published` articles (questioned: it will not lead the blog). An article
 * already published (`id` among them) keeps its date unquestioned.
 */
export function dateFindings(
  date: string,
  id: string,
  published: readonly { id: string; date: string }[],
  now: Date,
): Finding[] {
  if (!isDay(date)) return [];
  const latest = latestDate(now);
  if (date > latest) return [{ kind: "dateAhead", date, latest }];
  if (published.some((article) => article.id === id)) return [];
  const newest = published
    .map((article) => article.date)
    .sort()
    .at(-1);
  return newest && date < newest ? [{ kind: "dateBeforeNewest", date, newest }] : [];
}

/** The smallest photo the build accepts (`scripts/build/covers.ts`, `portraits.ts`). */
export const photoNeeds: Record<Photo, Size> = {
  cover: coverSize,
  portrait: { width: portraitSize.min, height: portraitSize.min },
};

/** A cover may be an SVG drawing, drawn as it is; a portrait is always a photo. */
export const isDrawing = (photo: Photo, name: string) => photo === "cover" && /\.svg$/i.test(name);

/** What the build says of the image `name` (a field's value), before its pixels are known. */
export function photoFormatFinding(photo: Photo, name: string): Finding | undefined {
  if (!name || isDrawing(photo, name) || photoFile.test(name)) return undefined;
  return { kind: "photoFormat", photo, name: name.split("/").at(-1)! };
}

/** What the build says of a photo `size` pixels large (as the browser draws it: EXIF turned upright). */
export function photoSizeFinding(photo: Photo, size: Size): Finding | undefined {
  const need = photoNeeds[photo];
  if (size.width >= need.width && size.height >= need.height) return undefined;
  return { kind: "photoTooSmall", photo, ...size, need };
}

/** A cover (its file's name) that is a photo needs a description (`coverAlt`) in each language, as the build says. */
export function coverAltFinding(value: string, name: string, coverAlt: string): Finding | undefined {
  if (!value || isDrawing("cover", name) || coverAlt.trim()) return undefined;
  return { kind: "coverAltMissing" };
}

/**
 * An issue's send time (`sendAt`, UTC) more than a day before `now`: published so, the servers never
 * send it by themselves (`staleAfterMs`); nothing else tells the editor, whose proof never comes.
 */
export function sendTimeFinding(sendAt: string, now: Date): Finding | undefined {
  const at = Date.parse(sendAt);
  if (Number.isNaN(at) || now.getTime() - at <= staleAfterMs) return undefined;
  return { kind: "sendTimePast", sendAt };
}

/**
 * A photo cover (`image`, the field's value) that is already another published article's cover, as
 * the build refuses it: most often a photo uploaded under a name in use (`cover.jpg`) with Replace,
 * which has changed the other article's cover too. `title` is that article's, in the pane's language.
 */
export function coverInUseFinding(
  image: string,
  id: string,
  published: readonly { id: string; image: string; versions: Record<Lang, { title: string }> }[],
  lang: Lang,
): Finding | undefined {
  if (!image || isDrawing("cover", image)) return undefined;
  const other = published.find((article) => article.id !== id && article.image === image);
  if (!other) return undefined;
  return { kind: "coverInUse", name: image.split("/").at(-1)!, title: other.versions[lang].title };
}
