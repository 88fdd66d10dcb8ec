declare module "subset-font" {
  /** Keeps only the glyphs `text` needs (HarfBuzz's subsetter): https://github.com/papandreou/subset-font */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "sfnt" | "woff" | "woff2"; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: { convert(font: Buffer, to: "sfnt" | "woff" | "woff2"): Promise<Buffer> };
  export default fontverter;
}
