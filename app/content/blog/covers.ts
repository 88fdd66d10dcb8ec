/**
 * An article's cover: an image editors upload to `public/images/blog/` (SVG, JPEG, PNG or WebP). A
 * photo is made by the build into sized, compressed images (`scripts/build/covers.ts`, with sharp):
 * AVIF and WebP at each width, a JPEG for the browsers that take neither, all cropped to the covers'
 * shape, so that the page reserves its place and nothing shifts. An SVG is drawn as it is.
 */
export const coverPattern = /^\/images\/blog\/[\w-]+\.(?:svg|jpe?g|png|webp)$/;

/** The covers' shape (the social cards' too), and the smallest photo the build accepts. */
export const coverSize = { width: 1200, height: 630 } as const;

/** The widths the build makes of a photo: a card's, and a page's. */
export const coverWidths = [640, 1200] as const;

export interface Cover {
  /** The image a browser shows when it takes no `source`: the SVG, or the photo's JPEG. */
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  /** Better formats, best first. */
  sources: { type: string; srcSet: string }[];
}

const isPhoto = (image: string) => !image.endsWith(".svg");

/** `/images/blog/team.jpg` at 640 px in AVIF → `/images/blog/team-640.avif`. */
export const derivedCover = (image: string, width: number, format: "avif" | "webp" | "jpg") =>
  `${image.replace(/\.[a-z]+$/, "")}-${width}.${format}`;

/**
 * How a page shows the cover `image`. `optimized`: the build made its sizes (not under `npm run
 * dev`, which shows the upload as it is).
 */
export function coverOf(image: string, optimized: boolean): Cover {
  const size = { width: coverSize.width, height: coverSize.height };
  if (!isPhoto(image) || !optimized) return { src: image, sources: [], ...size };
  const srcSet = (format: "avif" | "webp" | "jpg") =>
    coverWidths.map((width) => `${derivedCover(image, width, format)} ${width}w`).join(", ");
  return {
    src: derivedCover(image, coverSize.width, "jpg"),
    srcSet: srcSet("jpg"),
    sources: [
      { type: "image/avif", srcSet: srcSet("avif") },
      { type: "image/webp", srcSet: srcSet("webp") },
    ],
    ...size,
  };
}
