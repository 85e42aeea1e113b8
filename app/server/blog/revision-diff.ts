/**
 * A revision compared with the current post (docs/product.md#blog-manager): the content line
 * by line, with the changed words marked inside a changed line, long unchanged stretches left
 * out, the other fields that differ, and a one-sentence summary. "Before" is always the
 * revision and "after" the current post: an added line is in the current text and not in the
 * revision's, so restoring the revision would remove it.
 */
import { diffLines, diffWordsWithSpace, type Change } from "diff";
import type { ContentDiff, ContentDiffRow, DiffSegment, FieldChange } from "../../lib/blog-revisions.ts";
import { LANGUAGE_NAME, isLocale } from "../../lib/i18n/locale.ts";
import { blogPostLabels } from "../../lib/schemas/blog-post-fields.ts";

/** Unchanged lines shown before and after each change; longer unchanged stretches are left out. */
export const CONTEXT_LINES = 3;
/**
 * Past this many inserted plus removed lines the texts are not compared line by line: the work
 * grows with the square of the differences (about a tenth of a second at this limit, on the
 * server's thread), and the counts are given instead. An article rewritten from top to bottom
 * is the case; ordinary edits are far below it.
 */
export const MAX_CHANGED_LINES = 500;
/** And past this many milliseconds, whatever the count (a busy server). */
const MAX_DIFF_MS = 250;
/** Words are marked inside a changed line only when the two versions share at least this much of their text. */
const SIMILAR_ENOUGH = 0.4;
/** Lines longer than this are shown whole rather than compared word by word. */
const MAX_WORD_DIFF_CHARS = 20_000;

/** The text as lines, without their line ends; Windows line ends (a textarea sends them) count as plain ones. */
function normalized(text: string): string {
  const unix = text.replace(/\r\n?/g, "\n");
  // A last line with and without its line end is the same line.
  return unix === "" || unix.endsWith("\n") ? unix : `${unix}\n`;
}

function linesOf(change: Change): string[] {
  const lines = change.value.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

const countLines = (text: string) => (text === "" ? 0 : text.split("\n").length - 1);

/**
 * The changed words of a line or field, on each side; null when the two have too little in
 * common for marked words to help (then each side is shown whole).
 */
export function wordChanges(before: string, after: string): { before: DiffSegment[]; after: DiffSegment[] } | null {
  if (before.length + after.length > MAX_WORD_DIFF_CHARS) return null;
  const changes = diffWordsWithSpace(before, after);
  const common = changes.filter((c) => !c.added && !c.removed).reduce((sum, c) => sum + c.value.trim().length, 0);
  if (common < SIMILAR_ENOUGH * Math.max(before.trim().length, after.trim().length)) return null;
  const side = (kind: "added" | "removed") =>
    merged(
      changes
        .filter((c) => !(kind === "removed" ? c.added : c.removed))
        .map((c): DiffSegment => (c.added || c.removed ? { text: c.value, change: kind } : { text: c.value })),
    );
  return { before: side("removed"), after: side("added") };
}

/** "[never] [cover]" reads as "[never cover]": a space between two changed words joins them, and neighbours of a kind merge. */
function merged(segments: DiffSegment[]): DiffSegment[] {
  const out: DiffSegment[] = [];
  segments.forEach((segment, i) => {
    const change = !segment.change && /^\s+$/.test(segment.text) && segments[i - 1]?.change && segments[i + 1]?.change ? segments[i - 1]!.change : segment.change;
    const last = out.at(-1);
    if (last && last.change === change) last.text += segment.text;
    else out.push(change ? { text: segment.text, change } : { text: segment.text });
  });
  return out;
}

/**
 * A removed block followed by an added one: lines paired in order get their changed words
 * marked (a line where words were only added shows no marks on its old side).
 */
function changedBlock(removed: string[], added: string[]): ContentDiffRow[] {
  const before: ContentDiffRow[] = [];
  const after: ContentDiffRow[] = [];
  for (let i = 0; i < Math.max(removed.length, added.length); i++) {
    const old = removed[i];
    const now = added[i];
    const words = old !== undefined && now !== undefined ? wordChanges(old, now) : null;
    // A line with no counterpart is itself the deletion or insertion.
    if (old !== undefined) before.push({ kind: "removed", segments: words ? words.before : [{ text: old, change: "removed" }] });
    if (now !== undefined) after.push({ kind: "added", segments: words ? words.after : [{ text: now, change: "added" }] });
  }
  return [...before, ...after];
}

/** Long runs of unchanged lines become one "n unchanged lines" row, keeping CONTEXT_LINES beside each change. */
function withContext(rows: ContentDiffRow[], context: number): ContentDiffRow[] {
  const changed = rows.map((r) => r.kind === "added" || r.kind === "removed");
  if (!changed.includes(true)) return [];
  const keep = rows.map((_, i) => {
    for (let d = -context; d <= context; d++) if (changed[i + d]) return true;
    return false;
  });
  const out: ContentDiffRow[] = [];
  let skipped = 0;
  rows.forEach((row, i) => {
    if (keep[i]) {
      if (skipped) out.push({ kind: "skipped", lines: skipped });
      skipped = 0;
      out.push(row);
    } else skipped++;
  });
  if (skipped) out.push({ kind: "skipped", lines: skipped });
  return out;
}

/** The revision's content (before) against the current content (after). */
export function compareContent(before: string, after: string, context = CONTEXT_LINES): ContentDiff {
  const a = normalized(before);
  const b = normalized(after);
  if (a === b) return { rows: [], added: 0, removed: 0, tooDifferent: false };
  const changes = diffLines(a, b, { maxEditLength: MAX_CHANGED_LINES, timeout: MAX_DIFF_MS });
  if (!changes) return { rows: [], added: countLines(b), removed: countLines(a), tooDifferent: true };

  const rows: ContentDiffRow[] = [];
  let added = 0;
  let removed = 0;
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i]!;
    if (change.removed) {
      const next = changes[i + 1];
      const addedLines = next?.added ? linesOf(next) : [];
      if (next?.added) i++;
      removed += change.count;
      added += addedLines.length;
      rows.push(...changedBlock(linesOf(change), addedLines));
    } else if (change.added) {
      added += change.count;
      rows.push(...changedBlock([], linesOf(change)));
    } else {
      for (const line of linesOf(change)) rows.push({ kind: "same", segments: [{ text: line }] });
    }
  }
  return { rows: withContext(rows, context), added, removed, tooDifferent: false };
}

