/**
 * Marketing email on a customer's page (docs/product.md#consent): whether the customer's address
 * may get marketing email (a consent that covers email, and no opt-out: the opt-out wins), and
 * the form that records a consent they gave staff in person, by phone, in writing or by email,
 * showing the statement the staff member confirms. A plain post; the server refuses it without
 * an email address or for an address that opted out.
 */
import { Ban, CircleCheck, CircleDashed, MailCheck } from "lucide-react";
import { Form } from "react-router";
import type { FormFailure } from "../../../lib/form-data.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { MARKETING_CONSENT_INTENT, MARKETING_CONSENT_NOTE_MAX, marketingConsentLabels, marketingConsentMethods } from "../../../lib/schemas/marketing-consent-fields.ts";
import type { MarketingEmailConsentStatus } from "../../../server/compliance/marketing-consent-record.ts";
import { MessageBox } from "../../MessageBox.tsx";
import { ChoiceGroup, ErrorSummary, TextareaField, valueOf } from "../../forms.tsx";
import { Badge } from "../Badges.tsx";

export function MarketingConsent({
  status,
  email,
  emailStopped,
  statement,
  failure,
  action,
}: {
  status: MarketingEmailConsentStatus;
  email: string | null;
  /** When the address stopped marketing and reminder emails (an opt-out), or null. */
  emailStopped: string | null;
  /** What recording confirms, without how or who (they come from the form and the signed-in member). */
  statement: string | null;
  failure?: FormFailure;
  action: string;
}) {
  const values = failure?.values;
  const errors = failure?.errors;
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-navy-900">Marketing emails</h3>
      <div className="space-y-2">
        {emailStopped ? (
          <>
            <Badge tone="red" Icon={Ban}>Opted out</Badge>
            <p className="text-slate-800">They stopped marketing and reminder emails on {formatDateTime(emailStopped)}: no marketing email goes to them, consent or not.</p>
          </>
        ) : status.consented ? (
          <>
            <Badge tone="green" Icon={CircleCheck}>Consent on record</Badge>
            {status.latest ? (
              <p className="text-sm text-slate-700">
                {status.latest.recordedByStaff ? "Recorded by staff" : "Given on a web form"} on {formatDateTime(status.latest.givenAt)}: “{status.latest.text}”
              </p>
            ) : null}
          </>
        ) : (
          <>
            <Badge tone="slate" Icon={CircleDashed}>No consent on record</Badge>
            <p className="text-sm text-slate-700">Marketing campaigns do not email them. Service emails about their own policies still go.</p>
          </>
        )}
      </div>
      <Form method="post" action={action} className="space-y-4" noValidate>
        <input type="hidden" name="intent" value={MARKETING_CONSENT_INTENT} />
        <h4 className="font-semibold text-navy-900">Record marketing email consent</h4>
        {failure?.formError ? (
          <MessageBox tone="error" focus>
            <p>{failure.formError}</p>
          </MessageBox>
        ) : null}
        <ErrorSummary errors={errors} labels={marketingConsentLabels} />
        <p className="text-sm text-slate-700">
          {email ? (
            <>
              For <span className="break-all font-medium text-slate-900">{email}</span> only. Record it only when they said yes to offers, renewals and news by email.
            </>
          ) : (
            "The customer has no email address: add one to the details first."
          )}
        </p>
        <ChoiceGroup
          type="radio"
          name="consent_method"
          legend={marketingConsentLabels.consent_method}
          required
          columns={2}
          options={marketingConsentMethods}
          defaultValue={valueOf(values, "consent_method")}
          error={errors?.consent_method}
        />
        <TextareaField
          name="consent_note"
          label={marketingConsentLabels.consent_note}
          rows={2}
          maxLength={MARKETING_CONSENT_NOTE_MAX}
          hint="What they said, if you want to keep it (it is part of the record)."
          defaultValue={valueOf(values, "consent_note")}
          error={errors?.consent_note}
        />
        {statement ? (
          <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            <span className="font-semibold">You confirm:</span> {statement} How they agreed, their words and your name are added.
          </p>
        ) : null}
        <button type="submit" className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-navy-800 px-4 font-semibold text-navy-900 hover:bg-navy-50">
          <MailCheck aria-hidden="true" className="h-5 w-5" />
          Record consent
        </button>
      </Form>
    </div>
  );
}
