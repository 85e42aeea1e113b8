/** The privacy request form on /privacy/request (and /es/privacy/request): who is asking (name, the email we answer), and what they want. */
import type { FormFailure } from "../lib/form-data.ts";
import { privacyRequestKindsIn, privacyRequestLabelsIn } from "../lib/schemas/privacy-request-fields.ts";
import { FormSection } from "./FormLayout.tsx";
import { ChoiceGroup, EnhancedForm, ErrorSummary, Field, Honeypot, SubmitButton, TextareaField, valueOf } from "./forms.tsx";
import { useLocale, useT } from "./use-site.ts";

export function PrivacyRequestForm({ failure }: { failure?: FormFailure }) {
  const t = useT();
  const locale = useLocale();
  const values = failure?.values;
  const errors = failure?.errors;
  const labels = privacyRequestLabelsIn(locale);
  const kindOptions = privacyRequestKindsIn(locale).map((kind) => ({ value: kind.value, label: kind.label }));
  return (
    <EnhancedForm className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ErrorSummary errors={errors} labels={labels} formError={failure?.formError} />
      <Honeypot />
      <FormSection legend={t("privacyRequest.form.whoLegend")} description={t("privacyRequest.form.whoDescription")}>
        <Field name="firstName" label={labels.firstName} required autoComplete="given-name" defaultValue={valueOf(values, "firstName")} error={errors?.firstName} />
        <Field name="lastName" label={labels.lastName} required autoComplete="family-name" defaultValue={valueOf(values, "lastName")} error={errors?.lastName} />
        <Field name="email" type="email" label={labels.email} required autoComplete="email" className="sm:col-span-2" defaultValue={valueOf(values, "email")} error={errors?.email} />
      </FormSection>
      <FormSection legend={t("privacyRequest.form.requestLegend")}>
        <ChoiceGroup
          type="radio"
          name="kind"
          legend={labels.kind}
          required
          columns={1}
          options={kindOptions}
          className="sm:col-span-2"
          defaultValue={valueOf(values, "kind")}
          error={errors?.kind}
        />
        <TextareaField
          name="details"
          label={labels.details}
          rows={4}
          maxLength={2000}
          hint={t("privacyRequest.form.detailsHint")}
          className="sm:col-span-2"
          defaultValue={valueOf(values, "details")}
          error={errors?.details}
        />
      </FormSection>
      <div className="space-y-4 border-t border-slate-200 pt-6">
        <p className="text-sm text-slate-700">{t("privacyRequest.form.keeping")}</p>
        <SubmitButton>{t("privacyRequest.form.submit")}</SubmitButton>
      </div>
    </EnhancedForm>
  );
}