/** The fields a revision keeps besides its content, as the editor labels them. */
export interface ComparedFields {
  title: string;
  slug: string;
  excerpt: string | null;
  tags: string[];
  locale: string;
  featured_image: string | null;
  featured_image_id: string | null;
  featured_image_alt: string | null;
  seo_title: string | null;
  seo_description: string | null;
  canonical_url: string | null;
}

const FIELD_ORDER = [
  "title",
  "slug",
  "excerpt",
  "tags",
  "locale",
  "featured_image",
  "featured_image_id",
  "featured_image_alt",
  "seo_title",
  "seo_description",
  "canonical_url",
] as const satisfies readonly (keyof ComparedFields)[];

/** How a field's value reads in the comparison; null when it is empty. */
function textOf(field: keyof ComparedFields, value: ComparedFields[keyof ComparedFields]): string | null {
  if (Array.isArray(value)) return value.length ? value.join(", ") : null;
  if (field === "locale" && isLocale(value)) return LANGUAGE_NAME[value];
  return value ? value : null;
}

/** An empty value is said in words, so a comparison never shows a blank. */
const emptyText = (field: keyof ComparedFields) => (field === "tags" ? "(no tags)" : "(empty)");

/** The fields that differ between the revision (before) and the current post (after), in the editor's order. */
export function compareFields(before: ComparedFields, after: ComparedFields): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of FIELD_ORDER) {
    const was = textOf(field, before[field]);
    const now = textOf(field, after[field]);
    if (was === now) continue;
    const words = was !== null && now !== null ? wordChanges(was, now) : null;
    changes.push({
      field,
      label: blogPostLabels[field],
      before: words?.before ?? [was === null ? { text: emptyText(field) } : { text: was, change: "removed" }],
      after: words?.after ?? [now === null ? { text: emptyText(field) } : { text: now, change: "added" }],
    });
  }
  return changes;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** One sentence for the whole comparison: "Content: 12 lines added, 3 removed. 2 other fields changed: Title, Tags." */
export function summarizeChanges(content: Pick<ContentDiff, "added" | "removed">, fields: Pick<FieldChange, "label">[]): string {
  const parts: string[] = [];
  if (content.added || content.removed) {
    const counts: string[] = [];
    if (content.added) counts.push(`${plural(content.added, "line", "lines")} added`);
    if (content.removed) counts.push(content.added ? `${content.removed.toLocaleString("en-US")} removed` : `${plural(content.removed, "line", "lines")} removed`);
    parts.push(`Content: ${counts.join(", ")}.`);
  } else if (fields.length) {
    parts.push("Content unchanged.");
  }
  if (fields.length) {
    const other = content.added || content.removed ? "other " : "";
    parts.push(`${plural(fields.length, `${other}field`, `${other}fields`)} changed: ${fields.map((f) => f.label).join(", ")}.`);
  }
  return parts.length ? parts.join(" ") : "No differences: the same text and settings.";
}
