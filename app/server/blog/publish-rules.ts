/**
 * Post status rules (docs/product.md#posts): a new post is a draft; 'Save as Draft' sets
 * draft and leaves published_at as it was (and takes a scheduled post off the schedule);
 * 'Publish' (or 'Update Published') sets published and stamps published_at with the current
 * time only when it is empty; 'Schedule' makes an unpublished post "scheduled" for a time
 * still ahead, and the publisher makes it published at that time (publishedWhenDue).
 */
export type PostStatus = "draft" | "scheduled" | "published";

export type Publication = { status: PostStatus; published_at: string | null; scheduled_at: string | null };

export type PublicationRefusal = "schedule-in-past" | "schedule-published";

export function nextPublication(
  current: { status: string; published_at: string | null } | undefined,
  intent: "draft" | "publish" | "schedule",
  now: Date,
  scheduleAt: Date | null = null,
): Publication | { refused: PublicationRefusal } {
  const publishedAt = current?.published_at ?? null;
  if (intent === "draft") return { status: "draft", published_at: publishedAt, scheduled_at: null };
  if (intent === "publish") return { status: "published", published_at: publishedAt ?? now.toISOString(), scheduled_at: null };
  // A published post is already live: scheduling it would take it down until then.
  if (current?.status === "published") return { refused: "schedule-published" };
  if (!scheduleAt || scheduleAt.getTime() <= now.getTime()) return { refused: "schedule-in-past" };
  return { status: "scheduled", published_at: publishedAt, scheduled_at: scheduleAt.toISOString() };
}

/** A scheduled post whose time has come: published, dated by its schedule unless it was published before. */
export function publishedWhenDue(post: { published_at: string | null; scheduled_at: string }): Publication {
  return { status: "published", published_at: post.published_at ?? post.scheduled_at, scheduled_at: post.scheduled_at };
}
