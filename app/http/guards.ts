/**
 * THE back-office guard: the one server-side check every back-office page and action uses
 * (docs/product.md#roles). Each route states the role it needs: `requireStaff` (staff and
 * admins: working submissions, My work) or `requireAdmin` (admins only: users, settings,
 * reports, exports, the outbox, the audit log, the blog). Call it first in each loader and action:
 *
 *   export async function loader(args: Route.LoaderArgs) {
 *     const admin = await requireAdmin(args);
 *     ...
 *   }
 *   export async function action(args: Route.ActionArgs) {
 *     await requireStaff(args); // before reading the form or touching data
 *     ...
 *   }
 *
 * A visitor without the role (signed out, a customer, staff on an admin page, a disabled account)
 * opening a page (GET/HEAD) is redirected to /dashboard, as the original site did for
 * /blog-manager (docs/product.md#roles); any other method (POST/PUT/PATCH/DELETE) answers 403 and the
 * action's code never runs, so nothing changes.
 *
 * Downloads (resource routes: uploaded files, CSV exports) are not pages: there,
 * `requireAdmin(args, { download: true })` answers 403 to every method, a short
 * text body and nothing else.
 *
 * The team reaches customers' data only with a second factor (docs/product.md#second-factor):
 * a staff member or admin whose account has none is sent to set one up (pages) or refused
 * with 403 (anything else), whatever their role allows. The rule itself (which role may do what)
 * is app/server/accounts/back-office-access.ts; this file turns it into responses.
 */
import { redirect } from "react-router";
import { SECOND_FACTOR_ENROL_PATH, stepUpHref } from "../lib/sign-in-next.ts";
import { backOfficeAccess, type BackOfficeRole } from "../server/accounts/back-office-access.ts";
import type { SessionUser } from "../server/accounts/current-user.ts";
import { secondFactorIsRecent } from "../server/accounts/second-factor-sessions.ts";
import type { RouteContext } from "./context.ts";
import { forbidden, isPageRequest, type RefusalOptions } from "./refusals.ts";
import { getCurrentUser } from "./session.ts";

export type AdminGuardOptions = RefusalOptions;

export const NOT_ADMIN_MESSAGE = "Only administrators can do this.";
export const NOT_STAFF_MESSAGE = "Only the agency's staff can do this.";
export const NO_SECOND_FACTOR_MESSAGE = "Set up a second factor (an authenticator app or a passkey) before working in the back office.";

type GuardArgs = { request: Request; context: RouteContext };

async function requireRole({ request, context }: GuardArgs, needed: BackOfficeRole, options: AdminGuardOptions): Promise<SessionUser> {
  const user = await getCurrentUser(context);
  const page = isPageRequest(request, options);
  switch (backOfficeAccess(user, needed)) {
    case "allow":
      return user!;
    case "wrong-role":
      if (page) throw redirect("/dashboard");
      return forbidden(needed === "admin" ? NOT_ADMIN_MESSAGE : NOT_STAFF_MESSAGE, options);
    case "no-second-factor":
      if (page) throw redirect(SECOND_FACTOR_ENROL_PATH);
      return forbidden(NO_SECOND_FACTOR_MESSAGE, options);
  }
}

/** Returns the signed-in admin, or throws the redirect / 403 response described above. */
export function requireAdmin(args: GuardArgs, options: AdminGuardOptions = {}): Promise<SessionUser> {
  return requireRole(args, "admin", options);
}

/** Returns the signed-in staff member or admin, or throws the redirect / 403 response described above. */
export function requireStaff(args: GuardArgs, options: AdminGuardOptions = {}): Promise<SessionUser> {
  return requireRole(args, "staff", options);
}

/**
 * The most sensitive actions (exporting leads or a person's data, erasing a person, committing a
 * book import, changing a role, inviting an admin) also need the second factor confirmed within
 * the last STEP_UP_MINUTES (docs/product.md#step-up). Call it after requireAdmin; without a
 * recent confirmation it sends the member to confirm it, then back to the page (a download
 * comes back to its own address; a form's page comes back to be sent again).
 */
export function requireRecentSecondFactor({ request }: Pick<GuardArgs, "request">, user: Pick<SessionUser, "secondFactorAt">, now = new Date()): void {
  if (secondFactorIsRecent(user.secondFactorAt, now)) return;
  const url = new URL(request.url);
  const back = isPageRequest(request) ? url.pathname + url.search : (safeReferrerPath(request, url) ?? url.pathname);
  throw redirect(stepUpHref(back), { status: 303 });
}

/** The page a form was posted from, when it is a page of this site. */
function safeReferrerPath(request: Request, url: URL): string | null {
  const referrer = request.headers.get("referer");
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    return from.origin === url.origin ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}
