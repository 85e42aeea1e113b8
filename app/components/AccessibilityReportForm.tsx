/** "Report a barrier" on /accessibility (and /es/accessibility): who is writing, how to answer them, and what got in the way. */
import type { FormFailure } from "../lib/form-data.ts";
import { accessibilityReportLabelsIn } from "../lib/schemas/accessibility-report-fields.ts";
import { FormSection, PrivacyNote } from "./FormLayout.tsx";
import { EnhancedForm, ErrorSummary, Field, Honeypot, SubmitButton, TextareaField, valueOf } from "./forms.tsx";
import { useLocale, useT } from "./use-site.ts";

export function AccessibilityReportForm({ failure }: { failure?: FormFailure }) {
  const t = useT();
  const values = failure?.values;
  const errors = failure?.errors;
  const labels = accessibilityReportLabelsIn(useLocale());
  return (
    <EnhancedForm className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ErrorSummary errors={errors} labels={labels} formError={failure?.formError} />
      <Honeypot />
      <FormSection legend={t("accessibilityReport.barrierLegend")}>
        <Field name="page" label={labels.page} hint={t("accessibilityReport.hints.page")} className="sm:col-span-2" defaultValue={valueOf(values, "page")} error={errors?.page} />
        <TextareaField name="problem" label={labels.problem} required rows={5} maxLength={5000} hint={t("accessibilityReport.hints.problem")} className="sm:col-span-2" defaultValue={valueOf(values, "problem")} error={errors?.problem} />
        <Field name="technology" label={labels.technology} hint={t("accessibilityReport.hints.technology")} className="sm:col-span-2" defaultValue={valueOf(values, "technology")} error={errors?.technology} />
      </FormSection>
      <FormSection legend={t("accessibilityReport.answerLegend")} description={t("accessibilityReport.answerDescription")}>
        <Field name="firstName" label={labels.firstName} required autoComplete="given-name" defaultValue={valueOf(values, "firstName")} error={errors?.firstName} />
        <Field name="lastName" label={labels.lastName} required autoComplete="family-name" defaultValue={valueOf(values, "lastName")} error={errors?.lastName} />
        <Field name="email" type="email" label={labels.email} autoComplete="email" hint={t("accessibilityReport.hints.email")} defaultValue={valueOf(values, "email")} error={errors?.email} />
        <Field name="phone" type="tel" label={labels.phone} autoComplete="tel" hint={t("accessibilityReport.hints.phone")} defaultValue={valueOf(values, "phone")} error={errors?.phone} />
      </FormSection>
      <div className="space-y-4 border-t border-slate-200 pt-6">
        <PrivacyNote form="accessibility" values={values} />
        <SubmitButton>{t("accessibilityReport.submit")}</SubmitButton>
      </div>
    </EnhancedForm>
  );
}
