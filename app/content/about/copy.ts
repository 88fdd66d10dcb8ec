import { aboutText, type AboutContent } from "~/content/types";
import { pageCopy } from "~/content/page-copy";

/** The About page: all of it in `<lang>.yml`, nothing on it is the same in every language but its shape. */
export const aboutCopy = pageCopy({
  dir: "app/content/about",
  schema: aboutText,
  compose: (text): AboutContent => text,
});
