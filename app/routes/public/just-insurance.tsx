import { Camera, FileText, PiggyBank } from "lucide-react";
import type { Route } from "./+types/just-insurance";
import { BenefitList } from "../../components/BenefitList.tsx";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { ContactBlock } from "../../components/ContactBlock.tsx";
import { FaqList } from "../../components/FaqList.tsx";
import { SuccessPanel } from "../../components/FormLayout.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { PayPerMileForm } from "../../components/PayPerMileForm.tsx";
import { Section } from "../../components/Section.tsx";
import { StepList } from "../../components/StepList.tsx";
import { useAgency, useLocale, useT } from "../../components/use-site.ts";
import { marketingFigures } from "../../config/agency.ts";
import { contentFor } from "../../content/localized.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { startOfNextLasVegasDay } from "../../lib/las-vegas-time.ts";
import { vehicleYearRange } from "../../lib/schemas/pay-per-mile-quote-fields.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import type { RouteHandle } from "../../root.tsx";
import { submitLeadForm } from "../../http/lead-form-action.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";
import { payPerMileForm } from "../../server/leads/lead-form-definitions.ts";
import { sharePublicPage } from "../../http/public-page.ts";

/** No React bundle: the form script adds the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form"] };

const stepIcons = [FileText, Camera, PiggyBank];

export function loader({ url, context }: Route.LoaderArgs) {
  // The vehicle-year hint follows the calendar: rendered again each day.
  sharePublicPage(context, { params: ["success"], until: startOfNextLasVegasDay(new Date()) });
  return { success: url.searchParams.get("success") === "true", years: vehicleYearRange() };
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export const action = (args: Route.ActionArgs) => submitLeadForm(payPerMileForm, args);

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const locale = site?.locale ?? "en";
  const t = translatorFor(locale);
  const ppm = marketingFigures.payPerMile;
  return pageMeta(site, {
    title: t("payPerMile.title"),
    description: t("payPerMile.description", { monthlyFrom: ppm.monthlyFrom, percent: ppm.maxSavingsPercent, miles: ppm.milesPerYearUnder }),
    path: "/just-insurance",
    faqs: contentFor(locale).payPerMile.faqs,
  });
};

export default function JustInsurancePage({ loaderData, actionData }: Route.ComponentProps) {
  const agency = useAgency();
  const t = useT();
  const payPerMile = contentFor(useLocale()).payPerMile;
  if (loaderData.success) {
    return (
      <SuccessPanel
        heading={t("payPerMile.sent.heading")}
        message={t("payPerMile.sent.message")}
        actions={[
          { label: t("payPerMile.sent.back"), href: "/just-insurance" },
          { label: t("payPerMile.sent.home"), href: "/" },
        ]}
      />
    );
  }
  const ppm = marketingFigures.payPerMile;

  return (
    <>
      <PageHero
        eyebrow={t("payPerMile.eyebrow")}
        heading={t("payPerMile.heading")}
        intro={t("payPerMile.intro", { monthlyFrom: ppm.monthlyFrom, miles: ppm.milesPerYearUnder, percent: ppm.maxSavingsPercent })}
      >
        <ButtonLink href="#quote-form">{t("payPerMile.heroButton")}</ButtonLink>
      </PageHero>
      {/* The three steps lead to the form; the longer case for pay-per-mile follows it, so a phone reaches the form sooner. */}
      <Section tone="tint" heading={t("payPerMile.howItWorks")}>
        <StepList steps={payPerMile.steps} icons={stepIcons} />
      </Section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <h2 id="quote-form" className="mb-6 text-2xl font-bold text-navy-900">{t("payPerMile.formHeading")}</h2>
          <PayPerMileForm failure={actionData} years={loaderData.years} />
        </div>
        <aside aria-label={t("payPerMile.asideLabel")} className="space-y-6">
          <ContactBlock heading={t("payPerMile.questionsHeading")} text={t("payPerMile.questionsText")} email={agency.emails.leads} />
        </aside>
      </div>

      <Section tone="tint" heading={t("payPerMile.whyHeading")} intro={payPerMile.intro}>
        <BenefitList items={payPerMile.benefits} />
      </Section>

      <Section heading={t("common.faqHeading")}>
        <FaqList faqs={payPerMile.faqs} />
      </Section>
    </>
  );
}
