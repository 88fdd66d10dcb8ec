import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes } from "./lib/csp.server";

export const streamTimeout = 5_000;

/**
 * Renders a page completely before answering (our pages have no deferred data), so that the
 * Content-Security-Policy can list the hashes of exactly the inline scripts this page carries. The
 * same render produces the prerendered pages at build time.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeout);
            const html = Buffer.concat(chunks).toString("utf8");
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
            resolve(new Response(html, { status, headers: responseHeaders }));
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
