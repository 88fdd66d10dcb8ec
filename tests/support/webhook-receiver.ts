import http from "node:http";
import type { AddressInfo } from "node:net";

interface ReceivedHook {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The status this request was answered with. */
  status: number;
}

/** A real HTTP endpoint for the webhook tests: records each request, answers with `statuses` in turn. */
export async function startWebhookReceiver() {
  const requests: ReceivedHook[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const status = statuses.shift() ?? 204;
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    requests,
    /** The next answers, in order (then 204). */
    answerWith(...next: number[]) {
      statuses.push(...next);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
