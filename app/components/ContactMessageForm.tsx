/** "Send us a message" on /contact (and /es/contact): who is writing, how to answer them (email or phone), the topic and the message. */
import type { FormFailure } from "../lib/form-data.ts";
import { contactFormTopicOptionsFor, contactMessageLabelsFor } from "../lib/schemas/contact-message-fields.ts";
import { FormSection, PrivacyNote } from "./FormLayout.tsx";
import { EnhancedForm, ErrorSummary, Field, Honeypot, SelectField, SubmitButton, TextareaField, valueOf } from "./forms.tsx";
import { useLocale, useT } from "./use-site.ts";

export function ContactMessageForm({ failure }: { failure?: FormFailure }) {
  const locale = useLocale();
  const t = useT();
  const values = failure?.values;
  const errors = failure?.errors;
  const labels = contactMessageLabelsFor(locale);
  return (
    <EnhancedForm className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ErrorSummary errors={errors} labels={labels} formError={failure?.formError} />
      <Honeypot />
      <FormSection legend={t("contact.form.whoLegend")} description={t("contact.form.whoDescription")}>
        <Field name="firstName" label={labels.firstName} required autoComplete="given-name" defaultValue={valueOf(values, "firstName")} error={errors?.firstName} />
        <Field name="lastName" label={labels.lastName} required autoComplete="family-name" defaultValue={valueOf(values, "lastName")} error={errors?.lastName} />
        <Field name="email" type="email" label={labels.email} autoComplete="email" hint={t("contact.form.emailHint")} defaultValue={valueOf(values, "email")} error={errors?.email} />
        <Field name="phone" type="tel" label={labels.phone} autoComplete="tel" hint={t("contact.form.phoneHint")} defaultValue={valueOf(values, "phone")} error={errors?.phone} />
      </FormSection>
      <FormSection legend={t("contact.form.messageLegend")}>
        <SelectField
          name="topic"
          label={labels.topic}
          required
          options={contactFormTopicOptionsFor(locale)}
          className="sm:col-span-2"
          defaultValue={valueOf(values, "topic")}
          error={errors?.topic}
        />
        <TextareaField
          name="message"
          label={labels.message}
          required
          rows={6}
          maxLength={5000}
          hint={t("contact.form.messageHint")}
          className="sm:col-span-2"
          defaultValue={valueOf(values, "message")}
          error={errors?.message}
        />
      </FormSection>
      <div className="space-y-4 border-t border-slate-200 pt-6">
        <PrivacyNote form="contact" values={values} />
        <SubmitButton>{t("contact.form.submit")}</SubmitButton>
      </div>
    </EnhancedForm>
  );
}
