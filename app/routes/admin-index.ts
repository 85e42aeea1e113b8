/** /admin and /admin/inbox: the back office starts at the Admin Dashboard and the first inbox. */
import { redirect } from "react-router";
import type { Route } from "./+types/admin-index";
import { inboxPath } from "../lib/inbox-paths.ts";
import { requireAdmin } from "../server/accounts/guards.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  return redirect(url.pathname.replace(/\/$/, "") === "/admin/inbox" ? inboxPath("quotes") : "/dashboard");
}
