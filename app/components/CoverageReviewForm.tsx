/** The coverage review request on /coverage-review: who is asking, what they have now, when it renews, what worries them, and (optionally) their declarations pages. */
import type { FormFailure } from "../lib/form-data.ts";
import { coverageReviewLabels, DECLARATIONS_FIELD, DECLARATIONS_LABEL, renewalMonthOptions } from "../lib/schemas/coverage-review-fields.ts";
import { FormSection, PrivacyNote } from "./FormLayout.tsx";
import { EnhancedForm, ErrorSummary, Field, FileField, Honeypot, SelectField, SubmitButton, TextareaField, valueOf, type FileLimits } from "./forms.tsx";
import { ContactFields } from "./PersonFields.tsx";

export function CoverageReviewForm({ failure, files, maxFileSize }: { failure?: FormFailure; files: FileLimits; maxFileSize: string }) {
  const values = failure?.values;
  const errors = failure?.errors;
  const labels = coverageReviewLabels;
  const refused = errors && Object.keys(errors).length ? " Files are not kept after an error: please choose them again." : "";
  return (
    <EnhancedForm encType="multipart/form-data" className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ErrorSummary errors={errors} labels={{ ...labels, [DECLARATIONS_FIELD]: DECLARATIONS_LABEL }} formError={failure?.formError} />
      <Honeypot />
      <FormSection legend="Your details">
        <ContactFields values={values} errors={errors} />
      </FormSection>
      <FormSection legend="Your coverage now">
        <Field
          name="currentCarriers"
          label={labels.currentCarriers}
          required
          hint="For example: Acme Mutual for auto, Example Home for the house."
          autoComplete="off"
          className="sm:col-span-2"
          defaultValue={valueOf(values, "currentCarriers")}
          error={errors?.currentCarriers}
        />
        <SelectField name="renewalMonth" label={labels.renewalMonth} required options={renewalMonthOptions} hint="The month your main policy renews." defaultValue={valueOf(values, "renewalMonth")} error={errors?.renewalMonth} />
        <TextareaField
          name="concerns"
          label={labels.concerns}
          rows={5}
          maxLength={5000}
          hint="A price increase, a new home or car, a teen driver, a business at home: anything you want us to look at."
          className="sm:col-span-2"
          defaultValue={valueOf(values, "concerns")}
          error={errors?.concerns}
        />
        <FileField
          name={DECLARATIONS_FIELD}
          label={DECLARATIONS_LABEL}
          limits={files}
          hint={`The page of each policy that lists your coverages and limits. PDF, JPG, PNG or HEIC, up to ${files.maxFiles} files, ${maxFileSize} each.${refused}`}
          className="sm:col-span-2"
          error={errors?.[DECLARATIONS_FIELD]}
        />
      </FormSection>
      <div className="space-y-4 border-t border-slate-200 pt-6">
        <PrivacyNote form="coverage-review" values={values} />
        <SubmitButton>Request My Free Review</SubmitButton>
      </div>
    </EnhancedForm>
  );
}
