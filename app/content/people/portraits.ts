/**
 * A person's portrait: a photo editors upload to `public/images/people/` (JPEG, PNG or WebP). The
 * build crops it square around the face and makes one small WebP of it
 * (`scripts/build/portraits.ts`), as large as a page ever draws a portrait at twice its pixels (the
 * largest `PersonMark`, 80 px): a phone never downloads the camera's file for a thumbnail.
 */
export const portraitSize = {
  /** The size the build makes, a square. */
  made: 160,
  /** The smallest photo the build accepts, each side. */
  min: 320,
} as const;

/** `/images/people/elena.jpg` → `/images/people/elena-160.webp`. */
export const derivedPortrait = (image: string) =>
  `${image.replace(/\.[a-z]+$/i, "")}-${portraitSize.made}.webp`;

/** What a page shows of `image`: the build's square (`optimized`), or the upload (`npm run dev`). */
export const portraitOf = (image: string, optimized: boolean) => (optimized ? derivedPortrait(image) : image);
