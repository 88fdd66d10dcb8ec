import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "../support/form-posts";
import { startServer, type ServerProcess } from "../support/server-process";
import { temporaryDataDir } from "../support/temporary-dir";
import { until } from "../support/until";

/**
 * What the server's own log keeps of a visit (the privacy notice's "server logs"): the method, the
 * path, the status and the time taken, never the client's address, its browser, where it came from,
 * nor a query string (campaign tags, and the tokens of confirmation, unsubscribe and booking links,
 * which are secrets).
 */
const secret = "tok3n-that-must-not-be-logged";
const client = {
  address: "203.0.113.77",
  agent: "ProbeBrowser/9.9 (log test)",
  referrer: "https://referrer.test/private-page",
};

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({
    dataDir: temporaryDataDir("logs"),
    env: { TRUST_PROXY: "loopback", FORM_RATE_LIMIT: "0", FORM_MIN_FILL_MS: "0" },
  });
});
afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

describe("the request log", () => {
  it("keeps the path and status of a visit, a post and a refusal, and nothing that names the visitor", async () => {
    const headers = {
      "X-Forwarded-For": client.address,
      "User-Agent": client.agent,
      Referer: client.referrer,
    };
    const missing = await fetch(`${server.origin}/no-such-page?token=${secret}&utm_campaign=q4-cfo`, {
      headers,
    });
    expect(missing.status).toBe(404);
    const unsubscribe = await postForm(
      server.origin,
      `/newsletter/unsubscribe?token=${secret}`,
      { token: secret },
      headers,
    );
    expect(unsubscribe.status).toBeLessThan(500);
    const contact = await postForm(
      server.origin,
      `/contact?utm_source=linkedin&ref=${secret}`,
      { name: "Log Test", email: "log-test@example.com", message: "What does the log keep of this post?" },
      headers,
    );
    expect(contact.status).toBeLessThan(500);
    const refused = await fetch(`${server.origin}/contact?token=${secret}`, { method: "PUT", headers });
    expect(refused.status).toBe(405);

    await until("the log lines", () => (server.output().match(/^(GET|POST|PUT) \//gm) ?? []).length >= 4);
    const log = server.output();
    expect(log).toMatch(/^GET \/no-such-page 404 /m);
    expect(log).toMatch(/^POST \/newsletter\/unsubscribe \d{3} /m);
    expect(log).toMatch(/^POST \/contact \d{3} /m);
    for (const kept of [
      secret,
      "utm_",
      "q4-cfo",
      client.address,
      "ProbeBrowser",
      "referrer.test",
      "log-test@example.com",
    ]) {
      expect(log, `the log holds ${kept}`).not.toContain(kept);
    }
  });
});
