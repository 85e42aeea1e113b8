import { LogIn, MailCheck, UserPlus } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import type { RouteHandle } from "../../root.tsx";
import { AccountLayout } from "../../components/AccountLayout.tsx";
import { PasskeySignIn } from "../../components/accounts/PasskeySignIn.tsx";
import { EnhancedForm, ErrorSummary, Field, Honeypot, SubmitButton, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useLocalHref, useT } from "../../components/use-site.ts";
import { partMarks, WithParts } from "../../components/WithParts.tsx";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { afterSignInPath, safeNextPath, secondFactorChallengeHref } from "../../lib/sign-in-next.ts";
import { MIN_PASSWORD_LENGTH } from "../../server/accounts/password-policy.ts";
import {
  resendConfirmation,
  signIn,
  signUp,
  unreadableForm,
  type AccountFormFailure,
} from "../../server/accounts/account-actions.ts";
import { accountResponseInit, readAccountForm, setCookieHeaders } from "../../http/account-form.ts";
import { getCurrentUser } from "../../http/session.ts";
import { isTeamRole } from "../../server/accounts/roles.ts";
import { requestInfoOf, servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";

/** No React bundle: plain form posts, improved by the form script (docs/product.md#signing-up-confirming-signing-in). */
export const handle: RouteHandle = { scripts: ["form", "passkeys"] };

type Mode = "signin" | "signup";

/** What the action answers (a successful sign-in redirects instead). */
type LoginActionData =
  | ({ intent: "sign-in" | "sign-up" | "resend" } & AccountFormFailure & { ok: false })
  | { intent: "sign-up"; ok: true; email: string }
  | { intent: "resend"; ok: true; email: string };

/** /login and /es/login: the same screen in the language of its address. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  // The page that sent the visitor here (the customer guard's ?next=), when it is one of ours.
  const next = safeNextPath(url.searchParams.get("next"));
  const user = await getCurrentUser(context);
  if (user) throw redirect(afterSignInPath(next, { locale, team: isTeamRole(user.role), hasSecondFactor: user.twoFactorEnabled }));
  const mode: Mode = url.searchParams.get("mode") === "signup" ? "signup" : "signin";
  const notice = url.searchParams.has("confirmed") ? "confirmed" : url.searchParams.has("reset") ? "reset" : null;
  sharePublicPage(context, { params: ["next", "mode", "confirmed", "reset"] });
  return { mode, notice, next, minPassword: MIN_PASSWORD_LENGTH };
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export async function action({ request, context, url }: Route.ActionArgs) {
  const locale = localeOfPath(url.pathname);
  const formData = await readAccountForm(request);
  if (!formData) return data<LoginActionData>({ intent: "sign-in", ok: false, ...unreadableForm(locale) }, { status: 400 });
  const { clientIp } = requestInfoOf(context);
  const services = servicesOf(context);
  const intent = formData.get("intent");

  if (intent === "sign-up") {
    const result = await signUp(services, formData, clientIp, locale);
    return data<LoginActionData>({ intent, ...result }, accountResponseInit(result));
  }
  if (intent === "resend") {
    const result = await resendConfirmation(services, formData, clientIp, locale);
    return data<LoginActionData>({ intent, ...result }, accountResponseInit(result));
  }
  const result = await signIn(services, formData, clientIp, request.headers, locale);
  if (result.ok) {
    // The form carries ?next= as a hidden field (and the address as a fallback); only a path of this site is followed.
    const next = formData.get("next") ?? url.searchParams.get("next");
    const nextPath = typeof next === "string" ? next : null;
    const to =
      result.secondFactor === "challenge"
        ? secondFactorChallengeHref(nextPath, locale)
        : afterSignInPath(nextPath, { locale, team: isTeamRole(result.role), hasSecondFactor: result.secondFactor === "done" });
    throw redirect(to, { status: 303, headers: setCookieHeaders(result.setCookies) });
  }
  return data<LoginActionData>({ intent: "sign-in", ...result }, accountResponseInit(result));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, {
    title: loaderData?.mode === "signup" ? t("accounts.login.signUpTitle") : t("accounts.login.signInTitle"),
    description: t("accounts.login.description"),
    path: "/login",
    noindex: true,
  });
};

const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

/** The sign-in screen's address in a mode, keeping where a sign-in goes next (English; links put it in the page's language). */
function loginHref(mode: Mode, next: string | null): string {
  const params = new URLSearchParams();
  if (mode === "signup") params.set("mode", "signup");
  if (next) params.set("next", next);
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}

/** The two modes as a pair of links (they work without JavaScript). */
function ModeSwitch({ mode, next }: { mode: Mode; next: string | null }) {
  const t = useT();
  const localHref = useLocalHref();
  const tab = "flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-2.5 text-sm font-semibold sm:text-base";
  const active = `${tab} bg-white text-navy-900 shadow-sm ring-1 ring-slate-200`;
  const inactive = `${tab} text-slate-700 hover:text-navy-900`;
  return (
    <nav aria-label={t("accounts.login.modes")} className="mb-6">
      <ul className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <li className="flex flex-1">
          <Link to={localHref(loginHref("signin", next))} aria-current={mode === "signin" ? "page" : undefined} className={mode === "signin" ? active : inactive}>
            <LogIn aria-hidden="true" className="hidden h-4 w-4 sm:block" />
            {t("accounts.login.signInTab")}
          </Link>
        </li>
        <li className="flex flex-1">
          <Link to={localHref(loginHref("signup", next))} aria-current={mode === "signup" ? "page" : undefined} className={mode === "signup" ? active : inactive}>
            <UserPlus aria-hidden="true" className="hidden h-4 w-4 sm:block" />
            {t("accounts.login.signUpTab")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** "Send a new confirmation link": a separate small form, since forms cannot nest. */
function ResendForm({ email, label }: { email: string; label?: string }) {
  const t = useT();
  const localHref = useLocalHref();
  return (
    <EnhancedForm action={localHref("/login")} className="mt-3">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <Honeypot />
      <SubmitButton pendingText={t("accounts.sending")} className="!min-h-10 !px-4 !py-2 !text-sm">
        {label ?? t("accounts.login.resend")}
      </SubmitButton>
    </EnhancedForm>
  );
}

/** A sentence with the visitor's address in bold where the language puts it. */
function WithEmail({ text, email }: { text: string; email: string }) {
  return <WithParts text={text} parts={{ email: <strong className="break-all">{email}</strong> }} />;
}

function SignUpDone({ email }: { email: string }) {
  const t = useT();
  const localHref = useLocalHref();
  return (
    <AccountLayout heading={t("accounts.login.doneHeading")}>
      <MessageBox tone="success" focus>
        <p className="text-lg font-semibold">{t("accounts.login.doneTitle")}</p>
        <p>
          <WithEmail text={t("accounts.login.doneSent", partMarks("email"))} email={email} />
        </p>
      </MessageBox>
      <div className="mt-6 space-y-3 text-slate-700">
        <p className="flex items-start gap-2">
          <MailCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
          <span>{t("accounts.login.doneNothing")}</span>
        </p>
        <ResendForm email={email} label={t("accounts.login.doneAgain")} />
        <p className="pt-4">
          {t("accounts.login.doneAlready")} <Link to={localHref("/login")} className={linkClass}>{t("accounts.login.signInLink")}</Link>
        </p>
      </div>
    </AccountLayout>
  );
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localHref = useLocalHref();
  const answer = actionData as LoginActionData | undefined;
  if (answer?.intent === "sign-up" && answer.ok) return <SignUpDone email={answer.email} />;

  // A resend answer is shown on the sign-in form, whichever mode the page was in.
  const mode: Mode = answer?.intent === "resend" ? "signin" : loaderData.mode;
  const failed = answer && !answer.ok ? answer : undefined;
  const values = failed?.values;
  const errors = failed?.errors;
  const signUpMode = mode === "signup";
  const labels = { email: t("accounts.fields.email"), password: t("accounts.fields.password") };
  const notice = loaderData.notice === "confirmed" ? t("accounts.login.confirmedNotice") : loaderData.notice === "reset" ? t("accounts.login.resetNotice") : null;

  return (
    <AccountLayout
      heading={signUpMode ? t("accounts.login.signUpHeading") : t("accounts.login.signInHeading")}
      intro={signUpMode ? t("accounts.login.signUpIntro") : t("accounts.login.signInIntro")}
    >
      <ModeSwitch mode={mode} next={loaderData.next} />

      <div className="space-y-4">
        {notice && !answer ? (
          <MessageBox tone="success" focus>
            <p>{notice}</p>
          </MessageBox>
        ) : null}
        {answer?.intent === "resend" && answer.ok ? (
          <MessageBox tone="success" focus>
            <p>
              <WithEmail text={t("accounts.login.resent", partMarks("email"))} email={answer.email} />
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
      <EnhancedForm action={localHref(signUpMode ? "/login?mode=signup" : loginHref("signin", loaderData.next))} className="mt-6 space-y-5">
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
            hint={t("accounts.fields.passwordHint", { min: loaderData.minPassword })}
            error={errors?.password}
          />
        ) : (
          <div>
            <Field name="password" type="password" label={labels.password} required autoComplete="current-password" error={errors?.password} />
            <p className="mt-2 text-right">
              <Link to={localHref("/forgot-password")} className={linkClass}>{t("accounts.login.forgot")}</Link>
            </p>
          </div>
        )}
        {signUpMode ? <Honeypot /> : null}
        <SubmitButton pendingText={signUpMode ? t("accounts.login.creating") : t("accounts.login.signingIn")} className="w-full">
          {signUpMode ? t("accounts.login.signUpButton") : t("accounts.login.signInButton")}
        </SubmitButton>
      </EnhancedForm>

      {signUpMode ? null : (
        <div className="mt-6">
          <PasskeySignIn done={localHref(loaderData.next ?? "/dashboard")} />
        </div>
      )}

      <p className="mt-8 border-t border-slate-200 pt-6 text-center text-slate-700">
        {signUpMode ? (
          <>
            {t("accounts.login.haveAccount")} <Link to={localHref(loginHref("signin", loaderData.next))} className={linkClass}>{t("accounts.login.signInLink")}</Link>
          </>
        ) : (
          <>
            {t("accounts.login.newHere")} <Link to={localHref("/login?mode=signup")} className={linkClass}>{t("accounts.login.createLink")}</Link>
          </>
        )}
      </p>
    </AccountLayout>
  );
}
