import { describe, expect, it } from "vitest";
import { compareSortKeys, decodeCursor, encodeCursor } from "./cursor.ts";

describe("page cursors", () => {
  it("give back the sort key they were made from", () => {
    const key = ["2026-06-15T18:00:00.000Z", "quotes", "3f1c0a52-7d1b-4d55-9a0e-1c2b3d4e5f60"];
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 3)).toEqual(key);
  });

  it("refuse anything else: another length, other values, not base64url, not JSON", () => {
    const twoParts = encodeCursor(["2026-06-15T18:00:00.000Z", "id"]);
    expect(decodeCursor(twoParts, 3)).toBeNull();
    expect(decodeCursor(Buffer.from(JSON.stringify([1, 2, 3])).toString("base64url"), 3)).toBeNull();
    expect(decodeCursor(Buffer.from(JSON.stringify({ a: 1 })).toString("base64url"), 1)).toBeNull();
    expect(decodeCursor("not a cursor!", 2)).toBeNull();
    expect(decodeCursor(Buffer.from("{oops").toString("base64url"), 2)).toBeNull();
    expect(decodeCursor(encodeCursor(["x".repeat(201), "id"]), 2)).toBeNull();
  });

  it("order keys part by part", () => {
    const rows = [
      ["2026-06-15T18:00:01.000Z", "claims", "a"],
      ["2026-06-15T18:00:00.000Z", "quotes", "b"],
      ["2026-06-15T18:00:00.000Z", "claims", "z"],
      ["2026-06-15T18:00:00.000Z", "quotes", "a"],
    ];
    expect(rows.sort(compareSortKeys)).toEqual([
      ["2026-06-15T18:00:00.000Z", "claims", "z"],
      ["2026-06-15T18:00:00.000Z", "quotes", "a"],
      ["2026-06-15T18:00:00.000Z", "quotes", "b"],
      ["2026-06-15T18:00:01.000Z", "claims", "a"],
    ]);
  });
});
