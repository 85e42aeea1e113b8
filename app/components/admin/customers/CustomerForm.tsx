/**
 * The customer form (customerSchema, app/lib/schemas/customer.ts), for adding a customer and for
 * editing one on its page. A plain post: the server validates, and on an error the form comes
 * back with its messages and every typed value.
 */
import { Save } from "lucide-react";
import { Form } from "react-router";
import { ErrorSummary, Field, SelectField, SubmitButton, TextareaField, valueOf } from "../../forms.tsx";
import type { FieldErrors, FormValues } from "../../../lib/form-data.ts";
import { customerKinds, customerLanguages } from "../../../lib/schemas/customer-fields.ts";
import { customerLabels as labels } from "./field-labels.ts";

export interface OwnerChoice {
  value: string;
  label: string;
}

export function CustomerForm({
  action,
  values,
  errors,
  owners,
  intent,
  submitLabel,
}: {
  action: string;
  values: FormValues;
  errors?: FieldErrors;
  /** The active team (and a current owner who left), without "Nobody" (added here). */
  owners: OwnerChoice[];
  /** The page's intent for this form, when the page has several. */
  intent?: string;
  submitLabel: string;
}) {
  const field = (name: keyof typeof labels) => ({ name, label: labels[name], defaultValue: valueOf(values, name) ?? "", error: errors?.[name] });
  return (
    <Form method="post" action={action} noValidate className="space-y-5">
      <ErrorSummary errors={errors} labels={labels} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField {...field("kind")} required options={customerKinds} placeholder={null} defaultValue={valueOf(values, "kind") || "person"} />
        <Field {...field("name")} required autoComplete="off" hint="A person's full name, or the business's name." />
        <Field {...field("contactName")} autoComplete="off" hint="For a business: who we talk to." />
        <SelectField {...field("ownerId")} options={[{ value: "", label: "Nobody" }, ...owners]} placeholder={null} hint="Service requests and renewals go to them." />
        <Field {...field("email")} type="email" autoComplete="off" hint="Their portal account uses this address." />
        <Field {...field("altEmail")} type="email" autoComplete="off" />
        <SelectField
          {...field("language")}
          required
          options={customerLanguages}
          placeholder={null}
          defaultValue={valueOf(values, "language") || "en"}
          hint="Campaign and survey emails to this customer are written in this language."
          className="sm:col-span-2"
        />
        <Field {...field("phone")} type="tel" autoComplete="off" hint="10 digits, like (702) 555-0100." />
        <Field {...field("altPhone")} type="tel" autoComplete="off" />
        <Field {...field("address")} autoComplete="off" className="sm:col-span-2" />
        <Field {...field("city")} autoComplete="off" />
        <div className="grid grid-cols-2 gap-4">
          <Field {...field("state")} autoComplete="off" maxLength={2} hint="Like NV." />
          <Field {...field("zipCode")} autoComplete="off" inputMode="numeric" maxLength={10} />
        </div>
        <Field {...field("externalRef")} autoComplete="off" hint="The customer's ID in the agency management system (the import matches by it)." />
      </div>
      <TextareaField {...field("notes")} rows={3} maxLength={5000} hint="Only staff see notes." />
      <SubmitButton name={intent ? "intent" : undefined} value={intent} pendingText="Saving…" className="gap-2">
        <Save aria-hidden="true" className="h-5 w-5" />
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
