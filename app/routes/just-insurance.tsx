import { Camera, FileText, PiggyBank } from "lucide-react";
import type { Route } from "./+types/just-insurance";
import { ButtonLink } from "../components/ButtonLink.tsx";
import { ContactBlock } from "../components/ContactBlock.tsx";
import { FaqList } from "../components/FaqList.tsx";
import { EnhancedForm, ErrorSummary, Field, Honeypot, SelectField, SubmitButton, TextareaField, valueOf } from "../components/forms.tsx";
import { FormSection, PrivacyNote, SuccessPanel } from "../components/FormLayout.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Section } from "../components/Section.tsx";
import { useAgency } from "../components/use-site.ts";
import { marketingFigures } from "../config/agency.ts";
import { payPerMile } from "../content/pay-per-mile.ts";
import { monthlyMilesOptions, payPerMileLabels, vehicleYearRange } from "../lib/schemas/pay-per-mile-quote-fields.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { BenefitList } from "../components/BenefitList.tsx";
import { StepList } from "../components/StepList.tsx";
import { retryAfterHeaders } from "../server/http/retry-after.ts";
import { submitLeadForm } from "../server/forms/lead-form.ts";
import { payPerMileForm } from "../server/leads/lead-form-definitions.ts";
import { sharePublicPage } from "../server/public-pages/public-page.ts";
import { startOfNextLasVegasDay } from "../lib/las-vegas-time.ts";
import { ContactFields, MailingAddressFields } from "../components/PersonFields.tsx";
import type { RouteHandle } from "../root.tsx";

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

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Pay-Per-Mile Auto Insurance Quote",
    description: `Drive less, pay less: pay-per-mile car insurance from ${marketingFigures.payPerMile.monthlyFrom} a month plus mileage. Save up to ${marketingFigures.payPerMile.maxSavingsPercent}% if you drive under ${marketingFigures.payPerMile.milesPerYearUnder} miles a year.`,
    path: "/just-insurance",
    faqs: payPerMile.faqs,
  });

export default function JustInsurancePage({ loaderData, actionData }: Route.ComponentProps) {
  const agency = useAgency();
  if (loaderData.success) {
    return (
      <SuccessPanel
        heading="Thank You!"
        message="We received your pay-per-mile quote request. You will typically hear from us within 24 hours."
        actions={[
          { label: "Back to Pay-Per-Mile", href: "/just-insurance" },
          { label: "Return to Home", href: "/" },
        ]}
      />
    );
  }
  const values = actionData?.values;
  const errors = actionData?.errors;
  const ppm = marketingFigures.payPerMile;

  return (
    <>
      <PageHero
        eyebrow="Pay-Per-Mile Auto Insurance"
        heading="Drive less? Pay less."
        intro={`From ${ppm.monthlyFrom} per month plus mileage. Drivers under ${ppm.milesPerYearUnder} miles a year can save up to ${ppm.maxSavingsPercent}%. Rates vary by driver, vehicle and state.`}
      >
        <ButtonLink href="#quote-form">Get a Pay-Per-Mile Quote</ButtonLink>
      </PageHero>
      {/* The three steps lead to the form; the longer case for pay-per-mile follows it, so a phone reaches the form sooner. */}
      <Section tone="tint" heading="How it works">
        <StepList steps={payPerMile.steps} icons={stepIcons} />
      </Section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <h2 id="quote-form" className="mb-6 text-2xl font-bold text-navy-900">Get your pay-per-mile quote</h2>
          <EnhancedForm className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ErrorSummary errors={errors} labels={payPerMileLabels} formError={actionData?.formError} />
            <Honeypot />
            <FormSection legend="Your details">
              <ContactFields values={values} errors={errors} />
              <MailingAddressFields values={values} errors={errors} />
              <Field name="currentInsurance" label="Current insurance provider" autoComplete="off" defaultValue={valueOf(values, "currentInsurance")} error={errors?.currentInsurance} />
            </FormSection>
            <FormSection legend="Your driving and vehicle">
              <SelectField name="averageMonthlyMiles" label="Average monthly miles" required options={monthlyMilesOptions} defaultValue={valueOf(values, "averageMonthlyMiles")} error={errors?.averageMonthlyMiles} />
              <Field name="vehicleYear" label="Vehicle year" required inputMode="numeric" hint={`For example: ${loaderData.years.max - 5}`} defaultValue={valueOf(values, "vehicleYear")} error={errors?.vehicleYear} />
              <Field name="vehicleMake" label="Vehicle make" required hint="For example: Toyota" autoComplete="off" defaultValue={valueOf(values, "vehicleMake")} error={errors?.vehicleMake} />
              <Field name="vehicleModel" label="Vehicle model" required hint="For example: Camry" autoComplete="off" defaultValue={valueOf(values, "vehicleModel")} error={errors?.vehicleModel} />
              <TextareaField name="comments" label="Comments" className="sm:col-span-2" maxLength={5000} defaultValue={valueOf(values, "comments")} error={errors?.comments} />
            </FormSection>
            <div className="space-y-4 border-t border-slate-200 pt-6">
              <PrivacyNote form="pay-per-mile" values={values} />
              <SubmitButton>Get My Pay-Per-Mile Quote</SubmitButton>
            </div>
          </EnhancedForm>
        </div>
        <aside aria-label="Questions about pay-per-mile" className="space-y-6">
          <ContactBlock heading="Questions?" text="Talk to an agent about whether pay-per-mile fits the way you drive." email={agency.emails.leads} />
        </aside>
      </div>

      <Section tone="tint" heading="Why pay-per-mile?" intro={payPerMile.intro}>
        <BenefitList items={payPerMile.benefits} />
      </Section>

      <Section heading="Frequently Asked Questions">
        <FaqList faqs={payPerMile.faqs} />
      </Section>
    </>
  );
}
