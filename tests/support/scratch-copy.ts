import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { temporaryDataDir } from "./temporary-dir";

/** What a copy leaves out: what the build and the tests make, and the installed packages (linked). */
const notCopied = new Set([
  ".git",
  ".cache",
  ".react-router",
  "build",
  "data",
  "node_modules",
  "playwright-report",
  "test-results",
]);

export interface ScratchCopy {
  dir: string;
  /** Writes files (paths relative to the repository), as a commit would bring them. */
  write(files: Record<string, string | Buffer>): void;
  /** `npm run build` in the copy: its exit code and the end of what it printed. */
  build(env?: Record<string, string>): Promise<{ code: number; output: string }>;
  /** A command in the copy, in `env` (default: this process's): its exit code and the end of its output. */
  run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<{ code: number; output: string }>;
  remove(): void;
}

/**
 * A copy of this repository to change and build, as the firm's pipeline builds a pushed commit: the
 * sources as they are on the disk, the installed packages linked, never the build or the tests'
 * results.
 */
export function scratchCopy(label: string): ScratchCopy {
  const root = process.cwd();
  const dir = temporaryDataDir(`scratch-${label}`);
  for (const name of fs.readdirSync(root)) {
    if (notCopied.has(name)) continue;
    fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  const run: ScratchCopy["run"] = (command, args, env = process.env) =>
    new Promise((resolve, reject) => {
      const child = spawn(command, args, { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
      child.stdout.on("data", keep);
      child.stderr.on("data", keep);
      child.once("error", reject);
      child.once("exit", (code) => resolve({ code: code ?? 1, output }));
    });
  return {
    dir,
    write(files) {
      for (const [file, content] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), content);
      }
    },
    build: (env = {}) => run("npm", ["run", "-s", "build"], { ...process.env, ...env }),
    run,
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
