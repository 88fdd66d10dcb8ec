import { describe, expect, it } from "vitest";
import { coverOf, coverPattern } from "./covers";

describe("covers", () => {
  it("accepts an SVG, a JPEG, a PNG or a WebP in /images/blog/, and nothing else", () => {
    for (const image of [
      "/images/blog/1.svg",
      "/images/blog/team.jpg",
      "/images/blog/a-b.jpeg",
      "/images/blog/x.png",
      "/images/blog/y.webp",
    ])
      expect(coverPattern.test(image), image).toBe(true);
    for (const image of [
      "/images/blog/x.gif",
      "/images/other/x.jpg",
      "https://cdn.example/x.jpg",
      "/images/blog/../x.jpg",
    ])
      expect(coverPattern.test(image), image).toBe(false);
  });

  it("draws an SVG as it is, and a photo from the sizes the build made of it", () => {
    expect(coverOf("/images/blog/1.svg", true)).toEqual({
      src: "/images/blog/1.svg",
      sources: [],
      width: 1200,
      height: 630,
    });
    const photo = coverOf("/images/blog/team.jpg", true);
    expect(photo.src).toBe("/images/blog/team-1200.jpg");
    expect(photo.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(photo.sources[0]!.srcSet).toBe(
      "/images/blog/team-640.avif 640w, /images/blog/team-1200.avif 1200w",
    );
    expect(coverOf("/images/blog/team.jpg", false)).toMatchObject({
      src: "/images/blog/team.jpg",
      sources: [],
    });
  });
});
