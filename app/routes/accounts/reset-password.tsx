import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import type { RouteHandle } from "../../root.tsx";
import { AccountLayout } from "../../components/AccountLayout.tsx";
import { EnhancedForm, ErrorSummary, Field, SubmitButton } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useLocalHref, useT } from "../../components/use-site.ts";
import { partMarks, WithParts } from "../../components/WithParts.tsx";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath, pathInLocale } from "../../lib/i18n/locale.ts";
import { INVITATION_LINK_DAYS } from "../../lib/schemas/team-invite-fields.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { resetPassword, unreadableForm, type AccountFormFailure } from "../../server/accounts/account-actions.ts";
import { authMessage } from "../../server/accounts/auth-messages.ts";
import { MIN_PASSWORD_LENGTH } from "../../server/accounts/password-policy.ts";
import { passwordLinkPurpose } from "../../server/accounts/password-links.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";
import { accountResponseInit, readAccountForm } from "../../http/account-form.ts";
import { servicesOf } from "../../http/context.ts";

/** No React bundle: plain form posts, improved by the form script (docs/product.md#signing-up-confirming-signing-in). */
export const handle: RouteHandle = { scripts: ["form"] };

/**
 * The same page sets a first password (a team invitation, `npm run admin -- create`: the account
 * has none yet) and resets a forgotten one; its words follow the link's account, its language the
 * link's address (/es/reset-password from a Spanish reset email).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  // Checked without using it up: a used or expired link says so before anyone types a password.
  const link = await passwordLinkPurpose(servicesOf(context).auth, token);
  return {
    token,
    invalidMessage: link ? null : authMessage("linkInvalid", localeOfPath(url.pathname)),
    purpose: link?.purpose ?? "reset",
    // Only for a first password: which address to sign in with afterwards (the link's holder owns it).
    email: link?.purpose === "set" ? link.email : null,
    minPassword: MIN_PASSWORD_LENGTH,
  };
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export async function action({ context, request, url }: Route.ActionArgs) {
  const locale = localeOfPath(url.pathname);
  const formData = await readAccountForm(request);
  if (!formData) return data<AccountFormFailure>(unreadableForm(locale), { status: 400 });
  const result = await resetPassword(servicesOf(context), formData, locale);
  if (result.ok) throw redirect(`${pathInLocale("/login", locale)}?reset=1`, 303);
  return data<AccountFormFailure>(result, accountResponseInit(result));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, {
    title: loaderData?.purpose === "set" ? t("accounts.reset.setTitle") : t("accounts.reset.newTitle"),
    description: t("accounts.reset.description"),
    path: "/reset-password",
    noindex: true,
  });
};

const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

function LinkInvalid({ message }: { message: string }) {
  const t = useT();
  const localHref = useLocalHref();
  return (
    <AccountLayout heading={t("accounts.reset.invalidHeading")}>
      <MessageBox tone="error" focus>
        <p>
          {message} {t("accounts.reset.invalidLasts", { days: INVITATION_LINK_DAYS })}
        </p>
      </MessageBox>
      <p className="mt-6 text-slate-700">
        <WithParts
          text={t("accounts.reset.invalidNext", partMarks("askLink", "signInLink"))}
          parts={{
            askLink: <Link to={localHref("/forgot-password")} className={linkClass}>{t("accounts.reset.askLink")}</Link>,
            signInLink: <Link to={localHref("/login")} className={linkClass}>{t("accounts.reset.signInLink")}</Link>,
          }}
        />{" "}
        {t("accounts.reset.invited")}
      </p>
    </AccountLayout>
  );
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const failed = actionData as AccountFormFailure | undefined;
  if (failed?.linkInvalid && failed.formError) return <LinkInvalid message={failed.formError} />;
  if (loaderData.invalidMessage) return <LinkInvalid message={loaderData.invalidMessage} />;
  const firstPassword = loaderData.purpose === "set";
  const labels = { password: t("accounts.fields.newPassword"), confirmPassword: t("accounts.fields.newPasswordAgain") };

  return (
    <AccountLayout
      heading={firstPassword ? t("accounts.reset.setHeading") : t("accounts.reset.newHeading")}
      intro={
        firstPassword ? (
          <p>
            {loaderData.email ? (
              <WithParts
                text={t("accounts.reset.setIntroFor", partMarks("email"))}
                parts={{ email: <span className="break-all font-semibold">{loaderData.email}</span> }}
              />
            ) : (
              t("accounts.reset.setIntro")
            )}
          </p>
        ) : (
          t("accounts.reset.newIntro")
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
          hint={t("accounts.fields.passwordHint", { min: loaderData.minPassword })}
          error={failed?.errors.password}
        />
        <Field name="confirmPassword" type="password" label={labels.confirmPassword} required autoComplete="new-password" error={failed?.errors.confirmPassword} />
        <SubmitButton pendingText={t("accounts.saving")} className="w-full">{t("accounts.reset.button")}</SubmitButton>
      </EnhancedForm>
    </AccountLayout>
  );
}
