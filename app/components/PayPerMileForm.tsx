/** The pay-per-mile quote form on /just-insurance (and /es/just-insurance): who is asking, where they live, how far they drive and in what. */
import { ContactFields, MailingAddressFields } from "./PersonFields.tsx";
import type { FormFailure } from "../lib/form-data.ts";
import { monthlyMilesOptionsIn, payPerMileLabelsIn } from "../lib/schemas/pay-per-mile-quote-fields.ts";
import { FormSection, PrivacyNote } from "./FormLayout.tsx";
import { EnhancedForm, ErrorSummary, Field, Honeypot, SelectField, SubmitButton, TextareaField, valueOf } from "./forms.tsx";
import { useLocale, useT } from "./use-site.ts";

export function PayPerMileForm({ failure, years }: { failure?: FormFailure; years: { min: number; max: number } }) {
  const t = useT();
  const locale = useLocale();
  const values = failure?.values;
  const errors = failure?.errors;
  const labels = payPerMileLabelsIn(locale);
  return (
    <EnhancedForm className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ErrorSummary errors={errors} labels={labels} formError={failure?.formError} />
      <Honeypot />
      <FormSection legend={t("payPerMile.detailsLegend")}>
        <ContactFields values={values} errors={errors} labels={labels} />
        <MailingAddressFields values={values} errors={errors} labels={labels} />
        <Field name="currentInsurance" label={labels.currentInsurance} autoComplete="off" defaultValue={valueOf(values, "currentInsurance")} error={errors?.currentInsurance} />
      </FormSection>
      <FormSection legend={t("payPerMile.drivingLegend")}>
        <SelectField
          name="averageMonthlyMiles"
          label={labels.averageMonthlyMiles}
          required
          options={monthlyMilesOptionsIn(locale)}
          defaultValue={valueOf(values, "averageMonthlyMiles")}
          error={errors?.averageMonthlyMiles}
        />
        <Field name="vehicleYear" label={labels.vehicleYear} required inputMode="numeric" hint={t("payPerMile.yearHint", { year: years.max - 5 })} defaultValue={valueOf(values, "vehicleYear")} error={errors?.vehicleYear} />
        <Field name="vehicleMake" label={labels.vehicleMake} required hint={t("payPerMile.makeHint")} autoComplete="off" defaultValue={valueOf(values, "vehicleMake")} error={errors?.vehicleMake} />
        <Field name="vehicleModel" label={labels.vehicleModel} required hint={t("payPerMile.modelHint")} autoComplete="off" defaultValue={valueOf(values, "vehicleModel")} error={errors?.vehicleModel} />
        <TextareaField name="comments" label={labels.comments} className="sm:col-span-2" maxLength={5000} defaultValue={valueOf(values, "comments")} error={errors?.comments} />
      </FormSection>
      <div className="space-y-4 border-t border-slate-200 pt-6">
        <PrivacyNote form="pay-per-mile" values={values} />
        <SubmitButton>{t("payPerMile.submit")}</SubmitButton>
      </div>
    </EnhancedForm>
  );
}
