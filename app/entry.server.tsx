import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { contentSecurityPolicy, inlineHashes } from "./lib/csp.server";
import { deferHydration } from "./lib/first-paint.server";
import stylesheet from "./styles/app.css?inline";

export const streamTimeout = 5_000;

/**
 * Renders a page completely before answering (our pages have no deferred data), so that the
 * Content-Security-Policy can list the hashes of exactly the inline scripts and styles this page
 * carries. The same render produces the prerendered pages at build time.
 *
 * The site's whole stylesheet (Tailwind's output, about 7 KB compressed) is inlined into the head:
 * the first paint then needs nothing but the HTML, where a `<link rel="stylesheet">` would wait
 * for a second request that shares the connection with the scripts and the font. It is added to the
 * rendered HTML rather than rendered by React: the browser bundle never carries the CSS a second
 * time, and React's hydration skips a `<style>` in the head that it did not render.
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
            const html = deferHydration(withInlineStylesheet(Buffer.concat(chunks).toString("utf8")));
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

function withInlineStylesheet(html: string) {
  if (stylesheet.includes("</style"))
    throw new Error("The stylesheet cannot be inlined: it contains </style");
  return html.replace("</head>", `<style>${stylesheet}</style></head>`);
}
