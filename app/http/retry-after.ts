/**
 * Retry-After on refused (429) posts: the header an action sets, and the route export
 * that passes it on.
 *
 * The `headers` export of routes whose action can refuse a post with 429: React Router
 * sends an action's own headers with the page only through this export, so without it
 * the Retry-After set by the action (receive-form.ts, account-form.ts) was dropped.
 */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** The Retry-After header for a refusal that ends in `seconds` (whole seconds, at least 1). */
export function retryAfter(seconds: number): Record<string, string> {
  return { "Retry-After": String(Math.max(1, Math.ceil(seconds))) };
}
