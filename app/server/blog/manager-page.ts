/**
 * What the blog manager's page shows (docs/product.md#blog-manager): a page of every post, and
 * the editor's post with what belongs to it when ?edit= names one (read on its own: it need not
 * be on the page shown).
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { canPreviewPost, listPreviewLinks } from "./preview-links.ts";
import { loadRevisionsPanel } from "./revisions.ts";
import { getPostById, listPostsPage } from "./save-post.ts";
import { parsePage } from "../inbox/list-leads.ts";

/** search: the page's whole query (?page=, and the editor's parts that read parameters of their own: revisions.ts). */
export async function loadBlogManager(db: Kysely<Database>, query: { edit: string | null; delete: string | null; search?: URLSearchParams }) {
  const search = query.search ?? new URLSearchParams();
  const list = await listPostsPage(db, parsePage(search.get("page")));
  const editing = query.edit && query.edit !== "new" ? await getPostById(db, query.edit) : undefined;
  // A draft or scheduled post's private preview links (a published post is public: it has none to offer).
  const previewLinks = editing && canPreviewPost(editing.status) ? await listPreviewLinks(db, editing.id) : undefined;
  const revisions = editing ? await loadRevisionsPanel(db, editing, search) : undefined;
  const deleting = query.delete ? await getPostById(db, query.delete) : undefined;
  return {
    ...list,
    editor: query.edit === "new" ? { mode: "create" as const } : editing ? { mode: "edit" as const, post: editing, previewLinks, revisions } : null,
    confirmDelete: deleting ? { id: deleting.id, title: deleting.title } : null,
  };
}
