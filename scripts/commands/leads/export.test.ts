import { describe, expect, it } from "vitest";
import { contactTable, csvCell, subscriberTable, toCsv, toText, type Table } from "./export";

/** RFC 4180, read strictly: the test's own parser, so the round trip proves the writer. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') {
      if (cell !== "") throw new Error(`A quote inside an unquoted cell at ${i}`);
      quoted = true;
    } else if (char === ",") {
      record.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      records.push([...record, cell]);
      record = [];
      cell = "";
      i++;
    } else if (char === "\r" || char === "\n") {
      throw new Error(`A bare line break outside quotes at ${i}`);
    } else cell += char;
  }
  if (quoted || cell !== "" || record.length > 0) throw new Error("The last record is not ended by CRLF");
  return records;
}

describe("csvCell", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
  });

  it("leaves other cells as they are, and quotes only when it must", () => {
    expect(csvCell("Ana Souza")).toBe("Ana Souza");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(" =1")).toBe(" =1");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell("Martin, Fils")).toBe(`"Martin, Fils"`);
    expect(csvCell(`say "hi"`)).toBe(`"say ""hi"""`);
    expect(csvCell("two\nlines")).toBe(`"two\nlines"`);
  });
});

describe("toCsv", () => {
  const awkward = [
    "",
    "plain",
    "comma, inside",
    `"quoted"`,
    `"`,
    `""`,
    "line\nbreak",
    "windows\r\nbreak",
    "trailing\n",
    "café — 東京 🚀",
    'a,b\n"c",d',
    "'already quoted",
  ];
  const dangerous = ["=1+1", "+SUM(A1:A2)", "-1", "@cmd", "\tTAB", "\rCR", '="a,b"\n'];

  it("round-trips commas, quotes and line breaks through a strict RFC 4180 parser", () => {
    const table: Table = {
      columns: ["id", "value", "note"],
      rows: awkward.map((value, index) => [index, value, null]),
    };
    const parsed = parseCsv(toCsv(table));
    expect(parsed[0]).toEqual(["id", "value", "note"]);
    expect(parsed.slice(1)).toEqual(awkward.map((value, index) => [String(index), value, ""]));
  });

  it("reads back a dangerous cell as the same text behind a single quote", () => {
    const parsed = parseCsv(toCsv({ columns: ["value"], rows: dangerous.map((value) => [value]) }));
    expect(parsed.slice(1)).toEqual(dangerous.map((value) => [`'${value}`]));
    for (const [cell] of parsed.slice(1)) expect(cell).toMatch(/^'/);
  });

  it("writes the leads with one column per field and the interests as a list", () => {
    const contacts = contactTable([
      {
        id: 1,
        created_at: "2025-03-01T10:00:00.000Z",
        lang: "fr",
        page: "/fr/contact",
        name: "=cmd|' /C calc'!A0",
        email: "a@b.co",
        company: null,
        message: "Bonjour,\nça va ?",
        source: null,
        referral: "+LinkedIn",
      },
    ]);
    expect(parseCsv(toCsv(contacts))).toEqual([
      ["id", "received", "lang", "page", "name", "email", "company", "message", "referral"],
      [
        "1",
        "2025-03-01T10:00:00.000Z",
        "fr",
        "/fr/contact",
        "'=cmd|' /C calc'!A0",
        "a@b.co",
        "",
        "Bonjour,\nça va ?",
        "'+LinkedIn",
      ],
    ]);
    const subscribers = subscriberTable([
      {
        id: 2,
        email: "d@e.co",
        first_name: "Dana",
        last_name: null,
        interests: '["innovation","business-strategy"]',
        lang: "en",
        page: "/",
        created_at: "c",
        updated_at: "u",
        status: "confirmed",
        consent: JSON.stringify({
          confirmedAt: "k",
          requestedAt: "c",
          page: "/",
          lang: "en",
          consentVersion: "v",
        }),
        unsubscribed_at: null,
        bounced_at: null,
      },
    ]);
    expect(parseCsv(toCsv(subscribers))[1]).toEqual([
      "2",
      "d@e.co",
      "confirmed",
      "Dana",
      "",
      "innovation; business-strategy",
      "en",
      "/",
      "c",
      "u",
      "k",
    ]);
  });
});

describe("toText", () => {
  it("aligns the columns under a rule", () => {
    const text = toText({
      columns: ["id", "name"],
      rows: [
        [1, "Ana"],
        [22, "Bartholomew"],
      ],
    });
    expect(text.split("\n")).toEqual(["id  name", "--  -----------", "1   Ana", "22  Bartholomew"]);
  });

  it("keeps each row on one line, cuts long cells and replaces control characters", () => {
    const text = toText(
      { columns: ["message"], rows: [["one\r\ntwo\nthree"], ["x".repeat(50)], ["\u001b[2Jgone\u202eevil"]] },
      20,
    );
    const lines = text.split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe("one↵two↵three");
    expect(lines[3]).toBe(`${"x".repeat(19)}…`);
    expect(lines[4]).toBe("\uFFFD[2Jgone\uFFFDevil");
    expect(text).not.toContain("\u001b");
    expect(text).not.toContain("\u202e");
  });
});
