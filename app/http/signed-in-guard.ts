/**
 * The guard of pages every account has, whatever its role (the Security page): a signed-in
 * account and its session. Signed out, a page (GET/HEAD) redirects to the sign-in screen in the
 * page's language, which brings the visitor back; any other method answers 403 and the action
 * never runs.
 */
import type { SessionUser } from "../server/accounts/current-user.ts";
import type { RouteContext } from "./context.ts";
import { forbidden, isPageRequest, toSignIn } from "./refusals.ts";
import { currentSessionId, getCurrentUser } from "./session.ts";

type GuardArgs = { request: Request; context: RouteContext };

export const SIGNED_OUT_MESSAGE = "Sign in to do this.";

export async function requireSignedIn({ request, context }: GuardArgs): Promise<{ user: SessionUser; sessionId: string }> {
  const user = await getCurrentUser(context);
  const sessionId = await currentSessionId(context);
  if (user && sessionId) return { user, sessionId };
  if (!isPageRequest(request)) forbidden(SIGNED_OUT_MESSAGE);
  return toSignIn(request);
}
