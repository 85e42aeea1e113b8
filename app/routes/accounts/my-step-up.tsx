import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/my-step-up";
import type { RouteHandle } from "../../root.tsx";
import { AccountLayout } from "../../components/AccountLayout.tsx";
import { PasskeySignIn } from "../../components/accounts/PasskeySignIn.tsx";
import { EnhancedForm, ErrorSummary, Field, SubmitButton } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useT } from "../../components/use-site.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { DEFAULT_AFTER_SIGN_IN, safeNextPath, SECOND_FACTOR_ENROL_PATH, STEP_UP_PATH } from "../../lib/sign-in-next.ts";
import { unreadableForm, type AccountFormFailure } from "../../server/accounts/account-actions.ts";
import { secondFactorsOf } from "../../server/accounts/passkeys.ts";
import { confirmStepUp } from "../../server/accounts/second-factor.ts";
import { accountResponseInit, readAccountForm } from "../../http/account-form.ts";
import { requireSignedIn } from "../../http/signed-in-guard.ts";
import { requestInfoOf, servicesOf } from "../../http/context.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";

/** Plain form posts; a passkey needs the passkeys script (docs/product.md#step-up). */
export const handle: RouteHandle = { scripts: ["form", "passkeys"] };

type StepUpActionData = { ok: false } & AccountFormFailure;

/** /dashboard/security/confirm?next=…: the second factor again, then back to the sensitive action. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireSignedIn(args);
  if (!user.twoFactorEnabled) throw redirect(SECOND_FACTOR_ENROL_PATH);
  const next = safeNextPath(args.url.searchParams.get("next"));
  const factors = await secondFactorsOf(servicesOf(args.context).db, user.id);
  return { next, hasAuthenticator: factors.authenticatorApp, hasPasskeys: factors.passkeys > 0 };
}

export const headers = retryAfterHeaders;

export async function action(args: Route.ActionArgs) {
  const { user } = await requireSignedIn(args);
  const formData = await readAccountForm(args.request);
  if (!formData) return data<StepUpActionData>({ ok: false, ...unreadableForm("en") }, { status: 400 });
  const services = servicesOf(args.context);
  const result = await confirmStepUp(services, formData, args.request.headers, requestInfoOf(args.context).clientIp, { id: user.id, email: user.email });
  if (result.ok) {
    const next = formData.get("next");
    throw redirect(safeNextPath(typeof next === "string" ? next : null) ?? DEFAULT_AFTER_SIGN_IN, 303);
  }
  return data<StepUpActionData>(result, accountResponseInit(result));
}

export const meta: Route.MetaFunction = () => [{ title: translatorFor("en")("secondFactor.stepUp.title") }, { name: "robots", content: "noindex" }];

export default function StepUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const failed = actionData as StepUpActionData | undefined;
  const back = loaderData.next ?? DEFAULT_AFTER_SIGN_IN;
  const label = t("secondFactor.challenge.codeLabel");
  const self = loaderData.next ? `${STEP_UP_PATH}?next=${encodeURIComponent(loaderData.next)}` : STEP_UP_PATH;
  return (
    <AccountLayout heading={t("secondFactor.stepUp.title")} intro={t("secondFactor.stepUp.intro")}>
      <div className="space-y-4">
        {failed?.formError ? (
          <MessageBox tone="error" focus>
            <p>{failed.formError}</p>
          </MessageBox>
        ) : null}
        <ErrorSummary errors={failed?.errors} labels={{ code: label }} />
      </div>
      {loaderData.hasAuthenticator ? (
        <EnhancedForm action={self} className="mt-6 space-y-5">
          {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
          <Field name="code" label={label} hint={t("secondFactor.challenge.codeHint")} required autoComplete="one-time-code" inputMode="numeric" spellCheck={false} autoFocus error={failed?.errors?.code} />
          <SubmitButton pendingText={t("accounts.saving")} className="w-full">{t("secondFactor.stepUp.submit")}</SubmitButton>
        </EnhancedForm>
      ) : null}
      {loaderData.hasPasskeys ? (
        <div className="mt-6">
          <PasskeySignIn done={back} />
        </div>
      ) : null}
      <p className="mt-8 border-t border-slate-200 pt-6">
        <Link to={DEFAULT_AFTER_SIGN_IN} className="font-semibold text-navy-800 underline hover:text-navy-950">{t("secondFactor.stepUp.cancel")}</Link>
      </p>
    </AccountLayout>
  );
}
