/** The coverage review request on /coverage-review (and /es/coverage-review): who is asking, what they have now, when it renews, what worries them, and (optionally) their declarations pages. */
import { ContactFields } from "./PersonFields.tsx";
import type { FormFailure } from "../lib/form-data.ts";
import { coverageReviewLabelsFor, DECLARATIONS_FIELD, renewalMonthOptionsFor } from "../lib/schemas/coverage-review-fields.ts";
import { FormSection, PrivacyNote } from "./FormLayout.tsx";
import { EnhancedForm, ErrorSummary, Field, FileField, Honeypot, SelectField, SubmitButton, TextareaField, valueOf, type FileLimits } from "./forms.tsx";
import { useLocale, useT } from "./use-site.ts";

export function CoverageReviewForm({ failure, files, maxFileSize }: { failure?: FormFailure; files: FileLimits; maxFileSize: string }) {
  const locale = useLocale();
  const t = useT();
  const values = failure?.values;
  const errors = failure?.errors;
  const labels = coverageReviewLabelsFor(locale);
  const declarationsLabel = t("coverageReview.form.labels.declarations");
  const hint = t("coverageReview.form.declarationsHint", { maxFiles: files.maxFiles, maxFileSize });
  const refused = errors && Object.keys(errors).length ? ` ${t("coverageReview.form.filesNotKept")}` : "";
  return (
    <EnhancedForm encType="multipart/form-data" className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ErrorSummary errors={errors} labels={{ ...labels, [DECLARATIONS_FIELD]: declarationsLabel }} formError={failure?.formError} />
      <Honeypot />
      <FormSection legend={t("coverageReview.form.detailsLegend")}>
        {/* The shared ContactFields have English labels only: the same four fields, labelled in the page's language. */}
        <ContactFields values={values} errors={errors} labels={labels} />
      </FormSection>
      <FormSection legend={t("coverageReview.form.coverageLegend")}>
        <Field
          name="currentCarriers"
          label={labels.currentCarriers}
          required
          hint={t("coverageReview.form.carriersHint")}
          autoComplete="off"
          className="sm:col-span-2"
          defaultValue={valueOf(values, "currentCarriers")}
          error={errors?.currentCarriers}
        />
        <SelectField
          name="renewalMonth"
          label={labels.renewalMonth}
          required
          options={renewalMonthOptionsFor(locale)}
          hint={t("coverageReview.form.renewalHint")}
          defaultValue={valueOf(values, "renewalMonth")}
          error={errors?.renewalMonth}
        />
        <TextareaField
          name="concerns"
          label={labels.concerns}
          rows={5}
          maxLength={5000}
          hint={t("coverageReview.form.concernsHint")}
          className="sm:col-span-2"
          defaultValue={valueOf(values, "concerns")}
          error={errors?.concerns}
        />
        <FileField name={DECLARATIONS_FIELD} label={declarationsLabel} limits={files} hint={`${hint}${refused}`} className="sm:col-span-2" error={errors?.[DECLARATIONS_FIELD]} />
      </FormSection>
      <div className="space-y-4 border-t border-slate-200 pt-6">
        <PrivacyNote form="coverage-review" values={values} />
        <SubmitButton>{t("coverageReview.form.submit")}</SubmitButton>
      </div>
    </EnhancedForm>
  );
}
