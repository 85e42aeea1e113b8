/**
 * A loader's statement that its page is the same for every visitor without a session, so the
 * HTTP server may keep the rendered page in memory and serve it to all of them
 * (server/public-page-cache.ts) until a change to one of its tags (app/server/public-pages/page-tags.ts).
 *
 * The server puts an empty record in the router context of each anonymous GET; the loader
 * fills it. Only a page whose loader says so is ever shared: a loader that reads the session,
 * a cookie or a query parameter it does not list must not call `sharePublicPage`.
 */
import { createContext, type RouterContextProvider } from "react-router";

export interface PublicPageRecord {
  shared: boolean;
  tags: Set<string>;
  /** The query parameters the page depends on; any others (utm_*, gclid…) share its copy. */
  params: string[];
  /** When the page goes stale by itself (it shows today's date): milliseconds since the epoch. */
  expiresAt?: number;
  /** A published post whose views this page counts (the server counts each view it serves, app/server/blog/post-views.ts). */
  viewedPostId?: string;
}

/** Set by the HTTP server; absent when prerendering and in development, where nothing is kept. */
export const publicPageContext = createContext<PublicPageRecord | null>(null);

export interface SharedPageOptions {
  tags?: readonly string[];
  params?: readonly string[];
  /** For a page that shows today's date: the instant it must be rendered again. */
  until?: Date;
}

/** Marks this response as shareable among anonymous visitors, dropped on a change to `tags`. */
export function sharePublicPage(context: Readonly<RouterContextProvider>, options: SharedPageOptions = {}): void {
  const record = context.get(publicPageContext);
  if (!record) return;
  record.shared = true;
  for (const tag of options.tags ?? []) record.tags.add(tag);
  record.params = [...new Set([...record.params, ...(options.params ?? [])])];
  if (options.until) sharedPageStaleAt(context, options.until);
}

/** If this page is kept, it must be rendered again from `until` on (it shows a date: today, this year). Shares nothing by itself. */
export function sharedPageStaleAt(context: Readonly<RouterContextProvider>, until: Date): void {
  const record = context.get(publicPageContext);
  if (record) record.expiresAt = Math.min(record.expiresAt ?? Infinity, until.getTime());
}

/** The post this page shows, counted on every view the server serves of it, from memory or rendered. */
export function countViewsOf(context: Readonly<RouterContextProvider>, postId: string): void {
  const record = context.get(publicPageContext);
  if (record) record.viewedPostId = postId;
}
