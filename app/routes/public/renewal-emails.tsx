/**
 * The link in a renewal reminder email (docs/product.md#renewals): /email/renewals?token=….
 * Opening it shows what it stops and a button; only the button's POST stops anything (mail
 * scanners open links). Public: the signed token is the proof (app/server/renewals/).
 */
import { BellOff, Phone } from "lucide-react";
import { data, Form } from "react-router";
import type { Route } from "./+types/renewal-emails";
import { AccountLayout } from "../../components/AccountLayout.tsx";
import { SubmitButton } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useAgency } from "../../components/use-site.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { readRenewalLink, stopRenewalEmails } from "../../server/renewals/stop-renewal-emails.ts";
import { linkSecret } from "../../server/security/signed-link.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const token = url.searchParams.get("token");
  const link = await readRenewalLink(services.db, await linkSecret(services), token);
  return { token: link.ok ? token : null, link };
}

export async function action({ context, request }: Route.ActionArgs) {
  const services = servicesOf(context);
  const formData = await readAdminForm(request, { maxParts: 4 });
  const token = formData.get("token");
  const result = await stopRenewalEmails(services.db, await linkSecret(services), typeof token === "string" ? token : null);
  if (!result.ok) return data({ stopped: false as const }, { status: 400 });
  return { stopped: true as const, already: result.already };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Renewal Reminder Emails",
    description: "Stop the renewal reminder emails we send before your policies renew.",
    path: "/email/renewals",
    noindex: true,
  });

export default function RenewalEmailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const agency = useAgency();
  const { link, token } = loaderData;
  const call = (
    <a href={`tel:${agency.phone.dial}`} className="font-semibold text-navy-800 underline hover:text-navy-950">
      {agency.phone.display}
    </a>
  );

  if (actionData?.stopped) {
    return (
      <AccountLayout heading="Renewal reminders stopped" aside={false}>
        <MessageBox tone="success" focus>
          <p>
            {actionData.already ? "Renewal reminder emails were already stopped" : "Done: we will not send you renewal reminder emails any more"}.
            Your policies, your account and other emails about your insurance are not affected.
          </p>
        </MessageBox>
        <p className="mt-6 text-slate-700">Changed your mind? Call us at {call} or ask your agent, and we will start them again.</p>
      </AccountLayout>
    );
  }

  if (!link.ok || actionData) {
    return (
      <AccountLayout heading="This link does not work" aside={false}>
        <MessageBox tone="error" focus>
          <p>This link is not valid or has expired. Links in our emails work for a year.</p>
        </MessageBox>
        <p className="mt-6 text-slate-700">To stop renewal reminders, call us at {call} or reply to one of our emails, and we will take care of it.</p>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout heading="Renewal reminder emails" aside={false}>
      {link.stopped ? (
        <MessageBox tone="info">
          <p>Renewal reminder emails are already stopped for {link.name}. There is nothing more to do.</p>
        </MessageBox>
      ) : (
        <>
          <p className="text-slate-800">
            Before each of your policies renews, we email {link.name}
            {link.maskedEmail ? <> at <span className="whitespace-nowrap font-medium">{link.maskedEmail}</span></> : null} a reminder with
            the date and your agent&apos;s contact details.
          </p>
          <h2 className="mt-6 text-lg font-semibold text-navy-900">What stopping changes</h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
            <li>You will no longer get renewal reminder emails.</li>
            <li>Your policies, your account and other emails about your insurance stay as they are.</li>
          </ul>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={token ?? ""} />
            <SubmitButton pendingText="Stopping…" className="w-full sm:w-auto">
              <BellOff aria-hidden="true" className="mr-2 h-5 w-5" />
              Stop renewal reminders
            </SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-6 flex items-start gap-2 text-slate-700">
        <Phone aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
        <span>Questions about a renewal? Call us at {call}.</span>
      </p>
    </AccountLayout>
  );
}
