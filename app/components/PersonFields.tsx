/**
 * The fields several forms share, each once: who is writing (claim, careers, pay-per-mile)
 * and their mailing address (careers, pay-per-mile). Their labels are in
 * app/lib/schemas/person-fields.ts, their rules in app/lib/field-schemas.ts.
 */
import type { FieldErrors, FormValues } from "../lib/form-data.ts";
import { contactLabels, mailingAddressLabels } from "../lib/schemas/person-fields.ts";
import { stateOptions } from "../lib/schemas/options.ts";
import { Field, SelectField, valueOf } from "./forms.tsx";

interface SharedFieldsProps {
  /** What the visitor typed, when the form comes back. */
  values?: FormValues;
  errors?: FieldErrors;
}

export function ContactFields({ values, errors }: SharedFieldsProps) {
  return (
    <>
      <Field name="firstName" label={contactLabels.firstName} required autoComplete="given-name" defaultValue={valueOf(values, "firstName")} error={errors?.firstName} />
      <Field name="lastName" label={contactLabels.lastName} required autoComplete="family-name" defaultValue={valueOf(values, "lastName")} error={errors?.lastName} />
      <Field name="email" type="email" label={contactLabels.email} required autoComplete="email" defaultValue={valueOf(values, "email")} error={errors?.email} />
      <Field name="phone" type="tel" label={contactLabels.phone} required autoComplete="tel" defaultValue={valueOf(values, "phone")} error={errors?.phone} />
    </>
  );
}

export function MailingAddressFields({ values, errors }: SharedFieldsProps) {
  return (
    <>
      <Field name="address" label={mailingAddressLabels.address} required autoComplete="address-line1" className="sm:col-span-2" defaultValue={valueOf(values, "address")} error={errors?.address} />
      <Field name="city" label={mailingAddressLabels.city} required autoComplete="address-level2" defaultValue={valueOf(values, "city")} error={errors?.city} />
      <SelectField name="state" label={mailingAddressLabels.state} required autoComplete="address-level1" options={stateOptions} placeholder={null} defaultValue={valueOf(values, "state") ?? "NV"} error={errors?.state} />
      <Field name="zipCode" label={mailingAddressLabels.zipCode} required autoComplete="postal-code" inputMode="numeric" defaultValue={valueOf(values, "zipCode")} error={errors?.zipCode} />
    </>
  );
}
