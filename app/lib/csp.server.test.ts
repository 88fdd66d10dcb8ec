import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineHashes } from "./csp.server";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineHashes", () => {
  it("hashes classic and module inline scripts, once each", () => {
    const html = `<head><script>a()</script><script type="module">import("/x.js")</script><script>a()</script></head>`;
    expect(inlineHashes(html).scripts).toEqual([sha("a()"), sha('import("/x.js")')]);
  });

  it("skips external scripts and data blocks", () => {
    const html = `<script src="/assets/a.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineHashes(html).scripts).toEqual([]);
  });

  it("hashes the inline stylesheets byte for byte", () => {
    const css = ".a{color:red}\n@font-face{font-family:X}";
    const html = `<head><style>${css}</style></head><body><style media="print">p{}</style></body>`;
    expect(inlineHashes(html).styles).toEqual([sha(css), sha("p{}")]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows no inline script or style but the hashed ones, and nothing from elsewhere", () => {
    const policy = contentSecurityPolicy({ scripts: ["sha256-abc"], styles: ["sha256-def"] });
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).toContain("style-src 'self' 'sha256-def'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
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
