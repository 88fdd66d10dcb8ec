import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { temporaryDataDir } from "./temporary-dir";
import { freePort } from "./free-port";

/**
 * A throw-away PostgreSQL cluster for the tests and the benchmark: Debian's `postgresql` package
 * (`/usr/lib/postgresql/<version>/bin`, or `$PG_BIN`), a data directory in /tmp, a free port on
 * 127.0.0.1, `fsync=on` as in production. PostgreSQL refuses to run as root: as root, the cluster
 * runs as the package's `postgres` user.
 */
export const installHint =
  "install Debian's PostgreSQL (`sudo apt-get install postgresql`) or set PG_BIN to its bin directory";

/** The directory of `initdb` and `pg_ctl`, newest version first; undefined if PostgreSQL is not installed. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) {
    return fs.existsSync(path.join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : undefined;
  }
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return undefined;
  return fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, "bin"))[0];
}

export interface PostgresCluster {
  /** The superuser's URL of the `postgres` database (for CREATE DATABASE). */
  adminUrl: string;
  stop(): void;
}

/** Creates a database of the cluster (unless it exists) and returns its URL. */
export async function createDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) {
      // Two servers started at once on one data directory both get here: the second finds it made.
      await client.query(`CREATE DATABASE "${name}"`).catch((error: { code?: string }) => {
        if (error.code !== "42P04" && error.code !== "23505") throw error;
      });
    }
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`PostgreSQL is not installed: ${installHint}.`);
  const dir = temporaryDataDir("pg");
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chownSync(dir, uid("postgres"), gid("postgres"));
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "innova", "--auth=trust", "--encoding=UTF8", "--locale=C", "-N"]);
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`,
    "start",
  ]);
  return {
    adminUrl: `postgres://innova@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const uid = (user: string) => Number(execFileSync("id", ["-u", user], { encoding: "utf8" }).trim());
const gid = (user: string) => Number(execFileSync("id", ["-g", user], { encoding: "utf8" }).trim());
