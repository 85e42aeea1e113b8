import { Camera, FileText, PiggyBank } from "lucide-react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/just-insurance";
import { ContactBlock } from "../components/ContactBlock.tsx";
import { FaqList } from "../components/FaqList.tsx";
import { ErrorSummary, Field, Honeypot, keepFormOnFailure, SelectField, SubmitButton, TextareaField, valueOf } from "../components/forms.tsx";
import { FormSection, PrivacyNote, SuccessPanel } from "../components/FormLayout.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Section } from "../components/Section.tsx";
import { useAgency } from "../components/use-site.ts";
import { marketingFigures } from "../config/agency.ts";
import { payPerMile } from "../content/pay-per-mile.ts";
import { isBot } from "../lib/field-schemas.ts";
import { parseForm, type FormFailure } from "../lib/form-data.ts";
import { stateOptions } from "../lib/schemas/options.ts";
import { payPerMileSchema } from "../lib/schemas/pay-per-mile-quote.ts";
import { monthlyMilesOptions, PAY_PER_MILE_CONSENT_TEXT, payPerMileLabels, vehicleYearRange } from "../lib/schemas/pay-per-mile-quote-fields.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { getDb } from "../server/db/index.ts";
import { readFormPost, refusedFormPost, storeThenRedirect, submissionContext } from "../server/leads/read-form-post.ts";
import { submitPayPerMileQuote } from "../server/leads/submit-pay-per-mile-quote.ts";
import { BenefitList } from "../components/BenefitList.tsx";
import { StepList } from "../components/StepList.tsx";
import { retryAfterHeaders } from "../server/http/retry-after.ts";

export const handle = { hydrate: true };

const MAX_BYTES = 256 * 1024;
const stepIcons = [FileText, Camera, PiggyBank];

export function loader({ url }: Route.LoaderArgs) {
  return { success: url.searchParams.get("success") === "true", years: vehicleYearRange() };
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const post = await readFormPost(request, context, { form: "pay-per-mile", maxBytes: MAX_BYTES });
  if (!post.ok) return refusedFormPost(post);
  const parsed = parseForm(payPerMileSchema, post.formData);
  if (!parsed.ok) return data<FormFailure>({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  if (isBot(parsed.data)) return redirect("/just-insurance?success=true", 303);
  return storeThenRedirect("pay-per-mile quote", parsed.values, async () => {
    await submitPayPerMileQuote(getDb(), parsed.data, PAY_PER_MILE_CONSENT_TEXT, submissionContext());
    return "/just-insurance?success=true";
  });
}

/** With JavaScript: a failed post (lost connection, server error) keeps the form and its values on screen. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, () => serverAction());

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
      />
      <Section heading="Why pay-per-mile?" intro={payPerMile.intro}>
        <BenefitList items={payPerMile.benefits} />
      </Section>
      <Section tone="tint" heading="How it works">
        <StepList steps={payPerMile.steps} icons={stepIcons} />
      </Section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <h2 id="quote-form" className="mb-6 scroll-mt-24 text-2xl font-bold text-navy-900">Get your pay-per-mile quote</h2>
          <Form method="post" noValidate className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <ErrorSummary errors={errors} labels={payPerMileLabels} formError={actionData?.formError} />
            <Honeypot />
            <FormSection legend="Your details">
              <Field name="firstName" label="First name" required autoComplete="given-name" defaultValue={valueOf(values, "firstName")} error={errors?.firstName} />
              <Field name="lastName" label="Last name" required autoComplete="family-name" defaultValue={valueOf(values, "lastName")} error={errors?.lastName} />
              <Field name="email" type="email" label="Email" required autoComplete="email" defaultValue={valueOf(values, "email")} error={errors?.email} />
              <Field name="phone" type="tel" label="Phone" required autoComplete="tel" defaultValue={valueOf(values, "phone")} error={errors?.phone} />
              <Field name="address" label="Street address" required autoComplete="address-line1" className="sm:col-span-2" defaultValue={valueOf(values, "address")} error={errors?.address} />
              <Field name="city" label="City" required autoComplete="address-level2" defaultValue={valueOf(values, "city")} error={errors?.city} />
              <SelectField name="state" label="State" required autoComplete="address-level1" options={stateOptions} placeholder={null} defaultValue={valueOf(values, "state") ?? "NV"} error={errors?.state} />
              <Field name="zipCode" label="ZIP code" required autoComplete="postal-code" inputMode="numeric" defaultValue={valueOf(values, "zipCode")} error={errors?.zipCode} />
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
              <PrivacyNote consent={PAY_PER_MILE_CONSENT_TEXT} />
              <SubmitButton>Get My Pay-Per-Mile Quote</SubmitButton>
            </div>
          </Form>
        </div>
        <aside aria-label="Questions about pay-per-mile" className="space-y-6">
          <ContactBlock heading="Questions?" text="Talk to an agent about whether pay-per-mile fits the way you drive." email={agency.emails.leads} />
        </aside>
      </div>

      <Section tone="tint" heading="Frequently Asked Questions">
        <FaqList faqs={payPerMile.faqs} />
      </Section>
    </>
  );
}
