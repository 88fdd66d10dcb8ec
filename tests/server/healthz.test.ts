import { describe, expect, it } from "vitest";
import { startReverseProxy } from "../support/reverse-proxy";
import { stoppedAfterEach } from "../support/started";

/**
 * `/healthz` is public (a load balancer asks it): anyone learns whether the server is up, nothing
 * else. The figures an operator reads (the outbox's backlog, which jumps by the number of subscribers
 * when an issue goes out, and the visitor-mail budget) are answered only to the machine itself (the
 * socket's own address, with no proxy in between, whatever `X-Forwarded-For` says) or with
 * `HEALTHZ_TOKEN`.
 */
const started = stoppedAfterEach();
const token = "healthz-token-for-the-operators-0123456789";

async function health(origin: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${origin}/healthz`, { headers });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe("/healthz", () => {
  it("answers a visitor behind the proxy up or down only; the figures to the machine itself or with the token", async () => {
    const site = await started.server(started.dataDir("healthz"), {
      TRUST_PROXY: "loopback",
      HEALTHZ_TOKEN: token,
    });
    const proxy = await startReverseProxy(site.origin);
    try {
      // A visitor, through the proxy on this machine: its socket is the loopback, the visitor is not.
      expect(await health(proxy.origin)).toEqual({ status: 200, body: { status: "ok" } });
      // A client naming the loopback as itself is still the client the proxy saw.
      expect(await health(proxy.origin, { "X-Forwarded-For": "127.0.0.1" })).toEqual({
        status: 200,
        body: { status: "ok" },
      });
      expect(await health(proxy.origin, { Authorization: "Bearer not-the-token" })).toEqual({
        status: 200,
        body: { status: "ok" },
      });
      // The operator: with the token through the proxy, or on the machine itself.
      const withToken = await health(proxy.origin, { Authorization: `Bearer ${token}` });
      expect(withToken.body).toMatchObject({ status: "ok", outbox: { pending: 0 }, visitorMail: {} });
      const local = await health(site.origin);
      expect(local.body).toMatchObject({ status: "ok", outbox: { pending: 0 }, visitorMail: {} });
    } finally {
      await proxy.close();
    }
  });

  it("takes any forwarded request for a visitor's, whatever TRUST_PROXY says", async () => {
    const site = await started.server(started.dataDir("healthz-direct"), {});
    expect(await health(site.origin, { "X-Forwarded-For": "203.0.113.9" })).toEqual({
      status: 200,
      body: { status: "ok" },
    });
  });
});
