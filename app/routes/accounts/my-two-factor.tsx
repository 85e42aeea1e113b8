import { CheckCircle2, Fingerprint, Smartphone } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/my-two-factor";
import type { RouteHandle } from "../../root.tsx";
import { AccountLayout } from "../../components/AccountLayout.tsx";
import { PasskeyButton, PasskeyStatus } from "../../components/accounts/PasskeySignIn.tsx";
import { EnhancedForm, ErrorSummary, Field, SubmitButton } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { formatDate } from "../../lib/format.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { afterSignInPath, stepUpHref } from "../../lib/sign-in-next.ts";
import { unreadableForm, type AccountFormFailure } from "../../server/accounts/account-actions.ts";
import { listPasskeys, mayAddPasskey, removePasskey, secondFactorsOf, type PasskeySummary } from "../../server/accounts/passkeys.ts";
import { recoveryCodesLeft } from "../../server/accounts/recovery-codes.ts";
import { isTeamRole } from "../../server/accounts/roles.ts";
import {
  confirmAuthenticatorSetup,
  renewRecoveryCodes,
  startAuthenticatorSetup,
  type AuthenticatorSetup,
} from "../../server/accounts/second-factor.ts";
import { accountResponseInit, readAccountForm, setCookieHeaders } from "../../http/account-form.ts";
import { requireSignedIn } from "../../http/signed-in-guard.ts";
import { servicesOf } from "../../http/context.ts";

/** Plain form posts (docs/product.md#second-factor); the team's required enrolment comes here. */
export const handle: RouteHandle = { scripts: ["form", "passkeys"] };

type Intent = "start" | "confirm" | "renew-codes" | "remove-passkey";

type TwoFactorActionData =
  | ({ ok: false; intent: Intent; setup?: AuthenticatorSetup } & AccountFormFailure)
  | { ok: true; intent: "start"; setup: AuthenticatorSetup }
  | { ok: true; intent: "confirm" | "renew-codes"; recoveryCodes: string[] }
  | { ok: true; intent: "remove-passkey" };

/** /dashboard/security/two-factor and /es/dashboard/security/two-factor. */
export async function loader(args: Route.LoaderArgs) {
  const { user, sessionId } = await requireSignedIn(args);
  const { db } = servicesOf(args.context);
  const team = isTeamRole(user.role);
  // The team works in English (as on the dashboard).
  if (team && localeOfPath(args.url.pathname) !== "en") throw redirect("/dashboard/security/two-factor");
  // Gone right after an enrolment, which replaces the session (the page then shows the recovery codes).
  const session = await db.selectFrom("session").select("created_at").where("id", "=", sessionId).executeTakeFirst();
  return {
    canAddPasskey: session ? mayAddPasskey({ user: { twoFactorEnabled: user.twoFactorEnabled }, session: { createdAt: session.created_at, secondFactorAt: user.secondFactorAt } }) : false,
    passkeys: await listPasskeys(db, user.id),
    enabled: (await secondFactorsOf(db, user.id)).authenticatorApp,
    codesLeft: await recoveryCodesLeft(db, user.id),
    required: team && !user.twoFactorEnabled,
    continueTo: afterSignInPath(null, { locale: localeOfPath(args.url.pathname), team, hasSecondFactor: true }),
  };
}

