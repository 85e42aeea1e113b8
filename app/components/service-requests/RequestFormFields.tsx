/**
 * The fields of each kind of service request (docs/product.md#service-requests), refilled with
 * what was typed after a refused post. Plain inputs: the form works without JavaScript, so a
 * vehicle or driver is offered from every policy the form may be about (named with its policy)
 * unless one policy is already chosen. Labels, hints and choices in the page's language (the
 * values posted are the same in both).
 */
import { AlertTriangle } from "lucide-react";
import { ChoiceGroup, Field, listOf, SelectField, TextareaField, valueOf } from "../forms.tsx";
import { FormSection } from "../FormLayout.tsx";
import { useLocale, useT } from "../use-site.ts";
import type { FieldErrors, FormValues } from "../../lib/form-data.ts";
import { MAX_REQUEST_MESSAGE_LENGTH, messageFieldOf, requestOptionsIn, serviceRequestLabelsIn } from "../../lib/schemas/service-request-fields.ts";
import type { ServiceRequestTypeCode } from "../../lib/service-requests.ts";
import type { customerEn } from "../../lib/i18n/messages/customer-pages.ts";

type hints = (typeof customerEn)["requestForm"]["hints"];

export interface FormPolicy {
  id: string;
  label: string;
  vehicles: { id: string; label: string }[];
  drivers: { id: string; label: string }[];
}

interface Props {
  type: ServiceRequestTypeCode;
  policies: FormPolicy[];
  /** The policy chosen before the form opened (?policy=…, or the customer's only one). */
  chosenPolicy: string | null;
  policyRequired: boolean;
  values?: FormValues;
  errors?: FieldErrors;
  /** The file input's accept attribute and the number of files, when the type takes attachments. */
  attachments: { accept: string; maxFiles: number } | null;
}

export function RequestFormFields({ type, policies, chosenPolicy, policyRequired, values, errors, attachments }: Props) {
  const t = useT();
  const labels: Record<string, string> = serviceRequestLabelsIn(useLocale())[type];
  const text = (name: string, props: Partial<React.ComponentProps<typeof Field>> = {}) => (
    <Field name={name} label={labels[name]!} defaultValue={valueOf(values, name)} error={errors?.[name]} autoComplete="off" {...props} />
  );
  const policy = valueOf(values, "policyId") ?? chosenPolicy ?? undefined;
  // The choices of vehicles and drivers: those of the chosen policy, or of every policy, each named with its own.
  const shown = policies.filter((p) => !policy || p.id === policy);
  const named = shown.length > 1;
  const vehicleOptions = shown.flatMap((p) => p.vehicles.map((v) => ({ value: v.id, label: named ? `${v.label} (${p.label})` : v.label })));
  const driverOptions = shown.flatMap((p) => p.drivers.map((d) => ({ value: d.id, label: named ? `${d.label} (${p.label})` : d.label })));

  const policyField = labels.policyId ? (
    <SelectField
      name="policyId"
      label={labels.policyId}
      required={policyRequired}
      className="sm:col-span-2"
      options={policies.map((p) => ({ value: p.id, label: p.label }))}
      placeholder={policyRequired ? t("customer.requestForm.choosePolicy") : t("customer.requestForm.noOnePolicy")}
      defaultValue={policy}
      error={errors?.policyId}
    />
  ) : null;

  const message = (
    <TextareaField
      name="message"
      label={labels.message!}
      required={messageFieldOf[type].required}
      rows={messageFieldOf[type].required ? 6 : 3}
      maxLength={MAX_REQUEST_MESSAGE_LENGTH}
      className="sm:col-span-2"
      defaultValue={valueOf(values, "message")}
      error={errors?.message}
    />
  );

  return (
    <>
      {policyField ? <FormSection legend={t("customer.requestForm.whichPolicy")}>{policyField}</FormSection> : null}
      <FormSection legend={t("customer.requestForm.yourRequest")}>
        <TypeFields type={type} labels={labels} values={values} errors={errors} text={text} vehicleOptions={vehicleOptions} driverOptions={driverOptions} policies={policies} />
        {message}
      </FormSection>
      {attachments ? (
        <FormSection legend={t("customer.requestForm.attachments")}>
          <Field
            name="attachments"
            type="file"
            label={labels.attachments ?? t("customer.requestForm.attachments")}
            multiple
            accept={attachments.accept}
            className="sm:col-span-2"
            hint={t("customer.requestForm.attachmentsHint", { max: attachments.maxFiles })}
            error={errors?.attachments}
          />
        </FormSection>
      ) : null}
    </>
  );
}

