/**
 * Private preview links of a draft or scheduled post (docs/product.md#blog-manager): what the
 * blog manager's page receives about them, free of server code. The rules are
 * app/server/blog/preview-links.ts.
 */

/** How long a new link works, in days: the admin chooses 1 to 30; a week unless they say otherwise. */
export const PREVIEW_LINK_DAYS = { min: 1, max: 30, default: 7 } as const;

/** The choices the editor offers (the server takes any whole number of days in the range). */
export const PREVIEW_LINK_DAY_CHOICES = [1, 3, 7, 14, 30] as const;

/** A link's state as the manager shows it (with a word and an icon). */
export type PreviewLinkState = "active" | "expired" | "revoked";

/** One link in the editor's list: never its token, which is shown once when it is created. */
export interface PreviewLinkView {
  id: string;
  createdAt: string;
  /** The staff member who made it (their name, else their email); null when the account is gone. */
  createdBy: string | null;
  expiresAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
  state: PreviewLinkState;
}

/** What the blog manager's action says about preview links when it does not redirect. */
export interface PreviewLinkActionResult {
  /** A link just made: its full address, shown this once. */
  created?: { id: string; url: string; expiresAt: string };
  revoked?: { id: string };
  /** Why the link was not made or turned off, with the number of days typed when that was the problem. */
  error?: string;
  days?: string;
}
