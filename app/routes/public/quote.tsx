import { Clock, Phone, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/quote";
import { ChoiceGroup, EnhancedForm, ErrorSummary, Field, Honeypot, SelectField, SubmitButton, TextareaField, listOf, valueOf } from "../../components/forms.tsx";
import { BookCallBox } from "../../components/booking/BookCallBox.tsx";
import { FormSection, PrivacyNote, RedirectCountdown, SuccessPanel } from "../../components/FormLayout.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import type { RouteHandle } from "../../root.tsx";
import { useAgency, useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { catalogueOf, translatorFor } from "../../lib/i18n/i18n.ts";
import { quoteOptionsIn, quoteRequestLabelsIn } from "../../lib/schemas/quote-request-fields.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";
import { submitLeadForm } from "../../http/lead-form-action.ts";
import { quoteForm } from "../../server/leads/lead-form-definitions.ts";
import { sharePublicPage } from "../../http/public-page.ts";

/** No React bundle: the form script adds the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form"] };

const REDIRECT_SECONDS = 5;

/** The same for every visitor in each language (/quote and /es/quote are kept apart by their paths); `?success=` is the confirmation. */
export function loader({ url, context }: Route.LoaderArgs) {
  sharePublicPage(context, { params: ["success"] });
  return { success: url.searchParams.get("success") === "true" };
}

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

export const action = (args: Route.ActionArgs) => submitLeadForm(quoteForm, args);

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("quote.title"), description: t("quote.description"), path: "/quote" });
};

