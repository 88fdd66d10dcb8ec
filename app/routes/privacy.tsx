import type { Route } from "./+types/privacy";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { site } from "~/config/site";
import { privacyContent, privacyNoticeDate } from "~/content/privacy";
import { withFirmNames } from "~/i18n/dictionaries.server";
import { requestLang } from "~/i18n/request.server";
import { formatDate } from "~/lib/dates";
import { format } from "~/i18n/format";
import { pageMeta } from "~/lib/seo";

/** The privacy notice: who holds what a visitor sends, why, for how long, and their rights. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const content = withFirmNames(privacyContent[lang]);
  return { content, updated: format(content.updated, { date: formatDate(privacyNoticeDate, lang) }) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData.content.meta);

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const { content, updated } = loaderData;
  return (
    <>
      <PageHero eyebrow={updated} title={content.title} subtitle={content.intro} />
      <Container className="max-w-3xl py-16 sm:py-20">
        <nav aria-labelledby="privacy-contents" className="rounded-2xl bg-navy-50 p-6">
          <h2 id="privacy-contents" className="text-sm font-semibold tracking-wide text-navy-700 uppercase">
            {content.contents}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-navy-700">
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
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
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-navy-700">
                <WithEmailLink text={paragraph} />
              </p>
            ))}
            {section.items && (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-lg leading-relaxed text-navy-700">
                {section.items.map((item) => (
                  <li key={item}>
                    <WithEmailLink text={item} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Container>
    </>
  );
}

/** `text` with the firm's address, wherever it appears, as a link to write to it. */
function WithEmailLink({ text }: { text: string }) {
  const parts = text.split(site.email);
  return parts.map((part, index) => (
    <span key={index}>
      {index > 0 && (
        <a href={`mailto:${site.email}`} className="font-medium text-accent-700 underline underline-offset-4">
          {site.email}
        </a>
      )}
      {part}
    </span>
  ));
}
