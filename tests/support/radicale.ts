import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { getBasicAuthHeaders, makeCalendar } from "tsdav";
import { temporaryDataDir } from "./temporary-dir";
import { until } from "./until";
import { freePort } from "./free-port";

/**
 * A real CalDAV server for the booking tests: Debian's Radicale (`radicale`), with its configuration,
 * its users (htpasswd, plain) and its calendars in a directory under /tmp, on a free port of
 * 127.0.0.1. Radicale runs as root as well as any user, so it runs as whoever runs the tests.
 */
export const radicaleInstallHint = "install Debian's Radicale (`sudo apt-get install radicale`)";

export function radicaleInstalled() {
  return spawnSync("radicale", ["--version"], { encoding: "utf8" }).status === 0;
}

export interface Radicale {
  /** The server's base URL, as `BOOKING_CALDAV_URL`. */
  url: string;
  /** Creates a calendar (MKCALENDAR) in the user's home and returns its path, as a person's YAML names it. */
  makeCalendar(user: string, name: string): Promise<string>;
  /** The server's log, to explain a failure. */
  log(): string;
  stop(): Promise<void>;
}

/** Starts Radicale with these users (name → password) and waits until it answers. */
export async function startRadicale(users: Record<string, string>): Promise<Radicale> {
  if (!radicaleInstalled()) throw new Error(`Radicale is not installed: ${radicaleInstallHint}.`);
  const dir = temporaryDataDir("radicale");
  const port = await freePort();
  const file = (name: string) => path.join(dir, name);
  fs.writeFileSync(
    file("users"),
    Object.entries(users)
      .map(([user, password]) => `${user}:${password}\n`)
      .join(""),
  );
  fs.writeFileSync(
    file("config"),
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${file("users")}`,
      "htpasswd_encryption = plain",
      // No pause after a wrong password: the tests try one on purpose.
      "delay = 0",
      "[rights]",
      // Any signed-in account reads and writes every calendar: the booking account, its consultants'.
      "type = authenticated",
      "[storage]",
      `filesystem_folder = ${file("collections")}`,
      "[logging]",
      "level = warning",
      "",
    ].join("\n"),
  );
  const server = spawn("radicale", ["--config", file("config")], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}/`;

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    await until(
      "Radicale to answer",
      async () => {
        if (server.exitCode !== null) throw new Error(`Radicale exited (${server.exitCode}): ${output}`);
        return fetch(url, { redirect: "manual" }).then(
          () => true,
          () => false,
        );
      },
      20_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    async makeCalendar(user, name) {
      const calendarPath = `/${user}/${name}/`;
      const [answer] = await makeCalendar({
        url: new URL(calendarPath, url).href,
        props: { "d:displayname": name },
        headers: getBasicAuthHeaders({ username: user, password: users[user] }),
      });
      if (!answer?.ok) throw new Error(`MKCALENDAR ${calendarPath}: ${answer?.status} ${output}`);
      return calendarPath;
    },
    log: () => output,
    stop,
  };
}
