/** Prints rows of text as columns, each as wide as its widest cell, under a header. */
export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
