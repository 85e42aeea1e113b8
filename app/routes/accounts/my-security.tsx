/**
 * /dashboard/security (and /es/dashboard/security for customers): where the signed-in account is
 * signed in (docs/product.md#sessions-and-security-alerts): each session's browser and device,
 * network, when it signed in and was last active, "This device" marked; "Sign out this one" and
 * "Sign out everywhere else". Every account has it, whatever its role (the team's in English: the
 * Spanish address sends staff and admins to the English page, like the dashboard). Signed out: a
 * page redirects to the sign-in screen, a post answers 403. The forms post here and come back with
 * what was done (post/redirect/get); no React bundle.
 */
import { KeyRound, LogOut, Monitor, ShieldCheck, Smartphone, Tablet } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/my-security";
import { CustomerFrame } from "../../components/CustomerFrame.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { formatDateTime } from "../../lib/format.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath, pathInLocale } from "../../lib/i18n/locale.ts";
import { deviceWords, placeWords, type DeviceKind } from "../../lib/security-words.ts";
import { applySecurityAction, listAccountSessions, noticeFromQuery, noticeQuery, type AccountSession } from "../../server/accounts/account-sessions.ts";
import { isTeamRole } from "../../server/accounts/roles.ts";
import { readAccountForm } from "../../http/account-form.ts";
import { requireSignedIn } from "../../http/signed-in-guard.ts";
import { servicesOf } from "../../http/context.ts";

export async function loader(args: Route.LoaderArgs) {
  const { user, sessionId } = await requireSignedIn(args);
  if (isTeamRole(user.role) && localeOfPath(args.url.pathname) !== "en") throw redirect("/dashboard/security");
  const sessions = await listAccountSessions(servicesOf(args.context).db, user.id, sessionId);
  return { sessions, notice: noticeFromQuery(args.url.searchParams), secondFactor: user.twoFactorEnabled };
}

export async function action(args: Route.ActionArgs) {
  const { user, sessionId } = await requireSignedIn(args);
  const form = await readAccountForm(args.request);
  if (!form) throw data("The form could not be read.", { status: 400 });
  const result = await applySecurityAction(servicesOf(args.context).db, user, sessionId, { intent: form.get("intent"), sessionId: form.get("sessionId") });
  if (!result.ok) throw data("Unknown action.", { status: result.status });
  const locale = isTeamRole(user.role) ? "en" : localeOfPath(args.url.pathname);
  return redirect(`${pathInLocale("/dashboard/security", locale)}${noticeQuery(result.notice)}`, 303);
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: translatorFor(localeOfPath(location.pathname))("security.title") },
  { name: "robots", content: "noindex" },
];

const kindIcons: Record<DeviceKind, typeof Monitor> = { computer: Monitor, phone: Smartphone, tablet: Tablet, unknown: Monitor };

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 px-4 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-400";

function Notice({ notice }: { notice: NonNullable<Route.ComponentProps["loaderData"]["notice"]> }) {
  const t = useT();
  const text =
    notice.done === "others"
      ? t("security.done.others", { count: notice.count })
      : { one: t("security.done.one"), gone: t("security.done.gone"), none: t("security.done.noOthers") }[notice.done];
  return (
    <MessageBox tone={notice.done === "gone" || notice.done === "none" ? "info" : "success"} focus className="mb-6">
      <p>{text}</p>
    </MessageBox>
  );
}

