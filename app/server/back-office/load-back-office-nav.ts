/**
 * What the back office's header and navigation show on every page (docs/product.md#the-back-offices-layout):
 * who is signed in, and per inbox how many open records they have not opened yet. The layout's
 * loader runs on every back-office page, so this stays small: the name the session lookup read, and
 * per form an unread count that stops at UNREAD_COUNT_LIMIT + 1 (read-markers.ts).
 */
import type { Kysely } from "kysely";
import type { BackOfficeNav } from "../../lib/back-office-nav.ts";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import type { Database } from "../db/schema.ts";
import { UNREAD_COUNT_LIMIT, unreadCounts } from "../pipeline/read-markers.ts";

/** A badge's text for an unread count read with a cap (past UNREAD_COUNT_LIMIT it reads "99+"). */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_COUNT_LIMIT ? `${UNREAD_COUNT_LIMIT}+` : String(count);
}

/**
 * `opening`: the record whose page this request shows (its page marks it read, in a loader that
 * runs beside this one): it is counted as read, so the count is the same whichever finishes first.
 */
export async function loadBackOfficeNav(db: Kysely<Database>, user: CurrentUser & { name?: string }, opening?: { form: LeadForm; id: string }): Promise<BackOfficeNav> {
  const [account, counts] = await Promise.all([
    // The session lookup read the name with the account (SessionUser): no second read.
    user.name !== undefined ? { name: user.name } : db.selectFrom("user").select("name").where("id", "=", user.id).executeTakeFirst(),
    unreadCounts(db, user.id, leadForms, { opening }),
  ]);
  const unread = Object.fromEntries(leadForms.map((form) => [form, unreadBadgeText(counts[form])])) as Record<LeadForm, string | null>;
  return {
    person: { displayName: account?.name?.trim() || user.email, email: user.email, role: user.role === "admin" ? "admin" : "staff" },
    unread,
  };
}
