import { Fragment } from "react";
import { dictionaries } from "~/content/dictionaries.server";
import { emailCopy } from "~/content/emails";
import { categoryInterests, servesInterests } from "~/content/newsletter/topics";
import { typeset } from "~/content/typeset";
import { format } from "~/i18n/format";
import { localeTags, type Lang } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { interestIds, type InterestId } from "~/leads/types";
import { formatDate, formatDateTime } from "~/lib/dates";
import type { Issue, IssueArticle } from "~/newsletter/issue";
import { senderAddress } from "./confirmation";
import { EmailLayout } from "./layout";
import { Markdown } from "./markdown";
import { renderEmail, useEmail } from "./render";
import { tone } from "./theme";
import { ActionLink } from "./parts/links";
import { GroupHeading, Note, Paragraph, SectionHeading } from "./parts/text";

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

export interface NewsletterOptions {
  /** A copy for proofreading, marked as such. */
  test?: boolean;
  /** The firm's proof of a scheduled issue: when it goes out, to how many subscribers today. */
  proof?: { sendAt: Date; subscribers: number };
}

/** An absolute link to the site for `path` (a site path, or a URL under `siteUrl`), with the campaign's tags. */
export function campaignLink(siteUrl: string, path: string, lang: Lang, issueId: string) {
  const url = new URL(path.startsWith("/") ? siteUrl + localizePath(path, lang) : path);
  url.searchParams.set("utm_source", "newsletter");
  url.searchParams.set("utm_medium", "email");
  url.searchParams.set("utm_campaign", issueId);
  return url.toString();
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

/** One article: its title (a link), date and excerpt, and a link to read it. */
function Article({ article, href }: { article: IssueArticle; href: string }) {
  const { text, lang } = useEmail();
  const { title, excerpt } = article.versions[lang];
  const date = formatDate(article.date, lang);
  const readArticle = emailCopy[lang].newsletter.readArticle;
  if (text)
    return (
      <>
        {`${title}\n${date}\n${excerpt}\n`}
        <ActionLink href={href}>{readArticle}</ActionLink>
        {"\n\n"}
      </>
    );
  return (
    <div style={{ margin: "0 0 20px" }}>
      <p style={{ margin: "0 0 2px", fontSize: 16, fontWeight: 600 }}>
        <a href={href} {...tone("ink", { textDecoration: "none" })}>
          {title}
        </a>
      </p>
      <p {...tone("muted", { margin: "0 0 6px", fontSize: 13 })}>{date}</p>
      <p style={{ margin: "0 0 6px" }}>{excerpt}</p>
      <p style={{ margin: 0 }}>
        <ActionLink href={href} arrow>
          {readArticle}
        </ActionLink>
      </p>
    </div>
  );
}

/** The note at the top of a copy for the firm: a proof of a scheduled issue, or a test copy. */
function noteFor(options: NewsletterOptions, lang: Lang) {
  const copy = emailCopy[lang].newsletter;
  if (options.proof)
    return format(copy.proofNote, {
      sendAt: formatDateTime(options.proof.sendAt, lang),
      count: new Intl.NumberFormat(localeTags[lang].bcp47).format(options.proof.subscribers),
    });
  return options.test ? copy.testNote : undefined;
}

interface Props {
  issue: Issue;
  reader: NewsletterReader;
  siteUrl: string;
  options?: NewsletterOptions;
}

export function NewsletterIssue({ issue, reader, siteUrl, options = {} }: Props) {
  const { lang } = reader;
  const version = issue.versions[lang]!;
  const copy = emailCopy[lang].newsletter;
  const labels = dictionaries[lang].newsletter.interestOptions;
  const at = (path: string) => campaignLink(siteUrl, path, lang, issue.id);
  // The site's links in the editorial get the reader's language and the tags; other links stay as written.
  const editorialHref = (href: string) =>
    href.startsWith("/") || href.startsWith(`${siteUrl}/`) ? at(href) : href;
  const found = sections(issue.articles, reader.interests);
  const chosen = new Intl.ListFormat(localeTags[lang].bcp47, { type: "conjunction" }).format(
    interestIds
      .filter((interest) => reader.interests.includes(interest))
      // Each label quoted, so that a label with "and" in it reads as one topic.
      .map((id) => format(copy.topic, { topic: labels[id] })),
  );
  // How the new articles were chosen, said only when there are some: an issue's archive (the articles
  // its editorial presents) goes to every reader, whatever their topics.
  const topics =
    issue.articles.length === 0
      ? []
      : [reader.interests.length > 0 ? format(copy.topicsChosen, { topics: chosen }) : copy.topicsAll];
  const note = noteFor(options, lang);
  const article = (one: IssueArticle) => <Article key={one.id} article={one} href={at(`/blog/${one.id}`)} />;
  return (
    <EmailLayout
      lang={lang}
      preheader={typeset(version.preheader, lang)}
      footer={[
        copy.why,
        ...topics,
        <ActionLink href={at(reader.unsubscribeUrl)} look="muted">
          {copy.unsubscribe}
        </ActionLink>,
        senderAddress(lang),
      ]}
    >
      {note && <Note>{note}</Note>}
      <Markdown markdown={version.editorial} lang={lang} href={editorialHref} />
      {issue.articles.length > 0 && (
        <>
          <SectionHeading title={copy.articlesTitle} />
          {found.length === 0 && <Paragraph>{copy.noArticles}</Paragraph>}
          {found.map((section) => (
            <Fragment key={section.interest}>
              <GroupHeading title={labels[section.interest]} />
              {section.articles.map(article)}
            </Fragment>
          ))}
        </>
      )}
      {issue.archive.length > 0 && (
        <>
          <SectionHeading title={copy.archiveTitle} />
          {issue.archive.map(article)}
        </>
      )}
      <Paragraph>
        <ActionLink href={at("/blog")}>{copy.allArticles}</ActionLink>
      </Paragraph>
    </EmailLayout>
  );
}

/** The issue's email for one reader (or the firm's proof, or a test copy): subject, HTML and text. */
export function renderNewsletter(
  issue: Issue,
  reader: NewsletterReader,
  siteUrl: string,
  options: NewsletterOptions = {},
) {
  const { lang } = reader;
  const written = issue.versions[lang];
  if (!written) throw new Error(`Issue ${issue.id} has no ${lang} version`);
  const copy = emailCopy[lang].newsletter;
  // A subject is one line that no client wraps: without the word joiners typesetting puts after a
  // French hyphen (au-delà), which in a header would only be invisible characters.
  const subject = typeset(written.subject, lang).replaceAll("\u2060", "");
  return renderEmail(
    lang,
    options.proof
      ? format(copy.proofSubject, { subject })
      : options.test
        ? format(copy.testSubject, { subject })
        : subject,
    <NewsletterIssue issue={issue} reader={reader} siteUrl={siteUrl} options={options} />,
  );
}
