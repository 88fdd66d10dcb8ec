import type { ApiEntry, CustomPreviewTemplateProps } from "@sveltia/cms";
import { webFont } from "~/browser/contract";
import { DetailSection } from "~/components/sections/detail-section";
import { PageHero } from "~/components/sections/page-hero";
import type { EditablePage } from "~/content/editable-pages";
import { composed } from "~/content/page-copy";
import type { DetailSection as DetailSectionContent } from "~/content/types";
import { defaultLang, languages } from "~/i18n/locales";

/** The words of a page's top: the home and contact pages' `hero`, the others' `intro`. */
interface Hero {
  eyebrow?: string;
  title: string;
  highlight?: string;
  subtitle: string;
}

/**
 * A page's preview beside its form in `/admin`: the pane's language checked as the build checks it
 * (`content/page-copy.ts`: a mistake shows the build's own line), then its hero and, on a service
 * page, its sections, drawn by the site's components. The rest of a page needs the router and the
 * dictionaries, which Sveltia's frame does not have: those sections show in the site after the build.
 */
export function pagePreview({ copy }: EditablePage) {
  return function PagePreview(props: CustomPreviewTemplateProps) {
    const entry = props.entry.toJS() as ApiEntry;
    // The pane's language: the one the entry's other languages leave out.
    const lang = languages.find((one) => !(one in entry.i18n)) ?? defaultLang;
    props.document.documentElement.classList.add(webFont.className);
    let content: { hero?: Hero; intro?: Hero; sections?: DetailSectionContent[] };
    try {
      content = composed(copy, lang, entry.data) as typeof content;
    } catch (error) {
      return (
        <p role="alert" className="m-8 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {(error as Error).message}
        </p>
      );
    }
    const hero = content.hero ?? content.intro;
    return (
      <div lang={lang}>
        {hero ? (
          <PageHero
            eyebrow={hero.eyebrow}
            title={hero.title}
            highlight={hero.highlight}
            subtitle={hero.subtitle}
            // A service page's top is on paper, as the site draws it.
            tone={content.sections ? "paper" : "navy"}
          />
        ) : null}
        {content.sections?.map((section, index) => (
          <DetailSection
            key={index}
            section={section}
            id={`section-${index}`}
            tone={index % 2 ? "muted" : "white"}
          />
        ))}
      </div>
    );
  };
}
