import { describe, expect, it } from "vitest";
import { entityTag, etagMatches } from "./entity-tag.ts";

describe("entityTag", () => {
  it("is a quoted digest of the bytes, weak on request", () => {
    const bytes = new TextEncoder().encode("<p>hello</p>");
    expect(entityTag(bytes, { weak: false })).toMatch(/^"[\w-]{22}"$/);
    expect(entityTag(bytes, { weak: true })).toBe(`W/${entityTag(bytes, { weak: false })}`);
    expect(entityTag(new TextEncoder().encode("<p>hullo</p>"), { weak: false })).not.toBe(entityTag(bytes, { weak: false }));
  });
});

describe("etagMatches", () => {
  it("compares weakly, in lists and with the wildcard", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(null, 'W/"abc"')).toBe(false);
  });
});
