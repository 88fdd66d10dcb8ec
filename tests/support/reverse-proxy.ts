import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

interface ProxyOptions {
  /** The scheme the proxy tells the upstream the client used. */
  proto?: string;
  /**
   * Pages (`text/html`) are sent uncompressed, this many bytes at a time with a pause between them,
   * as a slow network delivers them: the browser paints what it has parsed so far.
   */
  htmlSlices?: { bytes: number; pauseMs: number };
}

/**
 * A reverse proxy as nginx's defaults configure one: it forwards to `upstream` with `Host` rewritten
 * to the upstream's address (`proxy_set_header Host $proxy_host`), and appends the client's address
 * to `X-Forwarded-For` and the public scheme as `X-Forwarded-Proto`.
 */
export async function startReverseProxy(
  upstream: string,
  { proto = "https", htmlSlices }: ProxyOptions = {},
) {
  const target = new URL(upstream);
  const server = http.createServer((req, res) => {
    const slices = /text\/html/.test(req.headers.accept ?? "") ? htmlSlices : undefined;
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
          ...(slices ? { "accept-encoding": "identity" } : {}),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (slices && /text\/html/.test(answer.headers["content-type"] ?? ""))
          void sendInSlices(answer, res, slices);
        else answer.pipe(res);
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

async function sendInSlices(
  answer: http.IncomingMessage,
  res: http.ServerResponse,
  { bytes, pauseMs }: NonNullable<ProxyOptions["htmlSlices"]>,
) {
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  for (let start = 0; start < body.length; start += bytes) {
    res.write(body.subarray(start, start + bytes));
    await sleep(pauseMs);
  }
  res.end();
}