export async function action(args: Route.ActionArgs) {
  const { user } = await requireSignedIn(args);
  const { request, context, url } = args;
  const locale = localeOfPath(url.pathname);
  const formData = await readAccountForm(request);
  if (!formData) return data<TwoFactorActionData>({ ok: false, intent: "start", ...unreadableForm(locale) }, { status: 400 });
  const services = servicesOf(context);
  const account = { id: user.id, email: user.email };
  switch (formData.get("intent")) {
    case "confirm": {
      const result = await confirmAuthenticatorSetup(services, formData, request.headers, account, locale);
      if (!result.ok) return data<TwoFactorActionData>({ intent: "confirm", ...result }, accountResponseInit(result));
      // The session was replaced: its cookie goes out with the page that shows the codes.
      return data<TwoFactorActionData>({ ok: true, intent: "confirm", recoveryCodes: result.recoveryCodes }, { headers: setCookieHeaders(result.setCookies) });
    }
    case "remove-passkey": {
      const t = translatorFor(locale);
      const outcome = await removePasskey(services.db, { ...account, role: user.role }, String(formData.get("passkeyId") ?? ""));
      if (outcome === "removed") return { ok: true, intent: "remove-passkey" } satisfies TwoFactorActionData;
      const failure = { ok: false as const, intent: "remove-passkey" as const, errors: {}, values: {} };
      if (outcome === "last-factor") return data<TwoFactorActionData>({ ...failure, status: 409, formError: t("secondFactor.passkeys.lastFactor") }, { status: 409 });
      return data<TwoFactorActionData>({ ...failure, status: 404, formError: t("accounts.errors.linkInvalid") }, { status: 404 });
    }
    case "renew-codes": {
      const result = await renewRecoveryCodes(services, formData, request.headers, account, locale);
      if (!result.ok) return data<TwoFactorActionData>({ intent: "renew-codes", ...result }, accountResponseInit(result));
      return { ok: true, intent: "renew-codes", recoveryCodes: result.recoveryCodes } satisfies TwoFactorActionData;
    }
    default: {
      const result = await startAuthenticatorSetup(services, formData, request.headers, locale);
      if (!result.ok) return data<TwoFactorActionData>({ intent: "start", ...result }, accountResponseInit(result));
      return { ok: true, intent: "start", setup: result.setup } satisfies TwoFactorActionData;
    }
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname));
  return [{ title: t("secondFactor.enrol.pageTitle") }, { name: "robots", content: "noindex" }];
};

const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";
const stepHeading = "text-lg font-semibold text-navy-900";

/** The codes as a list people can copy or print, never shown again. */
function RecoveryCodes({ codes, title, continueTo }: { codes: string[]; title: string; continueTo: string }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <h2 className={stepHeading}>{title}</h2>
      <p className="text-slate-700">{t("secondFactor.enrol.codesHelp")}</p>
      <ol aria-label={t("secondFactor.enrol.codesLabel")} className="grid grid-cols-1 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-lg text-slate-900 ring-1 ring-slate-200 sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="select-all tracking-wider">{code}</li>
        ))}
      </ol>
      <p>
        <Link to={continueTo} className={linkClass}>{t("secondFactor.enrol.continue")}</Link>
      </p>
    </div>
  );
}

function CodeForm({ intent, action, button, error, setupUri }: { intent: Intent; action: string; button: string; error?: string; setupUri?: string }) {
  const t = useT();
  return (
    <EnhancedForm action={action} className="space-y-5">
      <input type="hidden" name="intent" value={intent} />
      {setupUri ? <input type="hidden" name="setupUri" value={setupUri} /> : null}
      <Field
        name="code"
        label={t("secondFactor.challenge.codeLabel")}
        hint={t("secondFactor.challenge.codeHint")}
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        error={error}
      />
      <SubmitButton pendingText={t("accounts.saving")}>{button}</SubmitButton>
    </EnhancedForm>
  );
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localHref = useLocalHref();
  const answer = actionData as TwoFactorActionData | undefined;
  const self = localHref("/dashboard/security/two-factor");
  const failed = answer && !answer.ok ? answer : undefined;

  if (answer?.ok && (answer.intent === "confirm" || answer.intent === "renew-codes")) {
    return (
      <AccountLayout heading={answer.intent === "confirm" ? t("secondFactor.enrol.doneTitle") : t("secondFactor.enrol.renewedTitle")}>
        <MessageBox tone="success" focus>
          <p className="flex items-center gap-2">
            <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0" />
            {answer.intent === "confirm" ? t("secondFactor.enrol.doneTitle") : t("secondFactor.enrol.renewedTitle")}
          </p>
        </MessageBox>
        <div className="mt-6">
          <RecoveryCodes codes={answer.recoveryCodes} title={t("secondFactor.enrol.codesTitle")} continueTo={answer.intent === "confirm" ? loaderData.continueTo : localHref("/dashboard/security")} />
        </div>
      </AccountLayout>
    );
  }

  const setup = answer?.ok && answer.intent === "start" ? answer.setup : failed?.setup;
  const intentFailed = (intent: Intent) => (failed?.intent === intent ? failed : undefined);
  const removed = answer?.ok && answer.intent === "remove-passkey";
  return (
    <AccountLayout heading={t("secondFactor.enrol.pageTitle")} intro={loaderData.required ? t("secondFactor.enrol.requiredIntro") : t("secondFactor.enrol.offerIntro")}>
      <div className="space-y-8">
        {removed ? (
          <MessageBox tone="success" focus>
            <p>{t("secondFactor.passkeys.removed")}</p>
          </MessageBox>
        ) : null}
        <section aria-labelledby="app-heading" className="space-y-4">
          <h2 id="app-heading" className="flex items-center gap-2 text-xl font-bold text-navy-900">
            <Smartphone aria-hidden="true" className="h-6 w-6 shrink-0 text-navy-700" />
            {t("secondFactor.enrol.title")}
          </h2>
          {loaderData.enabled ? (
            <AuthenticatorOn codesLeft={loaderData.codesLeft} self={self} failed={intentFailed("renew-codes")} />
          ) : (
            <AuthenticatorSetupSteps self={self} setup={setup} failed={failed?.intent === "start" || failed?.intent === "confirm" ? failed : undefined} />
          )}
        </section>
        <Passkeys passkeys={loaderData.passkeys} self={self} failed={intentFailed("remove-passkey")} canAdd={loaderData.canAddPasskey} hasFactor={loaderData.enabled || loaderData.passkeys.length > 0} />
        <p className="border-t border-slate-200 pt-6">
          <Link to={localHref("/dashboard/security")} className={linkClass}>{t("secondFactor.enrol.securityLink")}</Link>
        </p>
      </div>
    </AccountLayout>
  );
}

