import { redirect } from "react-router";
import type { Route } from "./+types/confirm-email";
import type { RouteHandle } from "../root.tsx";
import { AccountLayout } from "../components/AccountLayout.tsx";
import { EnhancedForm, Field, Honeypot, SubmitButton } from "../components/forms.tsx";
import { MessageBox } from "../components/MessageBox.tsx";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { describeAuthError } from "../server/accounts/auth-messages.ts";
import { servicesOf } from "../server/context.ts";

/** No React bundle: plain form posts, improved by the form script (docs/product.md#signing-up-confirming-signing-in). */
export const handle: RouteHandle = { scripts: ["form"] };

/**
 * The link in the confirmation email. Confirming marks the address verified (and
 * applies ADMIN_EMAILS) but does not sign in: the visitor goes on to /login.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  if (!token) return { message: "This confirmation link is incomplete. Please open the link from the email again, or ask for a new one." };
  try {
    await servicesOf(context).auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    const problem = describeAuthError(error);
    const message =
      problem.kind === "link-invalid"
        ? "This confirmation link has expired or is not valid. Links work for 24 hours; you can ask for a new one below."
        : problem.message;
    return { message };
  }
  throw redirect("/login?confirmed=1");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Confirm Your Email",
    description: "Confirm the email address of your account.",
    path: "/confirm-email",
    noindex: true,
  });

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountLayout heading="We could not confirm your email" aside={false}>
      <MessageBox tone="error" focus>
        <p>{loaderData.message}</p>
      </MessageBox>
      <h2 className="mt-8 text-lg font-semibold text-navy-900">Get a new confirmation link</h2>
      <EnhancedForm action="/login" className="mt-4 space-y-5">
        <input type="hidden" name="intent" value="resend" />
        <Field name="email" type="email" label="Email address" required autoComplete="email" spellCheck={false} />
        <Honeypot />
        <SubmitButton pendingText="Sending...">Send a new link</SubmitButton>
      </EnhancedForm>
    </AccountLayout>
  );
}
