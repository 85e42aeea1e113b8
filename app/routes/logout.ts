import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { setCookieHeaders, signOut } from "../server/accounts/account-actions.ts";
import { servicesOf } from "../server/context.ts";

/** Sign Out (POST only): ends the session in the database, removes the cookie, returns to the home page. */
export async function action({ request, context }: Route.ActionArgs) {
  const cookies = await signOut(servicesOf(context), request.headers);
  return redirect("/", { status: 303, headers: setCookieHeaders(cookies) });
}

/** Signing out is never a GET (a link or an image could sign people out); the dashboard has the button. */
export function loader() {
  return redirect("/dashboard");
}
