/**
 * The fields several forms share, each once: who is writing (claim, careers, pay-per-mile,
 * coverage review) and their mailing address (careers, pay-per-mile). Each form passes its
 * labels in the page's language; their rules are in app/lib/field-schemas.ts (fieldRules).
 */
import type { FieldErrors, FormValues } from "../lib/form-data.ts";
import type { contactLabels, mailingAddressLabels } from "../lib/schemas/person-fields.ts";
import { stateOptions } from "../lib/schemas/options.ts";
import { Field, SelectField, valueOf } from "./forms.tsx";

interface SharedFieldsProps<Labels> {
  /** What the visitor typed, when the form comes back. */
  values?: FormValues;
  errors?: FieldErrors;
  /** The fields' labels in the page's language. */
  labels: Record<keyof Labels, string>;
}

export function ContactFields({ values, errors, labels }: SharedFieldsProps<typeof contactLabels>) {
  return (
    <>
      <Field name="firstName" label={labels.firstName} required autoComplete="given-name" defaultValue={valueOf(values, "firstName")} error={errors?.firstName} />
      <Field name="lastName" label={labels.lastName} required autoComplete="family-name" defaultValue={valueOf(values, "lastName")} error={errors?.lastName} />
      <Field name="email" type="email" label={labels.email} required autoComplete="email" defaultValue={valueOf(values, "email")} error={errors?.email} />
      <Field name="phone" type="tel" label={labels.phone} required autoComplete="tel" defaultValue={valueOf(values, "phone")} error={errors?.phone} />
    </>
  );
}

export function MailingAddressFields({ values, errors, labels }: SharedFieldsProps<typeof mailingAddressLabels>) {
  return (
    <>
      <Field name="address" label={labels.address} required autoComplete="address-line1" className="sm:col-span-2" defaultValue={valueOf(values, "address")} error={errors?.address} />
      <Field name="city" label={labels.city} required autoComplete="address-level2" defaultValue={valueOf(values, "city")} error={errors?.city} />
      <SelectField name="state" label={labels.state} required autoComplete="address-level1" options={stateOptions} placeholder={null} defaultValue={valueOf(values, "state") ?? "NV"} error={errors?.state} />
      <Field name="zipCode" label={labels.zipCode} required autoComplete="postal-code" inputMode="numeric" defaultValue={valueOf(values, "zipCode")} error={errors?.zipCode} />
    </>
  );
}
