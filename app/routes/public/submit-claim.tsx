import { CheckCircle2, Clock, FileText, Mail, Phone } from "lucide-react";
import type { Route } from "./+types/submit-claim";
import { ClaimForm } from "../../components/ClaimForm.tsx";
import { SuccessPanel } from "../../components/FormLayout.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { Section } from "../../components/Section.tsx";
import { StepList } from "../../components/StepList.tsx";
import { useAgency, useT } from "../../components/use-site.ts";
import { contentFor } from "../../content/localized.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { todayInLasVegas } from "../../lib/schemas/claim-fields.ts";
import { startOfNextLasVegasDay } from "../../lib/las-vegas-time.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { CLAIM_NUMBER_PATTERN } from "../../server/leads/claim-number.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";
import { submitLeadForm } from "../../http/lead-form-action.ts";
import { claimForm, claimFormFiledBy } from "../../server/leads/lead-form-definitions.ts";
import { getCurrentUser } from "../../http/session.ts";
import { fileLimitsOf, megabytes } from "../../server/forms/file-limits.ts";
import { servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import type { RouteHandle } from "../../root.tsx";

/** No React bundle: the form script and the file picker add the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form", "file-picker"] };

export function loader({ url, context }: Route.LoaderArgs) {
  const claimNumber = url.searchParams.get("claim");
  const files = fileLimitsOf(claimForm, servicesOf(context).env.MAX_REQUEST_MB);
  // The form's latest date of loss is today: the page is rendered again when the Las Vegas day ends.
  // A confirmation with a claim number is one visitor's: it is rendered for them. "claim" is among the
  // page's parameters so that an address with one never matches the kept copy of one without.
  if (!claimNumber) sharePublicPage(context, { params: ["success", "claim"], until: startOfNextLasVegasDay(new Date()) });
  const { claimsIntro, claimProcess, whatToHaveReady, claimNextSteps } = contentFor(localeOfPath(url.pathname));
  return {
    success: url.searchParams.get("success") === "true",
    claimNumber: claimNumber && CLAIM_NUMBER_PATTERN.test(claimNumber) ? claimNumber : null,
    today: todayInLasVegas(),
    files,
    maxFileSize: megabytes(files.maxFileBytes),
    content: { claimsIntro, claimProcess, whatToHaveReady, claimNextSteps },
  };
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

/** A claim sent while signed in to a customer account is that account's (docs/product.md#the-customers-side). */
export async function action(args: Route.ActionArgs) {
  const user = await getCurrentUser(args.context);
  return submitLeadForm(claimFormFiledBy(user?.role === "customer" ? user.id : null), args);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("claim.title"), description: t("claim.description"), path: "/submit-claim" });
};

function ClaimConfirmation({ claimNumber, nextSteps }: { claimNumber: string | null; nextSteps: string[] }) {
  const t = useT();
  return (
    <SuccessPanel
      heading={t("claim.confirmation.heading")}
      message={t("claim.confirmation.message")}
      actions={[
        { label: t("claim.confirmation.another"), href: "/submit-claim" },
        { label: t("errors.toHome"), href: "/" },
      ]}
    >
      {claimNumber ? (
        <p className="mt-5 rounded-lg bg-navy-50 p-4 text-lg text-navy-900">
          {t("claim.confirmation.number")} <strong className="font-mono tracking-wide whitespace-nowrap">{claimNumber}</strong>
          <span className="mt-1 block text-sm text-slate-700">{t("claim.confirmation.keep")}</span>
        </p>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold text-navy-900">{t("claim.confirmation.nextHeading")}</h2>
      <ul className="mt-3 space-y-2 text-slate-700">
        {nextSteps.map((step) => (
          <li key={step} className="flex gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
            {step}
          </li>
        ))}
      </ul>
    </SuccessPanel>
  );
}

export default function SubmitClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const agency = useAgency();
  const t = useT();
  const { content } = loaderData;
  if (loaderData.success) return <ClaimConfirmation claimNumber={loaderData.claimNumber} nextSteps={content.claimNextSteps} />;
  const infoCards = [
    { icon: Phone, title: t("claim.hotlineTitle"), text: t("claim.hotlineText"), link: { href: `tel:${agency.claimsPhone.dial}`, label: agency.claimsPhone.display } },
    { icon: Mail, title: t("claim.emailTitle"), text: t("claim.emailText"), link: { href: `mailto:${agency.emails.claims}`, label: agency.emails.claims } },
    { icon: FileText, title: t("claim.onlineTitle"), text: t("claim.onlineText"), link: { href: "#claim-form", label: t("claim.onlineLink") } },
  ];

  return (
    <>
      <PageHero eyebrow={t("claim.eyebrow")} heading={t("claim.heading")} intro={content.claimsIntro} />

      <Section heading={t("claim.reachHeading")}>
        <ul className="grid gap-5 md:grid-cols-3">
          {infoCards.map((card) => (
            <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <card.icon aria-hidden="true" className="h-8 w-8 text-navy-700" />
              <h3 className="mt-3 text-lg font-semibold text-navy-900">{card.title}</h3>
              <p className="mt-1 text-slate-700">{card.text}</p>
              <a href={card.link.href} className="mt-3 inline-block break-all font-semibold text-navy-800 underline">{card.link.label}</a>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="tint" heading={t("claim.processHeading")}>
        <StepList steps={content.claimProcess} columns={4} />
      </Section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        {/* Before the form in the page (a phone shows it first); beside it on a wide screen. */}
        <aside aria-label={t("claim.readyLabel")} className="space-y-6 lg:order-last">
          <div className="rounded-xl bg-navy-50 p-6">
            <h2 className="text-lg font-semibold text-navy-900">{t("claim.readyHeading")}</h2>
            <ul className="mt-4 space-y-3 text-slate-700">
              {content.whatToHaveReady.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border border-slate-200 p-6">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
              <Clock aria-hidden="true" className="h-5 w-5" /> {t("claim.emergencyHeading")}
            </h2>
            <p className="mt-2 text-slate-700">
              {t("claim.emergencyText")}{" "}
              <a href={`tel:${agency.claimsPhone.dial}`} className="font-semibold text-navy-800 underline">{agency.claimsPhone.display}</a>.
            </p>
          </div>
        </aside>
        <div className="lg:col-span-2">
          <h2 id="claim-form" className="mb-6 text-2xl font-bold text-navy-900">{t("claim.formHeading")}</h2>
          <ClaimForm failure={actionData} today={loaderData.today} files={loaderData.files} maxFileSize={loaderData.maxFileSize} />
        </div>
      </div>
    </>
  );
}
