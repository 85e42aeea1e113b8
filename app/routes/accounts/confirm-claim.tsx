/**
 * /dashboard/claims/confirm/{token} (and its /es twin): the link in a claim's confirmation email, to follow the
 * claim from an account (docs/product.md#the-customers-side). Opening it changes nothing (mail
 * scanners open links); a signed-in customer whose verified address is the claim's confirms
 * it with the button (POST). Signed out: the sign-in screen, then back here.
 */
import { CheckCircle2, ClipboardList } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/confirm-claim";
import { CustomerFrame } from "../../components/CustomerFrame.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useAgency, useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { claimTypeIn } from "../../lib/customer-labels.ts";
import { formatDate } from "../../lib/format.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath, localeOfUrl, pathInLocale } from "../../lib/i18n/locale.ts";
import { requestInfoOf, servicesOf } from "../../http/context.ts";
import { checkClaimConfirmation, confirmClaim, type ClaimConfirmation, type ConfirmingAccount } from "../../server/customer-portal/claim-confirmation.ts";
import { requireCustomer } from "../../http/customer-guard.ts";
import { retryAfter } from "../../http/retry-after.ts";

/** The account that opened the link, as the confirmation checks it. */
async function confirmingAccount(args: Route.LoaderArgs | Route.ActionArgs): Promise<ConfirmingAccount> {
  const { user, verified } = await requireCustomer(args);
  return { userId: user.id, email: user.email, verified, clientIp: requestInfoOf(args.context).clientIp };
}

/** What the page shows, with the status that says it (a wrong link is a 404, too many a 429). */
function answer(result: ClaimConfirmation) {
  const status = result.kind === "invalid" ? 404 : result.kind === "limited" ? 429 : result.kind === "other-account" || result.kind === "unverified" ? 403 : 200;
  return data({ result }, { status, headers: result.kind === "limited" ? retryAfter(result.retryAfterSeconds) : undefined });
}

/** A refusal's Retry-After reaches the browser, whether the page or the button was refused. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const retry = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return retry ? { "Retry-After": retry } : new Headers();
};

export async function loader(args: Route.LoaderArgs) {
  const account = await confirmingAccount(args);
  return answer(await checkClaimConfirmation(servicesOf(args.context).db, args.params.token, account));
}

export async function action(args: Route.ActionArgs) {
  const account = await confirmingAccount(args);
  const result = await confirmClaim(servicesOf(args.context).db, args.params.token, account);
  // Post/redirect/get: the claim's own page (in the page's language) says it is on the account now.
  if (result.kind === "confirmed") {
    const claimPage = pathInLocale(`/dashboard/claims/${encodeURIComponent(result.claimNumber)}`, localeOfUrl(args.request.url));
    throw redirect(`${claimPage}?confirmed=1`, 303);
  }
  return answer(result);
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: translatorFor(localeOfPath(location.pathname))("customer.confirmClaim.title") },
  { name: "robots", content: "noindex" },
];

function Explanation({ result }: { result: ClaimConfirmation }) {
  const agency = useAgency();
  const t = useT();
  const phone = <a href={`tel:${agency.claimsPhone.dial}`}>{agency.claimsPhone.display}</a>;
  const call = (
    <>
      {t("customer.confirmClaim.call")} {phone}
    </>
  );
  switch (result.kind) {
    case "invalid":
      return (
        <MessageBox tone="error" title={t("customer.confirmClaim.invalidTitle")}>
          <p>
            {t("customer.confirmClaim.invalidBefore")} {call} {t("customer.confirmClaim.invalidAfter")}
          </p>
        </MessageBox>
      );
    case "limited":
      return (
        <MessageBox tone="error" title={t("customer.confirmClaim.limitedTitle")}>
          <p>
            {t("customer.confirmClaim.limitedBefore", { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) })} {call}.
          </p>
        </MessageBox>
      );
    case "unverified":
      return (
        <MessageBox tone="error" title={t("customer.confirmClaim.unverifiedTitle")}>
          <p>{t("customer.confirmClaim.unverifiedText")}</p>
        </MessageBox>
      );
    case "other-account":
      return (
        <MessageBox tone="error" title={t("customer.confirmClaim.otherTitle")}>
          <p>
            {t("customer.confirmClaim.otherText")} {t("customer.confirmClaim.callStart")} {phone}.
          </p>
        </MessageBox>
      );
    default:
      return null;
  }
}

export default function ConfirmClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = (actionData?.result ?? loaderData.result) as ClaimConfirmation;
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  return (
    <CustomerFrame title={t("customer.confirmClaim.title")} crumbs={[{ label: t("customer.claims.title"), href: "/dashboard/claims" }]}>
      <div className="max-w-2xl space-y-6">
        {result.kind === "ready" ? (
          <section aria-labelledby="claim-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="claim-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
              <ClipboardList aria-hidden="true" className="h-5 w-5" />
              {t("customer.claim.word")} <span className="font-mono">{result.claimNumber}</span>
            </h2>
            <p className="mt-1 text-slate-700">
              {claimTypeIn(locale, result.claimType)} · {t("customer.claims.submitted", { date: formatDate(result.createdAt, undefined, locale) })}
            </p>
            <p className="mt-4 text-slate-800">{t("customer.confirmClaim.addText")}</p>
            <Form method="post" className="mt-5">
              <button
                type="submit"
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-navy-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-navy-900"
              >
                <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
                {t("customer.confirmClaim.add")}
              </button>
            </Form>
          </section>
        ) : result.kind === "confirmed" ? (
          <MessageBox tone="success" title={t("customer.confirmClaim.confirmedTitle")}>
            <p>
              <Link to={localHref(`/dashboard/claims/${encodeURIComponent(result.claimNumber)}`)}>{t("customer.confirmClaim.open", { number: result.claimNumber })}</Link>
            </p>
          </MessageBox>
        ) : (
          <Explanation result={result} />
        )}
        <p>
          <Link to={localHref("/dashboard/claims")} className="font-semibold text-navy-800 underline hover:text-navy-950">
            {t("customer.confirmClaim.toClaims")}
          </Link>
        </p>
      </div>
    </CustomerFrame>
  );
}
