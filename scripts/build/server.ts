import { build, type Plugin } from "esbuild";
import { rawImports } from "../raw-imports.mjs";

/**
 * Bundles for Node what runs beside the pages' build: `build/server.js`, `build/postbuild.js` and the
 * firm's commands (`build/leads.js`, `stats.js`, `newsletter.js`, `backup.js`). Packages stay imports of
 * node_modules, except the few ES-module packages that Node would otherwise read file by file at every
 * start of a command (Kysely alone is some 280 files, about 120 ms of CPU; the server tests run about
 * 90 commands). A CommonJS package cannot be bundled into an ES module here, so none is listed.
 */
const bundled = new Set(["kysely", "zod", "marked", "entities"]);

const packagesExceptBundled: Plugin = {
  name: "packages-except-bundled",
  setup(esbuild) {
    // A package name: not a relative path, not the `~/` alias of tsconfig.json.
    esbuild.onResolve({ filter: /^[^./~]/ }, ({ path }) => {
      const name = path
        .split("/")
        .slice(0, path.startsWith("@") ? 2 : 1)
        .join("/");
      return bundled.has(name) ? undefined : { path, external: true };
    });
  },
};

await build({
  entryPoints: {
    server: "server/main.ts",
    postbuild: "scripts/build/postbuild.ts",
    leads: "scripts/commands/leads.ts",
    stats: "scripts/commands/stats.ts",
    newsletter: "scripts/commands/newsletter.ts",
    backup: "scripts/commands/backup.ts",
  },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [packagesExceptBundled, rawImports],
  logLevel: "warning",
});
