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
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { getCurrentUser, type CurrentUser } from "./current-user.ts";

export type AdminAccess = "allow" | "redirect" | "forbidden";

const PAGE_METHODS = new Set(["GET", "HEAD"]);

export interface AdminGuardOptions {
  /** A file download rather than a page: refuse every method with 403, never redirect. */
  download?: boolean;
}

/** Who may pass: "staff" admits staff and admins; "admin" admits admins only. */
export type BackOfficeRole = "staff" | "admin";

/** The guard's decision, as a pure rule (unit-tested). */
export function backOfficeAccess(
  user: Pick<CurrentUser, "role"> | null,
  needed: BackOfficeRole,
  method: string,
  options: AdminGuardOptions = {},
): AdminAccess {
  if (user?.role === "admin" || (needed === "staff" && user?.role === "staff")) return "allow";
  return PAGE_METHODS.has(method.toUpperCase()) && !options.download ? "redirect" : "forbidden";
}

export const NOT_ADMIN_MESSAGE = "Only administrators can do this.";
export const NOT_STAFF_MESSAGE = "Only the agency's staff can do this.";

type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

async function requireRole({ request, context }: GuardArgs, needed: BackOfficeRole, options: AdminGuardOptions): Promise<CurrentUser> {
  const user = await getCurrentUser(context);
  const message = needed === "admin" ? NOT_ADMIN_MESSAGE : NOT_STAFF_MESSAGE;
  switch (backOfficeAccess(user, needed, request.method, options)) {
    case "allow":
      return user!;
    case "redirect":
      throw redirect("/dashboard");
    case "forbidden":
      if (options.download) {
        throw new Response(message, {
          status: 403,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
        });
      }
      throw data(message, { status: 403 });
  }
}

/** Returns the signed-in admin, or throws the redirect / 403 response described above. */
export function requireAdmin(args: GuardArgs, options: AdminGuardOptions = {}): Promise<CurrentUser> {
  return requireRole(args, "admin", options);
}

/** Returns the signed-in staff member or admin, or throws the redirect / 403 response described above. */
export function requireStaff(args: GuardArgs, options: AdminGuardOptions = {}): Promise<CurrentUser> {
  return requireRole(args, "staff", options);
}
