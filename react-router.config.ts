import type { Config } from "@react-router/dev/config";
import { articleIndexPaths, feedPaths, localizedPagePathsOnDisk } from "./app/pages";

export default {
  // Pages are prerendered to HTML at build time; the server runtime stays for the forms' actions
  // and for real 404s on paths that are not pages.
  ssr: true,
  prerender: () => [
    ...localizedPagePathsOnDisk(),
    ...feedPaths,
    ...articleIndexPaths,
    "/sitemap.xml",
    "/robots.txt",
  ],
} satisfies Config;
