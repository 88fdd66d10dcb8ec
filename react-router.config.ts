import type { Config } from "@react-router/dev/config";
import { feedPaths, localizedPagePaths } from "./app/pages";

export default {
  // Pages are prerendered to HTML at build time; the server runtime stays for the forms' actions
  // and for real 404s on paths that are not pages.
  ssr: true,
  prerender: () => [...localizedPagePaths, ...feedPaths, "/sitemap.xml", "/robots.txt"],
  // React Router's default route discovery ("lazy"): a page ships the manifest of its own routes, and
  // learns of the others from the server (`/__manifest`) as links appear. Shipping the whole manifest
  // cost every hydrating page the matching of 80 routes on a slow phone's CPU; on a static host with no
  // server behind it, a link to an undiscovered page is followed as a plain page load.
} satisfies Config;
