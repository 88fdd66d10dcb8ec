import { describe, expect, it } from "vitest";
import { inlineHashes } from "./csp.server";
import {
  afterFirstPaintScript,
  deferHydration,
  moveHydrationData,
  waitingModuleType,
} from "./first-paint.server";

const rendered =
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A1.js"/><link rel="modulepreload" href="/assets/root-B2.js"/></head>' +
  '<body><main>Text</main><script type="module" async="">import * as route0 from "/assets/root-B2.js";\nimport("/assets/entry.client-A1.js");</script></body></html>';

describe("deferHydration", () => {
  it("moves the module preloads and the module script behind the first paint", () => {
    const html = deferHydration(rendered);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      `<script type="${waitingModuleType}" data-preload="/assets/entry.client-A1.js /assets/root-B2.js">import * as route0 from "/assets/root-B2.js";\nimport("/assets/entry.client-A1.js");</script><script>${afterFirstPaintScript}</script></body>`,
    );
  });

  it("leaves a page without React Router's scripts as it is", () => {
    const html = "<html><head></head><body><p>Plain</p></body></html>";
    expect(deferHydration(html)).toBe(html);
  });

  it("keeps the waiting script allowed by the Content-Security-Policy, since it will run", () => {
    const before = inlineHashes(rendered).scripts;
    const after = inlineHashes(deferHydration(rendered)).scripts;
    expect(after).toContain(before[0]);
    expect(after).toHaveLength(2);
  });
});

describe("moveHydrationData", () => {
  const context =
    "<script>window.__reactRouterContext = {};window.__reactRouterContext.stream = new ReadableStream();</script>";
  const data =
    '<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]");</script>' +
    "<script>window.__reactRouterContext.streamController.close();</script>";
  const page = deferHydration(rendered)
    .replace("<main>", `${context}<main>`)
    .replace("</body>", `${data}</body>`);

  it("moves the stream and its data, in their order, into the module that `store` keeps", () => {
    const stored: string[] = [];
    const html = moveHydrationData(page, (script) => {
      stored.push(script);
      return "/assets/hydration-abc.js";
    });
    expect(stored).toEqual([
      "window.__reactRouterContext = {};window.__reactRouterContext.stream = new ReadableStream();\n" +
        'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]");\n' +
        "window.__reactRouterContext.streamController.close();",
    ]);
    expect(html).not.toContain("__reactRouterContext");
  });

  it("makes that module the first the waiting script imports, before React Router's", () => {
    const html = moveHydrationData(page, () => "/assets/hydration-abc.js");
    expect(html).toContain(
      `<script type="${waitingModuleType}" data-preload="/assets/entry.client-A1.js /assets/root-B2.js">import "/assets/hydration-abc.js";\nimport * as route0 from "/assets/root-B2.js";`,
    );
    // One inline script fewer to allow; the waiting script keeps a hash, of its new text.
    expect(inlineHashes(page).scripts).toHaveLength(5);
    expect(inlineHashes(html).scripts).toHaveLength(2);
  });

  it("leaves a page that does not wait for its first paint as it is", () => {
    const html = rendered.replace("</body>", `${context}${data}</body>`);
    expect(moveHydrationData(html, () => "/assets/hydration-abc.js")).toBe(html);
  });
});
