import type { Route } from "./+types/api-auth";
import { lookupSession } from "../../http/session.ts";
import { servicesOf } from "../../http/context.ts";

/**
 * better-auth's HTTP endpoints, limited to the few a browser script may need.
 * Everything that signs in, creates an account or sets a password goes through our
 * own form actions (login, forgot-password, reset-password), which apply the rate
 * limits; those endpoints answer 404 here, including any a future version adds.
 * Passkeys are the exception the browser's WebAuthn API imposes (app/components/scripts/passkeys.ts):
 * their options and answers go through these four endpoints, each checked by a signed challenge.
 */
const PUBLIC_ENDPOINTS = new Set([
  "GET /api/auth/get-session",
  "GET /api/auth/ok",
  "POST /api/auth/sign-out",
  "GET /api/auth/passkey/generate-register-options",
  "POST /api/auth/passkey/verify-registration",
  "GET /api/auth/passkey/generate-authenticate-options",
  "POST /api/auth/passkey/verify-authentication",
]);

async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (!PUBLIC_ENDPOINTS.has(`${request.method} ${pathname}`)) return new Response("Not Found", { status: 404 });
  // Our own session rules first (an idle admin session ends here), then better-auth's answer.
  if (pathname === "/api/auth/get-session") await lookupSession(context);
  return servicesOf(context).auth.handler(request);
}

export function loader(args: Route.LoaderArgs) {
  return handle(args);
}

export function action(args: Route.ActionArgs) {
  return handle(args);
}
