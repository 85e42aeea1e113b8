/**
 * The fields of each kind of service request (docs/product.md#service-requests), refilled with
 * what was typed after a refused post. Plain inputs: the form works without JavaScript, so a
 * vehicle or driver is offered from every policy the form may be about (named with its policy)
 * unless one policy is already chosen.
 */
import { AlertTriangle } from "lucide-react";
import { ChoiceGroup, Field, listOf, SelectField, TextareaField, valueOf } from "../forms.tsx";
import { FormSection } from "../FormLayout.tsx";
import type { FieldErrors, FormValues } from "../../lib/form-data.ts";
import {
  cancelReasons,
  certificateSendToOptions,
  deliveryOptions,
  MAX_REQUEST_MESSAGE_LENGTH,
  messageFieldOf,
  ownershipOptions,
  relationshipOptions,
  removeDriverReasons,
  removeVehicleReasons,
  serviceRequestLabels,
  yesNoOptions,
} from "../../lib/schemas/service-request-fields.ts";
import type { ServiceRequestTypeCode } from "../../lib/service-requests.ts";

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
  const labels: Record<string, string> = serviceRequestLabels[type];
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
      placeholder={policyRequired ? "Choose a policy…" : "Not about one policy"}
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
      {policyField ? <FormSection legend="Which policy">{policyField}</FormSection> : null}
      <FormSection legend="Your request">
        <TypeFields type={type} labels={labels} values={values} errors={errors} text={text} vehicleOptions={vehicleOptions} driverOptions={driverOptions} policies={policies} />
        {message}
      </FormSection>
      {attachments ? (
        <FormSection legend="Attachments">
          <Field
            name="attachments"
            type="file"
            label={labels.attachments ?? "Attachments"}
            multiple
            accept={attachments.accept}
            className="sm:col-span-2"
            hint={`Up to ${attachments.maxFiles} files: PDF or photos (JPEG, PNG, HEIC), 10 MB each.`}
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
              hint="Leave them all unticked for every vehicle on the policy."
              options={vehicleOptions}
              columns={1}
              className="sm:col-span-2"
              defaultValue={listOf(values, "vehicles")}
              error={errors?.vehicles}
            />
          ) : null}
          {text("otherVehicles", { className: "sm:col-span-2", hint: "A vehicle not listed, for example a new one." })}
          {radio("delivery", deliveryOptions)}
        </>
      );
    case "certificate":
      return (
        <>
          {text("holderName", { required: true, className: "sm:col-span-2", hint: "The person or company asking for proof of your coverage." })}
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
          {radio("additionalInsured", yesNoOptions, { hint: "Only when a contract asks for it.", columns: 2 })}
          <TextareaField
            name="operations"
            label={labels.operations!}
            rows={3}
            maxLength={2000}
            className="sm:col-span-2"
            hint="The job or project the certificate is for, as the holder wrote it."
            defaultValue={valueOf(values, "operations")}
            error={errors?.operations}
          />
          {radio("sendTo", certificateSendToOptions)}
          {text("holderEmail", { type: "email", className: "sm:col-span-2", hint: "Needed when we email the certificate to the holder." })}
        </>
      );
    case "add-vehicle":
      return (
        <>
          {text("year", { required: true, inputMode: "numeric", maxLength: 4 })}
          {text("make", { required: true })}
          {text("model", { required: true })}
          {text("vin", { required: true, maxLength: 20, hint: "17 characters, on the registration or the driver's side of the dashboard." })}
          {date("purchaseDate")}
          {text("garagingZip", { required: true, inputMode: "numeric", maxLength: 10 })}
          {radio("ownership", ownershipOptions, { columns: 1 })}
          {text("lienholder", { className: "sm:col-span-2", hint: "Needed when it is financed or leased." })}
        </>
      );
    case "remove-vehicle":
      return (
        <>
          {vehicleOptions.length ? radio("vehicleId", vehicleOptions, { required: false, hint: "Or describe it below." }) : null}
          {text("vehicleDescription", { className: "sm:col-span-2", hint: "Year, make and model, if it is not listed." })}
          {date("removalDate")}
          <SelectField name="reason" label={labels.reason!} required options={removeVehicleReasons} defaultValue={valueOf(values, "reason")} error={errors?.reason} />
        </>
      );
    case "add-driver":
      return (
        <>
          {text("driverName", { required: true, className: "sm:col-span-2" })}
          {date("dateOfBirth")}
          {text("licenseNumber", { required: true })}
          {text("licenseState", { required: true, maxLength: 2, hint: "Two letters, like NV." })}
          <SelectField name="relationship" label={labels.relationship!} required options={relationshipOptions} defaultValue={valueOf(values, "relationship")} error={errors?.relationship} />
        </>
      );
    case "remove-driver":
      return (
        <>
          {driverOptions.length ? radio("driverId", driverOptions, { required: false, hint: "Or write their name below." }) : null}
          {text("driverDescription", { className: "sm:col-span-2" })}
          <SelectField name="reason" label={labels.reason!} required options={removeDriverReasons} defaultValue={valueOf(values, "reason")} error={errors?.reason} />
          {date("removalDate")}
        </>
      );
    case "address-change":
      return (
        <>
          {text("address", { required: true, className: "sm:col-span-2", autoComplete: "street-address" })}
          {text("city", { required: true, autoComplete: "address-level2" })}
          {text("state", { required: true, maxLength: 2, hint: "Two letters, like NV.", autoComplete: "address-level1" })}
          {text("zipCode", { required: true, inputMode: "numeric", maxLength: 10, autoComplete: "postal-code" })}
          {date("effectiveDate")}
          {policies.length ? (
            <ChoiceGroup
              type="checkbox"
              name="policyIds"
              legend={labels.policyIds!}
              hint="Leave them all unticked to update every policy."
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
              <strong>Nothing is cancelled automatically.</strong> Your agent calls or writes to you to confirm the cancellation, its date
              and any refund or balance before anything changes. Your coverage stays in force until then.
            </p>
          </div>
          {date("cancelDate")}
          <SelectField name="reason" label={labels.reason!} required options={cancelReasons} defaultValue={valueOf(values, "reason")} error={errors?.reason} />
        </>
      );
    case "billing-question":
    case "other":
      return null;
  }
}