type Failed = Extract<TwoFactorActionData, { ok: false }> | undefined;

function FailureMessages({ failed, labels }: { failed: Failed; labels: Record<string, string> }) {
  if (!failed) return null;
  return (
    <>
      {failed.formError ? (
        <MessageBox tone="error" focus>
          <p>{failed.formError}</p>
        </MessageBox>
      ) : null}
      <ErrorSummary errors={failed.errors} labels={labels} />
    </>
  );
}

function AuthenticatorOn({ codesLeft, self, failed }: { codesLeft: number; self: string; failed: Failed }) {
  const t = useT();
  return (
    <>
      <p className="flex items-center gap-2 font-semibold text-green-800">
        <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t("secondFactor.enrol.enabledTitle")}
      </p>
      <p className="text-slate-700">{t("secondFactor.enrol.enabledText")}</p>
      <p className="text-slate-800">{t("secondFactor.enrol.codesLeft", { count: codesLeft })}</p>
      <div className="space-y-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
        <h3 className={stepHeading}>{t("secondFactor.enrol.renewTitle")}</h3>
        <p className="text-slate-700">{t("secondFactor.enrol.renewHelp")}</p>
        <FailureMessages failed={failed} labels={{ code: t("secondFactor.challenge.codeLabel") }} />
        <CodeForm intent="renew-codes" action={self} button={t("secondFactor.enrol.renew")} error={failed?.errors?.code} />
      </div>
    </>
  );
}

