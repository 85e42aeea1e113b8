import { LogIn, MailCheck, UserPlus } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import type { RouteHandle } from "../root.tsx";
import { AccountLayout } from "../components/AccountLayout.tsx";
import { EnhancedForm, ErrorSummary, Field, Honeypot, SubmitButton, valueOf } from "../components/forms.tsx";
import { MessageBox } from "../components/MessageBox.tsx";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { afterSignInPath, safeNextPath } from "../lib/sign-in-next.ts";
import {
  accountResponseInit,
  readAccountForm,
  resendConfirmation,
  setCookieHeaders,
  signIn,
  signUp,
  type AccountFormFailure,
} from "../server/accounts/account-actions.ts";
import { isSignedIn } from "../server/accounts/current-user.ts";
import { requestInfoOf, servicesOf } from "../server/context.ts";
import { sharePublicPage } from "../server/public-pages/public-page.ts";
import { retryAfterHeaders } from "../server/http/retry-after.ts";

/** No React bundle: plain form posts, improved by the form script (docs/product.md#signing-up-confirming-signing-in). */
export const handle: RouteHandle = { scripts: ["form"] };

type Mode = "signin" | "signup";

/** What the action answers (a successful sign-in redirects instead). */
type LoginActionData =
  | ({ intent: "sign-in" | "sign-up" | "resend" } & AccountFormFailure & { ok: false })
  | { intent: "sign-up"; ok: true; email: string }
  | { intent: "resend"; ok: true; email: string };

const NOTICES = {
  confirmed: "Your email address is confirmed. You can sign in now.",
  reset: "Your password has been changed. Please sign in with your new password.",
} as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  // The page that sent the visitor here (the customer guard's ?next=), when it is one of ours.
  const next = safeNextPath(url.searchParams.get("next"));
  if (await isSignedIn(context)) throw redirect(afterSignInPath(next));
  const mode: Mode = url.searchParams.get("mode") === "signup" ? "signup" : "signin";
  const notice = url.searchParams.has("confirmed") ? NOTICES.confirmed : url.searchParams.has("reset") ? NOTICES.reset : null;
  sharePublicPage(context, { params: ["next", "mode", "confirmed", "reset"] });
  return { mode, notice, next };
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await readAccountForm(request);
  if (!formData) {
    return data<LoginActionData>(
      { intent: "sign-in", ok: false, status: 400, errors: {}, values: {}, formError: "We could not read your form. Please try again." },
      { status: 400 },
    );
  }
  const { clientIp } = requestInfoOf(context);
  const services = servicesOf(context);
  const intent = formData.get("intent");

  if (intent === "sign-up") {
    const result = await signUp(services, formData, clientIp);
    return data<LoginActionData>({ intent, ...result }, accountResponseInit(result));
  }
  if (intent === "resend") {
    const result = await resendConfirmation(services, formData, clientIp);
    return data<LoginActionData>({ intent, ...result }, accountResponseInit(result));
  }
  const result = await signIn(services, formData, clientIp, request.headers);
  if (result.ok) {
    // The form carries ?next= as a hidden field (and the address as a fallback); only a path of this site is followed.
    const next = formData.get("next") ?? url.searchParams.get("next");
    throw redirect(afterSignInPath(typeof next === "string" ? next : null), { status: 303, headers: setCookieHeaders(result.setCookies) });
  }
  return data<LoginActionData>({ intent: "sign-in", ...result }, accountResponseInit(result));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteFromMatches(matches), {
    title: loaderData?.mode === "signup" ? "Create Account" : "Sign In",
    description: "Sign in to your account, or create one to reach your dashboard.",
    path: "/login",
    noindex: true,
  });

const signInLabels = { email: "Email address", password: "Password" };
const signUpLabels = { email: "Email address", password: "Password" };

const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

/** The sign-in screen's address in a mode, keeping where a sign-in goes next. */
function loginHref(mode: Mode, next: string | null): string {
  const params = new URLSearchParams();
  if (mode === "signup") params.set("mode", "signup");
  if (next) params.set("next", next);
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}

