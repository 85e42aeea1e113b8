/** "Request a callback" at the help desk: a name, a phone number, when to call and what about. */
import type { FormFailure } from "../../lib/form-data.ts";
import { CALLBACK_QUESTION_MAX } from "../../lib/schemas/callback-request-fields.ts";
import { FormSection, PrivacyNote } from "../FormLayout.tsx";
import { EnhancedForm, ErrorSummary, Field, Honeypot, SubmitButton, TextareaField, valueOf } from "../forms.tsx";
import { useLocalHref, useT } from "../use-site.ts";

export function CallbackForm({ failure, question }: { failure?: FormFailure; question: string }) {
  const t = useT();
  const localHref = useLocalHref();
  const values = failure?.values;
  const errors = failure?.errors;
  const labels = {
    firstName: t("help.callback.firstName"),
    lastName: t("help.callback.lastName"),
    phone: t("help.callback.phone"),
    bestTime: t("help.callback.bestTime"),
    question: t("help.callback.question"),
  };
  return (
    <EnhancedForm action={localHref("/help")} className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ErrorSummary errors={errors} labels={labels} formError={failure?.formError} />
      <Honeypot />
      <FormSection legend={t("help.callback.details")} description={t("help.callback.intro")}>
        <Field name="firstName" label={labels.firstName} required autoComplete="given-name" defaultValue={valueOf(values, "firstName")} error={errors?.firstName} />
        <Field name="lastName" label={labels.lastName} required autoComplete="family-name" defaultValue={valueOf(values, "lastName")} error={errors?.lastName} />
        <Field name="phone" type="tel" label={labels.phone} required autoComplete="tel" defaultValue={valueOf(values, "phone")} error={errors?.phone} />
        <Field name="bestTime" label={labels.bestTime} defaultValue={valueOf(values, "bestTime")} error={errors?.bestTime} />
        <TextareaField name="question" label={labels.question} required rows={3} maxLength={CALLBACK_QUESTION_MAX} className="sm:col-span-2" defaultValue={valueOf(values, "question") ?? question} error={errors?.question} />
      </FormSection>
      <div className="space-y-4 border-t border-slate-200 pt-6">
        <PrivacyNote form="callback" values={values} />
        <SubmitButton>{t("help.callback.submit")}</SubmitButton>
      </div>
    </EnhancedForm>
  );
}
