import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A reverse proxy as nginx's defaults configure one: it forwards to `upstream` with `Host` rewritten
 * to the upstream's address (`proxy_set_header Host $proxy_host`), and appends the client's address
 * to `X-Forwarded-For` and the public scheme as `X-Forwarded-Proto`.
 */
export async function startReverseProxy(upstream: string, { proto = "https" } = {}) {
  const target = new URL(upstream);
  const server = http.createServer((req, res) => {
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: target.host,
          "x-forwarded-for": forwardedFor,
          "x-forwarded-proto": proto,
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on("error", () => {
      res.writeHead(502).end();
    });
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
