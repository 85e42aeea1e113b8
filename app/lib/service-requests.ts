/**
 * What a customer can ask for online (docs/product.md#service-requests), and the statuses a
 * request goes through. The customer sees the same status words as staff (in Spanish on the
 * Spanish pages: `serviceRequestTypeIn`, `serviceRequestStatusLabel(value, "es")`; staff pages
 * stay English). Safe in the browser.
 */
import { catalogueOf } from "./i18n/i18n.ts";
import { pathInLocale, type Locale } from "./i18n/locale.ts";

export interface ServiceRequestType {
  /** In the URL: /dashboard/requests/new/{code}. */
  code: string;
  label: string;
  /** One sentence on the dashboard's list of requests. */
  description: string;
  /** The request is about one policy: the form asks which. */
  policy: "required" | "optional";
  /** The customer may attach files (a bill of sale, a driver's license, a letter). */
  attachments: boolean;
}

export const serviceRequestTypes = [
  { code: "id-cards", label: "Auto ID cards", description: "Get proof of insurance for your vehicles.", policy: "required", attachments: false },
  { code: "certificate", label: "Certificate of insurance", description: "Proof of coverage for a client, landlord or general contractor.", policy: "required", attachments: true },
  { code: "add-vehicle", label: "Add a vehicle", description: "Put a new or newly bought vehicle on your policy.", policy: "required", attachments: true },
  { code: "remove-vehicle", label: "Remove a vehicle", description: "Take a sold or retired vehicle off your policy.", policy: "required", attachments: true },
  { code: "add-driver", label: "Add a driver", description: "Add a household member or new driver.", policy: "required", attachments: true },
  { code: "remove-driver", label: "Remove a driver", description: "Remove a driver who moved out or no longer drives your vehicles.", policy: "required", attachments: false },
  { code: "address-change", label: "Change my address", description: "Update your mailing or garaging address.", policy: "optional", attachments: false },
  { code: "cancel-policy", label: "Cancel a policy", description: "Ask us to cancel a policy on a date you choose. We confirm with you first.", policy: "required", attachments: true },
  { code: "billing-question", label: "Billing question", description: "A question about a bill, a payment or your premium.", policy: "optional", attachments: true },
  { code: "other", label: "Something else", description: "Any other change or question about your insurance.", policy: "optional", attachments: true },
] as const satisfies readonly ServiceRequestType[];
export type ServiceRequestTypeCode = (typeof serviceRequestTypes)[number]["code"];

export function serviceRequestType(code: string): ServiceRequestType | undefined {
  return serviceRequestTypes.find((t) => t.code === code);
}

/** A type as the customer reads it in their language (its label and sentence); undefined for an unknown code. */
export function serviceRequestTypeIn(code: string, locale: Locale): (ServiceRequestType & { code: ServiceRequestTypeCode }) | undefined {
  const type = serviceRequestTypes.find((t) => t.code === code);
  if (!type || locale === "en") return type;
  return { ...type, ...catalogueOf(locale).customer.requestTypes[type.code] };
}

export const serviceRequestStatuses = [
  { value: "received", label: "Received", final: false },
  { value: "in_progress", label: "In progress", final: false },
  { value: "needs_info", label: "Needs info", final: false },
  { value: "completed", label: "Completed", final: true },
] as const;
export type ServiceRequestStatus = (typeof serviceRequestStatuses)[number]["value"];

/** A status's word: English for staff (the default), the customer's language on their pages and emails. */
export function serviceRequestStatusLabel(value: string, locale: Locale = "en"): string {
  const status = serviceRequestStatuses.find((s) => s.value === value);
  if (!status) return value;
  return locale === "en" ? status.label : catalogueOf(locale).customer.requestStatus[status.value];
}

/** Requests still being worked (the inbox's default view, My work). */
export const openServiceRequestStatuses: readonly ServiceRequestStatus[] = ["received", "in_progress", "needs_info"];

/** The readable number: SR-2026-000042. */
export const SERVICE_REQUEST_NUMBER_PATTERN = /^SR-\d{4}-\d{6,}$/;

/** Where a request lives for the customer and for staff (one place for links in emails and pages). */
export function customerRequestPath(requestNumber: string, locale: Locale = "en"): string {
  return pathInLocale(`/dashboard/requests/${encodeURIComponent(requestNumber)}`, locale);
}
export function staffRequestPath(id: string): string {
  return `/admin/service-requests/${encodeURIComponent(id)}`;
}
export function staffCustomerPath(id: string): string {
  return `/admin/customers/${encodeURIComponent(id)}`;
}
