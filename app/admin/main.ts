import CMS from "@sveltia/cms";
import published from "virtual:published-content";
import settings from "virtual:cms-settings";
import siteStyles from "./preview.css?url";
import { cmsConfig, signInNotice } from "./config";
import { editablePages } from "~/content/editable-pages";
import { pagePreview } from "./page-previews";
import { PersonPreview, articlePreview, issuePreview } from "./previews";

/**
 * `/admin`: the firm's editors write articles and newsletter issues here, in the browser, and Sveltia
 * CMS commits them to the repository (`docs/content-editing.md`). Its previews are drawn with the
 * site's own stylesheet and code (`previews.tsx`).
 */
CMS.registerPreviewStyle(siteStyles);
CMS.registerPreviewTemplate("articles", articlePreview(published));
CMS.registerPreviewTemplate("newsletter", issuePreview(published));
CMS.registerPreviewTemplate("people", PersonPreview);
for (const page of editablePages) CMS.registerPreviewTemplate(page.name, pagePreview(page, published));
void CMS.init({ config: cmsConfig(settings, published) });

// A sign-in the build was not given: said on the page, for the editor to pass on (`config.ts`).
const notice = signInNotice(settings);
if (notice) {
  const note = document.createElement("p");
  note.setAttribute("role", "note");
  note.textContent = notice;
  Object.assign(note.style, {
    position: "fixed",
    insetInline: "0",
    bottom: "0",
    zIndex: "1000",
    margin: "0",
    padding: "12px 16px",
    font: "14px/1.5 system-ui, sans-serif",
    color: "#0b1b36",
    background: "#fff7e0",
    borderTop: "1px solid #e0c070",
  });
  document.body.append(note);
}
