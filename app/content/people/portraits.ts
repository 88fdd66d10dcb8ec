/**
 * A person's portrait: a photo editors upload to `public/images/people/` (JPEG, PNG or WebP). The
 * build crops it square around the face and makes one small WebP of it
 * (`scripts/build/portraits.ts`), as large as the smallest photo it accepts, about the width of the About
 * page's portraits at a screen's density: a phone never downloads the camera's file for a portrait.
 */
export const portraitSize = {
  /** The size the build makes, a square. */
  made: 320,
  /** The smallest photo the build accepts, each side. */
  min: 320,
} as const;

/** `/images/people/elena.jpg` → `/images/people/elena-320.webp`. */
export const derivedPortrait = (image: string) =>
  `${image.replace(/\.[a-z]+$/i, "")}-${portraitSize.made}.webp`;

/** What a page shows of `image`: the build's square (`optimized`), or the upload (`npm run dev`). */
export const portraitOf = (image: string, optimized: boolean) => (optimized ? derivedPortrait(image) : image);
