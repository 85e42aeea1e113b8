/** The privacy request form on /privacy/request: who is asking (name, the email we answer), and what they want. */
import type { FormFailure } from "../lib/form-data.ts";
import { privacyRequestKinds } from "../lib/privacy-requests.ts";
import { privacyRequestLabels } from "../lib/schemas/privacy-request-fields.ts";
import { FormSection } from "./FormLayout.tsx";
import { ChoiceGroup, EnhancedForm, ErrorSummary, Field, Honeypot, SubmitButton, TextareaField, valueOf } from "./forms.tsx";

const kindOptions = privacyRequestKinds.map((kind) => ({ value: kind.value, label: kind.label }));

export function PrivacyRequestForm({ failure }: { failure?: FormFailure }) {
  const values = failure?.values;
  const errors = failure?.errors;
  const labels = privacyRequestLabels;
  return (
    <EnhancedForm className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ErrorSummary errors={errors} labels={labels} formError={failure?.formError} />
      <Honeypot />
      <FormSection legend="Who you are" description="The name and email address you gave us before, so we can find your information. We answer by email.">
        <Field name="firstName" label={labels.firstName} required autoComplete="given-name" defaultValue={valueOf(values, "firstName")} error={errors?.firstName} />
        <Field name="lastName" label={labels.lastName} required autoComplete="family-name" defaultValue={valueOf(values, "lastName")} error={errors?.lastName} />
        <Field name="email" type="email" label={labels.email} required autoComplete="email" className="sm:col-span-2" defaultValue={valueOf(values, "email")} error={errors?.email} />
      </FormSection>
      <FormSection legend="Your request">
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
          hint="For example another email address or phone number you used, or what should be corrected. Please leave out Social Security and card numbers."
          className="sm:col-span-2"
          defaultValue={valueOf(values, "details")}
          error={errors?.details}
        />
      </FormSection>
      <div className="space-y-4 border-t border-slate-200 pt-6">
        <p className="text-sm text-slate-700">We use what you give here only to answer this request, and keep the request and our answer for two years after we answer it, as proof that we did.</p>
        <SubmitButton>Send Request</SubmitButton>
      </div>
    </EnhancedForm>
  );
}
