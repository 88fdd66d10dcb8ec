import { builtinModules } from "node:module";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** What runs in the browser: the page script's modules and the islands, not their tests (Node, happy-dom). */
const browserCode = ["app/browser/**/*.ts", "app/islands/**/*.tsx"];
/** `process`, `Buffer`, `require`, `__dirname`...: what Node defines and a browser does not. */
const nodeOnlyGlobals = Object.keys(globals.node).filter((name) => !(name in globals.browser));

export default tseslint.config(
  {
    ignores: [
      "build/",
      "**/.cache/",
      ".react-router/",
      "**/node_modules/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Globals merge across the blocks that match a file, so Node's are given only where they hold.
    files: ["**/*.{ts,tsx}"],
    ignores: browserCode,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // What runs in the browser (the page script, the islands) knows the browser's globals only, and
    // imports nothing that only the server can run (app/browser/README.md). tsconfig.browser.json
    // checks the same files, and what they import, against the DOM's types.
    files: browserCode,
    ignores: ["**/*.test.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // `no-undef` stays off (tsc finds undefined names, and it would refuse the DOM's type names):
      // Node's own globals, which the main project's tsc accepts, are refused by name.
      "no-restricted-globals": [
        "error",
        ...nodeOnlyGlobals.map((name) => ({ name, message: "Node's globals do not exist in the browser." })),
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: builtinModules.map((name) => ({
            name,
            message: "Node's modules do not run in the browser.",
          })),
          patterns: [
            { regex: "^node:", message: "Node's modules do not run in the browser." },
            { regex: "\\.server(\\.tsx?)?$", message: "A *.server module runs only on the server." },
            {
              regex: "(^~/|/)(runtime|store)(/|$)",
              message: "The runtime and the store run only on the server.",
            },
          ],
        },
      ],
    },
  },
);
