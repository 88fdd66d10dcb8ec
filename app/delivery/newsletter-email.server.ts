import { Marked, type Tokens } from "marked";
import { formatPostalAddress, site } from "~/config/site";
import { dictionaries } from "~/content/dictionaries.server";
import { emailCopy } from "~/content/emails";
import { categoryInterests, servesInterests } from "~/content/newsletter/topics";
import { format } from "~/i18n/format";
import { localeTags, type Lang } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { interestIds, type InterestId } from "~/leads/types";
import { formatDate } from "~/lib/dates";
import type { Issue, IssueArticle } from "~/newsletter/issue";
import { typeset } from "~/content/typeset";
import { escapeHtml, layout, type RenderedEmail } from "./emails.server";

/**
 * One subscriber's copy of an issue: the editorial in their language, then the issue's articles on
 * their topics, grouped under the interest each serves first (`content/newsletter/topics.ts`), then
 * why they get it, the one-click unsubscribe link and the firm's postal address. Every link to the
 * site carries `utm_source=newsletter&utm_medium=email&utm_campaign=<issue>` and goes straight to its
 * page: no redirect, no tracking pixel.
 */
export interface NewsletterReader {
  lang: Lang;
  interests: readonly InterestId[];
  /** Their one-click unsubscribe link (also the `List-Unsubscribe` header's). */
  unsubscribeUrl: string;
}

const link = "color:#0d6b61";
const sectionTitle =
  "margin:28px 0 12px;font-size:18px;color:#0e1f3d;border-top:1px solid #e5e7eb;padding-top:20px";

/** An absolute link to the site for `path` (a site path, or a URL under `siteUrl`), with the campaign's tags. */
export function campaignLink(siteUrl: string, path: string, lang: Lang, issueId: string) {
  const url = new URL(path.startsWith("/") ? siteUrl + localizePath(path, lang) : path);
  url.searchParams.set("utm_source", "newsletter");
  url.searchParams.set("utm_medium", "email");
  url.searchParams.set("utm_campaign", issueId);
  return url.toString();
}

/** The site's links in the editorial get the reader's language and the tags; other links stay as written. */
function siteHref(href: string, siteUrl: string, lang: Lang, issueId: string) {
  return href.startsWith("/") || href.startsWith(`${siteUrl}/`)
    ? campaignLink(siteUrl, href, lang, issueId)
    : href;
}

