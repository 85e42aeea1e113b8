/**
 * Post status rules (docs/product.md#posts): a new post is a draft; 'Save as Draft' sets
 * draft and leaves published_at as it was; 'Publish' (or 'Update Published') sets
 * published and stamps published_at with the current time only when it is empty.
 */
export type PostStatus = "draft" | "published";

export function nextPublication(
  current: { published_at: string | null } | undefined,
  intent: "draft" | "publish",
  now: Date,
): { status: PostStatus; published_at: string | null } {
  const publishedAt = current?.published_at ?? null;
  if (intent === "draft") return { status: "draft", published_at: publishedAt };
  return { status: "published", published_at: publishedAt ?? now.toISOString() };
}
