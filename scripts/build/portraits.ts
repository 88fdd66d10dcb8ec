import path from "node:path";
import sharp from "sharp";
import { derivedPortrait, portraitSize } from "../../app/content/people/portraits";
import { checkPhoto, photosIn } from "./covers";

/**
 * The people's photos, made for the page by the build (`app/content/people/portraits.ts`): each
 * upload in `public/images/people/` cropped square around the face and written as small WebPs
 * beside the client build's copy of it, one per size the page offers. A photo smaller than the
 * larger square (the build accepts from 320 pixels) is enlarged to make it: no sharper than the
 * smaller, but the page's `srcset` says what each file is, and a screen of twice the density takes
 * the larger.
 */
const peopleImages = "public/images/people";

/** A portrait's needs, for `checkPhoto`: one line an editor can act on. */
export const portraitNeed = { width: portraitSize.min, height: portraitSize.min, what: "a portrait" };

/** Writes the square of every photo of `public/images/people/` into `clientDir`; resolves to how many. */
export async function makePortraits(root: string, clientDir: string) {
  const names = photosIn(root, peopleImages);
  for (const name of names) {
    const file = path.join(root, peopleImages, name);
    await checkPhoto(root, path.join(peopleImages, name), portraitNeed);
    for (const width of portraitSize.made)
      await sharp(file)
        .rotate()
        .resize(width, width, { fit: "cover", position: sharp.strategy.attention })
        .webp({ quality: 78 })
        .toFile(path.join(clientDir, derivedPortrait(`/images/people/${name}`, width)));
  }
  return names.length;
}
