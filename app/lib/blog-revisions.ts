/**
 * What the blog manager's revisions panel receives (docs/product.md#blog-manager): a post's
 * saves, newest first, and one save compared with the current post. Plain data computed on
 * the server (app/server/blog/revisions.ts, revision-diff.ts), free of server code.
 */

/** One save of a post, as the list shows it. */
export interface RevisionSummary {
  /** The revision's own id: the restore form sends it with the post's id, and both must match. */
  id: string;
  /** 1, 2, 3… per post, in the order saved. */
  number: number;
  saved_at: string;
  /** The saving staff member's display name; null when unknown or the account was removed. */
  saved_by_name: string | null;
  /** The post's status right after that save. */
  status: string;
  /** Set when that save restored an earlier revision: its number. */
  restored_from: number | null;
}

/** One page of a post's revisions, newest first. */
export interface RevisionsPage {
  items: RevisionSummary[];
  /** How many revisions the post has in all. */
  total: number;
  /** The newest revision's number (its text is the post's current text). */
  latest: number | null;
  /** When there are older revisions than this page shows: the value of ?revisions_before= for the next page. */
  olderBefore: number | null;
  /** True when this page is not the newest one. */
  older: boolean;
}

/** A run of text inside a line or field; `change` marks the words that differ from the other side. */
export interface DiffSegment {
  text: string;
  change?: "added" | "removed";
}

/** A line of the content comparison, or a run of unchanged lines left out. */
export type ContentDiffRow =
  | { kind: "same" | "added" | "removed"; segments: DiffSegment[] }
  | { kind: "skipped"; lines: number };

export interface ContentDiff {
  rows: ContentDiffRow[];
  /** Lines in the current text and not in the revision's. */
  added: number;
  /** Lines in the revision's text and not in the current one. */
  removed: number;
  /** True when the texts differ too much to compare line by line: only the counts are given. */
  tooDifferent: boolean;
}

/** A setting or short text that differs: the revision's value (before) and the current one (after). */
export interface FieldChange {
  field: string;
  label: string;
  before: DiffSegment[];
  after: DiffSegment[];
}

export interface RevisionComparison {
  revision: RevisionSummary;
  content: ContentDiff;
  fields: FieldChange[];
  /** "Content: 12 lines added, 3 removed. 2 other fields changed: Title, Tags." */
  summary: string;
}

/** Everything the revisions panel shows for the post being edited. */
export interface RevisionsPanelData {
  list: RevisionsPage;
  /** ?revision=N: that revision compared with the current post. */
  comparison: RevisionComparison | null;
  /** ?revision=N named no revision of this post. */
  missing: number | null;
  /** ?confirm=restore with ?revision=N: ask before restoring (the way without JavaScript). */
  confirmRestore: boolean;
  /** ?restored=N after a restore: the new revision's number. */
  restored: number | null;
}
