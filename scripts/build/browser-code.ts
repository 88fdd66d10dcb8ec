import fs from "node:fs";
import path from "node:path";
import { build, context, type BuildContext, type BuildOptions } from "esbuild";
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from "vite";

/**
 * The browser's code, bundled by esbuild for the build (`npm run build`) and for the dev server
 * alike (`docs/decisions/006-first-paint-and-hydration.md`):
 * - **the page script**, `app/browser/page-script.ts` and the modules it imports, as one classic
 *   script that `entry.server.tsx` inlines into every page's head (`virtual:page-script`: the
 *   bundle's text), hashed in the page's Content-Security-Policy;
 * - **the islands**, `app/islands/<name>.tsx`, as ES modules with their shared code (React) split
 *   out, under `/islands/`, content-hashed in the build; `virtual:island-urls` maps each island to its
 *   URL for the server's render (`components/island.tsx`).
 * In development the dev server serves both from memory, rebuilt after an edit, and every edit of
 * the app reloads the open page (`devReload`): no page runs React Router's client, so there is no
 * component to hot-swap but an island's, and an island keeps its state in the browser's storage.
 */
const root = process.cwd();
const pageScriptEntry = path.join(root, "app/browser/page-script.ts");
const islandsDir = path.join(root, "app/islands");
const stylesheet = path.join(root, "app/styles/app.css");

const pageScriptId = "virtual:page-script";
const islandUrlsId = "virtual:island-urls";
const resolved = (id: string) => `\0${id}`;

/** The page script's text: minified for the build; readable in development. */
export async function bundlePageScript({ minify }: { minify: boolean }): Promise<string> {
  const result = await build({
    entryPoints: [pageScriptEntry],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify,
    write: false,
    logLevel: "warning",
  });
  return result.outputFiles[0]!.text.trim();
}

/** The islands' entries: every `app/islands/*.tsx` but their tests. */
function islandEntries() {
  if (!fs.existsSync(islandsDir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(islandsDir)
      .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
      .map((file) => [file.replace(/\.tsx$/, ""), path.join(islandsDir, file)]),
  );
}

const islandOptions = (dev: boolean, outdir: string): BuildOptions => ({
  entryPoints: islandEntries(),
  bundle: true,
  format: "esm",
  splitting: true,
  platform: "browser",
  target: "es2020",
  jsx: "automatic",
  minify: !dev,
  outdir,
  entryNames: dev ? "[name]" : "[name]-[hash]",
  chunkNames: dev ? "chunk-[name]" : "chunk-[hash]",
  define: { "process.env.NODE_ENV": JSON.stringify(dev ? "development" : "production") },
  metafile: true,
  logLevel: "warning",
});

/**
 * Where the client build leaves each island's URL for the server build that follows (React Router
 * builds the two with separate Vite runs: a file is what they share).
 */
const islandManifest = path.join(root, "build/islands.json");

/** Builds the islands into `<clientDir>/islands/` and records each island's URL. */
export async function buildIslands(clientDir: string) {
  const outdir = path.join(clientDir, "islands");
  const result = await build({ ...islandOptions(false, outdir), write: true });
  const urls = islandUrls(result.metafile!.outputs, outdir);
  fs.writeFileSync(islandManifest, `${JSON.stringify(urls, null, 2)}\n`);
  return urls;
}

function islandUrls(outputs: Record<string, { entryPoint?: string }>, outdir: string) {
  const urls: Record<string, string> = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint) continue;
    const name = path.basename(output.entryPoint).replace(/\.tsx$/, "");
    urls[name] = `/islands/${path.relative(outdir, path.resolve(root, file)).split(path.sep).join("/")}`;
  }
  return urls;
}

/**
 * The Vite plugin: the two virtual modules, the islands written beside the client build, and in
 * development the islands served from memory and the open page reloaded after an edit.
 */
export function browserCode(): Plugin {
  let dev = false;
  let islands: BuildContext | undefined;
  let built: Promise<Map<string, Uint8Array>> | undefined;
  let devServer: ViteDevServer | undefined;
  const devOutdir = path.join(root, ".cache/dev-islands");

  return {
    name: "innova:browser-code",
    configResolved(config) {
      dev = config.command === "serve";
    },
    resolveId(id) {
      if (id === pageScriptId || id === islandUrlsId) return resolved(id);
    },
    async load(id) {
      if (id === resolved(pageScriptId)) {
        return `export default ${JSON.stringify(await bundlePageScript({ minify: !dev }))};`;
      }
      if (id === resolved(islandUrlsId)) {
        // Development serves the islands unhashed. The build's client run (first) writes them, and
        // its own bundle (React Router's, which no page loads) needs no URL.
        const map = dev
          ? Object.fromEntries(Object.keys(islandEntries()).map((name) => [name, `/islands/${name}.js`]))
          : this.environment.name === "client"
            ? {}
            : (JSON.parse(fs.readFileSync(islandManifest, "utf8")) as Record<string, string>);
        return `export default ${JSON.stringify(map)};`;
      }
    },
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      await buildIslands(options.dir);
    },
    configureServer(server: ViteDevServer) {
      devServer = server;
      server.middlewares.use("/islands", (req, res, next) => {
        const name = (req.url ?? "").split("?")[0]!.replace(/^\//, "");
        built ??= (async () => {
          islands ??= await context({ ...islandOptions(true, devOutdir), write: false });
          const result = await islands.rebuild();
          return new Map(
            result.outputFiles!.map((file) => [path.relative(devOutdir, file.path), file.contents]),
          );
        })();
        built.then(
          (files) => {
            const file = files.get(name);
            if (!file) return next();
            res.setHeader("Content-Type", "text/javascript; charset=utf-8");
            res.setHeader("Cache-Control", "no-cache");
            res.end(Buffer.from(file));
          },
          (error: unknown) => next(error),
        );
      });
      server.httpServer?.once("close", () => void islands?.dispose());
    },
    /**
     * Development: an edit of the app reloads the open page, with the bundles made again. The edited
     * modules (and what imports them) are invalidated first: the reload must not be rendered with
     * the modules of before the edit.
     */
    hotUpdate({ file, timestamp }) {
      if (this.environment.name !== "ssr" || !file.startsWith(path.join(root, "app") + path.sep)) return;
      built = undefined;
      const graph = this.environment.moduleGraph;
      const stale = new Set<EnvironmentModuleNode>();
      const invalidate = (mod: EnvironmentModuleNode | undefined) =>
        mod && graph.invalidateModule(mod, stale, timestamp, true);
      // The edited file's modules (as the graph has them: another plugin may have filtered the
      // update's list), the stylesheet (Tailwind reads every file of the app for its classes) and,
      // for the browser's code, the page script.
      graph.getModulesByFile(file)?.forEach(invalidate);
      graph.getModulesByFile(stylesheet)?.forEach(invalidate);
      if (file.startsWith(path.join(root, "app/browser")))
        invalidate(graph.getModuleById(resolved(pageScriptId)));
      devServer?.ws.send({ type: "full-reload" });
    },
  };
}
