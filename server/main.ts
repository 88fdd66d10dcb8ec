import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ConfigError, parseEnv, type Env } from "../app/config/env.server";
import { site } from "../app/config/site";
import { validateSite } from "../app/config/site-schema.server";
import type * as ServerEntry from "../app/entry.server";
import type { InlineHashes } from "../app/lib/csp.server";
import { createApp } from "./app";

/** `npm start`: validates the configuration, opens the database, serves the built site. */
const buildDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The pages were prerendered with one SITE_URL in their canonical links, alternates, sitemap and
 * feed: a server with another would contradict them, so it does not start.
 */
function checkBuiltFor(siteUrl: string) {
  const built = (
    JSON.parse(fs.readFileSync(path.join(buildDir, "build-info.json"), "utf8")) as { siteUrl: string }
  ).siteUrl;
  if (built !== siteUrl) {
    throw new ConfigError(
      `SITE_URL=${siteUrl} but the pages were built for ${built}: run \`SITE_URL=${siteUrl} npm run build\` first.`,
    );
  }
}

function start() {
  let env;
  try {
    validateSite(site);
    env = parseEnv(process.env);
    checkBuiltFor(env.SITE_URL);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  return env;
}

/** The database is opened (and migrated) before the server listens; if it cannot be, it does not start. */
async function openRuntime(env: Env, createRuntime: typeof ServerEntry.createRuntime) {
  try {
    return await createRuntime(env);
  } catch (error) {
    const where = env.DATABASE_URL
      ? "the PostgreSQL database of DATABASE_URL"
      : `SQLite under ${env.DATA_DIR}`;
    console.error(`Cannot open ${where}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

// The newsletter's issues as this build wrote them, unless a test names others.
const env = { ...start() };
env.NEWSLETTER_CONTENT ??= path.join(buildDir, "newsletter.json");
// The pages' build, whose entry module also opens the services the pages use (the database, the
// delivery, the analytics): taken from there, so that one copy of the site's code runs here.
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
const { createRuntime, startRetention } = build.entry.module as unknown as typeof ServerEntry;
const runtime = await openRuntime(env, createRuntime);
console.log(runtime.delivery.describe());
runtime.delivery.worker.start();
runtime.delivery.schedule.start();
runtime.analytics?.start();
const retention = startRetention(runtime, env);
const inlineHashes = JSON.parse(fs.readFileSync(path.join(buildDir, "csp.json"), "utf8")) as Record<
  string,
  InlineHashes
>;
const app = createApp({ build, clientDir: path.join(buildDir, "client"), env, runtime, inlineHashes });

// Express calls this back with the error when the server cannot listen (a port another process
// holds): said, and the process ends, rather than running without listening.
const server = app.listen(env.PORT, env.HOST, (error) => {
  if (error) {
    console.error(`Cannot listen on ${env.HOST}:${env.PORT}: ${error.message}`);
    process.exit(1);
  }
  console.log(
    `Innova website: http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT} (data: ${runtime.database.describe()})`,
  );
});

function shutdown(signal: string) {
  console.log(`${signal}: finishing open requests, then stopping.`);
  retention.stop();
  server.close(() => void runtime.close().then(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
