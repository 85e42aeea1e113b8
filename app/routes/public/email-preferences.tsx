/**
 * The preferences page every email to a customer or lead links to (docs/product.md#opt-outs):
 * /email/preferences?token=…. It shows what is stopped for the address and the numbers we hold
 * for the same person; its buttons stop marketing and reminder emails, texts, calls, or all of
 * them, at once. No sign-in: the signed token is the proof (app/server/compliance/).
 */
import { BellOff, Phone } from "lucide-react";
import { data, Form } from "react-router";
import type { Route } from "./+types/email-preferences";
import { AccountLayout } from "../../components/AccountLayout.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useAgency } from "../../components/use-site.ts";
import { optOutChannelLabels, optOutChannels, type OptOutChannel } from "../../lib/contact-preferences.ts";
import { formatDate } from "../../lib/format.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { isPreferenceChoice, readPreferences, stopFromPreferences } from "../../server/compliance/contact-preferences.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { linkSecret } from "../../server/security/signed-link.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const token = url.searchParams.get("token");
  const view = await readPreferences(services.db, await linkSecret(services), token);
  return { token: view.ok ? token : null, view };
}

export async function action({ context, request }: Route.ActionArgs) {
  const services = servicesOf(context);
  const form = await readAdminForm(request, { maxParts: 4 });
  const token = form.get("token");
  const choice = form.get("stop");
  if (!isPreferenceChoice(choice)) return data({ ok: false as const }, { status: 400 });
  const result = await stopFromPreferences(services.db, await linkSecret(services), typeof token === "string" ? token : null, choice);
  if (!result.ok) return data({ ok: false as const }, { status: 400 });
  return { ok: true as const, channels: result.channels };
}

/** Never stored by a browser or a shared cache: the page names a person. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Email, Text and Call Preferences",
    description: "Stop marketing and reminder emails, text messages or phone calls from us.",
    path: "/email/preferences",
    noindex: true,
  });

const stopLabels: Record<OptOutChannel | "all", string> = {
  email: "Stop marketing and reminder emails",
  texts: "Stop text messages",
  calls: "Stop phone calls",
  all: "Stop everything",
};

export default function EmailPreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const agency = useAgency();
  const { view, token } = loaderData;
  const call = (
    <a href={`tel:${agency.phone.dial}`} className="font-semibold text-navy-800 underline hover:text-navy-950">
      {agency.phone.display}
    </a>
  );

  if (!view.ok || actionData?.ok === false) {
    return (
      <AccountLayout heading="This link does not work" aside={false}>
        <MessageBox tone="error" focus>
          <p>This link is not valid or has expired. The links in our emails work for two years.</p>
        </MessageBox>
        <p className="mt-6 text-slate-700">To stop our emails, texts or calls, call us at {call} or reply to one of our emails, and we will take care of it at once.</p>
      </AccountLayout>
    );
  }

  const hasPhone = view.maskedPhones.length > 0;
  const stoppable = optOutChannels.filter((c) => !view.stopped[c] && (c === "email" || hasPhone));
  return (
    <AccountLayout heading="Email, text and call preferences" aside={false}>
      {actionData?.ok ? (
        <MessageBox tone="success" focus>
          <p>
            Done: {actionData.channels.map((c) => optOutChannelLabels[c].toLowerCase()).join(", ")} stopped, starting now. We still answer what you
            ask us and send what you need about your own requests and policies.
          </p>
        </MessageBox>
      ) : null}
      <p className="mt-4 text-slate-800">
        These choices apply to <span className="whitespace-nowrap font-medium">{view.maskedEmail}</span>
        {hasPhone ? (
          <>
            {" "}and the phone {view.maskedPhones.length === 1 ? "number" : "numbers"} we have for you,{" "}
            <span className="whitespace-nowrap font-medium">{view.maskedPhones.join(", ")}</span>
          </>
        ) : null}
        .
      </p>
      <h2 className="mt-6 text-lg font-semibold text-navy-900">What we send you now</h2>
      <ul className="mt-2 space-y-2">
        {optOutChannels.map((channel) => {
          const since = view.stopped[channel];
          return (
            <li key={channel} className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-slate-200 pb-2 text-slate-800">
              <span className="font-medium">{optOutChannelLabels[channel]}</span>
              <span>
                {since ? (
                  <>Stopped since {formatDate(since)}</>
                ) : channel !== "email" && !hasPhone ? (
                  "We have no phone number for you"
                ) : (
                  "Allowed"
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {stoppable.length ? (
        <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <input type="hidden" name="token" value={token ?? ""} />
          {[...stoppable, ...(stoppable.length > 1 ? (["all"] as const) : [])].map((choice) => (
            <button
              key={choice}
              type="submit"
              name="stop"
              value={choice}
              className="inline-flex min-h-11 items-center justify-center rounded-md border-2 border-navy-800 bg-white px-4 py-2 font-semibold text-navy-900 hover:bg-navy-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
            >
              <BellOff aria-hidden="true" className="mr-2 h-5 w-5" />
              {stopLabels[choice]}
            </button>
          ))}
        </Form>
      ) : (
        <p className="mt-6 text-slate-800">Everything you can stop here is stopped.</p>
      )}
      <p className="mt-6 flex items-start gap-2 text-slate-700">
        <Phone aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
        <span>
          Emails about your own requests, claims, policies and account still come: they are what you asked us for. To start anything again, or with a
          question, call us at {call}.
        </span>
      </p>
    </AccountLayout>
  );
}
