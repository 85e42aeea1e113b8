import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvRow, neutralizeFormula, toCsv } from "./csv.ts";

describe("neutralizeFormula", () => {
  it.each([
    ["=HYPERLINK(\"http://evil.test\",\"Click\")", "'=HYPERLINK(\"http://evil.test\",\"Click\")"],
    ["+1 702 555 0100", "'+1 702 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
  ])("prefixes %j", (input, expected) => {
    expect(neutralizeFormula(input)).toBe(expected);
  });

  it.each(["Jane", "(702) 555-0100", "a=b", "jane@example.com", "", "1+1", " =not first"])("leaves %j alone", (input) => {
    expect(neutralizeFormula(input)).toBe(input);
  });
});

describe("csvCell", () => {
  it("quotes commas, quotes, line breaks and edge spaces, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Doe, Jane")).toBe('"Doe, Jane"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it("neutralises before quoting, so a quoted formula is still text", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    expect(csvCell("-5")).toBe("'-5");
  });

  it("writes empty cells for missing values", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("keeps non-ASCII text as it is", () => {
    expect(csvCell("José Núñez – 日本")).toBe("José Núñez – 日本");
  });
});

describe("csv files", () => {
  it("start with the byte-order mark and end rows with CRLF", () => {
    const file = toCsv(["Name", "Note"], [["Jane", "=cmd|' /C calc'!A0"], ["Sam, Jr.", ""]]);
    expect(file.startsWith(CSV_BOM)).toBe(true);
    expect(file).toBe(`${CSV_BOM}Name,Note\r\nJane,'=cmd|' /C calc'!A0\r\n"Sam, Jr.",\r\n`);
    expect(csvRow([])).toBe("\r\n");
  });

  it("round-trips through a simple RFC 4180 reader", () => {
    const values = ['a "quoted" word', "comma, here", "multi\nline", "@handle", "ok"];
    const line = csvRow(values);
    const parsed: string[] = [];
    let cell = "";
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cell += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ",") {
        parsed.push(cell);
        cell = "";
      } else if (ch === "\r" && line[i + 1] === "\n") {
        parsed.push(cell);
        break;
      } else cell += ch;
    }
    expect(parsed).toEqual(['a "quoted" word', "comma, here", "multi\nline", "'@handle", "ok"]);
  });
});
