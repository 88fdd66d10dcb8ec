import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { contentSecurityPolicy, inlineHashes } from "./lib/csp.server";
import { pageScript } from "./lib/page-script.server";
import { ServerHeadContext } from "./lib/server-head";
import stylesheet from "./styles/app.css?inline";

if (stylesheet.includes("</style")) throw new Error("The stylesheet cannot be inlined: it contains </style");
// In development the page also loads Vite's client, which reloads it after an edit (the build's
// `browserCode` plugin says when): the one thing a development page carries that a built one does not.
const serverHead = { script: pageScript, stylesheet, devClient: import.meta.env.DEV };

export const streamTimeout = 5_000;

// The production server (`server/main.ts`) opens its services with these, taken from this build, so
// that one copy of the site's code (the store, the delivery, the analytics) runs in the process.
export { createRuntime, startRetention } from "./runtime/runtime.server";

/**
 * Renders a page completely before answering (our pages have no deferred data), so that the
 * Content-Security-Policy can list the hashes of exactly the inline scripts and styles this page
 * carries. The same render produces the prerendered pages at build time.
 *
 * The site's whole stylesheet (Tailwind's output, about 7 KB compressed) is inlined into the head,
 * with the page script (`lib/server-head.tsx`): the first paint then needs nothing but the HTML, where
 * a `<link rel="stylesheet">` would wait for a second request that shares the connection with the
 * scripts and the font.
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
      <ServerHeadContext.Provider value={serverHead}>
        <ServerRouter context={routerContext} url={request.url} />
      </ServerHeadContext.Provider>,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeout);
            const html = Buffer.concat(chunks).toString("utf8");
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(inlineHashes(html)));
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
