import { MailCheck } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/forgot-password";
import type { RouteHandle } from "../../root.tsx";
import { AccountLayout } from "../../components/AccountLayout.tsx";
import { EnhancedForm, ErrorSummary, Field, Honeypot, SubmitButton, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useLocalHref, useT } from "../../components/use-site.ts";
import { partMarks, WithParts } from "../../components/WithParts.tsx";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { requestPasswordReset, unreadableForm, type AccountFormFailure } from "../../server/accounts/account-actions.ts";
import { accountResponseInit, readAccountForm } from "../../http/account-form.ts";
import { requestInfoOf, servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";

/** No React bundle: plain form posts, improved by the form script (docs/product.md#signing-up-confirming-signing-in). */
export const handle: RouteHandle = { scripts: ["form"] };

type ForgotActionData = ({ ok: false } & AccountFormFailure) | { ok: true; email: string };

/** The same empty form for everyone: kept in memory for visitors without a session (each language its own copy). */
export function loader({ context }: Route.LoaderArgs) {
  sharePublicPage(context);
  return null;
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

/** The reset email is in the language of this page (/forgot-password or /es/forgot-password). */
export async function action({ request, context, url }: Route.ActionArgs) {
  const locale = localeOfPath(url.pathname);
  const formData = await readAccountForm(request);
  if (!formData) return data<ForgotActionData>({ ok: false, ...unreadableForm(locale) }, { status: 400 });
  const result = await requestPasswordReset(servicesOf(context), formData, requestInfoOf(context).clientIp, locale);
  return data<ForgotActionData>(result, accountResponseInit(result));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("accounts.forgot.title"), description: t("accounts.forgot.description"), path: "/forgot-password", noindex: true });
};

const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const localHref = useLocalHref();
  const answer = actionData as ForgotActionData | undefined;
  const labels = { email: t("accounts.fields.email") };

  if (answer?.ok) {
    // The same words whether or not the address has an account.
    return (
      <AccountLayout heading={t("accounts.forgot.sentHeading")}>
        <MessageBox tone="success" focus>
          <p>
            <WithParts text={t("accounts.forgot.sent", partMarks("email"))} parts={{ email: <strong className="break-all">{answer.email}</strong> }} />
          </p>
          <p>{t("accounts.forgot.sentOnce")}</p>
        </MessageBox>
        <p className="mt-6 flex items-start gap-2 text-slate-700">
          <MailCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
          <span>
            <WithParts
              text={t("accounts.forgot.sentNothing", partMarks("link"))}
              parts={{ link: <Link to={localHref("/forgot-password")} className={linkClass}>{t("accounts.forgot.anotherLink")}</Link> }}
            />
          </span>
        </p>
        <p className="mt-6 border-t border-slate-200 pt-6 text-slate-700">
          {t("accounts.forgot.remembered")} <Link to={localHref("/login")} className={linkClass}>{t("accounts.login.signInLink")}</Link>
        </p>
      </AccountLayout>
    );
  }

  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <AccountLayout heading={t("accounts.forgot.heading")} intro={t("accounts.forgot.intro")}>
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
        <SubmitButton pendingText={t("accounts.sending")} className="w-full">{t("accounts.forgot.button")}</SubmitButton>
      </EnhancedForm>
      <p className="mt-8 border-t border-slate-200 pt-6 text-center text-slate-700">
        {t("accounts.forgot.remembered")} <Link to={localHref("/login")} className={linkClass}>{t("accounts.forgot.backToSignIn")}</Link>
      </p>
    </AccountLayout>
  );
}
