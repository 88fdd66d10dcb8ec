import type { Cover } from "~/content/blog/summary";

/**
 * An article's cover (`content/blog/covers.ts`): a photo in the best format the browser takes, at
 * the width it needs; its place reserved by its width and height, so nothing shifts as it arrives.
 * The `<picture>` around a photo draws no box of its own (`display: contents`): the `<img>` is laid
 * out as the child of the card or page, so the sizes `className` gives it (`lg:w-1/2` beside a
 * featured card's text) apply to the photo as they do to a drawing.
 */
export function CoverImage({
  cover,
  sizes,
  eager = false,
  alt = "",
  className,
}: {
  cover: Cover;
  /** What a photo shows, where it is more than the title beside it says (the article's page). */
  alt?: string;
  /** How wide it is drawn (`sizes`), for the browser to pick a width. */
  sizes: string;
  eager?: boolean;
  className: string;
}) {
  const img = (
    <img
      src={cover.src}
      srcSet={cover.srcSet}
      sizes={cover.srcSet ? sizes : undefined}
      alt={alt}
      width={cover.width}
      height={cover.height}
      loading={eager ? "eager" : "lazy"}
      className={className}
    />
  );
  if (cover.sources.length === 0) return img;
  return (
    <picture className="contents">
      {cover.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
