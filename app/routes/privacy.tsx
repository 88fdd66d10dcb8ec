import type { Route } from "./+types/privacy";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { privacyNotice, type PrivacyLink, type PrivacyNoticeBlock } from "~/content/privacy/notice";
import { requestLang } from "~/i18n/request.server";
import { pageMeta } from "~/lib/seo";
import { Panel } from "~/components/ui/panel";
import { EmailText } from "~/components/ui/email-text";

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
      <PageHero tone="paper" eyebrow={content.updated} title={content.title} subtitle={content.intro} />
      {/* The contents above the text on a phone; beside it on a desktop, held in view under the
          header as the text scrolls, set compact there (a pointer's targets, not a thumb's) so that
          all of it fits a laptop's window, and scrolling on its own in a shorter one, so that none of
          it is cut. The text in a reading column of about 70 characters a line. */}
      <Container className="py-14 sm:py-20 lg:grid lg:grid-cols-[19rem_minmax(0,37rem)] lg:gap-12 xl:grid-cols-[22rem_minmax(0,37rem)] xl:gap-16">
        <div className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain">
          <Panel
            as="nav"
            id="privacy-contents"
            title={content.contents}
            tone="muted"
            className="lg:bg-transparent lg:p-1"
            titleClassName="text-sm font-semibold tracking-wide text-navy-700 uppercase"
          >
            <ol className="mt-2 text-navy-700 sm:columns-2 sm:gap-8 lg:mt-3 lg:columns-1 lg:text-sm">
              {content.sections.map((section, index) => (
                <li key={section.id} className="break-inside-avoid">
                  <a href={`#${section.id}`} className={`flex gap-3 ${tocLink} lg:min-h-6 lg:py-0.5`}>
                    <span
                      aria-hidden="true"
                      className="w-5 shrink-0 text-sm text-navy-500 lg:self-start lg:text-xs lg:leading-5"
                    >
                      {index + 1}
                    </span>
                    {section.heading}
                  </a>
                  {section.parts.length > 0 && (
                    <ul className="mb-2 ml-8 flex flex-wrap gap-x-3 text-sm lg:mb-1 lg:text-xs">
                      {section.parts.map((part) => (
                        <li key={part.id}>
                          <a href={`#${part.id}`} className={`inline-flex ${tocLink} lg:min-h-6 lg:py-0`}>
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
        </div>
        <div className="min-w-0">
          {content.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-12 scroll-mt-24 lg:first:mt-0"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-2xl font-semibold tracking-tight text-navy-900"
              >
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
        </div>
      </Container>
    </>
  );
}

/** A link of the contents: 44 px tall, a thumb's target; 24 px on a desktop, a pointer's. */
const tocLink =
  "min-h-11 items-center py-1.5 leading-snug underline-offset-4 hover:text-navy-900 hover:underline";

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
        <EmailText address={part} />
      </a>
    ) : (
      <span key={index}>{part}</span>
    ),
  );
}
