import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { databaseEnv } from "./engine";
import { serverScript } from "./server-process";

const execFileAsync = promisify(execFile);

/** `npm run leads -- ...args` against a test's data directory: what the firm's command prints. */
export async function leads(dataDir: string, ...args: string[]) {
  const script = path.join(path.dirname(serverScript()), "leads.js");
  const { stdout } = await execFileAsync(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...(await databaseEnv(dataDir)) },
  });
  return stdout;
}
