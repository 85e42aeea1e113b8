/** The claim form on /submit-claim (and /es/submit-claim): the policyholder, the loss, a witness, photos and documents. */
import { ContactFields } from "./PersonFields.tsx";
import type { FormFailure } from "../lib/form-data.ts";
import { claimLabelsIn, claimTypeOptionsIn, injuriesOptionsIn } from "../lib/schemas/claim-fields.ts";
import { stateOptions } from "../lib/schemas/options.ts";
import { FormSection, PrivacyNote } from "./FormLayout.tsx";
import { ChoiceGroup, EnhancedForm, ErrorSummary, Field, FileField, Honeypot, SelectField, SubmitButton, TextareaField, valueOf, type FileLimits } from "./forms.tsx";
import { useLocale, useT } from "./use-site.ts";

export function ClaimForm({ failure, today, files, maxFileSize }: { failure?: FormFailure; today: string; files: FileLimits; maxFileSize: string }) {
  const locale = useLocale();
  const t = useT();
  const values = failure?.values;
  const errors = failure?.errors;
  const labels = claimLabelsIn(locale);
  const refused = errors && Object.keys(errors).length > 0;
  const filesHint = [t("claim.hints.files", { max: files.maxFiles, size: maxFileSize }), refused ? t("claim.hints.filesAgain") : null].filter(Boolean).join(" ");
  return (
    <EnhancedForm encType="multipart/form-data" className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ErrorSummary errors={errors} labels={labels} formError={failure?.formError} />
      <Honeypot />
      <FormSection legend={t("claim.sections.policyholder")}>
        {/* The shared ContactFields have English labels only: the same four fields, labelled in the page's language. */}
        <ContactFields values={values} errors={errors} labels={labels} />
        <Field name="policyNumber" label={labels.policyNumber} required autoComplete="off" defaultValue={valueOf(values, "policyNumber")} error={errors?.policyNumber} />
        <SelectField
          name="claimType"
          label={labels.claimType}
          required
          options={claimTypeOptionsIn(locale)}
          defaultValue={valueOf(values, "claimType")}
          error={errors?.claimType}
        />
      </FormSection>

      <FormSection legend={t("claim.sections.loss")}>
        <Field name="dateOfLoss" type="date" label={labels.dateOfLoss} required max={today} defaultValue={valueOf(values, "dateOfLoss")} error={errors?.dateOfLoss} />
        <Field name="timeOfLoss" type="time" label={labels.timeOfLoss} defaultValue={valueOf(values, "timeOfLoss")} error={errors?.timeOfLoss} />
        <Field
          name="lossLocation"
          label={t("claim.lossLocationLabel")}
          required
          hint={t("claim.hints.lossLocation")}
          autoComplete="off"
          className="sm:col-span-2"
          defaultValue={valueOf(values, "lossLocation")}
          error={errors?.lossLocation}
        />
        <Field name="lossCity" label={labels.lossCity} required autoComplete="off" defaultValue={valueOf(values, "lossCity")} error={errors?.lossCity} />
        <SelectField name="lossState" label={labels.lossState} required options={stateOptions} placeholder={null} defaultValue={valueOf(values, "lossState") ?? "NV"} error={errors?.lossState} />
        <TextareaField name="description" label={labels.description} required rows={6} className="sm:col-span-2" maxLength={10000} defaultValue={valueOf(values, "description")} error={errors?.description} />
        <Field name="policeReport" label={labels.policeReport} hint={t("claim.hints.policeReport")} autoComplete="off" defaultValue={valueOf(values, "policeReport")} error={errors?.policeReport} />
        <Field name="estimatedDamage" label={labels.estimatedDamage} hint={t("claim.hints.estimatedDamage")} autoComplete="off" defaultValue={valueOf(values, "estimatedDamage")} error={errors?.estimatedDamage} />
        <ChoiceGroup
          type="radio"
          name="injuriesInvolved"
          legend={labels.injuriesInvolved}
          required
          options={injuriesOptionsIn(locale)}
          defaultValue={valueOf(values, "injuriesInvolved") ?? "no"}
          error={errors?.injuriesInvolved}
          className="sm:col-span-2"
        />
      </FormSection>

      <FormSection legend={t("claim.sections.witness")} description={t("claim.sections.witnessIntro")}>
        <Field name="witnessName" label={labels.witnessName} autoComplete="off" defaultValue={valueOf(values, "witnessName")} error={errors?.witnessName} />
        <Field name="witnessContact" label={labels.witnessContact} autoComplete="off" defaultValue={valueOf(values, "witnessContact")} error={errors?.witnessContact} />
      </FormSection>

      <FormSection legend={t("claim.sections.files")}>
        <FileField name="attachments" label={labels.attachments} limits={files} hint={filesHint} className="sm:col-span-2" error={errors?.attachments} />
      </FormSection>

      <div className="space-y-4 border-t border-slate-200 pt-6">
        <PrivacyNote form="claim" />
        <SubmitButton>{t("claim.submit")}</SubmitButton>
      </div>
    </EnhancedForm>
  );
}
