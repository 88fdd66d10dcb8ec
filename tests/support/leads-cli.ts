import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { databaseEnv } from "./engine";
import { builtSiteUrl, serverScript } from "./server-process";

const execFileAsync = promisify(execFile);

/** A command of the build (`leads.js`, `stats.js`, `newsletter.js`, `backup.js`) against a test's data directory, as the firm runs it. */
async function command(
  name: string,
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
  cwd?: string,
) {
  const script = path.join(path.dirname(serverScript()), `${name}.js`);
  const { stdout } = await execFileAsync(process.execPath, [script, ...args], {
    cwd,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...(await databaseEnv(dataDir)), ...env },
  });
  return stdout;
}

/** `npm run leads -- ...args` against a test's data directory: what the firm's command prints. */
export function leads(dataDir: string, ...args: string[]) {
  return command("leads", dataDir, args);
}

/** `npm run leads -- ...args` with the server's settings (`env`: the webhook an erasure tells). */
export function leadsWith(dataDir: string, env: Record<string, string>, ...args: string[]) {
  return command("leads", dataDir, args, env);
}

/** `npm run stats -- ...args` against a test's data directory: the analytics the firm reads. */
export function stats(dataDir: string, ...args: string[]) {
  return command("stats", dataDir, args);
}

/**
 * `npm run newsletter -- ...args` with the server's settings (`env`: SMTP_URL, MAIL_FROM...).
 * Rejects, with `code` and `stderr`, when the command refuses.
 */
export function newsletter(dataDir: string, env: Record<string, string>, ...args: string[]) {
  return command("newsletter", dataDir, args, { SITE_URL: builtSiteUrl(), ...env });
}

/** `npm run backup -- --to DIR`, with `PATH` reaching `pg_dump` for PostgreSQL. */
export function backup(dataDir: string, to: string, path: string) {
  return command("backup", dataDir, ["--to", to], { PATH: path });
}

/**
 * `npm run newsletter -- ...args --issues DIR` run from `root`, a copy of the repository's content:
 * the command reads the articles from `root`'s `app/content/blog/posts`, as in a checkout with them.
 */
export function newsletterIn(root: string, dataDir: string, env: Record<string, string>, ...args: string[]) {
  return command("newsletter", dataDir, args, { SITE_URL: builtSiteUrl(), ...env }, root);
}
