import CMS from "@sveltia/cms";
import published from "virtual:published-content";
import settings from "virtual:cms-settings";
import siteStyles from "./preview.css?url";
import { cmsConfig } from "./config";
import { ArticlePreview, PersonPreview, issuePreview } from "./previews";

/**
 * `/admin`: the firm's editors write articles and newsletter issues here, in the browser, and Sveltia
 * CMS commits them to the repository (`docs/content-editing.md`). Its previews are drawn with the
 * site's own stylesheet and code (`previews.tsx`).
 */
CMS.registerPreviewStyle(siteStyles);
CMS.registerPreviewTemplate("articles", ArticlePreview);
CMS.registerPreviewTemplate("newsletter", issuePreview(published));
CMS.registerPreviewTemplate("people", PersonPreview);
void CMS.init({ config: cmsConfig(settings) });
