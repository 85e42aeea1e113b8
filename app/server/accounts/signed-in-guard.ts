/**
 * The guard of pages every account has, whatever its role (the Security page): a signed-in
 * account and its session. Signed out, a page (GET/HEAD) redirects to the sign-in screen in the
 * page's language, which brings the visitor back; any other method answers 403 and the action
 * never runs.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { localeOfPath, pathInLocale } from "../../lib/i18n/locale.ts";
import { signInPath } from "../customers/customer-access.ts";
import { currentSessionId, getCurrentUser, type SessionUser } from "./current-user.ts";

type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

export const SIGNED_OUT_MESSAGE = "Sign in to do this.";

export async function requireSignedIn({ request, context }: GuardArgs): Promise<{ user: SessionUser; sessionId: string }> {
  const user = await getCurrentUser(context);
  const sessionId = await currentSessionId(context);
  if (user && sessionId) return { user, sessionId };
  if (request.method !== "GET" && request.method !== "HEAD") throw data(SIGNED_OUT_MESSAGE, { status: 403 });
  const url = new URL(request.url);
  throw redirect(pathInLocale(signInPath(url.pathname + url.search), localeOfPath(url.pathname)));
}
