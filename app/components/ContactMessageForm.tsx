/** "Send us a message" on /contact: who is writing, how to answer them (email or phone), the topic and the message. */
import type { FormFailure } from "../lib/form-data.ts";
import { contactFormTopicOptions, contactMessageLabels } from "../lib/schemas/contact-message-fields.ts";
import { FormSection, PrivacyNote } from "./FormLayout.tsx";
import { EnhancedForm, ErrorSummary, Field, Honeypot, SelectField, SubmitButton, TextareaField, valueOf } from "./forms.tsx";

export function ContactMessageForm({ failure }: { failure?: FormFailure }) {
  const values = failure?.values;
  const errors = failure?.errors;
  const labels = contactMessageLabels;
  return (
    <EnhancedForm className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ErrorSummary errors={errors} labels={labels} formError={failure?.formError} />
      <Honeypot />
      <FormSection legend="Who you are" description="Give us an email address, a phone number or both: we answer the way you prefer.">
        <Field name="firstName" label={labels.firstName} required autoComplete="given-name" defaultValue={valueOf(values, "firstName")} error={errors?.firstName} />
        <Field name="lastName" label={labels.lastName} required autoComplete="family-name" defaultValue={valueOf(values, "lastName")} error={errors?.lastName} />
        <Field name="email" type="email" label={labels.email} autoComplete="email" hint="Or leave empty and give a phone number." defaultValue={valueOf(values, "email")} error={errors?.email} />
        <Field name="phone" type="tel" label={labels.phone} autoComplete="tel" hint="Or leave empty and give an email address." defaultValue={valueOf(values, "phone")} error={errors?.phone} />
      </FormSection>
      <FormSection legend="Your message">
        <SelectField name="topic" label={labels.topic} required options={contactFormTopicOptions} className="sm:col-span-2" defaultValue={valueOf(values, "topic")} error={errors?.topic} />
        <TextareaField
          name="message"
          label={labels.message}
          required
          rows={6}
          maxLength={5000}
          hint="Please leave out policy numbers, Social Security numbers and card details: we will ask for what we need."
          className="sm:col-span-2"
          defaultValue={valueOf(values, "message")}
          error={errors?.message}
        />
      </FormSection>
      <div className="space-y-4 border-t border-slate-200 pt-6">
        <PrivacyNote form="contact" values={values} />
        <SubmitButton>Send Message</SubmitButton>
      </div>
    </EnhancedForm>
  );
}
