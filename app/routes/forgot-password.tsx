import { MailCheck } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/forgot-password";
import type { RouteHandle } from "../root.tsx";
import { AccountLayout } from "../components/AccountLayout.tsx";
import { EnhancedForm, ErrorSummary, Field, Honeypot, SubmitButton, valueOf } from "../components/forms.tsx";
import { MessageBox } from "../components/MessageBox.tsx";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { accountResponseInit, readAccountForm, requestPasswordReset, type AccountFormFailure } from "../server/accounts/account-actions.ts";
import { requestInfoOf, servicesOf } from "../server/context.ts";
import { sharePublicPage } from "../server/public-pages/public-page.ts";
import { retryAfterHeaders } from "../server/http/retry-after.ts";

/** No React bundle: plain form posts, improved by the form script (docs/product.md#signing-up-confirming-signing-in). */
export const handle: RouteHandle = { scripts: ["form"] };

type ForgotActionData = ({ ok: false } & AccountFormFailure) | { ok: true; email: string };

/** The same empty form for everyone: kept in memory for visitors without a session. */
export function loader({ context }: Route.LoaderArgs) {
  sharePublicPage(context);
  return null;
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readAccountForm(request);
  if (!formData) {
    return data<ForgotActionData>({ ok: false, status: 400, errors: {}, values: {}, formError: "We could not read your form. Please try again." }, { status: 400 });
  }
  const result = await requestPasswordReset(servicesOf(context), formData, requestInfoOf(context).clientIp);
  return data<ForgotActionData>(result, accountResponseInit(result));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Forgot Password",
    description: "Get a link by email to choose a new password for your account.",
    path: "/forgot-password",
    noindex: true,
  });

const labels = { email: "Email address" };
const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const answer = actionData as ForgotActionData | undefined;

  if (answer?.ok) {
    // The same words whether or not the address has an account.
    return (
      <AccountLayout heading="Check your email">
        <MessageBox tone="success" focus>
          <p>
            If <strong className="break-all">{answer.email}</strong> belongs to an account, we have sent it a link to choose a new password.
          </p>
          <p>The link works once and expires in 1 hour.</p>
        </MessageBox>
        <p className="mt-6 flex items-start gap-2 text-slate-700">
          <MailCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
          <span>
            Nothing after a few minutes? Check your spam folder, or <Link to="/forgot-password" className={linkClass}>ask for another link</Link>.
          </span>
        </p>
        <p className="mt-6 border-t border-slate-200 pt-6 text-slate-700">
          Remembered it? <Link to="/login" className={linkClass}>Sign in</Link>
        </p>
      </AccountLayout>
    );
  }

  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <AccountLayout
      heading="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
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
        <Field
          name="email"
          type="email"
          label={labels.email}
          required
          autoComplete="email"
          spellCheck={false}
          defaultValue={valueOf(failed?.values, "email")}
          error={failed?.errors.email}
        />
        <Honeypot />
        <SubmitButton pendingText="Sending..." className="w-full">Send Reset Link</SubmitButton>
      </EnhancedForm>
      <p className="mt-8 border-t border-slate-200 pt-6 text-center text-slate-700">
        Remembered it? <Link to="/login" className={linkClass}>Back to sign in</Link>
      </p>
    </AccountLayout>
  );
}
