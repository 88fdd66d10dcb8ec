import type { Plugin } from "esbuild";

/** `import text from "./file?raw"` in esbuild (`raw-imports.mjs`). */
export declare const rawImports: Plugin;