function QuoteSuccess() {
  const t = useT();
  const localHref = useLocalHref();
  const countdown = catalogueOf(useLocale()).quote.success.countdown;
  return (
    <SuccessPanel heading={t("quote.success.heading")} message={t("quote.success.message")} actions={[{ label: t("quote.success.home"), href: "/" }]}>
      <BookCallBox />
      <RedirectCountdown to={localHref("/")} seconds={REDIRECT_SECONDS} words={countdown} />
    </SuccessPanel>
  );
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const agency = useAgency();
  const locale = useLocale();
  const t = useT();
  const localHref = useLocalHref();
  if (loaderData.success) return <QuoteSuccess />;
  const values = actionData?.values;
  const errors = actionData?.errors;
  const options = quoteOptionsIn(locale);
  const field = catalogueOf(locale).quote.fields;

  // Fields that apply only to some answers carry a `quote-if-…` class: app.css shows them by
  // the answers (with or without JavaScript); the server drops what does not apply.
  return (
    <>
      <PageHero eyebrow={t("quote.eyebrow")} heading={t("quote.heading")} intro={t("quote.intro")} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <EnhancedForm className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ErrorSummary errors={errors} labels={quoteRequestLabelsIn(locale)} formError={actionData?.formError} />
            <Honeypot />
            <FormSection legend={t("quote.sections.aboutYou")}>
              <Field name="first_name" label={field.first_name} required autoComplete="given-name" defaultValue={valueOf(values, "first_name")} error={errors?.first_name} />
              <Field name="last_name" label={field.last_name} required autoComplete="family-name" defaultValue={valueOf(values, "last_name")} error={errors?.last_name} />
              <Field name="email" type="email" label={field.email} required autoComplete="email" defaultValue={valueOf(values, "email")} error={errors?.email} />
              <Field name="phone" type="tel" label={field.phone} required autoComplete="tel" hint={t("quote.hints.phone")} defaultValue={valueOf(values, "phone")} error={errors?.phone} />
              <Field name="zip_code" label={field.zip_code} required autoComplete="postal-code" inputMode="numeric" defaultValue={valueOf(values, "zip_code")} error={errors?.zip_code} />
              <ChoiceGroup
                type="radio"
                name="contact_preference"
                legend={field.contact_preference}
                required
                columns={1}
                options={options.contactPreference}
                defaultValue={valueOf(values, "contact_preference") ?? "phone"}
                error={errors?.contact_preference}
              />
            </FormSection>

            <FormSection legend={t("quote.sections.insure")}>
              <ChoiceGroup
                type="checkbox"
                name="insurance_types"
                legend={field.insurance_types}
                hint={t("quote.hints.insuranceTypes")}
                required
                columns={4}
                options={options.insuranceTypes}
                defaultValue={listOf(values, "insurance_types")}
                error={errors?.insurance_types}
                className="sm:col-span-2"
              />
            </FormSection>

            <FormSection legend={t("quote.sections.current")}>
              <ChoiceGroup
                type="radio"
                name="current_insurance"
                legend={field.current_insurance}
                required
                options={options.yesNo}
                defaultValue={valueOf(values, "current_insurance")}
                error={errors?.current_insurance}
                className="sm:col-span-2"
              />
              <Field
                name="current_provider"
                label={field.current_provider}
                className="quote-if-insured"
                defaultValue={valueOf(values, "current_provider")}
                error={errors?.current_provider}
              />
              <SelectField
                name="satisfaction_level"
                label={field.satisfaction_level}
                required
                className="quote-if-insured"
                options={options.satisfaction}
                defaultValue={valueOf(values, "satisfaction_level")}
                error={errors?.satisfaction_level}
              />
              <p className="quote-if-uninsured rounded-md bg-navy-50 px-4 py-3 text-slate-800 sm:col-span-2">{t("quote.uninsuredNote")}</p>
            </FormSection>

            <FormSection legend={t("quote.sections.homeAndVehicles")}>
              <SelectField name="home_ownership" label={field.home_ownership} required options={options.homeOwnership} defaultValue={valueOf(values, "home_ownership")} error={errors?.home_ownership} />
              <SelectField name="vehicle_count" label={field.vehicle_count} required options={options.vehicleCount} defaultValue={valueOf(values, "vehicle_count")} error={errors?.vehicle_count} />
            </FormSection>

            <FormSection legend={t("quote.sections.business")} className="quote-if-business">
              <Field name="business_type" label={field.business_type} hint={t("quote.hints.businessType")} defaultValue={valueOf(values, "business_type")} error={errors?.business_type} />
              <SelectField name="business_size" label={field.business_size} options={options.businessSize} defaultValue={valueOf(values, "business_size")} error={errors?.business_size} />
              <SelectField name="business_years" label={field.business_years} options={options.businessYears} defaultValue={valueOf(values, "business_years")} error={errors?.business_years} />
            </FormSection>

            <FormSection legend={t("quote.sections.budgetAndTiming")}>
              <SelectField name="budget_range" label={field.budget_range} required options={options.budget} defaultValue={valueOf(values, "budget_range")} error={errors?.budget_range} />
              <SelectField name="timeline" label={field.timeline} required options={options.timeline} defaultValue={valueOf(values, "timeline")} error={errors?.timeline} />
              <TextareaField name="additional_info" label={field.additional_info} className="sm:col-span-2" maxLength={5000} defaultValue={valueOf(values, "additional_info")} error={errors?.additional_info} />
            </FormSection>

            <div className="space-y-4 border-t border-slate-200 pt-6">
              <PrivacyNote form="quote" values={values} />
              <SubmitButton requiresChecked="insurance_types" requiresHint={t("quote.requiresType")}>
                {t("quote.submit")}
              </SubmitButton>
            </div>
          </EnhancedForm>
        </div>

        <aside aria-label={t("quote.next.heading")} className="space-y-6">
          <div className="rounded-xl bg-navy-50 p-6">
            <h2 className="text-lg font-semibold text-navy-900">{t("quote.next.heading")}</h2>
            <ol className="mt-4 space-y-4 text-slate-700">
              <li className="flex gap-3"><Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />{t("quote.next.review")}</li>
              <li className="flex gap-3"><ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />{t("quote.next.compare")}</li>
              <li className="flex gap-3"><Phone aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />{t("quote.next.contact")}</li>
            </ol>
          </div>
          <div className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-lg font-semibold text-navy-900">{t("quote.talk.heading")}</h2>
            <p className="mt-2 text-slate-700">
              {t("quote.talk.call")} <a href={`tel:${agency.phone.dial}`} className="font-semibold text-navy-800 underline">{agency.phone.display}</a>. {t("quote.talk.insured")}{" "}
              <Link to={localHref("/coverage-review")} className="font-medium text-navy-800 underline">{t("quote.talk.review")}</Link>.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
