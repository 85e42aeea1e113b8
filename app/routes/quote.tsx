import { Clock, Phone, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/quote";
import { ChoiceGroup, EnhancedForm, ErrorSummary, Field, Honeypot, SelectField, SubmitButton, TextareaField, listOf, valueOf } from "../components/forms.tsx";
import { FormSection, PrivacyNote, RedirectCountdown, SuccessPanel } from "../components/FormLayout.tsx";
import { PageHero } from "../components/PageHero.tsx";
import type { RouteHandle } from "../root.tsx";
import { useAgency } from "../components/use-site.ts";
import { budgetOptions, businessSizeOptions, businessYearsOptions, contactPreferenceOptions, firstTimeOption, homeOwnershipOptions, insuranceTypeOptions, quoteRequestLabels, satisfactionOptions, timelineOptions, vehicleCountOptions, yesNoOptions } from "../lib/schemas/quote-request-fields.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { retryAfterHeaders } from "../server/http/retry-after.ts";
import { submitLeadForm } from "../server/forms/lead-form.ts";
import { quoteForm } from "../server/leads/lead-form-definitions.ts";
import { sharePublicPage } from "../server/public-pages/public-page.ts";

/** No React bundle: the form script adds the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form"] };

const REDIRECT_SECONDS = 5;

export function loader({ url, context }: Route.LoaderArgs) {
  sharePublicPage(context, { params: ["success"] });
  return { success: url.searchParams.get("success") === "true" };
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export const action = (args: Route.ActionArgs) => submitLeadForm(quoteForm, args);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Get a Free Insurance Quote",
    description:
      "Request a free auto, home, business or life insurance quote from an independent Las Vegas agency. We compare several insurers and reply within 24 hours.",
    path: "/quote",
  });

function QuoteSuccess() {
  return (
    <SuccessPanel
      heading="Thank you! Your quote request is on its way."
      message="A licensed agent will review your request and get back to you within 24 hours with options from several insurers."
      actions={[{ label: "Return to Home", href: "/" }]}
    >
      <RedirectCountdown to="/" seconds={REDIRECT_SECONDS} destination="the home page" />
    </SuccessPanel>
  );
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const agency = useAgency();
  if (loaderData.success) return <QuoteSuccess />;
  const values = actionData?.values;
  const errors = actionData?.errors;

  // Fields that apply only to some answers carry a `quote-if-…` class: app.css shows them by
  // the answers (with or without JavaScript); the server drops what does not apply.
  return (
    <>
      <PageHero
        eyebrow="Free Quote"
        heading="Get Your Free Insurance Quote"
        intro="Tell us a little about what you need. A licensed agent compares several insurers for you and replies within 24 hours. No obligation."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <EnhancedForm className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ErrorSummary errors={errors} labels={quoteRequestLabels} formError={actionData?.formError} />
            <Honeypot />
            <FormSection legend="About you">
              <Field name="first_name" label="First name" required autoComplete="given-name" defaultValue={valueOf(values, "first_name")} error={errors?.first_name} />
              <Field name="last_name" label="Last name" required autoComplete="family-name" defaultValue={valueOf(values, "last_name")} error={errors?.last_name} />
              <Field name="email" type="email" label="Email" required autoComplete="email" defaultValue={valueOf(values, "email")} error={errors?.email} />
              <Field name="phone" type="tel" label="Phone" required autoComplete="tel" hint="10 digits, e.g. (702) 555-0100" defaultValue={valueOf(values, "phone")} error={errors?.phone} />
              <Field name="zip_code" label="ZIP code" required autoComplete="postal-code" inputMode="numeric" defaultValue={valueOf(values, "zip_code")} error={errors?.zip_code} />
              <ChoiceGroup
                type="radio"
                name="contact_preference"
                legend="Preferred contact method"
                required
                columns={1}
                options={contactPreferenceOptions}
                defaultValue={valueOf(values, "contact_preference") ?? "phone"}
                error={errors?.contact_preference}
              />
            </FormSection>

            <FormSection legend="What would you like to insure?">
              <ChoiceGroup
                type="checkbox"
                name="insurance_types"
                legend="Insurance types"
                hint="Choose at least one. Choose again to remove it."
                required
                columns={4}
                options={insuranceTypeOptions}
                defaultValue={listOf(values, "insurance_types")}
                error={errors?.insurance_types}
                className="sm:col-span-2"
              />
            </FormSection>

            <FormSection legend="Your current insurance">
              <ChoiceGroup
                type="radio"
                name="current_insurance"
                legend="Do you currently have insurance?"
                required
                options={yesNoOptions}
                defaultValue={valueOf(values, "current_insurance")}
                error={errors?.current_insurance}
                className="sm:col-span-2"
              />
              <Field
                name="current_provider"
                label="Current insurance provider"
                className="quote-if-insured"
                defaultValue={valueOf(values, "current_provider")}
                error={errors?.current_provider}
              />
              <SelectField
                name="satisfaction_level"
                label="How satisfied are you with your current insurance?"
                required
                className="quote-if-insured"
                options={satisfactionOptions}
                defaultValue={valueOf(values, "satisfaction_level")}
                error={errors?.satisfaction_level}
              />
              <p className="quote-if-uninsured rounded-md bg-navy-50 px-4 py-3 text-slate-800 sm:col-span-2">
                No current insurance: we will note that you are {firstTimeOption.label.toLowerCase()}.
              </p>
            </FormSection>

            <FormSection legend="Home and vehicles">
              <SelectField name="home_ownership" label="Do you own or rent your home?" required options={homeOwnershipOptions} defaultValue={valueOf(values, "home_ownership")} error={errors?.home_ownership} />
              <SelectField name="vehicle_count" label="How many vehicles do you have?" required options={vehicleCountOptions} defaultValue={valueOf(values, "vehicle_count")} error={errors?.vehicle_count} />
            </FormSection>

            <FormSection legend="Business details" className="quote-if-business">
              <Field name="business_type" label="Type of business" hint="For example: restaurant, contractor, retail store" defaultValue={valueOf(values, "business_type")} error={errors?.business_type} />
              <SelectField name="business_size" label="Number of employees" options={businessSizeOptions} defaultValue={valueOf(values, "business_size")} error={errors?.business_size} />
              <SelectField name="business_years" label="Years in business" options={businessYearsOptions} defaultValue={valueOf(values, "business_years")} error={errors?.business_years} />
            </FormSection>

            <FormSection legend="Budget and timing">
              <SelectField name="budget_range" label="Monthly budget" required options={budgetOptions} defaultValue={valueOf(values, "budget_range")} error={errors?.budget_range} />
              <SelectField name="timeline" label="When do you need coverage?" required options={timelineOptions} defaultValue={valueOf(values, "timeline")} error={errors?.timeline} />
              <TextareaField name="additional_info" label="Anything else we should know?" className="sm:col-span-2" maxLength={5000} defaultValue={valueOf(values, "additional_info")} error={errors?.additional_info} />
            </FormSection>

            <div className="space-y-4 border-t border-slate-200 pt-6">
              <PrivacyNote form="quote" values={values} />
              <SubmitButton requiresChecked="insurance_types" requiresHint="Choose at least one insurance type to continue.">
                Get My Free Quote
              </SubmitButton>
            </div>
          </EnhancedForm>
        </div>

        <aside aria-label="What happens next" className="space-y-6">
          <div className="rounded-xl bg-navy-50 p-6">
            <h2 className="text-lg font-semibold text-navy-900">What happens next</h2>
            <ol className="mt-4 space-y-4 text-slate-700">
              <li className="flex gap-3"><Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />A licensed agent reviews your request within 24 hours.</li>
              <li className="flex gap-3"><ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />We compare coverage and prices from several insurers.</li>
              <li className="flex gap-3"><Phone aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />We contact you the way you prefer and walk you through the options.</li>
            </ol>
          </div>
          <div className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-lg font-semibold text-navy-900">Prefer to talk?</h2>
            <p className="mt-2 text-slate-700">
              Call <a href={`tel:${agency.phone.dial}`} className="font-semibold text-navy-800 underline">{agency.phone.display}</a>. Already insured? Ask for a{" "}
              <Link to="/coverage-review" className="font-medium text-navy-800 underline">free coverage review</Link>.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
