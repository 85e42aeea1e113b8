/**
 * The `headers` export of routes whose action can refuse a post with 429: React Router
 * sends an action's own headers with the page only through this export, so without it
 * the Retry-After set by the action (read-form-post.ts, account-actions.ts) was dropped.
 */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
