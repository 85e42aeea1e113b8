import { redirect } from "react-router";
import type { Route } from "./+types/auth-redirect";

/** /auth was the original sign-in path; keep old links and bookmarks working. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/login${search}`, 301);
}