/** The two modes as a pair of links (they work without JavaScript). */
function ModeSwitch({ mode, next }: { mode: Mode; next: string | null }) {
  const tab = "flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-2.5 text-sm font-semibold sm:text-base";
  const active = `${tab} bg-white text-navy-900 shadow-sm ring-1 ring-slate-200`;
  const inactive = `${tab} text-slate-700 hover:text-navy-900`;
  return (
    <nav aria-label="Sign in or create an account" className="mb-6">
      <ul className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <li className="flex flex-1">
          <Link to={loginHref("signin", next)} aria-current={mode === "signin" ? "page" : undefined} className={mode === "signin" ? active : inactive}>
            <LogIn aria-hidden="true" className="hidden h-4 w-4 sm:block" />
            Sign In
          </Link>
        </li>
        <li className="flex flex-1">
          <Link to={loginHref("signup", next)} aria-current={mode === "signup" ? "page" : undefined} className={mode === "signup" ? active : inactive}>
            <UserPlus aria-hidden="true" className="hidden h-4 w-4 sm:block" />
            Create Account
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** "Send a new confirmation link": a separate small form, since forms cannot nest. */
function ResendForm({ email, label = "Send a new confirmation link" }: { email: string; label?: string }) {
  return (
    <EnhancedForm action="/login" className="mt-3">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <Honeypot />
      <SubmitButton pendingText="Sending..." className="!min-h-10 !px-4 !py-2 !text-sm">
        {label}
      </SubmitButton>
    </EnhancedForm>
  );
}

function SignUpDone({ email }: { email: string }) {
  return (
    <AccountLayout heading="Confirm your email">
      <MessageBox tone="success" focus>
        <p className="text-lg font-semibold">Check your email to confirm your account</p>
        <p>
          We sent a link to <strong className="break-all">{email}</strong>. Open it within 24 hours to finish creating your account, then sign in.
        </p>
      </MessageBox>
      <div className="mt-6 space-y-3 text-slate-700">
        <p className="flex items-start gap-2">
          <MailCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
          <span>Nothing arrived after a few minutes? Check your spam folder, or send the link again.</span>
        </p>
        <ResendForm email={email} label="Send the link again" />
        <p className="pt-4">
          Already confirmed? <Link to="/login" className={linkClass}>Sign in</Link>
        </p>
      </div>
    </AccountLayout>
  );
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as LoginActionData | undefined;
  if (answer?.intent === "sign-up" && answer.ok) return <SignUpDone email={answer.email} />;

  // A resend answer is shown on the sign-in form, whichever mode the page was in.
  const mode: Mode = answer?.intent === "resend" ? "signin" : loaderData.mode;
  const failed = answer && !answer.ok ? answer : undefined;
  const values = failed?.values;
  const errors = failed?.errors;
  const signUpMode = mode === "signup";
  const labels = signUpMode ? signUpLabels : signInLabels;

  return (
    <AccountLayout
      heading={signUpMode ? "Create your account" : "Sign in to your account"}
      intro={
        signUpMode
          ? "Create an account with your email address and a password. We will send you a link to confirm your email."
          : "Welcome back. Sign in with the email address and password of your account."
      }
    >
      <ModeSwitch mode={mode} next={loaderData.next} />

      <div className="space-y-4">
        {loaderData.notice && !answer ? (
          <MessageBox tone="success" focus>
            <p>{loaderData.notice}</p>
          </MessageBox>
        ) : null}
        {answer?.intent === "resend" && answer.ok ? (
          <MessageBox tone="success" focus>
            <p>
              If <strong className="break-all">{answer.email}</strong> has an account waiting for confirmation, a new link is on its way. It works for 24 hours.
            </p>
          </MessageBox>
        ) : null}
        {failed?.formError ? (
          <MessageBox tone="error" focus>
            <p>{failed.formError}</p>
            {failed.unconfirmedEmail ? <ResendForm email={failed.unconfirmedEmail} /> : null}
          </MessageBox>
        ) : null}
        <ErrorSummary errors={errors} labels={labels} />
      </div>

      {/* The address keeps ?next=, so a failed attempt comes back to a form that still goes there.
          Password fields never get a value from the server: after a failed post they are empty. */}
      <EnhancedForm action={signUpMode ? "/login?mode=signup" : loginHref("signin", loaderData.next)} className="mt-6 space-y-5">
        <input type="hidden" name="intent" value={signUpMode ? "sign-up" : "sign-in"} />
        {!signUpMode && loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
        <Field
          name="email"
          type="email"
          label={labels.email}
          required
          autoComplete="email"
          spellCheck={false}
          defaultValue={valueOf(values, "email")}
          error={errors?.email}
        />
        {signUpMode ? (
          <Field
            name="password"
            type="password"
            label={labels.password}
            required
            autoComplete="new-password"
            hint="At least 8 characters. Common passwords are refused; a few unrelated words make a strong one."
            error={errors?.password}
          />
        ) : (
          <div>
            <Field name="password" type="password" label={labels.password} required autoComplete="current-password" error={errors?.password} />
            <p className="mt-2 text-right">
              <Link to="/forgot-password" className={linkClass}>Forgot password?</Link>
            </p>
          </div>
        )}
        {signUpMode ? <Honeypot /> : null}
        <SubmitButton pendingText={signUpMode ? "Creating account..." : "Signing in..."} className="w-full">
          {signUpMode ? "Create Account" : "Sign In"}
        </SubmitButton>
      </EnhancedForm>

      <p className="mt-8 border-t border-slate-200 pt-6 text-center text-slate-700">
        {signUpMode ? (
          <>
            Already have an account? <Link to={loginHref("signin", loaderData.next)} className={linkClass}>Sign in</Link>
          </>
        ) : (
          <>
            New here? <Link to="/login?mode=signup" className={linkClass}>Create an account</Link>
          </>
        )}
      </p>
    </AccountLayout>
  );
}
