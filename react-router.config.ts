import type { Config } from "@react-router/dev/config";
import { feedPaths, localizedPagePaths } from "./app/pages";

export default {
  // Pages are prerendered to HTML at build time; the server runtime stays for the forms' actions
  // and for real 404s on paths that are not pages.
  ssr: true,
  prerender: () => [...localizedPagePaths, ...feedPaths, "/sitemap.xml", "/robots.txt"],
  // The whole route manifest (React Router's, not app/pages.ts) ships with the first page, so navigation also works from a static host.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
