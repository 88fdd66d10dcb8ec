import path from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * What runs in the browser is checked as browser code by `npm run check` (README.md beside this
 * file): a module of `app/browser/` or `app/islands/` that reads Node's globals or imports what only
 * the server can run fails the type check (`tsconfig.browser.json`) and the lint (`eslint.config.js`),
 * not only the bundler. Each check is given a probe module that is not on disk.
 */
const root = path.resolve(import.meta.dirname, "../..");

describe("ESLint refuses server code in browser modules", () => {
  const eslint = new ESLint({ cwd: root });
  const lint = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
  };

  it.each(["app/browser/probe.ts", "app/islands/probe.tsx"])("in %s", async (file) => {
    const refusals = await lint(
      file,
      [
        `import { siteUrl } from "~/config/env.server";`,
        `import { openDatabase } from "../store/database.server";`,
        `import { runtimeFor } from "~/runtime/runtime.server";`,
        `import { sameText } from "~/store/engine-specific";`,
        `import fs from "node:fs";`,
        `import path from "path";`,
        `export const probe = [siteUrl, openDatabase, runtimeFor, sameText, fs, path, process.env.HOME, Buffer, __dirname];`,
      ].join("\n"),
    );
    expect(refusals).toEqual([
      "no-restricted-imports: '~/config/env.server' import is restricted from being used by a pattern. A *.server module runs only on the server.",
      "no-restricted-imports: '../store/database.server' import is restricted from being used by a pattern. A *.server module runs only on the server.",
      "no-restricted-imports: '../store/database.server' import is restricted from being used by a pattern. The runtime and the store run only on the server.",
      "no-restricted-imports: '~/runtime/runtime.server' import is restricted from being used by a pattern. A *.server module runs only on the server.",
      "no-restricted-imports: '~/runtime/runtime.server' import is restricted from being used by a pattern. The runtime and the store run only on the server.",
      "no-restricted-imports: '~/store/engine-specific' import is restricted from being used by a pattern. The runtime and the store run only on the server.",
      "no-restricted-imports: 'node:fs' import is restricted from being used by a pattern. Node's modules do not run in the browser.",
      "no-restricted-imports: 'path' import is restricted from being used. Node's modules do not run in the browser.",
      "no-restricted-globals: Unexpected use of 'process'. Node's globals do not exist in the browser.",
      "no-restricted-globals: Unexpected use of 'Buffer'. Node's globals do not exist in the browser.",
      "no-restricted-globals: Unexpected use of '__dirname'. Node's globals do not exist in the browser.",
    ]);
  });

  it("lets them import what the browser can run, and leaves their tests and the server alone", async () => {
    const browserSafe = `import { preferenceKey } from "./contract";\nexport const key = [preferenceKey, location.href];`;
    expect(await lint("app/browser/probe.ts", browserSafe)).toEqual([]);
    const nodeSide = `import fs from "node:fs";\nexport const home = [fs, process.env.HOME];`;
    expect(await lint("app/browser/probe.test.ts", nodeSide)).toEqual([]);
    expect(await lint("app/routes/probe.server.ts", nodeSide)).toEqual([]);
  });
});

describe("the browser's type check refuses Node in browser modules", () => {
  const configFile = ts.getParsedCommandLineOfConfigFile(
    path.join(root, "tsconfig.browser.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => expect.fail(String(diagnostic.messageText)),
    },
  )!;
  const probeFile = path.join(root, "app/browser/probe.ts");
  let program: ts.Program | undefined;

  /** The browser project's errors, with `code` as one more module of `app/browser/`. */
  function errorsWith(code: string | undefined) {
    const host = ts.createCompilerHost(configFile.options);
    const { getSourceFile, fileExists } = host;
    host.fileExists = (file) => file === probeFile || fileExists(file);
    host.getSourceFile = (file, language, ...rest) =>
      file === probeFile && code !== undefined
        ? ts.createSourceFile(file, code, language)
        : getSourceFile(file, language, ...rest);
    const roots = code === undefined ? configFile.fileNames : [...configFile.fileNames, probeFile];
    program = ts.createProgram({ rootNames: roots, options: configFile.options, host, oldProgram: program });
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => ({
      file: diagnostic.file && path.relative(root, diagnostic.file.fileName),
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
    }));
  }

  it("type-checks the page script and the islands as they are", () => {
    expect(configFile.fileNames.map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining(["app/browser/page-script.ts", "app/islands/reading-list.tsx"]),
    );
    expect(errorsWith(undefined)).toEqual([]);
  });

  it("refuses Node's globals", () => {
    expect(errorsWith(`export const home = process.env.HOME;`)).toEqual([
      {
        file: "app/browser/probe.ts",
        message: expect.stringContaining("Cannot find name 'process'"),
      },
    ]);
  });

  it("refuses a server module, through what it imports", () => {
    const errors = errorsWith(
      `import { siteUrl } from "~/config/env.server";\nexport const url = siteUrl();`,
    );
    expect(errors).toContainEqual({
      file: "app/config/env.server.ts",
      message: "Cannot find module 'node:net' or its corresponding type declarations.",
    });
  });
});