function AuthenticatorSetupSteps({ self, setup, failed }: { self: string; setup?: AuthenticatorSetup; failed: Failed }) {
  const t = useT();
  return (
    <>
      <p className="text-slate-700">{t("secondFactor.enrol.apps")}</p>
      <FailureMessages failed={failed} labels={{ code: t("secondFactor.challenge.codeLabel"), password: t("secondFactor.enrol.passwordLabel") }} />
      {setup ? (
        <>
          <div className="space-y-3">
            <h3 className={stepHeading}>{t("secondFactor.enrol.scanStep")}</h3>
            <div
              role="img"
              aria-label={t("secondFactor.enrol.qrLabel")}
              className="h-48 w-48 rounded-lg bg-white p-2 ring-1 ring-slate-200 [&>svg]:h-full [&>svg]:w-full"
              // The SVG is made on the server from the otpauth address (uqr): paths only, no script.
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <p className="text-slate-700">{t("secondFactor.enrol.scanHelp")}</p>
            <p>
              <span className="text-sm text-slate-600">{t("secondFactor.enrol.keyLabel")}: </span>
              <code className="select-all break-all rounded bg-slate-100 px-2 py-1 font-mono text-base tracking-wider text-slate-900">{setup.key}</code>
            </p>
          </div>
          <div className="space-y-3 border-t border-slate-200 pt-6">
            <h3 className={stepHeading}>{t("secondFactor.enrol.codeStep")}</h3>
            <CodeForm intent="confirm" action={self} button={t("secondFactor.enrol.confirm")} error={failed?.errors?.code} setupUri={setup.uri} />
          </div>
        </>
      ) : (
        <div className="space-y-3">
          <h3 className={stepHeading}>{t("secondFactor.enrol.passwordStep")}</h3>
          <EnhancedForm action={self} className="space-y-5">
            <input type="hidden" name="intent" value="start" />
            <Field name="password" type="password" label={t("secondFactor.enrol.passwordLabel")} required autoComplete="current-password" error={failed?.errors?.password} />
            <SubmitButton pendingText={t("accounts.saving")}>{t("secondFactor.enrol.start")}</SubmitButton>
          </EnhancedForm>
        </div>
      )}
    </>
  );
}

function Passkeys({ passkeys, self, failed, canAdd, hasFactor }: { passkeys: PasskeySummary[]; self: string; failed: Failed; canAdd: boolean; hasFactor: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="passkeys-heading" className="space-y-4 border-t border-slate-200 pt-6">
      <h2 id="passkeys-heading" className="flex items-center gap-2 text-xl font-bold text-navy-900">
        <Fingerprint aria-hidden="true" className="h-6 w-6 shrink-0 text-navy-700" />
        {t("secondFactor.passkeys.title")}
      </h2>
      <p className="text-slate-700">{t("secondFactor.passkeys.intro")}</p>
      <FailureMessages failed={failed} labels={{}} />
      {passkeys.length ? (
        <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
          {passkeys.map((passkey) => {
            const name = passkey.name ?? t("secondFactor.passkeys.unnamed");
            return (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <span>
                  <span className="block font-semibold text-slate-900">{name}</span>
                  {passkey.createdAt ? (
                    <span className="text-sm text-slate-600">{t("secondFactor.passkeys.added", { date: formatDate(passkey.createdAt, undefined, locale) })}</span>
                  ) : null}
                </span>
                <EnhancedForm action={self}>
                  <input type="hidden" name="intent" value="remove-passkey" />
                  <input type="hidden" name="passkeyId" value={passkey.id} />
                  <SubmitButton pendingText={t("accounts.saving")} className="!min-h-10 !bg-white !px-4 !py-2 !text-sm !text-red-800 ring-1 ring-red-700 hover:!bg-red-50">
                    {t("secondFactor.passkeys.remove", { name })}
                  </SubmitButton>
                </EnhancedForm>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-700">{t("secondFactor.passkeys.none")}</p>
      )}
      {canAdd ? null : hasFactor ? (
        <p className="text-slate-700">
          {t("secondFactor.passkeys.confirmFirst")}{" "}
          <Link to={stepUpHref("/dashboard/security/two-factor")} className={linkClass}>{t("secondFactor.passkeys.confirmLink")}</Link>
        </p>
      ) : (
        <p className="text-slate-700">{t("secondFactor.passkeys.signInAgain")}</p>
      )}
      {canAdd ? (
        <div data-passkey hidden className="space-y-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
          <Field name="passkeyName" label={t("secondFactor.passkeys.nameLabel")} hint={t("secondFactor.passkeys.nameHint")} maxLength={60} autoComplete="off" />
          <PasskeyButton
            action="add"
            done={self}
            error={t("secondFactor.passkeys.addFailed")}
            label={t("secondFactor.passkeys.add")}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-navy-800 px-6 py-3 font-semibold text-white hover:bg-navy-900 disabled:opacity-60"
          />
          <PasskeyStatus />
        </div>
      ) : null}
      <noscript>
        <p className="text-slate-700">{t("secondFactor.passkeys.needsScript")}</p>
      </noscript>
    </section>
  );
}
