/**
 * /dashboard/claims/confirm/{token}: the link in a claim's confirmation email, to follow the
 * claim from an account (docs/product.md#the-customers-side). Opening it changes nothing (mail
 * scanners open links); a signed-in customer whose verified address is the claim's confirms
 * it with the button (POST). Signed out: the sign-in screen, then back here.
 */
import { CheckCircle2, ClipboardList } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/confirm-claim";
import { CustomerFrame } from "../components/CustomerFrame.tsx";
import { MessageBox } from "../components/MessageBox.tsx";
import { useAgency } from "../components/use-site.ts";
import { formatDate } from "../lib/format.ts";
import { requestInfoOf, servicesOf } from "../server/context.ts";
import { checkClaimConfirmation, confirmClaim, type ClaimConfirmation, type ConfirmingAccount } from "../server/customer-portal/claim-confirmation.ts";
import { requireCustomer } from "../server/customers/customer-access.ts";
import { retryAfter } from "../server/http/retry-after.ts";

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
  // Post/redirect/get: the claim's own page says it is on the account now.
  if (result.kind === "confirmed") throw redirect(`/dashboard/claims/${encodeURIComponent(result.claimNumber)}?confirmed=1`, 303);
  return answer(result);
}

export const meta = () => [{ title: "Follow a claim from your account" }, { name: "robots", content: "noindex" }];

function Explanation({ result }: { result: ClaimConfirmation }) {
  const agency = useAgency();
  const call = (
    <>
      call our claims line at <a href={`tel:${agency.claimsPhone.dial}`}>{agency.claimsPhone.display}</a>
    </>
  );
  switch (result.kind) {
    case "invalid":
      return (
        <MessageBox tone="error" title="This link does not match a claim">
          <p>It may have been cut off in your email. Open the link from the claim email again, or {call} and mention your claim number.</p>
        </MessageBox>
      );
    case "limited":
      return (
        <MessageBox tone="error" title="Too many links tried">
          <p>For your security, please wait {Math.max(1, Math.ceil(result.retryAfterSeconds / 60))} minutes and try again, or {call}.</p>
        </MessageBox>
      );
    case "unverified":
      return (
        <MessageBox tone="error" title="Please confirm your email address first">
          <p>Open the link in the email we sent you when you created your account, then open this claim link again.</p>
        </MessageBox>
      );
    case "other-account":
      return (
        <MessageBox tone="error" title="This claim was sent with another email address">
          <p>
            Only the account with the email address the claim was filed with can follow it. Sign out, then sign in with that address (or create an
            account with it), and open the link again. Questions? {call}.
          </p>
        </MessageBox>
      );
    default:
      return null;
  }
}

export default function ConfirmClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = (actionData?.result ?? loaderData.result) as ClaimConfirmation;
  return (
    <CustomerFrame title="Follow a claim from your account" crumbs={[{ label: "My Claims", href: "/dashboard/claims" }]}>
      <div className="max-w-2xl space-y-6">
        {result.kind === "ready" ? (
          <section aria-labelledby="claim-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="claim-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
              <ClipboardList aria-hidden="true" className="h-5 w-5" />
              Claim <span className="font-mono">{result.claimNumber}</span>
            </h2>
            <p className="mt-1 text-slate-700">
              {result.claimType} · submitted {formatDate(result.createdAt)}
            </p>
            <p className="mt-4 text-slate-800">Add this claim to your account to see its status here whenever you sign in.</p>
            <Form method="post" className="mt-5">
              <button
                type="submit"
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-navy-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-navy-900"
              >
                <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
                Add this claim to my account
              </button>
            </Form>
          </section>
        ) : result.kind === "confirmed" ? (
          <MessageBox tone="success" title="This claim is on your account">
            <p>
              <Link to={`/dashboard/claims/${encodeURIComponent(result.claimNumber)}`}>Open claim {result.claimNumber}</Link>
            </p>
          </MessageBox>
        ) : (
          <Explanation result={result} />
        )}
        <p>
          <Link to="/dashboard/claims" className="font-semibold text-navy-800 underline hover:text-navy-950">Go to my claims</Link>
        </p>
      </div>
    </CustomerFrame>
  );
}