function TypeFields({
  type,
  labels,
  values,
  errors,
  text,
  vehicleOptions,
  driverOptions,
  policies,
}: {
  type: ServiceRequestTypeCode;
  labels: Record<string, string>;
  values?: FormValues;
  errors?: FieldErrors;
  text: (name: string, props?: Partial<React.ComponentProps<typeof Field>>) => React.ReactNode;
  vehicleOptions: { value: string; label: string }[];
  driverOptions: { value: string; label: string }[];
  policies: FormPolicy[];
}) {
  const t = useT();
  const hint = (key: keyof hints) => t(`customer.requestForm.hints.${key}`);
  const options = requestOptionsIn(useLocale());
  const radio = (name: string, options: readonly { value: string; label: string }[], extra: { hint?: string; required?: boolean; columns?: 1 | 2 } = {}) => (
    <ChoiceGroup
      type="radio"
      name={name}
      legend={labels[name]!}
      options={options}
      required={extra.required ?? true}
      hint={extra.hint}
      columns={extra.columns ?? 1}
      className="sm:col-span-2"
      defaultValue={valueOf(values, name)}
      error={errors?.[name]}
    />
  );
  const date = (name: string, hint?: string) => text(name, { type: "date", required: true, hint });
  switch (type) {
    case "id-cards":
      return (
        <>
          {vehicleOptions.length ? (
            <ChoiceGroup
              type="checkbox"
              name="vehicles"
              legend={labels.vehicles!}
              hint={hint("vehicles")}
              options={vehicleOptions}
              columns={1}
              className="sm:col-span-2"
              defaultValue={listOf(values, "vehicles")}
              error={errors?.vehicles}
            />
          ) : null}
          {text("otherVehicles", { className: "sm:col-span-2", hint: hint("otherVehicles") })}
          {radio("delivery", options.delivery)}
        </>
      );
    case "certificate":
      return (
        <>
          {text("holderName", { required: true, className: "sm:col-span-2", hint: hint("holderName") })}
          <TextareaField
            name="holderAddress"
            label={labels.holderAddress!}
            required
            rows={3}
            maxLength={500}
            className="sm:col-span-2"
            defaultValue={valueOf(values, "holderAddress")}
            error={errors?.holderAddress}
          />
          {radio("additionalInsured", options.yesNo, { hint: hint("additionalInsured"), columns: 2 })}
          <TextareaField
            name="operations"
            label={labels.operations!}
            rows={3}
            maxLength={2000}
            className="sm:col-span-2"
            hint={hint("operations")}
            defaultValue={valueOf(values, "operations")}
            error={errors?.operations}
          />
          {radio("sendTo", options.sendTo)}
          {text("holderEmail", { type: "email", className: "sm:col-span-2", hint: hint("holderEmail") })}
        </>
      );
    case "add-vehicle":
      return (
        <>
          {text("year", { required: true, inputMode: "numeric", maxLength: 4 })}
          {text("make", { required: true })}
          {text("model", { required: true })}
          {text("vin", { required: true, maxLength: 20, hint: hint("vin") })}
          {date("purchaseDate")}
          {text("garagingZip", { required: true, inputMode: "numeric", maxLength: 10 })}
          {radio("ownership", options.ownership, { columns: 1 })}
          {text("lienholder", { className: "sm:col-span-2", hint: hint("lienholder") })}
        </>
      );
    case "remove-vehicle":
      return (
        <>
          {vehicleOptions.length ? radio("vehicleId", vehicleOptions, { required: false, hint: hint("vehicleId") }) : null}
          {text("vehicleDescription", { className: "sm:col-span-2", hint: hint("vehicleDescription") })}
          {date("removalDate")}
          <SelectField name="reason" label={labels.reason!} required options={options.removeVehicleReasons} defaultValue={valueOf(values, "reason")} error={errors?.reason} />
        </>
      );
    case "add-driver":
      return (
        <>
          {text("driverName", { required: true, className: "sm:col-span-2" })}
          {date("dateOfBirth")}
          {text("licenseNumber", { required: true })}
          {text("licenseState", { required: true, maxLength: 2, hint: hint("stateLetters") })}
          <SelectField name="relationship" label={labels.relationship!} required options={options.relationship} defaultValue={valueOf(values, "relationship")} error={errors?.relationship} />
        </>
      );
    case "remove-driver":
      return (
        <>
          {driverOptions.length ? radio("driverId", driverOptions, { required: false, hint: hint("driverId") }) : null}
          {text("driverDescription", { className: "sm:col-span-2" })}
          <SelectField name="reason" label={labels.reason!} required options={options.removeDriverReasons} defaultValue={valueOf(values, "reason")} error={errors?.reason} />
          {date("removalDate")}
        </>
      );
    case "address-change":
      return (
        <>
          {text("address", { required: true, className: "sm:col-span-2", autoComplete: "street-address" })}
          {text("city", { required: true, autoComplete: "address-level2" })}
          {text("state", { required: true, maxLength: 2, hint: hint("stateLetters"), autoComplete: "address-level1" })}
          {text("zipCode", { required: true, inputMode: "numeric", maxLength: 10, autoComplete: "postal-code" })}
          {date("effectiveDate")}
          {policies.length ? (
            <ChoiceGroup
              type="checkbox"
              name="policyIds"
              legend={labels.policyIds!}
              hint={hint("policyIds")}
              options={policies.map((p) => ({ value: p.id, label: p.label }))}
              columns={1}
              className="sm:col-span-2"
              defaultValue={listOf(values, "policyIds")}
              error={errors?.policyIds}
            />
          ) : null}
        </>
      );
    case "cancel-policy":
      return (
        <>
          <div role="note" className="flex gap-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-amber-950 sm:col-span-2">
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <p>
              <strong>{t("customer.requestForm.cancelNoteStrong")}</strong> {t("customer.requestForm.cancelNote")}
            </p>
          </div>
          {date("cancelDate")}
          <SelectField name="reason" label={labels.reason!} required options={options.cancelReasons} defaultValue={valueOf(values, "reason")} error={errors?.reason} />
        </>
      );
    case "billing-question":
    case "other":
      return null;
  }
}
