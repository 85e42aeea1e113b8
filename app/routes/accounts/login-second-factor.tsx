import { KeyRound } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/login-second-factor";
import type { RouteHandle } from "../../root.tsx";
import { AccountLayout } from "../../components/AccountLayout.tsx";
import { PasskeySignIn } from "../../components/accounts/PasskeySignIn.tsx";
import { EnhancedForm, ErrorSummary, Field, SubmitButton } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useLocalHref, useT } from "../../components/use-site.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { afterSignInPath, safeNextPath } from "../../lib/sign-in-next.ts";
import { unreadableForm, type AccountFormFailure } from "../../server/accounts/account-actions.ts";
import { accountResponseInit, readAccountForm, setCookieHeaders } from "../../http/account-form.ts";
import { getCurrentUser } from "../../http/session.ts";
import { isTeamRole } from "../../server/accounts/roles.ts";
import { answerSignInChallenge, findPendingChallenge, type ChallengeMethod } from "../../server/accounts/second-factor.ts";
import { requestInfoOf, servicesOf } from "../../http/context.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";

/** Plain form posts, improved by the form script (docs/product.md#second-factor). */
export const handle: RouteHandle = { scripts: ["form", "passkeys"] };

type ChallengeActionData = { ok: false; method: ChallengeMethod; expired?: boolean } & AccountFormFailure;

function methodOf(value: unknown): ChallengeMethod {
  return value === "recovery" ? "recovery" : "app";
}

/** /login/second-factor and /es/login/second-factor: the sign-in's second step. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const next = safeNextPath(url.searchParams.get("next"));
  const user = await getCurrentUser(context);
  if (user) throw redirect(afterSignInPath(next, { locale, team: isTeamRole(user.role), hasSecondFactor: user.twoFactorEnabled }));
  const pending = await findPendingChallenge(servicesOf(context), request.headers.get("cookie"));
  return {
    next,
    method: methodOf(url.searchParams.get("method")),
    pending: pending !== null,
    mayRemember: pending?.mayRemember ?? false,
    hasAuthenticator: pending?.hasAuthenticator ?? false,
    hasPasskeys: pending?.hasPasskeys ?? false,
  };
}

export const headers = retryAfterHeaders;

export async function action({ request, context, url }: Route.ActionArgs) {
  const locale = localeOfPath(url.pathname);
  const formData = await readAccountForm(request);
  if (!formData) return data<ChallengeActionData>({ ok: false, method: "app", ...unreadableForm(locale) }, { status: 400 });
  const method = methodOf(formData.get("method"));
  const result = await answerSignInChallenge(servicesOf(context), formData, request.headers, requestInfoOf(context).clientIp, method, locale);
  if (result.ok) {
    const next = formData.get("next");
    const to = afterSignInPath(typeof next === "string" ? next : null, { locale, team: isTeamRole(result.role), hasSecondFactor: true });
    throw redirect(to, { status: 303, headers: setCookieHeaders(result.setCookies) });
  }
  return data<ChallengeActionData>({ method, ...result }, accountResponseInit(result));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("secondFactor.challenge.title"), description: t("secondFactor.challenge.title"), path: "/login/second-factor", noindex: true });
};

const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

function challengeHref(method: ChallengeMethod, next: string | null): string {
  const params = new URLSearchParams();
  if (method === "recovery") params.set("method", "recovery");
  if (next) params.set("next", next);
  const query = params.toString();
  return query ? `/login/second-factor?${query}` : "/login/second-factor";
}

export default function SecondFactorPage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const t = useT();
  const localHref = useLocalHref();
  const answer = actionData as ChallengeActionData | undefined;
  const method = answer?.method ?? loaderData.method;
  const expired = answer?.expired || (!answer && !loaderData.pending);
  const agency = siteFromMatches(matches)?.agency.name ?? "";
  const app = method === "app";
  const labels = { code: app ? t("secondFactor.challenge.codeLabel") : t("secondFactor.challenge.recoveryLabel") };

  if (expired) {
    return (
      <AccountLayout heading={t("secondFactor.challenge.title")}>
        <MessageBox tone="error" focus>
          <p>{t("secondFactor.challenge.expired")}</p>
        </MessageBox>
        <p className="mt-6">
          <Link to={localHref(loaderData.next ? `/login?next=${encodeURIComponent(loaderData.next)}` : "/login")} className={linkClass}>
            {t("secondFactor.challenge.startOver")}
          </Link>
        </p>
      </AccountLayout>
    );
  }

  const done = localHref(loaderData.next ?? "/dashboard");
  const passkey = loaderData.hasPasskeys ? (
    <div className="mt-6">
      <PasskeySignIn done={done} />
      <noscript>
        <p className="text-slate-700">{t("secondFactor.passkeys.needsScript")}</p>
      </noscript>
    </div>
  ) : null;

  // An account whose only second factor is a passkey answers with it.
  if (!loaderData.hasAuthenticator && !answer) {
    return (
      <AccountLayout heading={t("secondFactor.challenge.title")} intro={t("secondFactor.passkeys.intro")}>
        {passkey}
      </AccountLayout>
    );
  }

  return (
    <AccountLayout heading={t("secondFactor.challenge.title")} intro={app ? t("secondFactor.challenge.intro", { agency }) : t("secondFactor.challenge.recoveryIntro")}>
      <div className="space-y-4">
        {answer?.formError ? (
          <MessageBox tone="error" focus>
            <p>{answer.formError}</p>
          </MessageBox>
        ) : null}
        <ErrorSummary errors={answer?.errors} labels={labels} />
      </div>
      <EnhancedForm action={localHref(challengeHref(method, loaderData.next))} className="mt-6 space-y-5">
        <input type="hidden" name="method" value={method} />
        {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
        <Field
          name="code"
          label={labels.code}
          hint={app ? t("secondFactor.challenge.codeHint") : t("secondFactor.challenge.recoveryHint")}
          required
          autoComplete={app ? "one-time-code" : "off"}
          inputMode={app ? "numeric" : undefined}
          autoCapitalize={app ? undefined : "none"}
          spellCheck={false}
          autoFocus
          error={answer?.errors?.code}
        />
        {loaderData.mayRemember ? (
          <div>
            <label className="flex cursor-pointer items-start gap-3">
              <input type="checkbox" name="remember" aria-describedby="remember-hint" className="mt-0.5 h-5 w-5 shrink-0 accent-navy-800" />
              <span className="text-slate-900">{t("secondFactor.challenge.remember")}</span>
            </label>
            <p id="remember-hint" className="mt-1 pl-8 text-sm text-slate-600">{t("secondFactor.challenge.rememberHint")}</p>
          </div>
        ) : null}
        <SubmitButton pendingText={t("accounts.login.signingIn")} className="w-full">
          {t("secondFactor.challenge.submit")}
        </SubmitButton>
      </EnhancedForm>
      {passkey}
      <p className="mt-8 flex items-center gap-2 border-t border-slate-200 pt-6 text-slate-700">
        <KeyRound aria-hidden="true" className="h-5 w-5 shrink-0 text-navy-700" />
        <Link to={localHref(challengeHref(app ? "recovery" : "app", loaderData.next))} className={linkClass}>
          {app ? t("secondFactor.challenge.useRecovery") : t("secondFactor.challenge.useApp")}
        </Link>
      </p>
    </AccountLayout>
  );
}
