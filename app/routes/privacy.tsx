import type { Route } from "./+types/privacy";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { privacyNotice, type PrivacyLink, type PrivacyNoticeBlock } from "~/content/privacy/notice";
import { requestLang } from "~/i18n/request.server";
import { pageMeta } from "~/lib/seo";
import { Panel } from "~/components/ui/panel";

/**
 * The privacy notice: who holds what a visitor sends, why, for how long, who processes it and where,
 * the visitor's rights, and what the law of each place the firm serves adds. The firm's facts come
 * from `site.privacy`, worded in the page's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { content: privacyNotice(requestLang(request)) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.content.meta);

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const links = content.links;
  return (
    <>
      <PageHero eyebrow={content.updated} title={content.title} subtitle={content.intro} />
      <Container className="max-w-3xl py-16 sm:py-20">
        <Panel
          as="nav"
          id="privacy-contents"
          title={content.contents}
          tone="muted"
          titleClassName="text-sm font-semibold tracking-wide text-navy-700 uppercase"
        >
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-navy-700">
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                  {section.heading}
                </a>
                {section.parts.length > 0 && (
                  <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {section.parts.map((part) => (
                      <li key={part.id}>
                        <a href={`#${part.id}`} className="underline-offset-4 hover:underline">
                          {part.heading}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </Panel>
        {content.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-12 scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-navy-900">
              {section.heading}
            </h2>
            <Block block={section} links={links} />
            {section.parts.map((part) => (
              <section
                key={part.id}
                id={part.id}
                aria-labelledby={`${part.id}-heading`}
                className="mt-8 scroll-mt-24"
              >
                <h3 id={`${part.id}-heading`} className="text-xl font-semibold text-navy-900">
                  {part.heading}
                </h3>
                <Block block={part} links={links} />
              </section>
            ))}
          </section>
        ))}
      </Container>
    </>
  );
}

/** A part's paragraphs, bullet list and closing paragraphs. */
function Block({ block, links }: { block: PrivacyNoticeBlock; links: PrivacyLink[] }) {
  return (
    <>
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg leading-relaxed text-navy-700">
          <WithLinks text={paragraph} links={links} />
        </p>
      ))}
      {block.items.length > 0 && (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-lg leading-relaxed text-navy-700">
          {block.items.map((item) => (
            <li key={item}>
              <WithLinks text={item} links={links} />
            </li>
          ))}
        </ul>
      )}
      {block.after.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg leading-relaxed text-navy-700">
          <WithLinks text={paragraph} links={links} />
        </p>
      ))}
    </>
  );
}

/**
 * `text` with the notice's links, wherever they appear, as links: the firm's addresses and its
 * representatives', the toll-free number, the authorities' websites.
 */
function WithLinks({ text, links }: { text: string; links: PrivacyLink[] }) {
  const hrefs = new Map(links.map((link) => [link.text, link.href]));
  // Longest first, so that one link's text never cuts another's short.
  const texts = [...hrefs.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    `(${texts.map((link) => link.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`,
  );
  // Splitting on a capturing group keeps the links' texts at the odd indexes.
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={index}
        href={hrefs.get(part)}
        className="font-medium break-words text-accent-700 underline underline-offset-4"
      >
        {part}
      </a>
    ) : (
      <span key={index}>{part}</span>
    ),
  );
}
