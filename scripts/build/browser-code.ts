import fs from "node:fs";
import path from "node:path";
import {
  build,
  context,
  transform,
  type BuildContext,
  type BuildOptions,
  type Plugin as EsbuildPlugin,
} from "esbuild";
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from "vite";

/**
 * The browser's code, bundled by esbuild for the build (`npm run build`) and for the dev server
 * alike (`docs/decisions/006-first-paint-and-hydration.md`):
 * - **the page script**, `app/browser/page-script.ts` and the modules it imports, as one classic
 *   script that `entry.server.tsx` inlines into every page's head (`virtual:page-script`: the
 *   bundle's text), hashed in the page's Content-Security-Policy;
 * - **the islands**: every `app/islands/<name>.tsx` is one, found here, declared nowhere else. Each
 *   gets a module that hydrates its container with its component (`browser/hydrate-island.ts`), an
 *   ES module with the shared code (React) split out, under `/islands/`, content-hashed in the build;
 *   `virtual:island-urls` gives the server's render each island's component, name and URL
 *   (`components/island.tsx`), and `virtual:islands-when-needed` gives the page script each island's
 *   `needed` and `onChange` (`browser/islands.ts`), without its component.
 * In development the dev server serves both from memory, rebuilt after an edit, and every edit of
 * the app reloads the open page (`devReload`): no page runs React Router's client, so there is no
 * component to hot-swap but an island's, and an island keeps its state in the browser's storage.
 */
const root = process.cwd();
const pageScriptEntry = path.join(root, "app/browser/page-script.ts");
const islandsDir = path.join(root, "app/islands");
const stylesheet = path.join(root, "app/styles/app.css");

const hydrateIsland = path.join(root, "app/browser/hydrate-island.ts");

const pageScriptId = "virtual:page-script";
const islandUrlsId = "virtual:island-urls";
const whenNeededId = "virtual:islands-when-needed";
const resolved = (id: string) => `\0${id}`;

/** The islands: every `app/islands/*.tsx` but their tests, by name (the file's). */
function islandFiles(): Record<string, string> {
  if (!fs.existsSync(islandsDir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(islandsDir)
      .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
      .map((file) => [file.replace(/\.tsx$/, ""), path.join(islandsDir, file)]),
  );
}

/**
 * The page script's table of when each island is needed, taken from the islands' modules. Of an
 * island's module the page script keeps only `needed` and `onChange` and what they use: what the
 * module imports counts as free of side effects, so its component, and React, are left out
 * (`bundlePageScript` fails if React or JSX ever gets in).
 */
const islandsWhenNeeded: EsbuildPlugin = {
  name: "islands-when-needed",
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${whenNeededId}$`) }, () => ({
      path: whenNeededId,
      namespace: "islands",
    }));
    build.onLoad({ filter: /.*/, namespace: "islands" }, () => {
      const islands = Object.entries(islandFiles());
      const imports = islands.map(
        ([, file], index) => `import * as island${index} from ${JSON.stringify(file)};`,
      );
      const table = islands.map(
        ([name], index) =>
          `${JSON.stringify(name)}: { needed: island${index}.needed, onChange: island${index}.onChange }`,
      );
      return {
        contents: `${imports.join("\n")}\nexport default { ${table.join(", ")} };`,
        resolveDir: root,
        loader: "js",
      };
    });
    build.onResolve({ filter: /.*/ }, async ({ path: spec, importer, kind, resolveDir, pluginData }) => {
      if (pluginData === islandsWhenNeeded || path.dirname(importer) !== islandsDir) return;
      const result = await build.resolve(spec, { importer, kind, resolveDir, pluginData: islandsWhenNeeded });
      return { ...result, sideEffects: false };
    });
  },
};

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
    metafile: true,
    plugins: [islandsWhenNeeded],
    // The islands' components are left out, and their JSX with them: none is turned into React's calls.
    jsx: "preserve",
    // An island that leaves out `onChange` (or `needed`): the table holds `undefined`, as meant.
    logOverride: { "import-is-undefined": "silent" },
    logLevel: "warning",
  });
  const [output] = Object.values(result.metafile.outputs);
  const react = Object.entries(output!.inputs).filter(
    ([file, input]) => /node_modules\/react(-dom)?\//.test(file) && input.bytesInOutput > 0,
  );
  if (react.length > 0) {
    throw new Error(
      "The page script would carry React: an island's `needed` or `onChange` uses its component " +
        `(${react.map(([file]) => file).join(", ")}).`,
    );
  }
  const text = result.outputFiles[0]!.text.trim();
  await transform(text, { loader: "js", logLevel: "silent" }).catch(() => {
    throw new Error(
      "The page script would carry JSX: an island's `needed` or `onChange` renders a component.",
    );
  });
  return text;
}

/** Each island's browser module: it hydrates the island's container with its component. */
const islandModules: EsbuildPlugin = {
  name: "island-modules",
  setup(build) {
    build.onResolve({ filter: /^island:/ }, ({ path: spec }) => ({
      path: spec.slice("island:".length),
      namespace: "island",
    }));
    build.onLoad({ filter: /.*/, namespace: "island" }, ({ path: name }) => ({
      contents: [
        `import Component from ${JSON.stringify(islandFiles()[name])};`,
        `import { hydrateIsland } from ${JSON.stringify(hydrateIsland)};`,
        `export const mount = (container) => hydrateIsland(container, Component);`,
      ].join("\n"),
      resolveDir: root,
      loader: "js",
    }));
  },
};

const islandOptions = (dev: boolean, outdir: string): BuildOptions => ({
  entryPoints: Object.fromEntries(Object.keys(islandFiles()).map((name) => [name, `island:${name}`])),
  plugins: [islandModules],
  bundle: true,
  format: "esm",
  splitting: true,
  platform: "browser",
  target: "es2020",
  jsx: "automatic",
  minify: !dev,
  // V8's compile hint: the island's code (React most of it) is all run as it arrives, so Chromium
  // compiles every function while the file streams in, off the main thread, instead of each on
  // its first call on it: the module's evaluation, the one long task a visitor's phone runs for
  // it, takes 11-13 ms of CPU here instead of 18-21 (the booking page's picker; issue 55).
  banner: dev ? undefined : { js: "//# allFunctionsCalledOnLoad" },
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
    const name = output.entryPoint.replace(/^island:/, "");
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
        // its own bundle (React Router's, which no page loads) needs none.
        if (!dev && this.environment.name === "client") return "export default [];";
        const urls = dev
          ? Object.fromEntries(Object.keys(islandFiles()).map((name) => [name, `/islands/${name}.js`]))
          : (JSON.parse(fs.readFileSync(islandManifest, "utf8")) as Record<string, string>);
        const islands = Object.entries(islandFiles());
        const imports = islands.map(
          ([, file], index) => `import island${index} from ${JSON.stringify(file)};`,
        );
        const entries = islands.map(
          ([name], index) =>
            `{ component: island${index}, name: ${JSON.stringify(name)}, source: ${JSON.stringify(urls[name])} }`,
        );
        return `${imports.join("\n")}\nexport default [${entries.join(", ")}];`;
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
      // An island's `needed` is in the page script too.
      if (file.startsWith(path.join(root, "app/browser")) || file.startsWith(islandsDir))
        invalidate(graph.getModuleById(resolved(pageScriptId)));
      devServer?.ws.send({ type: "full-reload" });
    },
  };
}
