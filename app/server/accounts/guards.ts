/**
 * THE admin guard: the one server-side check every admin page and admin action uses
 * (docs/product.md#roles). Call it first in each loader and action of an admin route:
 *
 *   export async function loader(args: Route.LoaderArgs) {
 *     const admin = await requireAdmin(args);
 *     ...
 *   }
 *   export async function action(args: Route.ActionArgs) {
 *     await requireAdmin(args); // before reading the form or touching data
 *     ...
 *   }
 *
 * A visitor who is not a signed-in admin (signed out, a customer, a disabled account)
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

/** The guard's decision, as a pure rule (unit-tested). */
export function adminAccess(user: Pick<CurrentUser, "role"> | null, method: string, options: AdminGuardOptions = {}): AdminAccess {
  if (user?.role === "admin") return "allow";
  return PAGE_METHODS.has(method.toUpperCase()) && !options.download ? "redirect" : "forbidden";
}

export const NOT_ADMIN_MESSAGE = "Only administrators can do this.";

/** Returns the signed-in admin, or throws the redirect / 403 response described above. */
export async function requireAdmin(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  options: AdminGuardOptions = {},
): Promise<CurrentUser> {
  const user = await getCurrentUser(context);
  switch (adminAccess(user, request.method, options)) {
    case "allow":
      return user!;
    case "redirect":
      throw redirect("/dashboard");
    case "forbidden":
      if (options.download) {
        throw new Response(NOT_ADMIN_MESSAGE, {
          status: 403,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
        });
      }
      throw data(NOT_ADMIN_MESSAGE, { status: 403 });
  }
}
