import { describe, expect, it } from "vitest";
import { SEO_DESCRIPTION_LENGTH, SEO_TITLE_LENGTH, charactersOf, lengthState } from "./seo-length.ts";

describe("the search settings' recommended lengths", () => {
  it("are about what search results show: 60 characters of a title, 155 of a description", () => {
    expect(SEO_TITLE_LENGTH).toBe(60);
    expect(SEO_DESCRIPTION_LENGTH).toBe(155);
  });

  it("call a text good up to the length, long past it, empty when there is nothing but spaces", () => {
    expect(lengthState("", SEO_TITLE_LENGTH)).toBe("empty");
    expect(lengthState("   ", SEO_TITLE_LENGTH)).toBe("empty");
    expect(lengthState("a", SEO_TITLE_LENGTH)).toBe("good");
    expect(lengthState("a".repeat(60), SEO_TITLE_LENGTH)).toBe("good");
    expect(lengthState("a".repeat(61), SEO_TITLE_LENGTH)).toBe("long");
    expect(lengthState("a".repeat(155), SEO_DESCRIPTION_LENGTH)).toBe("good");
    expect(lengthState("a".repeat(156), SEO_DESCRIPTION_LENGTH)).toBe("long");
  });

  it("count what the server keeps (trimmed), an accented letter as one character however it was typed", () => {
    expect(charactersOf("  Seguro  ")).toBe(6);
    expect(charactersOf("Información")).toBe(11);
    expect(charactersOf("Informacio\u0301n")).toBe(11);
    expect(lengthState(` ${"a".repeat(60)} `, SEO_TITLE_LENGTH)).toBe("good");
  });
});
