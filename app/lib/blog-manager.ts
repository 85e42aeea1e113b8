/**
 * What the blog manager's page receives about posts (docs/product.md#blog-manager): shapes
 * shared by the route's loader and its components, free of server code.
 */
import type { FormFailure } from "./form-data.ts";
import type { PreviewLinkActionResult } from "./blog-preview-links.ts";
import type { Locale } from "./i18n/locale.ts";

/** A post as the manager lists and edits it. */
export interface ManagedPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  featured_image: string | null;
  featured_image_id: string | null;
  featured_image_alt: string | null;
  seo_title: string | null;
  seo_description: string | null;
  canonical_url: string | null;
  status: string;
  tags: string[];
  author_id: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  scheduled_at: string | null;
  views: number;
  locale: Locale;
}

/** A post as the manager's list shows it: no content or search-engine fields. */
export type ListedPost = Pick<ManagedPost, "id" | "title" | "slug" | "excerpt" | "status" | "tags" | "created_at" | "published_at" | "scheduled_at" | "views" | "locale">;

/** How many posts the manager lists to a page. */
export const BLOG_MANAGER_PAGE_SIZE = 25;

/** The blog manager action's answer when it does not redirect. */
export type BlogManagerActionResult = FormFailure & {
  preview?: string;
  /** A preview link made (its address, shown once) or revoked, or why not (app/lib/blog-preview-links.ts). */
  previewLink?: PreviewLinkActionResult;
  failed?: "save" | "delete" | "restore";
  /** The stored post a failed save was editing, so the editor opens on it again whatever the page's address. */
  post?: ManagedPost;
};

/** What each part of the post editor's form gets: the post (when editing), typed values, errors. */
export interface EditorFieldsProps {
  post?: ManagedPost;
  /** The value typed before a failed save, else the post's, else "". */
  initial: (name: string, fallback: string | null | undefined) => string;
  errors?: Partial<Record<string, string>>;
}

/**
 * The editor's button that keeps a post's status as it is (PublishControls puts it first, so Enter
 * in a field presses it): Update Published, Update Scheduled, or Save as Draft.
 */
export function intentKeepingStatus(post: Pick<ManagedPost, "status" | "scheduled_at"> | undefined): "publish" | "schedule" | "draft" {
  if (post?.status === "published") return "publish";
  return post?.status === "scheduled" && post.scheduled_at ? "schedule" : "draft";
}
