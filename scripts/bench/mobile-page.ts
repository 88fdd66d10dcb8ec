import type { Browser } from "@playwright/test";

/**
 * A page on Lighthouse's mobile screen (412×823 at 1.75×, touch), with a fresh context (no cache,
 * no storage) and its DevTools session, the network's cache turned off: what the benchmarks load a
 * page in. Close `context` after the load.
 */
export async function mobilePage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  return { context, page, cdp };
}
