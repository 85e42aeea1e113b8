import { redirect } from "react-router";
import type { Route } from "./+types/confirm-email";
import type { RouteHandle } from "../../root.tsx";
import { AccountLayout } from "../../components/AccountLayout.tsx";
import { EnhancedForm, Field, Honeypot, SubmitButton } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useLocalHref, useT } from "../../components/use-site.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath, pathInLocale } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { describeAuthError } from "../../server/accounts/auth-messages.ts";
import { servicesOf } from "../../http/context.ts";

/** No React bundle: plain form posts, improved by the form script (docs/product.md#signing-up-confirming-signing-in). */
export const handle: RouteHandle = { scripts: ["form"] };

/**
 * The link in the confirmation email (/es/confirm-email from a Spanish one). Confirming marks the
 * address verified (and applies ADMIN_EMAILS) but does not sign in: the visitor goes on to the
 * sign-in screen in the same language.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const t = translatorFor(locale);
  const token = url.searchParams.get("token");
  if (!token) return { message: t("accounts.confirm.incomplete") };
  try {
    await servicesOf(context).auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    const problem = describeAuthError(error, locale);
    return { message: problem.kind === "link-invalid" ? t("accounts.confirm.expired") : problem.message };
  }
  throw redirect(`${pathInLocale("/login", locale)}?confirmed=1`);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("accounts.confirm.title"), description: t("accounts.confirm.description"), path: "/confirm-email", noindex: true });
};

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localHref = useLocalHref();
  return (
    <AccountLayout heading={t("accounts.confirm.heading")} aside={false}>
      <MessageBox tone="error" focus>
        <p>{loaderData.message}</p>
      </MessageBox>
      <h2 className="mt-8 text-lg font-semibold text-navy-900">{t("accounts.confirm.newLinkHeading")}</h2>
      <EnhancedForm action={localHref("/login")} className="mt-4 space-y-5">
        <input type="hidden" name="intent" value="resend" />
        <Field name="email" type="email" label={t("accounts.fields.email")} required autoComplete="email" spellCheck={false} />
        <Honeypot />
        <SubmitButton pendingText={t("accounts.sending")}>{t("accounts.confirm.button")}</SubmitButton>
      </EnhancedForm>
    </AccountLayout>
  );
}