function SessionCard({ session }: { session: AccountSession }) {
  const t = useT();
  const locale = useLocale();
  const Icon = kindIcons[session.device.kind];
  const device = deviceWords(t, session.device);
  const signedIn = formatDateTime(session.createdAt, undefined, locale);
  return (
    <li className={`rounded-xl border-2 bg-white p-5 shadow-sm ${session.current ? "border-navy-800" : "border-slate-200"}`}>
      <div className="flex flex-wrap items-start gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-800">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="break-words text-lg font-semibold text-navy-900">{device}</h3>
          {session.current ? (
            <p className="mt-1 inline-flex items-center gap-1.5 rounded bg-gold-300 px-2 py-0.5 text-sm font-semibold text-navy-950">
              <ShieldCheck aria-hidden="true" className="h-4 w-4" />
              {t("security.thisDevice")}
            </p>
          ) : null}
        </div>
      </div>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-700">{t("security.place.label")}</dt>
        <dd className="font-medium text-slate-900">{placeWords(t, session.place)}</dd>
        <dt className="text-slate-700">{t("security.signedIn")}</dt>
        <dd className="font-medium text-slate-900">{signedIn}</dd>
        <dt className="text-slate-700">{t("security.lastActive")}</dt>
        <dd className="font-medium text-slate-900">{formatDateTime(session.lastActiveAt, undefined, locale)}</dd>
      </dl>
      {session.current ? null : (
        <form method="post" className="mt-4">
          <input type="hidden" name="sessionId" value={session.id} />
          <button type="submit" name="intent" value="sign-out-one" className={`${buttonBase} border-red-700 bg-white text-red-800 hover:bg-red-50`}>
            <LogOut aria-hidden="true" className="h-5 w-5" />
            {t("security.signOutOne")}
            <span className="sr-only">: {t("security.signOutOneWhich", { device, when: signedIn })}</span>
          </button>
        </form>
      )}
    </li>
  );
}

export default function SecurityPage({ loaderData }: Route.ComponentProps) {
  const { sessions, notice, secondFactor } = loaderData;
  const t = useT();
  const localHref = useLocalHref();
  const others = sessions.filter((session) => !session.current).length;
  return (
    <CustomerFrame title={t("security.title")} crumbs={[{ label: t("security.title"), href: "/dashboard/security" }]}>
      {notice ? <Notice notice={notice} /> : null}
      <p className="max-w-3xl text-slate-700">{t("security.intro")}</p>
      <section aria-labelledby="factor-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="factor-heading" className="flex items-center gap-2 text-xl font-bold text-navy-900">
          <ShieldCheck aria-hidden="true" className="h-6 w-6 text-navy-700" />
          {t("secondFactor.enrol.pageTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{secondFactor ? t("secondFactor.summary.on") : t("secondFactor.summary.off")}</p>
        <p className="mt-3">
          <Link to={localHref("/dashboard/security/two-factor")} className="font-semibold text-navy-800 underline hover:text-navy-950">
            {secondFactor ? t("secondFactor.summary.manage") : t("secondFactor.summary.setUp")}
          </Link>
        </p>
      </section>
      <section aria-labelledby="sessions-heading" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="sessions-heading" className="text-xl font-bold text-navy-900">{t("security.sessionsHeading")}</h2>
          <p className="text-sm text-slate-700">{t("security.sessionsCount", { count: sessions.length })}</p>
        </div>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {sessions.map((session) => (
            <SessionCard key={session.id} session={session} />
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">{t("security.placeNote")}</p>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          {others ? (
            <form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-slate-700">{t("security.othersHint")}</p>
              <button type="submit" name="intent" value="sign-out-others" className={`${buttonBase} border-navy-800 bg-navy-800 text-white hover:bg-navy-900`}>
                <LogOut aria-hidden="true" className="h-5 w-5" />
                {t("security.signOutOthers")}
              </button>
            </form>
          ) : (
            <p className="text-slate-700">{t("security.onlyThisOne")}</p>
          )}
        </div>
      </section>
      <p className="mt-8 flex flex-wrap items-center gap-2 text-slate-700">
        <KeyRound aria-hidden="true" className="h-5 w-5 text-navy-800" />
        {t("security.passwordHint")}{" "}
        <Link to={localHref("/forgot-password")} className="font-semibold text-navy-800 underline hover:text-navy-950">
          {t("security.choosePassword")}
        </Link>
      </p>
    </CustomerFrame>
  );
}
