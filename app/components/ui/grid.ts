/**
 * The classes of a grid of `count` cards that leaves no cell empty: on a desktop the most columns,
 * up to `max`, that divide the count; two on a tablet when two divide it, or three for three cards.
 * Content with a count that grows (articles) uses a flowing grid instead (`ArticleGrid`).
 */
const desktop = { 1: "", 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

export function balancedColumns(count: number, max: 2 | 3 | 4 = 3): string {
  const columns = ([4, 3, 2, 1] as const).find((fit) => fit <= max && count % fit === 0) ?? max;
  const tablet = count % 2 === 0 ? "sm:grid-cols-2" : count % 3 === 0 ? "md:grid-cols-3" : "";
  return `grid gap-6 ${tablet} ${desktop[columns]}`.replace(/\s+/g, " ").trim();
}
