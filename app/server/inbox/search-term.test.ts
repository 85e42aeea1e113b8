import { describe, expect, it } from "vitest";
import { escapeLike, MAX_SEARCH_LENGTH, parseSearchTerm } from "./search-term.ts";

describe("parseSearchTerm", () => {
  it("is null for nothing to search", () => {
    expect(parseSearchTerm(null)).toBeNull();
    expect(parseSearchTerm(undefined)).toBeNull();
    expect(parseSearchTerm("")).toBeNull();
    expect(parseSearchTerm("   \t\n ")).toBeNull();
  });

  it("trims, collapses spaces and lower-cases the pattern, keeping the text as typed", () => {
    expect(parseSearchTerm("  Jane   DOE ")).toEqual({ text: "Jane DOE", pattern: "%jane doe%", digitsPattern: null });
  });

  it("escapes LIKE wildcards and the escape character", () => {
    expect(parseSearchTerm("50%_off\\")!.pattern).toBe("%50\\%\\_off\\\\%");
    expect(escapeLike("a%b_c\\d")).toBe("a\\%b\\_c\\\\d");
  });

  it("matches phone numbers by their digits, in any punctuation", () => {
    expect(parseSearchTerm("(702) 555-0123")!.digitsPattern).toBe("%7025550123%");
    expect(parseSearchTerm("702.555.0123")!.digitsPattern).toBe("%7025550123%");
    expect(parseSearchTerm("+1 702 555 0123")!.digitsPattern).toBe("%7025550123%");
    expect(parseSearchTerm("555-01")!.digitsPattern).toBe("%55501%");
    expect(parseSearchTerm("89118")!.digitsPattern).toBe("%89118%");
  });

  it("does not treat words, emails or claim numbers as phone numbers", () => {
    expect(parseSearchTerm("jane@example.com")!.digitsPattern).toBeNull();
    expect(parseSearchTerm("CLM-2026-000042")!.digitsPattern).toBeNull();
    expect(parseSearchTerm("12")!.digitsPattern).toBeNull();
  });

  it("drops control characters", () => {
    expect(parseSearchTerm("ja\u0000ne\u0007")!.text).toBe("jane");
    expect(parseSearchTerm("\u0000\u001f")).toBeNull();
  });

  it("caps the length", () => {
    const term = parseSearchTerm("x".repeat(500))!;
    expect(term.text).toHaveLength(MAX_SEARCH_LENGTH);
  });
});
