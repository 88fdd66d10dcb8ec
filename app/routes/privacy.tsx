import type { Route } from "./+types/privacy";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { site } from "~/config/site";
import { privacyNotice } from "~/content/privacy/notice";
import { requestLang } from "~/i18n/request.server";
import { pageMeta } from "~/lib/seo";
import { Panel } from "~/components/ui/panel";

/**
 * The privacy notice: who holds what a visitor sends, why, for how long, who processes it and where,
 * and the visitor's rights. The firm's facts come from `site.privacy`, worded in the page's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { content: privacyNotice(requestLang(request)) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.content.meta);

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <PageHero size="document" eyebrow={content.updated} title={content.title} subtitle={content.intro} />
      {/* The contents beside the text on a desktop (and kept in view), above it on a phone; the
          text in a reading column of about 70 characters a line. */}
      <Container className="py-14 sm:py-20 lg:grid lg:grid-cols-[15rem_minmax(0,38rem)] lg:justify-between lg:gap-16">
        <div>
          <Panel
            as="nav"
            id="privacy-contents"
            title={content.contents}
            tone="muted"
            className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:bg-transparent lg:p-0"
            titleClassName="text-sm font-semibold tracking-wide text-navy-700 uppercase"
          >
            <ol className="mt-2 text-navy-700 sm:columns-2 sm:gap-8 lg:columns-1">
              {content.sections.map((section, index) => (
                <li key={section.id} className="break-inside-avoid">
                  <a
                    href={`#${section.id}`}
                    className="flex min-h-11 items-center gap-3 py-1.5 leading-snug underline-offset-4 hover:text-navy-900 hover:underline"
                  >
                    <span aria-hidden="true" className="w-5 shrink-0 text-sm text-navy-500">
                      {index + 1}
                    </span>
                    {section.heading}
                  </a>
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
              className="mt-12 scroll-mt-24 first:mt-12 lg:first:mt-0"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-2xl font-semibold tracking-tight text-navy-900"
              >
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg leading-relaxed text-navy-700">
                  <WithEmailLinks text={paragraph} />
                </p>
              ))}
              {section.items.length > 0 && (
                <ul className="mt-4 list-disc space-y-2 pl-6 text-lg leading-relaxed text-navy-700">
                  {section.items.map((item) => (
                    <li key={item}>
                      <WithEmailLinks text={item} />
                    </li>
                  ))}
                </ul>
              )}
              {section.after.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg leading-relaxed text-navy-700">
                  <WithEmailLinks text={paragraph} />
                </p>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}

/** The firm's addresses: the general one and the data protection officer's. */
const emails = [site.email, site.privacy.dataProtectionOfficer.email];
const emailPattern = new RegExp(`(${emails.map((email) => email.replace(/[.+]/g, "\\$&")).join("|")})`);

/** `text` with the firm's addresses, wherever they appear, as links to write to them. */
function WithEmailLinks({ text }: { text: string }) {
  // Splitting on a capturing group keeps the addresses at the odd indexes.
  return text.split(emailPattern).map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={index}
        href={`mailto:${part}`}
        className="font-medium text-accent-700 underline underline-offset-4"
      >
        {part}
      </a>
    ) : (
      <span key={index}>{part}</span>
    ),
  );
}
