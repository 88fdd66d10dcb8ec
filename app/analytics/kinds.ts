/**
 * What the counter counts, declared once: each dimension (a page, a source...) and the figures kept
 * for it. A count is stored as a row of `analytics_daily`, `(day, kind, key) → n`, where `kind` is
 * `<dimension>.<figure>` (`page.views`) and `key` is the dimension's value (the page and its
 * language). The counter writes kinds of this type only (`counter.server.ts`), and the report
 * reads them back through `kindParts` (`report.server.ts`). Adding a dimension: docs/recipes.md.
 */
export const dimensions = {
  /** A page in a language (key: `["/about","en"]`): its views, visitors, and visits it began. */
  page: ["views", "visitors", "entries"],
  /** Where a visitor's day began (`source.ts`): visitors. */
  source: ["visitors"],
  /** The site's language of the page. */
  lang: ["views", "visitors"],
  /** The visitor's browser language (Accept-Language). */
  browser: ["views", "visitors"],
  /** A path that does not exist. */
  notfound: ["views"],
  /** What a client network sent past its daily caps (`bounds.ts`), counted but not attributed. */
  capped: ["views", "visitors"],
} as const;

export type Dimension = keyof typeof dimensions;
export type Figure = (typeof dimensions)[Dimension][number];

/** A kind of count: a dimension's figure, or `visitors`, the day's distinct visitors. */
export type CountKind =
  | "visitors"
  | { [D in Dimension]: `${D}.${(typeof dimensions)[D][number]}` }[Dimension];

/** A stored kind's dimension and figure; `undefined` for the day's `visitors` and for a kind no longer counted. */
export function kindParts(kind: string): { dimension: Dimension; figure: Figure } | undefined {
  const [dimension, figure] = kind.split(".");
  if (!dimension || !figure || !Object.hasOwn(dimensions, dimension)) return undefined;
  const figures: readonly string[] = dimensions[dimension as Dimension];
  return figures.includes(figure)
    ? { dimension: dimension as Dimension, figure: figure as Figure }
    : undefined;
}
