import type { ApiEntry, CustomPreviewTemplateProps } from "@sveltia/cms";
import { readingMinutes } from "~/content/blog/articles.server";
import { categoryIds, type CategoryId } from "~/content/blog/categories";
import { initials, summarizePerson, type Person } from "~/content/people/schema";
import { ArticleHeading } from "~/components/blog/article-heading";
import { ArticleBody } from "~/components/blog/article-body";
import { Container } from "~/components/ui/container";
import { PeopleGrid } from "~/components/sections/people-grid";
import { site } from "~/config/site";
import { coverOf } from "~/content/blog/covers";
import { dictionaries } from "~/content/dictionaries.server";
import { typeset } from "~/content/typeset";
import { renderNewsletter } from "~/emails/newsletter-issue";
import { webFont } from "~/browser/contract";
import { defaultLang, languageNames, languages, type Lang } from "~/i18n/locales";
import { formatDate } from "~/lib/dates";
import { composeIssue, type IssueArticle, type IssueFile } from "~/newsletter/issue";
import { checkedBody, coverAltFinding, coverInUseFinding, dateFindings, sendTimeFinding } from "./checks";
import { EntryChecks, FindingNote, PhotoCheck, imageName } from "./entry-checks";

/**
 * What the content editor shows beside the form (`CMS.registerPreviewTemplate`): an article as the
 * site typesets and styles it, an issue as the email a subscriber reads, each in the language of
 * the pane, and a person as the About page's card in every language. They render through the site's
 * own code (`markdownToHtml`, `renderNewsletter`, `PeopleGrid`), so the preview says what the build
 * will: above it, what the build would refuse or question (`checks.ts`: pasted HTML or Word
 * leftovers, a photo too small, a date), in the pane's language, with what to do.
 *
 * Sveltia CMS renders these with its own copy of React, inside a frame: they are plain functions of
 * their props, with no hooks.
 */

