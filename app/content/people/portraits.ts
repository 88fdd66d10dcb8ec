/**
 * A person's portrait: a photo editors upload to `public/images/people/` (JPEG, PNG or WebP). The
 * build crops it square around the face and makes two small WebPs of it (`scripts/build/portraits.ts`):
 * one as large as the smallest photo it accepts, about the width of the About page's portraits, and
 * one twice that, for a screen of twice the density. The page offers both (`srcset`) and the browser
 * takes the one its screen needs: a phone never downloads the camera's file for a portrait.
 */
export const portraitSize = {
  /** The squares the build makes, each side, the page's first. */
  made: [320, 640],
  /** The smallest photo the build accepts, each side. */
  min: 320,
} as const;

/** `/images/people/elena.jpg` → `/images/people/elena-320.webp` (or `-640`). */
export const derivedPortrait = (image: string, width: number) =>
  `${image.replace(/\.[a-z]+$/i, "")}-${width}.webp`;

/** A portrait as a page shows it: the file (`src`) and, when the build made them, its widths (`srcSet`). */
export interface Portrait {
  src: string;
  srcSet?: string;
}

/** What a page shows of `image`: the build's squares (`optimized`), or the upload (`npm run dev`). */
export const portraitOf = (image: string, optimized: boolean): Portrait =>
  optimized
    ? {
        src: derivedPortrait(image, portraitSize.made[0]),
        srcSet: portraitSize.made.map((width) => `${derivedPortrait(image, width)} ${width}w`).join(", "),
      }
    : { src: image };
