/**
 * Who may work in the back office (docs/product.md#roles): staff and admins work submissions;
 * admins alone manage users, settings, reports, exports, the outbox, the audit log and the blog.
 * The team reaches customers' data only with a second factor (docs/product.md#second-factor),
 * whatever their role allows. The HTTP guards (app/http/guards.ts) turn the answer into a
 * redirect or a 403; a script asks the same question with the account it acts as.
 */
import type { SessionUser } from "./current-user.ts";

/** Who may pass: "staff" admits staff and admins; "admin" admits admins only. */
export type BackOfficeRole = "staff" | "admin";

export type BackOfficeAccess = "allow" | "wrong-role" | "no-second-factor";

export function backOfficeAccess(user: Pick<SessionUser, "role" | "twoFactorEnabled"> | null, needed: BackOfficeRole): BackOfficeAccess {
  const roleFits = user?.role === "admin" || (needed === "staff" && user?.role === "staff");
  if (!roleFits) return "wrong-role";
  return user.twoFactorEnabled ? "allow" : "no-second-factor";
}
