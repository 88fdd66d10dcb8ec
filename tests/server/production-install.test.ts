import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlLang, languages } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { withDatabase } from "../support/engine";
import { postForm } from "../support/form-posts";
import { serverScript, startServer, type ServerProcess } from "../support/server-process";
import { temporaryDataDir } from "../support/temporary-dir";

/**
 * The site as most hosts install a Node app: the build and the lock file in a folder of their own,
 * `npm ci --omit=dev`, then the server. Every package the server (or the firm's `leads` command)
 * imports at run time must be a dependency, not a devDependency, or this install cannot start.
 * Engine-independent: it runs once, with the SQLite half of the server tests.
 */
const buildDir = path.dirname(serverScript());
let scratch: string;
let server: ServerProcess;

describe.skipIf(process.env.TEST_ENGINE === "postgres")("a production install (npm ci --omit=dev)", () => {
  beforeAll(async () => {
    scratch = temporaryDataDir("production");
    fs.cpSync(buildDir, path.join(scratch, "build"), { recursive: true });
    for (const file of ["package.json", "package-lock.json"]) fs.copyFileSync(file, path.join(scratch, file));
    execFileSync(
      "npm",
      ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
      {
        cwd: scratch,
        stdio: "pipe",
        timeout: 300_000,
      },
    );
    // The one install script that runs (`allowScripts`) compiles SQLite for this machine, as the
    // checkout's own `npm ci` already did: its result is taken from there instead of a minute's build.
    const native = path.join("node_modules", "better-sqlite3", "build");
    fs.cpSync(native, path.join(scratch, native), { recursive: true });
    server = await startServer({
      dataDir: path.join(scratch, "data"),
      env: { FORM_RATE_LIMIT: "0", FORM_MIN_FILL_MS: "0" },
      script: path.join(scratch, "build", "server.js"),
    });
  }, 360_000);

  afterAll(async () => {
    await server?.stop();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("has no development package", () => {
    expect(fs.existsSync(path.join(scratch, "node_modules", "vite"))).toBe(false);
    expect(fs.existsSync(path.join(scratch, "node_modules", "@playwright"))).toBe(false);
  });

  it.each(languages)("serves the home page, a filtered blog and a 404 in %s", async (lang) => {
    const home = await fetch(`${server.origin}${localizePath("/", lang)}`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(`<html lang="${htmlLang[lang]}"`);
    // Rendered on the request, by React Router and the articles' Markdown.
    const filtered = await fetch(`${server.origin}${localizePath("/blog", lang)}?category=automation`);
    expect(filtered.status).toBe(200);
    expect(await filtered.text()).toContain(`<html lang="${htmlLang[lang]}"`);
    const missing = await fetch(`${server.origin}${localizePath("/no-such-page", lang)}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(`<html lang="${htmlLang[lang]}"`);
  });

  it("stores a contact message, which the firm's leads command lists", async () => {
    const message = `Sent to a production install ${Date.now()}`;
    const answer = await postForm(server.origin, "/contact", {
      name: "Ana Souza",
      email: "ana@example.com",
      message,
    });
    expect(answer.status).toBe(200);
    const rows = await withDatabase(server.dataDir, (db) =>
      db.all<{ message: string }>("SELECT message FROM contact_messages"),
    );
    expect(rows.map((row) => row.message)).toContain(message);
    const listed = execFileSync(process.execPath, [path.join(scratch, "build", "leads.js"), "--json"], {
      cwd: scratch,
      env: { PATH: process.env.PATH, DATA_DIR: server.dataDir },
      encoding: "utf8",
    });
    expect(listed).toContain(message);
  });
});
