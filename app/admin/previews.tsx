import type { ApiEntry, CustomPreviewTemplateProps } from "@sveltia/cms";
import { markdownToHtml } from "~/content/blog/articles.server";
import { categoryIds, type CategoryId } from "~/content/blog/categories";
import { authors } from "~/content/blog/authors";
import { coverOf } from "~/content/blog/covers";
import { dictionaries } from "~/content/dictionaries.server";
import { typeset } from "~/content/typeset";
import { renderNewsletter } from "~/delivery/newsletter-email.server";
import { webFont } from "~/browser/contract";
import { defaultLang, languages, type Lang } from "~/i18n/locales";
import { formatDate } from "~/lib/dates";
import { composeIssue, type IssueArticle, type IssueFile } from "~/newsletter/issue";

/**
 * What the content editor shows beside the form (`CMS.registerPreviewTemplate`): an article as the
 * site typesets and styles it, and an issue as the email a subscriber reads, each in the language of
 * the pane. Both render through the site's own code (`markdownToHtml`, `renderNewsletter`), so the
 * preview says what the build will: a mistake it would refuse (raw HTML) shows here, in words.
 *
 * Sveltia CMS renders these with its own copy of React, inside a frame: they are plain functions of
 * their props, with no hooks.
 */

/** An entry's values in the pane's language, and the shared ones (written in the English file). */
function valuesOf(props: CustomPreviewTemplateProps) {
  const entry = props.entry.toJS() as ApiEntry;
  const lang = paneLang(entry);
  // The site's typeface, as a page has it once drawn (`first-paint.ts`): the frame is not a page.
  props.document.documentElement.classList.add(webFont.className);
  const english = lang === defaultLang ? entry.data : (entry.i18n[defaultLang]?.data ?? entry.data);
  const text = (key: string) => (typeof entry.data[key] === "string" ? (entry.data[key] as string) : "");
  const shared = (key: string) =>
    (entry.data[key] ?? (english as Record<string, unknown>)[key] ?? "") as string | number;
  return { lang, text, shared };
}

/** The pane's language: the one the entry's other languages (`i18n`) leave out. */
function paneLang(entry: ApiEntry): Lang {
  return languages.find((lang) => !(lang in entry.i18n)) ?? defaultLang;
}

/** The build's verdict on one piece of Markdown: its HTML, or why it would stop. */
function rendered(file: string, markdown: string, lang: Lang): { html: string } | { error: string } {
  try {
    return { html: markdownToHtml(file, markdown, lang) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function Refusal({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-8 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      {message}
    </p>
  );
}

export function ArticlePreview(props: CustomPreviewTemplateProps) {
  const { lang, text, shared } = valuesOf(props);
  const t = dictionaries[lang];
  const id = String(shared("id") || "new-article");
  const category = String(shared("category"));
  const date = String(shared("date"));
  const image = String(shared("image"));
  const author = String(shared("author"));
  const body = rendered(`${id}.${lang}.md`, text("body"), lang);
  // An upload not saved yet is a blob in the browser: shown as it is, as `npm run dev` shows it.
  const uploaded = image ? props.getAsset(image)?.url : undefined;
  const cover = image ? coverOf(uploaded ?? image, false) : undefined;
  return (
    <article lang={lang}>
      <header className="bg-navy-50">
        <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
          {categoryIds.includes(category as CategoryId) && (
            <p>
              <span className="rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-900">
                {t.blog.categories[category as CategoryId]}
              </span>
            </p>
          )}
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {typeset(text("title"), lang)}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-navy-600">{typeset(text("excerpt"), lang)}</p>
          <p className="mt-8 border-t border-navy-200 pt-6 text-sm text-navy-600">
            <span className="font-semibold text-navy-900">
              {authors[author as keyof typeof authors]?.name}
            </span>
            <br />
            {/^\d{4}-\d\d-\d\d$/.test(date) && <time dateTime={date}>{formatDate(date, lang)}</time>}
          </p>
        </div>
      </header>
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        {cover && (
          <img
            src={cover.src}
            alt=""
            width={cover.width}
            height={cover.height}
            className="aspect-[1200/630] w-full rounded-2xl object-cover"
          />
        )}
        {"html" in body ? (
          <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: body.html }} />
        ) : (
          <Refusal message={body.error} />
        )}
      </div>
    </article>
  );
}

/** The articles and issues of the build the editor runs in (`build/newsletter.json`). */
export interface PublishedContent {
  issues: IssueFile[];
  articles: IssueArticle[];
}

/**
 * An issue's preview: the email a subscriber with every topic would get if it were sent now, marked
 * as a test copy. Its "new on our blog" lists what was published since the previous issue's send
 * time, among the articles this build knows.
 */
export function issuePreview(published: PublishedContent) {
  return function IssuePreview(props: CustomPreviewTemplateProps) {
    const { lang, text, shared } = valuesOf(props);
    const id = String(shared("id") || "new-issue");
    const editorial = text("body");
    const check = rendered(`${id}.${lang}.md`, editorial, lang);
    if ("error" in check) return <Refusal message={check.error} />;
    const previous = published.issues.filter((issue) => issue.id < id && issue.sendAt).at(-1)?.sendAt;
    const archive = shared("archive");
    const file: IssueFile = {
      id,
      versions: { [lang]: { subject: text("subject"), preheader: text("preheader"), editorial } },
      archive: Array.isArray(archive) ? archive.map(String) : [],
    };
    const issue = composeIssue(
      file,
      published.articles,
      previous ? new Date(previous) : undefined,
      new Date(),
    );
    const origin = props.window.location.origin;
    const email = renderNewsletter(
      issue,
      { lang, interests: [], unsubscribeUrl: `${origin}/newsletter/unsubscribe` },
      origin,
      { test: true },
    );
    return (
      <div className="flex min-h-screen flex-col bg-navy-50">
        <p className="border-b border-navy-200 bg-white px-4 py-3 text-sm font-semibold text-navy-900">
          {email.subject}
        </p>
        <iframe title={email.subject} srcDoc={email.html} sandbox="" className="w-full grow border-0" />
      </div>
    );
  };
}