function editorialHtml(markdown: string, siteUrl: string, lang: Lang, issueId: string) {
  // What the editor typed, typeset for the language (`content/typeset.ts`); never a link's address.
  let previous = "";
  const marked = new Marked({
    walkTokens(token) {
      if ((token.type === "text" || token.type === "escape") && !("tokens" in token && token.tokens)) {
        token.text = typeset(token.text, lang, previous);
        previous = token.text;
      } else if (token.type === "codespan") previous = token.text;
    },
    renderer: {
      paragraph({ tokens }: Tokens.Paragraph) {
        return `<p style="margin:0 0 16px">${this.parser.parseInline(tokens)}</p>\n`;
      },
      link({ href, tokens }: Tokens.Link) {
        return `<a href="${escapeHtml(siteHref(href, siteUrl, lang, issueId))}" style="${link}">${this.parser.parseInline(tokens)}</a>`;
      },
      heading({ tokens }: Tokens.Heading) {
        return `<h2 style="margin:24px 0 8px;font-size:17px;color:#0e1f3d">${this.parser.parseInline(tokens)}</h2>\n`;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

/** The editorial as plain text: links written out after their words, emphasis marks dropped, typeset. */
function editorialText(markdown: string, siteUrl: string, lang: Lang, issueId: string) {
  // The Markdown as a whole: `typeset` leaves an address alone (`https://`, `?x=` are no punctuation).
  return typeset(markdown, lang)
    .replace(
      /\[([^\]]+)\]\(([^)\s]+)\)/g,
      (_, words: string, href: string) => `${words} (${siteHref(href, siteUrl, lang, issueId)})`,
    )
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|\W)[*_](\S.*?)[*_](?=\W|$)/g, "$1$2")
    .replace(/^#+\s+/gm, "");
}

/** The articles a reader gets, under the interest each serves first, in the form's order of interests. */
function sections(articles: IssueArticle[], interests: readonly InterestId[]) {
  const mine = articles.filter((article) => servesInterests(article.category, interests));
  return interestIds
    .map((interest) => ({
      interest,
      articles: mine.filter((article) => categoryInterests[article.category][0] === interest),
    }))
    .filter((section) => section.articles.length > 0);
}

export interface NewsletterOptions {
  /** A copy for proofreading, marked as such. */
  test?: boolean;
  /** The firm's proof of a scheduled issue: when it goes out, to how many subscribers today. */
  proof?: { sendAt: Date; subscribers: number };
}

export function renderNewsletter(
  issue: Issue,
  reader: NewsletterReader,
  siteUrl: string,
  options: NewsletterOptions = {},
): RenderedEmail {
  const { lang } = reader;
  const written = issue.versions[lang];
  if (!written) throw new Error(`Issue ${issue.id} has no ${lang} version`);
  const version = {
    ...written,
    subject: typeset(written.subject, lang),
    preheader: typeset(written.preheader, lang),
  };
  const { colon, newsletter: copy } = emailCopy[lang];
  const labels = dictionaries[lang].newsletter.interestOptions;
  const at = (path: string) => campaignLink(siteUrl, path, lang, issue.id);
  const found = sections(issue.articles, reader.interests);
  const topics =
    reader.interests.length > 0
      ? format(copy.topicsChosen, {
          topics: new Intl.ListFormat(localeTags[lang].bcp47, { type: "conjunction" }).format(
            interestIds
              .filter((interest) => reader.interests.includes(interest))
              // Each label quoted, so that a label with "and" in it reads as one topic.
              .map((id) => format(copy.topic, { topic: labels[id] })),
          ),
        })
      : copy.topicsAll;
  const address = `${site.privacy.controller.legalName}, ${formatPostalAddress(site.privacy.controller.address, lang)}`;
  const unsubscribe = campaignLink(siteUrl, reader.unsubscribeUrl, lang, issue.id);
  const subject = options.proof
    ? format(copy.proofSubject, { subject: version.subject })
    : options.test
      ? format(copy.testSubject, { subject: version.subject })
      : version.subject;
  const note = options.proof
    ? format(copy.proofNote, {
        sendAt: new Intl.DateTimeFormat(localeTags[lang].bcp47, {
          dateStyle: "full",
          timeStyle: "short",
          timeZone: "UTC",
        }).format(options.proof.sendAt),
        count: new Intl.NumberFormat(localeTags[lang].bcp47).format(options.proof.subscribers),
      })
    : options.test
      ? copy.testNote
      : undefined;

  const articleText = (article: IssueArticle) => {
    const { title, excerpt } = article.versions[lang];
    return [
      title,
      formatDate(article.date, lang),
      excerpt,
      `${copy.readArticle}${colon}${at(`/blog/${article.id}`)}`,
      "",
    ];
  };
  const hasNew = issue.articles.length > 0;
  const text = [
    ...(note ? [note, ""] : []),
    editorialText(version.editorial, siteUrl, lang, issue.id),
    "",
    ...(hasNew
      ? [
          copy.articlesTitle.toUpperCase(),
          "",
          ...(found.length === 0 ? [copy.noArticles, ""] : []),
          ...found.flatMap((section) => [
            `— ${labels[section.interest]} —`,
            "",
            ...section.articles.flatMap(articleText),
          ]),
        ]
      : []),
    ...(issue.archive.length > 0
      ? [copy.archiveTitle.toUpperCase(), "", ...issue.archive.flatMap(articleText)]
      : []),
    `${copy.allArticles}${colon}${at("/blog")}`,
    "",
    "-- ",
    copy.why,
    topics,
    `${copy.unsubscribe}${colon}${unsubscribe}`,
    address,
  ].join("\n");

  const articleHtml = (article: IssueArticle) => {
    const { title, excerpt } = article.versions[lang];
    const href = escapeHtml(at(`/blog/${article.id}`));
    return `<div style="margin:0 0 20px">
<p style="margin:0 0 2px;font-size:16px;font-weight:600"><a href="${href}" style="color:#0e1f3d;text-decoration:none">${escapeHtml(title)}</a></p>
<p style="margin:0 0 6px;font-size:13px;color:#6b7280">${escapeHtml(formatDate(article.date, lang))}</p>
<p style="margin:0 0 6px">${escapeHtml(excerpt)}</p>
<p style="margin:0"><a href="${href}" style="${link};font-weight:600">${escapeHtml(copy.readArticle)} →</a></p>
</div>`;
  };
  const html = layout(
    lang,
    `${note ? `<p style="margin:0 0 16px;padding:8px 12px;background:#fef3c7;color:#78350f;font-size:13px">${escapeHtml(note)}</p>\n` : ""}${editorialHtml(version.editorial, siteUrl, lang, issue.id)}
${
  hasNew
    ? `<h2 style="${sectionTitle}">${escapeHtml(copy.articlesTitle)}</h2>
${found.length === 0 ? `<p style="margin:0 0 16px">${escapeHtml(copy.noArticles)}</p>` : ""}
${found
  .map(
    (section) =>
      `<h3 style="margin:20px 0 10px;font-size:13px;letter-spacing:0.05em;text-transform:uppercase;color:#6b7280">${escapeHtml(labels[section.interest])}</h3>\n${section.articles.map(articleHtml).join("\n")}`,
  )
  .join("\n")}`
    : ""
}
${issue.archive.length > 0 ? `<h2 style="${sectionTitle}">${escapeHtml(copy.archiveTitle)}</h2>\n${issue.archive.map(articleHtml).join("\n")}` : ""}
<p style="margin:20px 0 0"><a href="${escapeHtml(at("/blog"))}" style="${link}">${escapeHtml(copy.allArticles)}</a></p>`,
    [
      escapeHtml(copy.why),
      escapeHtml(topics),
      `<a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">${escapeHtml(copy.unsubscribe)}</a>`,
      escapeHtml(address),
    ].join("<br>"),
    version.preheader,
  );
  return { subject, text, html };
}
