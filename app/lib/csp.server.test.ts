import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.server";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes classic and module inline scripts, once each", () => {
    const html = `<head><script>a()</script><script type="module">import("/x.js")</script><script>a()</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import("/x.js")')]);
  });

  it("skips external scripts and data blocks", () => {
    const html = `<script src="/assets/a.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows no inline script but the hashed ones, and nothing from elsewhere", () => {
    const policy = contentSecurityPolicy(["sha256-abc"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
  });
});
