import CMS from "@sveltia/cms";
import published from "virtual:published-content";
import settings from "virtual:cms-settings";
import siteStyles from "~/styles/app.css?url";
import { authors } from "~/content/blog/authors";
import { cmsConfig } from "./config";
import { ArticlePreview, issuePreview } from "./previews";

/**
 * `/admin`: the firm's editors write articles and newsletter issues here, in the browser, and Sveltia
 * CMS commits them to the repository (`docs/content-editing.md`). Its previews are drawn with the
 * site's own stylesheet and code (`previews.tsx`).
 */
CMS.registerPreviewStyle(siteStyles);
CMS.registerPreviewTemplate("articles", ArticlePreview);
CMS.registerPreviewTemplate("newsletter", issuePreview(published));
void CMS.init({
  config: cmsConfig(
    settings,
    Object.entries(authors).map(([value, author]) => ({ value, label: author.name })),
  ),
});
