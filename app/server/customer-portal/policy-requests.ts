/**
 * The changes a customer can ask for on one of their policies ("Request a change" on the
 * policy's page): every request type about a policy, the vehicle and driver ones (and auto ID
 * cards) only for lines that carry vehicles (app/lib/policies.ts vehicleLines).
 */
import { vehicleLines, type PolicyLine } from "../../lib/policies.ts";
import { serviceRequestTypes, type ServiceRequestTypeCode } from "../../lib/service-requests.ts";

const VEHICLE_ONLY: ReadonlySet<ServiceRequestTypeCode> = new Set(["id-cards", "add-vehicle", "remove-vehicle", "add-driver", "remove-driver"]);

export interface PolicyRequestLink {
  code: ServiceRequestTypeCode;
  label: string;
  href: string;
}

export function policyRequestLinks(policy: { id: string; line: string }): PolicyRequestLink[] {
  const vehicles = vehicleLines.includes(policy.line as PolicyLine);
  return serviceRequestTypes
    .filter((type) => vehicles || !VEHICLE_ONLY.has(type.code))
    .map((type) => ({ code: type.code, label: type.label, href: `/dashboard/requests/new/${type.code}?policy=${encodeURIComponent(policy.id)}` }));
}
