import type { ApiEntry, CustomPreviewTemplateProps } from "@sveltia/cms";
import { webFont } from "~/browser/contract";
import type { EditablePage } from "~/content/editable-pages";
import { composed } from "~/content/page-copy";
import { defaultLang, languages } from "~/i18n/locales";
import { pageMarkup } from "./page-render";
import type { PublishedContent } from "./previews";

/**
 * A page's preview beside its form in `/admin`: the pane's language checked as the build checks it
 * (`content/page-copy.ts`: a mistake shows the build's own line), then the whole page as the site
 * draws it (`page-render.tsx`), without the site's header and footer, which the editor does not
 * change, and without the page's scripts.
 */
export function pagePreview({ name, copy }: EditablePage, published: PublishedContent) {
  return function PagePreview(props: CustomPreviewTemplateProps) {
    const entry = props.entry.toJS() as ApiEntry;
    // The pane's language: the one the entry's other languages leave out.
    const lang = languages.find((one) => !(one in entry.i18n)) ?? defaultLang;
    props.document.documentElement.classList.add(webFont.className);
    let html: string;
    try {
      html = pageMarkup(name, lang, composed(copy, lang, asSaved(entry.data)), published.people);
    } catch (error) {
      return (
        <p role="alert" className="m-8 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {(error as Error).message}
        </p>
      );
    }
    return <main lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
  };
}

/**
 * The entry's values as Sveltia writes them to the file (`omit_empty_optional_fields`, `config.ts`):
 * without the fields left empty. The form holds an optional list the file leaves out (a service's
 * technologies, given by its neutral file) as an empty one, which the schema would refuse.
 */
function asSaved(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asSaved);
  if (!value || typeof value !== "object") return value;
  const kept = Object.entries(value)
    .map(([key, one]) => [key, asSaved(one)] as const)
    .filter(([, one]) => !isEmpty(one));
  return Object.fromEntries(kept);
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0);
