import { describe, expect, it } from "vitest";
import type { ContentDiffRow } from "../../lib/blog-revisions.ts";
import { compareContent, compareFields, MAX_CHANGED_LINES, summarizeChanges, wordChanges, type ComparedFields } from "./revision-diff.ts";

/** A row as one line of text: "+ new", "- old", "  same", "… 4". Changed words in [brackets]. */
function text(rows: ContentDiffRow[]): string[] {
  return rows.map((row) => {
    if (row.kind === "skipped") return `… ${row.lines}`;
    const mark = { same: " ", added: "+", removed: "-" }[row.kind];
    return `${mark} ${row.segments.map((s) => (s.change ? `[${s.text}]` : s.text)).join("")}`;
  });
}

const lines = (n: number, prefix = "line") => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

describe("compareContent", () => {
  it("has nothing to show for the same text, also when only line ends or the last newline differ", () => {
    expect(compareContent("a\nb", "a\nb")).toEqual({ rows: [], added: 0, removed: 0, tooDifferent: false });
    expect(compareContent("a\r\nb\r\n", "a\nb")).toEqual({ rows: [], added: 0, removed: 0, tooDifferent: false });
  });

  it("marks the changed words inside a changed line, the revision's line first", () => {
    const diff = compareContent("Intro\nStandard policies exclude flood.\nEnd", "Intro\nStandard policies never cover flood.\nEnd");
    expect(text(diff.rows)).toEqual(["  Intro", "- Standard policies [exclude] flood.", "+ Standard policies [never cover ]flood.", "  End"]);
    expect([diff.added, diff.removed]).toEqual([1, 1]);
  });

  it("marks nothing on the old side of a line where words were only added", () => {
    const diff = compareContent("Check your roof after every storm.", "Check your roof and gutters after every storm.");
    expect(text(diff.rows)).toEqual(["- Check your roof after every storm.", "+ Check your roof [and gutters ]after every storm."]);
  });

  it("shows a rewritten line whole rather than marking nearly every word", () => {
    const diff = compareContent("The quick brown fox", "Completely different words here");
    expect(text(diff.rows)).toEqual(["- [The quick brown fox]", "+ [Completely different words here]"]);
  });

  it("counts added and removed lines, unpaired lines shown whole", () => {
    const diff = compareContent("one\ntwo\nthree", "one\nthree\nfour\nfive");
    expect(text(diff.rows)).toEqual(["  one", "- [two]", "  three", "+ [four]", "+ [five]"]);
    expect([diff.added, diff.removed]).toEqual([2, 1]);
  });

  it("keeps three unchanged lines beside each change and leaves longer unchanged stretches out", () => {
    const before = lines(20);
    const after = [...before];
    after[9] = "line ten, rewritten in full with more words";
    after.splice(19, 1);
    const diff = compareContent(before.join("\n"), after.join("\n"));
    expect(text(diff.rows)).toEqual([
      "… 6",
      "  line 7",
      "  line 8",
      "  line 9",
      "- [line 10]",
      "+ [line ten, rewritten in full with more words]",
      "  line 11",
      "  line 12",
      "  line 13",
      "… 3",
      "  line 17",
      "  line 18",
      "  line 19",
      "- [line 20]",
    ]);
    expect([diff.added, diff.removed]).toEqual([1, 2]);
  });

  it("joins two changes whose context touches instead of leaving out nothing between them", () => {
    const before = lines(10);
    const after = before.map((l, i) => (i === 1 || i === 8 ? `${l} changed` : l));
    const rows = compareContent(before.join("\n"), after.join("\n")).rows;
    expect(rows.some((r) => r.kind === "skipped")).toBe(false);
    expect(rows).toHaveLength(12);
  });

  it("gives only the counts when the texts differ too much to compare line by line", () => {
    const before = lines(MAX_CHANGED_LINES, "old").join("\n");
    const after = lines(MAX_CHANGED_LINES, "new").join("\n");
    expect(compareContent(before, after)).toEqual({ rows: [], added: MAX_CHANGED_LINES, removed: MAX_CHANGED_LINES, tooDifferent: true });
  });
});

describe("wordChanges", () => {
  it("gives each side its own text with the differing words marked", () => {
    expect(wordChanges("Save on auto", "Save more on auto")).toEqual({
      before: [{ text: "Save on auto" }],
      after: [{ text: "Save " }, { text: "more ", change: "added" }, { text: "on auto" }],
    });
  });
});

const fields: ComparedFields = {
  title: "Monsoon season",
  slug: "monsoon-season",
  excerpt: null,
  tags: ["home", "weather"],
  locale: "en",
  featured_image: null,
  featured_image_id: null,
  featured_image_alt: null,
  seo_title: null,
  seo_description: "Flash floods and wind.",
  canonical_url: null,
};

describe("compareFields", () => {
  it("lists only the fields that differ, in the editor's order and with its labels", () => {
    const now: ComparedFields = { ...fields, title: "Monsoon season in Nevada", tags: ["home"], locale: "es", excerpt: "New excerpt", seo_description: null };
    const changes = compareFields(fields, now);
    expect(changes.map((c) => c.label)).toEqual(["Title", "Excerpt", "Tags", "Language", "Meta description"]);
    expect(changes[0]!.after).toEqual([{ text: "Monsoon season" }, { text: " in Nevada", change: "added" }]);
    // An empty side is said in words and not marked as a change; a language by its name.
    expect(changes[1]!.before).toEqual([{ text: "(empty)" }]);
    expect(changes[1]!.after).toEqual([{ text: "New excerpt", change: "added" }]);
    expect(changes[3]!.before.map((s) => s.text).join("")).toBe("English");
    expect(changes[3]!.after.map((s) => s.text).join("")).toBe("Español");
    expect(changes[4]!.after).toEqual([{ text: "(empty)" }]);
    expect(compareFields(fields, { ...fields, tags: [] })[0]!.after).toEqual([{ text: "(no tags)" }]);
  });

  it("finds nothing when the revision has the current settings", () => {
    expect(compareFields(fields, { ...fields, tags: [...fields.tags] })).toEqual([]);
  });
});

describe("summarizeChanges", () => {
  const labels = (...names: string[]) => names.map((label) => ({ label }));
  it.each([
    [{ added: 12, removed: 3 }, [], "Content: 12 lines added, 3 removed."],
    [{ added: 1, removed: 0 }, [], "Content: 1 line added."],
    [{ added: 0, removed: 1 }, [], "Content: 1 line removed."],
    [{ added: 1, removed: 1 }, labels("Title"), "Content: 1 line added, 1 removed. 1 other field changed: Title."],
    [{ added: 2, removed: 0 }, labels("Title", "Tags"), "Content: 2 lines added. 2 other fields changed: Title, Tags."],
    [{ added: 0, removed: 0 }, labels("Tags"), "Content unchanged. 1 field changed: Tags."],
    [{ added: 1200, removed: 0 }, [], "Content: 1,200 lines added."],
    [{ added: 0, removed: 0 }, [], "No differences: the same text and settings."],
  ])("%j with %j → %s", (content, fields, expected) => {
    expect(summarizeChanges(content, fields)).toBe(expected);
  });
});