/** An entry's values in the pane's language, and the shared ones (written in the English file). */
function valuesOf(props: CustomPreviewTemplateProps) {
  const entry = props.entry.toJS() as ApiEntry;
  const lang = paneLang(entry);
  // The site's typeface, as a page has it once drawn (`browser/web-font.ts`): the frame is not a page.
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

/** The author as the byline shows them: from the build's people, or (someone added since) by id. */
function authorOf(people: readonly Person[], id: string, lang: Lang) {
  const found = people.find((one) => one.id === id);
  if (found) return summarizePerson(found, lang, true);
  return { name: id, role: "", initials: initials(id.replace(/-/g, " ")) };
}

export const articlePreview = (published: PublishedContent) =>
  function ArticlePreview(props: CustomPreviewTemplateProps) {
    return articlePane(props, published);
  };

function articlePane(props: CustomPreviewTemplateProps, published: PublishedContent) {
  const { lang, text, shared } = valuesOf(props);
  const id = String(shared("id") || "new-article");
  const category = String(shared("category"));
  const date = String(shared("date"));
  const image = String(shared("image"));
  const body = checkedBody(`${id}.${lang}.md`, text("body"), lang);
  // An upload not saved yet is a blob in the browser: shown as it is, as `npm run dev` shows it.
  const asset = image ? props.getAsset(image) : undefined;
  const uploaded = asset?.url;
  const cover = image ? coverOf(uploaded ?? image, false) : undefined;
  const dated = /^\d{4}-\d\d-\d\d$/.test(date);
  const findings = [
    ...("finding" in body ? [body.finding] : []),
    ...dateFindings(date, id, published.articles, new Date()),
    ...[
      coverAltFinding(image, imageName(image, asset), text("coverAlt")),
      coverInUseFinding(image, id, published.articles, lang),
    ].filter((one) => one !== undefined),
  ];
  return (
    <article lang={lang}>
      <EntryChecks lang={lang}>
        {findings.map((finding, index) => (
          <FindingNote key={index} finding={finding} lang={lang} />
        ))}
        {image ? (
          <PhotoCheck photo="cover" name={imageName(image, asset)} src={uploaded ?? image} lang={lang} />
        ) : null}
      </EntryChecks>
      <header className="bg-navy-50">
        <Container size="prose" className="py-12">
          <ArticleHeading
            t={dictionaries[lang]}
            lang={lang}
            article={{
              category: categoryIds.includes(category as CategoryId) ? (category as CategoryId) : undefined,
              title: typeset(text("title"), lang),
              excerpt: typeset(text("excerpt"), lang),
              date,
              dateLabel: dated ? formatDate(date, lang) : "",
              readMinutes: "html" in body ? readingMinutes(body.html) : 1,
              author: authorOf(published.people, String(shared("author")), lang),
            }}
          />
        </Container>
      </header>
      <Container size="prose" className="py-12">
        {cover && (
          <img
            src={cover.src}
            alt=""
            width={cover.width}
            height={cover.height}
            className="aspect-[1200/630] w-full rounded-2xl object-cover"
          />
        )}
        {"html" in body ? <ArticleBody html={body.html} className="mt-10" /> : null}
      </Container>
    </article>
  );
}

/**
 * What the build the editor runs in knows besides the issue being edited (`scripts/build/admin.ts`):
 * its articles, and the send times already past, by issue. No issue's text: this is public.
 */
export interface PublishedContent {
  /** Each with its cover (its file). */
  articles: (IssueArticle & { image: string })[];
  sendTimes: { id: string; sendAt: string }[];
  /** The people on the site, as About shows them (no booking details, no one marked as a draft). */
  people: Person[];
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
    const check = checkedBody(`${id}.${lang}.md`, editorial, lang);
    if ("finding" in check)
      return (
        <EntryChecks lang={lang}>
          <FindingNote finding={check.finding} lang={lang} field="Editorial" />
        </EntryChecks>
      );
    const previous = published.sendTimes.filter((issue) => issue.id < id).at(-1)?.sendAt;
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
    const sendAt = shared("sendAt");
    const late = typeof sendAt === "string" && sendAt ? sendTimeFinding(sendAt, new Date()) : undefined;
    return (
      <div className="flex min-h-screen flex-col bg-navy-50">
        <EntryChecks lang={lang}>{late ? <FindingNote finding={late} lang={lang} /> : null}</EntryChecks>
        <p className="border-b border-navy-200 bg-white px-4 py-3 text-sm font-semibold text-navy-900">
          {email.subject}
        </p>
        <iframe title={email.subject} srcDoc={email.html} sandbox="" className="w-full grow border-0" />
      </div>
    );
  };
}

/**
 * A person's preview: their card as the About page's leadership shows it, in each language, with the
 * portrait as uploaded and the office's city.
 */
export function PersonPreview(props: CustomPreviewTemplateProps) {
  const data = (props.entry.toJS() as ApiEntry).data as Record<string, unknown>;
  props.document.documentElement.classList.add(webFont.className);
  const name = typeof data.name === "string" ? data.name : "";
  const portrait = typeof data.portrait === "string" && data.portrait ? data.portrait : undefined;
  const inLanguage = (key: "role" | "bio", lang: Lang) => {
    const texts = data[key] as Partial<Record<Lang, string>> | undefined;
    return typeset(texts?.[lang] ?? "", lang);
  };
  const city = site.offices.find((office) => office.id === data.office)?.city;
  return (
    <div className="flex flex-col gap-8 bg-navy-50 p-6">
      {languages.map((lang) => (
        <section key={lang} lang={lang} aria-label={languageNames[lang]}>
          <p className="mb-3 text-xs font-semibold tracking-wide text-navy-500 uppercase">
            {languageNames[lang]}
          </p>
          {portrait ? (
            <div className="mb-3 empty:hidden">
              <PhotoCheck
                photo="portrait"
                name={imageName(portrait, props.getAsset(portrait))}
                src={props.getAsset(portrait)?.url ?? portrait}
                lang={lang}
              />
            </div>
          ) : null}
          <PeopleGrid
            people={[
              {
                id: "preview",
                name,
                initials: initials(name),
                ...(portrait ? { portrait: { src: props.getAsset(portrait)?.url ?? portrait } } : {}),
                role: inLanguage("role", lang),
                bio: inLanguage("bio", lang),
                ...(city ? { city } : {}),
              },
            ]}
          />
        </section>
      ))}
    </div>
  );
}
