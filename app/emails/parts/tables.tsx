import { Fragment, type ReactNode } from "react";
import { useEmail } from "../render";
import { tone } from "../theme";
import { asText } from "./text";

/** Labelled values, a label and its value to a row (`plain` labels: not bold); `label: value` lines in text. */
export function Fields({ rows, plain }: { rows: [string, ReactNode][]; plain?: boolean }) {
  const { text, colon } = useEmail();
  if (text)
    return asText(
      rows.map(([label, value], index) => (
        <Fragment key={index}>
          {label}
          {colon}
          {value}
          {"\n"}
        </Fragment>
      )),
      "\n",
    );
  const cell = { padding: "4px 16px 4px 0", verticalAlign: "top" } as const;
  const label = { ...cell, fontWeight: plain ? 400 : 600, whiteSpace: "nowrap" } as const;
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px" }}>
      <tbody>
        {rows.map(([name, value], index) => (
          <tr key={index}>
            <th scope="row" align="left" {...tone("muted", label)}>
              {name}
            </th>
            <td style={{ ...cell, paddingRight: 0, wordBreak: "break-word" }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DataTableProps {
  columns: string[];
  rows: string[][];
  /** What is said when there are no rows. */
  empty: string;
}

/**
 * Figures in columns under their headers. In the text part a row to a line: its first cell, then
 * each other cell after its column's header, `  ·  ` between them.
 */
export function DataTable({ columns, rows, empty }: DataTableProps) {
  const { text, colon } = useEmail();
  if (rows.length === 0)
    return text ? asText(empty) : <p {...tone("muted", { margin: "0 0 8px" })}>{empty}</p>;
  if (text) {
    const line = ([first, ...figures]: string[]) =>
      [first, ...figures.map((figure, index) => `${columns[index + 1]}${colon}${figure}`)]
        .filter(Boolean)
        .join("  ·  ");
    return asText(
      rows.map((row) => `${line(row)}\n`),
      "\n",
    );
  }
  const cell = { padding: "4px 12px 4px 0", textAlign: "left", verticalAlign: "top" } as const;
  // The first cell names the row (a path, a source: long, and anyone's choice); figures keep whole.
  const style = (column: number) =>
    column === 0 ? { ...cell, wordBreak: "break-word" as const } : { ...cell, whiteSpace: "nowrap" as const };
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 8px", fontSize: 14 }}>
      <tbody>
        <tr>
          {columns.map((column, index) => (
            <th key={index} {...tone("muted", { ...cell, fontWeight: 600 })}>
              {column}
            </th>
          ))}
        </tr>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((value, column) => (
              <td key={column} style={style(column)}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
