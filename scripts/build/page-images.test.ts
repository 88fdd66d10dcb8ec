import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { missingImages } from "./page-images";

describe("missingImages", () => {
  it("names each image a page shows that the build did not write, in src and srcset alike", () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-images-"));
    fs.mkdirSync(path.join(clientDir, "images/people"), { recursive: true });
    fs.writeFileSync(path.join(clientDir, "images/people/elena-320.webp"), "");
    const html = [
      '<img src="/images/people/elena-320.webp" alt="">',
      '<img src="/images/people/ava-probe-320.webp" alt="">',
      '<picture><source type="image/avif" srcset="/images/blog/x-600.avif 600w, /images/people/elena-320.webp 320w">',
      '<img src="https://example.com/remote.png" alt=""><img src="data:image/gif;base64,R0lGOD" alt=""></picture>',
    ].join("");
    expect(missingImages([{ path: "/about", html }], clientDir)).toEqual([
      "/about shows /images/people/ava-probe-320.webp, which the build did not write",
      "/about shows /images/blog/x-600.avif, which the build did not write",
    ]);
    fs.rmSync(clientDir, { recursive: true });
  });
});
