import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { photoFile } from "../../app/content/photos";
import { coverSize, coverWidths, derivedCover } from "../../app/content/blog/covers";

/**
 * The articles' photos, made for the page by the build (`app/content/blog/covers.ts`): each upload in
 * `public/images/blog/` (JPEG, PNG, WebP) cropped to the covers' shape and written at each width in
 * AVIF, WebP and JPEG beside the client build's copy of it. An SVG is left as it is.
 */
const blogImages = "public/images/blog";

/** The photos (JPEG, PNG, WebP) in `dir` of the repository at `root`, by name; none if it is absent. */
export function photosIn(root: string, dir: string): string[] {
  const source = path.join(root, dir);
  return fs.existsSync(source) ? fs.readdirSync(source).filter((name) => photoFile.test(name)) : [];
}

/**
 * Whether the photo `file` (from the repository's `root`) can be a cover (or, given its `need`, a
 * portrait): readable, and at least that size. Throws, naming the file, what an editor can act on.
 */
export async function checkPhoto(
  root: string,
  file: string,
  need: { width: number; height: number; what: string } = { ...coverSize, what: "a cover" },
) {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(path.join(root, file)).metadata();
  } catch (error) {
    throw new Error(
      `${file}: not an image the build can read (${(error as Error).message}); upload a JPEG, PNG or WebP`,
    );
  }
  const [width, height] =
    meta.orientation && meta.orientation >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  if (!width || !height || width < need.width || height < need.height)
    throw new Error(
      `${file}: ${width}×${height} pixels; ${need.what} needs at least ${need.width}×${need.height}`,
    );
}

/** Writes the sizes of every photo of `public/images/blog/` into `clientDir`; resolves to how many photos. */
export async function makeCovers(root: string, clientDir: string) {
  const names = photosIn(root, blogImages);
  for (const name of names) {
    const file = path.join(root, blogImages, name);
    await checkPhoto(root, path.join(blogImages, name));
    const image = `/images/blog/${name}`;
    for (const width of coverWidths) {
      const height = Math.round((width * coverSize.height) / coverSize.width);
      // Turned upright by its EXIF orientation, cropped around what draws the eye.
      const sized = sharp(file)
        .rotate()
        .resize(width, height, { fit: "cover", position: sharp.strategy.attention });
      const out = (format: "avif" | "webp" | "jpg") =>
        path.join(clientDir, derivedCover(image, width, format));
      await Promise.all([
        sized.clone().avif({ quality: 55, effort: 4 }).toFile(out("avif")),
        sized.clone().webp({ quality: 75 }).toFile(out("webp")),
        sized.clone().jpeg({ quality: 78, mozjpeg: true }).toFile(out("jpg")),
      ]);
    }
  }
  return names.length;
}
