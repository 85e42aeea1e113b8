import { Clock, Phone, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import type { Route } from "./+types/quote";
import { ChoiceGroup, ErrorSummary, Field, Honeypot, keepFormOnFailure, SelectField, SubmitButton, TextareaField, listOf, valueOf } from "../components/forms.tsx";
import { FormSection, PrivacyNote, SuccessPanel } from "../components/FormLayout.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { useAgency } from "../components/use-site.ts";
import { useHydrated } from "../components/use-hydrated.ts";
import { budgetOptions, businessSizeOptions, businessYearsOptions, contactPreferenceOptions, firstTimeOption, homeOwnershipOptions, insuranceTypeOptions, QUOTE_CONSENT_TEXT, quoteRequestLabels, quoteRequestLists, satisfactionOptions, timelineOptions, vehicleCountOptions, yesNoOptions } from "../lib/schemas/quote-request-fields.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { retryAfterHeaders } from "../server/http/retry-after.ts";
import { submitLeadForm } from "../server/forms/lead-form.ts";
import { quoteForm } from "../server/leads/lead-form-definitions.ts";

export const handle = { hydrate: true };

const REDIRECT_SECONDS = 5;

export function loader({ url }: Route.LoaderArgs) {
  return { success: url.searchParams.get("success") === "true" };
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export const action = (args: Route.ActionArgs) => submitLeadForm(quoteForm, args);

/** With JavaScript: a failed post (lost connection, server error) keeps the form and its values on screen. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, () => serverAction(), quoteRequestLists);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Get a Free Insurance Quote",
    description:
      "Request a free auto, home, business or life insurance quote from an independent Las Vegas agency. We compare several insurers and reply within 24 hours.",
    path: "/quote",
  });

function QuoteSuccess() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const [stayed, setStayed] = useState(false);
  useEffect(() => {
    if (stayed) return;
    if (seconds <= 0) {
      navigate("/");
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, stayed, navigate]);

  return (
    <SuccessPanel
      heading="Thank you! Your quote request is on its way."
      message="A licensed agent will review your request and get back to you within 24 hours with options from several insurers."
      actions={[{ label: "Return to Home", href: "/" }]}
    >
      {hydrated && !stayed ? (
        <p className="mt-4 text-slate-700" aria-live="polite">
          Taking you to the home page in {seconds} {seconds === 1 ? "second" : "seconds"}…{" "}
          <button type="button" onClick={() => setStayed(true)} className="font-medium text-navy-800 underline">
            Stay on this page
          </button>
        </p>
      ) : null}
    </SuccessPanel>
  );
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const agency = useAgency();
  const hydrated = useHydrated();
  const values = actionData?.values;
  const errors = actionData?.errors;
  const [types, setTypes] = useState<string[]>(() => listOf(values, "insurance_types"));
  const [insured, setInsured] = useState<string | undefined>(() => valueOf(values, "current_insurance"));

  if (loaderData.success) return <QuoteSuccess />;

  // Without JavaScript every field shows and the server applies the rules; with it, fields follow the answers.
  const showBusiness = !hydrated || types.includes("business");
  const showProvider = !hydrated || insured === "yes";
  const showSatisfaction = !hydrated || insured !== undefined;
  const satisfactionChoices = !hydrated ? [...satisfactionOptions, firstTimeOption] : insured === "no" ? [firstTimeOption] : satisfactionOptions;

  return (
    <>
      <PageHero
        eyebrow="Free Quote"
        heading="Get Your Free Insurance Quote"
        intro="Tell us a little about what you need. A licensed agent compares several insurers for you and replies within 24 hours. No obligation."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <Form method="post" noValidate className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
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
                defaultValue={types}
                error={errors?.insurance_types}
                className="sm:col-span-2"
                onChange={(e) => {
                  const { value, checked } = e.currentTarget;
                  setTypes((current) => (checked ? [...current, value] : current.filter((t) => t !== value)));
                }}
              />
            </FormSection>

            <FormSection legend="Your current insurance">
              <ChoiceGroup
                type="radio"
                name="current_insurance"
                legend="Do you currently have insurance?"
                required
                options={yesNoOptions}
                defaultValue={insured}
                error={errors?.current_insurance}
                className="sm:col-span-2"
                onChange={(e) => setInsured(e.currentTarget.value)}
              />
              {showProvider ? (
                <Field
                  name="current_provider"
                  label="Current insurance provider"
                  hint={hydrated ? undefined : "Only if you have insurance now."}
                  defaultValue={valueOf(values, "current_provider")}
                  error={errors?.current_provider}
                />
              ) : null}
              {showSatisfaction ? (
                <SelectField
                  key={insured ?? "unknown"}
                  name="satisfaction_level"
                  label="How satisfied are you with your current insurance?"
                  required
                  hint={hydrated ? undefined : "If you have no insurance now, choose “Looking for insurance for the first time”."}
                  options={satisfactionChoices}
                  placeholder={insured === "no" && hydrated ? null : "Select…"}
                  defaultValue={insured === "no" && hydrated ? firstTimeOption.value : valueOf(values, "satisfaction_level")}
                  error={errors?.satisfaction_level}
                />
              ) : null}
            </FormSection>

            <FormSection legend="Home and vehicles">
              <SelectField name="home_ownership" label="Do you own or rent your home?" required options={homeOwnershipOptions} defaultValue={valueOf(values, "home_ownership")} error={errors?.home_ownership} />
              <SelectField name="vehicle_count" label="How many vehicles do you have?" required options={vehicleCountOptions} defaultValue={valueOf(values, "vehicle_count")} error={errors?.vehicle_count} />
            </FormSection>

            {showBusiness ? (
              <FormSection legend="Business details" description={hydrated ? undefined : "Only if you chose business insurance."}>
                <Field name="business_type" label="Type of business" hint="For example: restaurant, contractor, retail store" defaultValue={valueOf(values, "business_type")} error={errors?.business_type} />
                <SelectField name="business_size" label="Number of employees" options={businessSizeOptions} defaultValue={valueOf(values, "business_size")} error={errors?.business_size} />
                <SelectField name="business_years" label="Years in business" options={businessYearsOptions} defaultValue={valueOf(values, "business_years")} error={errors?.business_years} />
              </FormSection>
            ) : null}

            <FormSection legend="Budget and timing">
              <SelectField name="budget_range" label="Monthly budget" required options={budgetOptions} defaultValue={valueOf(values, "budget_range")} error={errors?.budget_range} />
              <SelectField name="timeline" label="When do you need coverage?" required options={timelineOptions} defaultValue={valueOf(values, "timeline")} error={errors?.timeline} />
              <TextareaField name="additional_info" label="Anything else we should know?" className="sm:col-span-2" maxLength={5000} defaultValue={valueOf(values, "additional_info")} error={errors?.additional_info} />
            </FormSection>

            <div className="space-y-4 border-t border-slate-200 pt-6">
              <PrivacyNote consent={QUOTE_CONSENT_TEXT} />
              <SubmitButton disabled={hydrated && types.length === 0}>Get My Free Quote</SubmitButton>
              {hydrated && types.length === 0 ? (
                <p className="text-sm text-slate-700">Choose at least one insurance type to continue.</p>
              ) : null}
            </div>
          </Form>
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
