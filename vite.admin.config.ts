import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { adminPage, routesWithoutServerCode } from "./scripts/build/admin";

/**
 * The content editor, `/admin` (`app/admin/`): Sveltia CMS and the site's previews, bundled from npm
 * (its CDN build would load fonts and code from other origins, which the page's policy refuses).
 * Built after the site (`npm run build`), into `build/client/admin/`.
 */
const buildDir = path.resolve("build");

export default defineConfig({
  root: "app/admin",
  base: "/admin/",
  publicDir: false,
  plugins: [routesWithoutServerCode(), tailwindcss(), tsconfigPaths({ root: "../.." }), adminPage(buildDir)],
  build: {
    outDir: path.join(buildDir, "client/admin"),
    emptyOutDir: true,
    // Sveltia CMS is one large module, minified already.
    chunkSizeWarningLimit: 8_000,
    reportCompressedSize: false,
    rollupOptions: {
      // React Router marks its module "use client", for React Server Components: nothing to a browser bundle.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
