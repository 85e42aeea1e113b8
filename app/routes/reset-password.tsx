import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import type { RouteHandle } from "../root.tsx";
import { AccountLayout } from "../components/AccountLayout.tsx";
import { EnhancedForm, ErrorSummary, Field, SubmitButton } from "../components/forms.tsx";
import { MessageBox } from "../components/MessageBox.tsx";
import { INVITATION_LINK_DAYS } from "../lib/schemas/team-invite-fields.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { accountResponseInit, readAccountForm, resetPassword, type AccountFormFailure } from "../server/accounts/account-actions.ts";
import { AUTH_MESSAGES } from "../server/accounts/auth-messages.ts";
import { passwordLinkPurpose } from "../server/accounts/password-links.ts";
import { retryAfterHeaders } from "../server/http/retry-after.ts";
import { servicesOf } from "../server/context.ts";

/** No React bundle: plain form posts, improved by the form script (docs/product.md#signing-up-confirming-signing-in). */
export const handle: RouteHandle = { scripts: ["form"] };

/**
 * The same page sets a first password (a team invitation, `npm run admin -- create`: the account
 * has none yet) and resets a forgotten one; its words follow the link's account.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  // Checked without using it up: a used or expired link says so before anyone types a password.
  const link = await passwordLinkPurpose(servicesOf(context).auth, token);
  return {
    token,
    invalidMessage: link ? null : AUTH_MESSAGES.linkInvalid,
    purpose: link?.purpose ?? "reset",
    // Only for a first password: which address to sign in with afterwards (the link's holder owns it).
    email: link?.purpose === "set" ? link.email : null,
  };
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export async function action({ context, request }: Route.ActionArgs) {
  const formData = await readAccountForm(request);
  if (!formData) {
    return data<AccountFormFailure>({ status: 400, errors: {}, values: {}, formError: "We could not read your form. Please try again." }, { status: 400 });
  }
  const result = await resetPassword(servicesOf(context), formData);
  if (result.ok) throw redirect("/login?reset=1", 303);
  return data<AccountFormFailure>(result, accountResponseInit(result));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: loaderData?.purpose === "set" ? "Set Your Password" : "Choose a New Password",
    description: "Choose the password for your account.",
    path: "/reset-password",
    noindex: true,
  });

const labels = { password: "New password", confirmPassword: "New password again" };
const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

function LinkInvalid({ message }: { message: string }) {
  return (
    <AccountLayout heading="This link cannot be used">
      <MessageBox tone="error" focus>
        <p>
          {message} Password links work once: a reset link expires after 1 hour, an invitation to the team after {INVITATION_LINK_DAYS} days.
        </p>
      </MessageBox>
      <p className="mt-6 text-slate-700">
        <Link to="/forgot-password" className={linkClass}>Ask for a new link</Link> or <Link to="/login" className={linkClass}>sign in</Link>.
        Invited to the team? Ask the person who invited you to send a new invitation.
      </p>
    </AccountLayout>
  );
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData as AccountFormFailure | undefined;
  if (failed?.linkInvalid && failed.formError) return <LinkInvalid message={failed.formError} />;
  if (loaderData.invalidMessage) return <LinkInvalid message={loaderData.invalidMessage} />;
  const firstPassword = loaderData.purpose === "set";

  return (
    <AccountLayout
      heading={firstPassword ? "Set your password" : "Choose a new password"}
      intro={
        firstPassword ? (
          <p>
            Choose the password for your account{loaderData.email ? <>, <span className="break-all font-semibold">{loaderData.email}</span></> : null}, and
            type it twice. Then sign in with this email address and your password.
          </p>
        ) : (
          "Type your new password twice. After this, every device signed in to your account is signed out."
        )
      }
    >
      <div className="space-y-4">
        {failed?.formError ? (
          <MessageBox tone="error" focus>
            <p>{failed.formError}</p>
          </MessageBox>
        ) : null}
        <ErrorSummary errors={failed?.errors} labels={labels} />
      </div>
      <EnhancedForm className="mt-6 space-y-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          name="password"
          type="password"
          label={labels.password}
          required
          autoComplete="new-password"
          hint="At least 8 characters. Common passwords are refused; a few unrelated words make a strong one."
          error={failed?.errors.password}
        />
        <Field name="confirmPassword" type="password" label={labels.confirmPassword} required autoComplete="new-password" error={failed?.errors.confirmPassword} />
        <SubmitButton pendingText="Saving..." className="w-full">Save New Password</SubmitButton>
      </EnhancedForm>
    </AccountLayout>
  );
}
