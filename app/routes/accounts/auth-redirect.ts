import { redirect } from "react-router";
import type { Route } from "./+types/auth-redirect";

/** /auth was the original sign-in path; keep old links and bookmarks working. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/login${url.search}`, 301);
}
