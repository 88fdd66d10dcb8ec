import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { databaseEnv } from "./engine";

/**
 * The built server (`build/server.js`, or `$E2E_BUILD_DIR/server.js`: the same variable as the
 * Playwright config) run as a real process on 127.0.0.1, for the server tests and the benchmark.
 */
export function serverScript(buildDir = process.env.E2E_BUILD_DIR ?? "build") {
  const script = path.resolve(buildDir, "server.js");
  if (!fs.existsSync(script)) throw new Error(`No ${script}: run \`npm run build\` first.`);
  return script;
}

/**
 * A port free at the moment, in `from`..`to`, tried from a random start so that parallel runs rarely
 * collide. Only rarely: another test file may take it before our server listens, which is why
 * `startServer` checks that the server answering is its own.
 */
async function freePort(from = 40_000, to = 47_999): Promise<number> {
  const span = to - from + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = from + ((start + i) % span);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port between ${from} and ${to}`);
}

/** The `SITE_URL` a build was made for (`build-info.json`, written by the postbuild step). */
export function builtSiteUrl(script = serverScript()): string {
  const info = path.join(path.dirname(script), "build-info.json");
  return (JSON.parse(fs.readFileSync(info, "utf8")) as { siteUrl: string }).siteUrl;
}

/** A link the server wrote with its public address (`SITE_URL`), as the test process reaches it. */
export function onServer(server: { origin: string }, link: string): string {
  const url = new URL(link);
  return `${server.origin}${url.pathname}${url.search}`;
}

export interface ServerProcess {
  origin: string;
  dataDir: string;
  /** The process id: the benchmark reads its CPU time (`/proc/<pid>/stat`). */
  pid: number;
  /** How the process ended, if it has, and the last lines it printed: to explain a failure. */
  output(): string;
  /** SIGTERM, as a process manager stops it. */
  stop(): Promise<void>;
  /** SIGKILL: no chance to finish anything. */
  kill(): Promise<void>;
}

export async function startServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  script?: string;
}): Promise<ServerProcess> {
  // A port another test's server took between our probe and our listen: try another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnce({
  dataDir,
  env = {},
  script = serverScript(),
}: {
  dataDir: string;
  env?: Record<string, string>;
  script?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The test engine's database for this data directory, unless the caller names one.
  const database = env.DATABASE_URL === undefined ? await databaseEnv(dataDir) : {};
  // A diagnostic report on SIGUSR2 (written even while JavaScript runs): what a server that never
  // answers was doing, for the error below.
  const child = spawn(
    process.execPath,
    ["--report-on-signal", "--report-signal=SIGUSR2", `--report-directory=${dataDir}`, script],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        // The public address the pages were built for (the server refuses any other); the process
        // itself listens on a free port of 127.0.0.1, as behind a proxy.
        SITE_URL: builtSiteUrl(script),
        ...database,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const output = () => {
    const ended = child.exitCode !== null || child.signalCode !== null;
    return `${ended ? `[exited: ${child.exitCode ?? child.signalCode}]\n` : ""}${lines.join("\n")}`;
  };
  await waitUntilServing(origin, port, child, output, {
    databaseUrl: database.DATABASE_URL ?? env.DATABASE_URL,
    reports: dataDir,
  });
  return {
    origin,
    dataDir,
    pid: child.pid!,
    output,
    stop: () => signal(child, "SIGTERM", exited),
    kill: () => signal(child, "SIGKILL", exited),
  };
}

/**
 * Until this child serves: it has said it listens on `port` (its start-up line), and `/healthz`
 * answers there. A /healthz answer alone could come from another test's server on the same port.
 */
async function waitUntilServing(
  origin: string,
  port: number,
  child: ChildProcess,
  output: () => string,
  /** Where to look when it never answers: its database, the directory of its diagnostic reports. */
  { databaseUrl, reports }: { databaseUrl: string | undefined; reports: string },
) {
  // A loaded machine (four test files, PostgreSQL, the booking tests' instances) can take well over
  // ten seconds to start one; twice in CI runs a PostgreSQL server had said it listened and had not
  // answered within 45 s (each passed alone in seconds): the limit only decides how long a real
  // failure takes to report.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      if (output().includes("EADDRINUSE")) throw new PortTaken(`port ${port} taken`);
      throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    }
    const listening = output().includes(`:${port} (data:`);
    const healthy =
      listening &&
      // Not kept open: a probe's idle connection, reused by the test's first request once the
      // server's keep-alive has closed it, fails that request on a loaded machine.
      (await fetch(`${origin}/healthz`, {
        headers: { Connection: "close" },
        signal: AbortSignal.timeout(10_000),
      }).then(
        (answer) => answer.ok,
        () => false,
      ));
    if (healthy) return;
    await sleep(50);
  }
  const waits = databaseUrl ? await sessionsOf(databaseUrl) : "";
  const doing = await whatItDoes(child, reports);
  child.kill("SIGKILL");
  throw new Error(`The server did not answer /healthz within 90 s:\n${output()}${waits}${doing}`);
}

/**
 * Whether a server that never answers is busy (its CPU time over two seconds) and where: its
 * JavaScript stack and its pending handles, from the report SIGUSR2 makes it write in `reports`.
 */
async function whatItDoes(child: ChildProcess, reports: string) {
  const cpu = () => {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(fields[11]) + Number(fields[12]);
  };
  try {
    const before = cpu();
    await sleep(2000);
    const busy = `\nCPU in the last 2 s: ${(cpu() - before) / 100} s`;
    const existing = new Set(fs.readdirSync(reports));
    child.kill("SIGUSR2");
    for (let i = 0; i < 50; i++) {
      await sleep(200);
      const report = fs
        .readdirSync(reports)
        .find((name) => name.startsWith("report.") && !existing.has(name));
      if (!report) continue;
      const json = JSON.parse(fs.readFileSync(path.join(reports, report), "utf8")) as {
        javascriptStack?: { message?: string; stack?: string[] };
        libuv?: { type: string; is_active?: boolean; remoteEndpoint?: unknown }[];
      };
      const handles = (json.libuv ?? [])
        .filter((handle) => handle.is_active)
        .map(
          (handle) =>
            `${handle.type}${handle.remoteEndpoint ? ` ${JSON.stringify(handle.remoteEndpoint)}` : ""}`,
        );
      return `${busy}\nJavaScript: ${json.javascriptStack?.message ?? ""}\n${(json.javascriptStack?.stack ?? []).slice(0, 25).join("\n")}\nActive handles: ${handles.join(", ")}`;
    }
    return `${busy}\nNo report within 10 s.`;
  } catch (error) {
    return `\nWhat the server does could not be read: ${String(error)}`;
  }
}

/** What each session of the server's PostgreSQL database is doing: to explain a server that hangs. */
async function sessionsOf(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<Record<string, unknown>>(
      `select pid, state, wait_event_type, wait_event, now() - xact_start as in_transaction,
              pg_blocking_pids(pid) as blocked_by, left(query, 160) as query
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return `\nThe database's sessions:\n${rows.map((row) => JSON.stringify(row)).join("\n")}`;
  } catch (error) {
    return `\nThe database's sessions could not be read: ${String(error)}`;
  } finally {
    await client.end().catch(() => {});
  }
}

async function signal(child: ChildProcess, name: NodeJS.Signals, exited: Promise<void>) {
  if (child.exitCode === null && child.signalCode === null) child.kill(name);
  await exited;
}
