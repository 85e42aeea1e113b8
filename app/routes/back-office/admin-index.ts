/** /admin and /admin/inbox: the back office starts at My work; the inboxes at the first one. */
import { redirect } from "react-router";
import type { Route } from "./+types/admin-index";
import { inboxPath } from "../../lib/inbox-paths.ts";
import { requireStaff } from "../../http/guards.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireStaff({ request, context });
  return redirect(url.pathname.replace(/\/$/, "") === "/admin/inbox" ? inboxPath("quotes") : "/admin/my-work");
}
