import { Trophy, XCircle } from "lucide-react";
import { formatDollarAmount } from "../../../lib/format.ts";
import { lostReasonLabel } from "../../../lib/pipeline.ts";
import { labelFor } from "../../../lib/schemas/options.ts";
import { insuranceTypeOptions } from "../../../lib/schemas/quote-request-fields.ts";
import type { LeadOutcome } from "../../../server/inbox/get-lead.ts";


/** What a Won or Lost stage recorded, in words with an icon. */
export function OutcomeLine({ outcome, className = "" }: { outcome: LeadOutcome; className?: string }) {
  if (outcome.kind === "won") {
    return (
      <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
        <Trophy aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span className="font-semibold">Won:</span>
        <span>
          {outcome.carrier} · {labelFor(insuranceTypeOptions, outcome.line)} · {formatDollarAmount(outcome.premiumCents)}/yr
        </span>
      </p>
    );
  }
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      <XCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="font-semibold">Lost:</span>
      <span>{lostReasonLabel(outcome.reason)}</span>
    </p>
  );
}
