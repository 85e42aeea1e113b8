import { describe, expect, it } from "vitest";
import { RELATED_POSTS, rankRelated, type RelatedCandidate } from "./related-posts.ts";
import { tagSlugsOf } from "../../lib/blog-tags.ts";

const post = (id: string, tags: string[], day: number): RelatedCandidate => ({ id, slugs: tagSlugsOf(tags), published_at: `2026-03-${String(day).padStart(2, "0")}T12:00:00.000Z` });
const ids = (list: RelatedCandidate[]) => list.map((c) => c.id);

describe("related posts (docs/product.md#public-blog)", () => {
  const current = { id: "current", tags: ["Auto", "Nevada", "Savings"] };

  it("puts the posts sharing the most tags first, then the newest, three at most", () => {
    const candidates = [
      post("one-old", ["auto"], 1),
      post("two-old", ["Auto", "Nevada"], 2),
      post("one-new", ["Savings"], 20),
      post("three", ["AUTO", "nevada", "savings", "Home"], 3),
      post("two-new", ["nevada", "savings"], 10),
    ];
    expect(RELATED_POSTS).toBe(3);
    expect(ids(rankRelated(current, candidates))).toEqual(["three", "two-new", "two-old"]);
    expect(ids(rankRelated(current, candidates, 10))).toEqual(["three", "two-new", "two-old", "one-new", "one-old"]);
  });

  it("never suggests the post itself or a post sharing no tag", () => {
    const candidates = [post("current", ["Auto"], 5), post("unrelated", ["Home"], 30), post("untagged", [], 30), post("related", ["auto"], 1)];
    expect(ids(rankRelated(current, candidates))).toEqual(["related"]);
  });

  it("compares tags by their address: case, accents and spacing do not matter, a tag counts once", () => {
    const spanish = { id: "actual", tags: ["Información útil", "Seguro de auto"] };
    const candidates = [post("b", ["informacion  UTIL", "Informacion util"], 1), post("a", ["seguro de Auto", "información útil"], 2)];
    expect(ids(rankRelated(spanish, candidates))).toEqual(["a", "b"]);
  });

  it("suggests nothing for a post without tags, and orders equal posts by id so the choice is stable", () => {
    expect(rankRelated({ id: "x", tags: [] }, [post("a", ["Auto"], 1)])).toEqual([]);
    const same = [post("a", ["Auto"], 1), post("c", ["Auto"], 1), post("b", ["Auto"], 1)];
    expect(ids(rankRelated(current, same))).toEqual(["c", "b", "a"]);
  });
});
