import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "../../server/accounts/account-actions.ts";
import { setCookieHeaders } from "../../http/account-form.ts";
import { servicesOf } from "../../http/context.ts";
import { isLocale, pathInLocale } from "../../lib/i18n/locale.ts";

/** Sign Out (POST only): ends the session in the database, removes the cookie, returns to the home page in the language the person was reading. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = (await request.formData().catch(() => null))?.get("locale");
  const cookies = await signOut(servicesOf(context), request.headers);
  return redirect(isLocale(locale) ? pathInLocale("/", locale) : "/", { status: 303, headers: setCookieHeaders(cookies) });
}

/** Signing out is never a GET (a link or an image could sign people out); the dashboard has the button. */
export function loader() {
  return redirect("/dashboard");
}
