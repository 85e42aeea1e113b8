/** The job application on /careers (and /es/careers): who is applying, the position, the resume and a cover letter. */
import { ContactFields, MailingAddressFields } from "./PersonFields.tsx";
import type { FormFailure } from "../lib/form-data.ts";
import { availabilityOptionsIn, experienceOptionsIn, jobApplicationLabelsIn, positionOptionsIn } from "../lib/schemas/job-application-fields.ts";
import { FormSection, PrivacyNote } from "./FormLayout.tsx";
import { EnhancedForm, ErrorSummary, FileField, Honeypot, SelectField, SubmitButton, TextareaField, valueOf, type FileLimits } from "./forms.tsx";
import { useLocale, useT } from "./use-site.ts";

export function JobApplicationForm({ failure, files, maxFileSize }: { failure?: FormFailure; files: FileLimits; maxFileSize: string }) {
  const locale = useLocale();
  const t = useT();
  const values = failure?.values;
  const errors = failure?.errors;
  const labels = jobApplicationLabelsIn(locale);
  const refused = errors && Object.keys(errors).length > 0;
  const resumeHint = [t("careers.hints.resume", { size: maxFileSize }), refused ? t("careers.hints.resumeAgain") : null].filter(Boolean).join(" ");
  return (
    <EnhancedForm encType="multipart/form-data" className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ErrorSummary errors={errors} labels={labels} formError={failure?.formError} />
      <Honeypot />
      <FormSection legend={t("careers.sections.details")}>
        {/* The shared ContactFields and MailingAddressFields have English labels only: the same fields, labelled in the page's language. */}
        <ContactFields values={values} errors={errors} labels={labels} />
        <MailingAddressFields values={values} errors={errors} labels={labels} />
      </FormSection>
      <FormSection legend={t("careers.sections.position")}>
        <SelectField name="position" label={labels.position} required options={positionOptionsIn(locale)} defaultValue={valueOf(values, "position")} error={errors?.position} />
        <SelectField name="experience" label={labels.experience} required options={experienceOptionsIn(locale)} defaultValue={valueOf(values, "experience")} error={errors?.experience} />
        <SelectField name="availability" label={labels.availability} required options={availabilityOptionsIn(locale)} defaultValue={valueOf(values, "availability")} error={errors?.availability} />
      </FormSection>
      <FormSection legend={t("careers.sections.resume")}>
        <FileField name="resume" label={labels.resume} required limits={files} hint={resumeHint} className="sm:col-span-2" error={errors?.resume} />
        <TextareaField name="coverLetter" label={labels.coverLetter} rows={6} className="sm:col-span-2" maxLength={10000} defaultValue={valueOf(values, "coverLetter")} error={errors?.coverLetter} />
      </FormSection>
      <div className="space-y-4 border-t border-slate-200 pt-6">
        <PrivacyNote form="careers" />
        <SubmitButton>{t("careers.submit")}</SubmitButton>
      </div>
    </EnhancedForm>
  );
}
