import { describe, expect, it } from "vitest";
import { columnForHeader, headerKey, headerSpellings, importColumns, mapHeader } from "./columns.ts";

describe("the import's header aliases", () => {
  it("reads the spellings AMS exports use, whatever their case and punctuation", () => {
    expect(columnForHeader("Policy Number")).toBe("policy_number");
    expect(columnForHeader("POLICY-NUMBER")).toBe("policy_number");
    expect(columnForHeader("Eff Date")).toBe("effective_date");
    expect(columnForHeader("Exp. Date")).toBe("expiration_date");
    expect(columnForHeader("Carrier Name")).toBe("carrier");
    expect(columnForHeader("Customer ID")).toBe("customer_ref");
    expect(columnForHeader("Zip Code")).toBe("zip");
    expect(columnForHeader(" Line of Business ")).toBe("line");
    expect(columnForHeader("Favourite colour")).toBeNull();
  });

  it("gives every spelling to one column only", () => {
    const spellings = importColumns.flatMap((column) => [column, ...headerSpellings(column)].map((s) => [headerKey(s), column] as const));
    const columnsOf = new Map<string, Set<string>>();
    for (const [key, column] of spellings) columnsOf.set(key, (columnsOf.get(key) ?? new Set()).add(column));
    expect([...columnsOf].filter(([, columns]) => columns.size > 1)).toEqual([]);
  });
});

describe("mapHeader", () => {
  const required = ["Name", "Line", "Carrier", "Policy #", "Eff Date", "Exp Date", "Status", "Bill Type"];

  it("finds each column's cell and lists the headers it ignores", () => {
    const mapping = mapHeader([...required, "Notes", "", "Zip Code"]);
    expect(mapping).toEqual({
      ok: true,
      indexOf: { name: 0, line: 1, carrier: 2, policy_number: 3, effective_date: 4, expiration_date: 5, status: 6, billing: 7, zip: 10 },
      ignored: ["Notes"],
    });
  });

  it("refuses a file without a required column, naming it", () => {
    expect(mapHeader(required.filter((h) => h !== "Carrier" && h !== "Status"))).toEqual({ ok: false, message: expect.stringContaining("no carrier, status columns") });
  });

  it("refuses two headers meaning the same column", () => {
    expect(mapHeader([...required, "Phone", "Home Phone"])).toEqual({ ok: false, message: expect.stringContaining("“Phone” and “Home Phone” both mean the column phone") });
  });
});
