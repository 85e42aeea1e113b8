/**
 * What the blog manager's page shows (docs/product.md#blog-manager): every post, and the
 * editor's post with what belongs to it when ?edit= names one.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { canPreviewPost, listPreviewLinks } from "./preview-links.ts";
import { loadRevisionsPanel } from "./revisions.ts";
import { listAllPosts } from "./save-post.ts";

/** search: the page's whole query, for the editor's parts that read parameters of their own (revisions.ts). */
export async function loadBlogManager(db: Kysely<Database>, query: { edit: string | null; delete: string | null; search?: URLSearchParams }) {
  const posts = await listAllPosts(db);
  const editing = query.edit && query.edit !== "new" ? posts.find((p) => p.id === query.edit) : undefined;
  // A draft or scheduled post's private preview links (a published post is public: it has none to offer).
  const previewLinks = editing && canPreviewPost(editing.status) ? await listPreviewLinks(db, editing.id) : undefined;
  const revisions = editing ? await loadRevisionsPanel(db, editing, query.search ?? new URLSearchParams()) : undefined;
  return {
    posts,
    editor: query.edit === "new" ? { mode: "create" as const } : editing ? { mode: "edit" as const, post: editing, previewLinks, revisions } : null,
    confirmDelete: query.delete ? (posts.find((p) => p.id === query.delete) ?? null) : null,
  };
}
