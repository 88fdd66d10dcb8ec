import { aboutText, type AboutContent } from "~/content/types";
import { pageCopy } from "~/content/page-copy";
import { fillServiceArea } from "~/content/service-area";

/**
 * The About page: all of it in `<lang>.yml`, nothing on it is the same in every language but its
 * shape and where the firm works (`{serviceArea}`, from `config/site.ts`).
 */
export const aboutCopy = pageCopy({
  dir: "app/content/about",
  schema: aboutText,
  compose: (text, lang): AboutContent => ({
    ...text,
    meta: { ...text.meta, description: fillServiceArea(text.meta.description, lang) },
    intro: { ...text.intro, subtitle: fillServiceArea(text.intro.subtitle, lang) },
  }),
});
