import { policyLineLabel } from "../../lib/policies.ts";

/** "Personal auto · Progressive · PA-123": a policy named the way its customer knows it. */
export function policyLabel(policy: { line: string; carrier: string; policyNumber: string }): string {
  return [policyLineLabel(policy.line), policy.carrier, policy.policyNumber].join(" · ");
}
