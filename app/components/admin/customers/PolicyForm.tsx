/**
 * The policy form (policySchema, app/lib/schemas/policy.ts), for adding a policy to a customer and
 * editing it on its page. A duplicate carrier and number comes back as a message on the policy
 * number, with a link to the policy that has them.
 */
import { Save } from "lucide-react";
import { Form, Link } from "react-router";
import { ErrorSummary, Field, SelectField, SubmitButton, valueOf } from "../../forms.tsx";
import type { FieldErrors, FormValues } from "../../../lib/form-data.ts";
import { billingKinds, policyLines, policyStatuses } from "../../../lib/policies.ts";
import { policyLabels as labels } from "./field-labels.ts";

export interface DuplicatePolicy {
  id: string;
  customerId: string;
  customerName: string;
}

export function PolicyForm({
  action,
  values,
  errors,
  duplicate,
  intent,
  submitLabel,
}: {
  action: string;
  values: FormValues;
  errors?: FieldErrors;
  duplicate?: DuplicatePolicy | null;
  intent?: string;
  submitLabel: string;
}) {
  const field = (name: keyof typeof labels) => ({ name, label: labels[name], defaultValue: valueOf(values, name) ?? "", error: errors?.[name] });
  return (
    <Form method="post" action={action} noValidate className="space-y-5">
      <ErrorSummary errors={errors} labels={labels} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField {...field("line")} required options={policyLines} />
        <Field {...field("carrier")} required autoComplete="off" hint="As the carrier directory names it, like State Farm." />
        <div>
          <Field {...field("policyNumber")} required autoComplete="off" hint="Spaces, dashes and case do not matter when searching." />
          {duplicate ? (
            <p className="mt-1.5 text-sm">
              <Link to={`/admin/policies/${encodeURIComponent(duplicate.id)}`} className="font-semibold text-navy-800 underline">
                Open the existing policy
              </Link>{" "}
              (customer {duplicate.customerName})
            </p>
          ) : null}
        </div>
        <SelectField {...field("status")} required options={policyStatuses} />
        <Field {...field("effectiveDate")} required type="date" />
        <Field {...field("expirationDate")} required type="date" />
        <SelectField {...field("billing")} required options={billingKinds} />
        <Field {...field("premium")} inputMode="decimal" autoComplete="off" hint="Dollars for the term, like 1,250.00." />
        <Field
          {...field("paymentUrl")}
          type="url"
          autoComplete="off"
          className="sm:col-span-2"
          hint="For carrier direct bill. Empty: the customer gets the carrier directory's payment page."
        />
      </div>
      <SubmitButton name={intent ? "intent" : undefined} value={intent} pendingText="Saving…" className="gap-2">
        <Save aria-hidden="true" className="h-5 w-5" />
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
