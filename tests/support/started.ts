import fs from "node:fs";
import { afterEach } from "vitest";
import { startMailServer, type MailServer } from "./mail-server";
import { startServer, type ServerProcess } from "./server-process";
import { temporaryDataDir } from "./temporary-dir";

/**
 * For a test file that starts servers in its tests: what each test started (servers, mail servers,
 * data directories) is killed and removed after it, even when it fails. Call once, at the top.
 */
export function stoppedAfterEach() {
  const running = { servers: [] as ServerProcess[], mail: [] as MailServer[], dirs: [] as string[] };
  afterEach(async () => {
    for (const server of running.servers.splice(0)) await server.kill();
    for (const mail of running.mail.splice(0)) await mail.stop();
    for (const dir of running.dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    dataDir(label: string) {
      const dir = temporaryDataDir(label);
      running.dirs.push(dir);
      return dir;
    },
    async server(dataDir: string, env: Record<string, string>) {
      const server = await startServer({ dataDir, env });
      running.servers.push(server);
      return server;
    },
    async mailServer() {
      const mail = await startMailServer();
      running.mail.push(mail);
      return mail;
    },
  };
}
