/** What the admin page's build gives it (`scripts/build/admin.ts`). */
declare module "virtual:cms-settings" {
  import type { CmsSettings } from "./settings";
  /** The CMS settings the build was given, checked. */
  const settings: CmsSettings;
  export default settings;
}

declare module "virtual:published-content" {
  import type { PublishedContent } from "./previews";
  /** The articles and people of the build the editor runs in, and the send times already past; no issue's text. */
  const content: PublishedContent;
  export default content;
}
