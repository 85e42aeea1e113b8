/**
 * A request as the customer sent it: every field's label and the value as they read it (a
 * policy's name, not its id), stored as the request's details_json in the submission-details
 * format, so staff pages and emails show it as sent. And the thread's first message: the
 * customer's own words, or a one-line summary when they wrote none.
 */
import { formatDate } from "../../lib/format.ts";
import { labelFor, type Option } from "../../lib/schemas/options.ts";
import {
  cancelReasons,
  certificateSendToOptions,
  deliveryOptions,
  ownershipOptions,
  relationshipOptions,
  removeDriverReasons,
  removeVehicleReasons,
  serviceRequestLabels,
  yesNoOptions,
} from "../../lib/schemas/service-request-fields.ts";
import { serviceRequestType, type ServiceRequestTypeCode } from "../../lib/service-requests.ts";
import { submissionDetails, type DetailField } from "../leads/submission-details.ts";
import type { CustomerBook } from "./request-book.ts";

type Input = Record<string, unknown>;

const reasonsOf: Partial<Record<ServiceRequestTypeCode, readonly Option[]>> = {
  "remove-vehicle": removeVehicleReasons,
  "remove-driver": removeDriverReasons,
  "cancel-policy": cancelReasons,
};

const optionFields: Record<string, readonly Option[]> = {
  delivery: deliveryOptions,
  additionalInsured: yesNoOptions,
  sendTo: certificateSendToOptions,
  ownership: ownershipOptions,
  relationship: relationshipOptions,
};

const dateFields = new Set(["purchaseDate", "removalDate", "dateOfBirth", "effectiveDate", "cancelDate"]);

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Each field's value as the customer reads it. */
export function displayValues(type: ServiceRequestTypeCode, input: Input, book: CustomerBook, fileNames: string[]): Record<string, string> {
  const policy = book.policies.find((p) => p.id === input.policyId);
  const policyLabel = (id: unknown) => book.policies.find((p) => p.id === id)?.label ?? "";
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) {
    if (name === "policyId") values[name] = policy?.label ?? (type === "billing-question" || type === "other" ? "Not about one policy" : "");
    else if (name === "vehicles") values[name] = (value as string[]).map((id) => policy?.vehicles.find((v) => v.id === id)?.label ?? "").filter(Boolean).join("; ");
    else if (name === "vehicleId") values[name] = policy?.vehicles.find((v) => v.id === value)?.label ?? "";
    else if (name === "driverId") values[name] = policy?.drivers.find((d) => d.id === value)?.label ?? "";
    else if (name === "policyIds") values[name] = (value as string[]).length ? (value as string[]).map(policyLabel).join("; ") : "All my policies";
    else if (name === "reason") values[name] = labelFor(reasonsOf[type] ?? [], text(value));
    else if (optionFields[name]) values[name] = labelFor(optionFields[name], text(value));
    else if (dateFields.has(name) && text(value)) values[name] = formatDate(text(value));
    else values[name] = text(value);
  }
  if (type === "id-cards" && !values.vehicles && !values.otherVehicles) values.vehicles = "All vehicles on the policy";
  values.attachments = fileNames.join(", ");
  return values;
}

/** The details stored with the request (every label of the type's form, in its order; attachments only when the type takes them). */
export function requestDetails(type: ServiceRequestTypeCode, input: Input, book: CustomerBook, fileNames: string[]): DetailField[] {
  return submissionDetails(serviceRequestLabels[type], displayValues(type, input, book, fileNames));
}

/** The thread's first message: what the customer wrote, or which request this is and about which policy. */
export function firstMessage(type: ServiceRequestTypeCode, input: Input, book: CustomerBook): string {
  const written = text(input.message).trim();
  if (written) return written;
  const label = serviceRequestType(type)?.label ?? type;
  const policy = book.policies.find((p) => p.id === input.policyId);
  return policy ? `${label} for ${policy.label}.` : `${label}.`;
}
