/** The kinds of customer documents staff upload (docs/product.md#documents). Safe in the browser. */
export const documentTypes = [
  { value: "id_card", label: "Auto ID card" },
  { value: "declarations", label: "Declarations page" },
  { value: "policy", label: "Policy document" },
  { value: "certificate", label: "Certificate of insurance" },
  { value: "endorsement", label: "Endorsement" },
  { value: "invoice", label: "Invoice / billing" },
  { value: "other", label: "Other" },
] as const;
export type DocumentType = (typeof documentTypes)[number]["value"];

export function documentTypeLabel(value: string): string {
  return documentTypes.find((t) => t.value === value)?.label ?? value;
}

/** uploaded_files.owner_type of a customer document's bytes, and of a customer's attachment to a service request's message. */
export const CUSTOMER_DOCUMENT_FILE = "customer_document";
export const SERVICE_MESSAGE_FILE = "service_message";

/** One customer document as lists show it (staff and customer pages; server-built, browser-safe). */
export interface DocumentSummary {
  id: string;
  title: string;
  docType: string;
  typeLabel: string;
  policyId: string | null;
  /** e.g. "Personal auto · Progressive · PA-123" */
  policyLabel: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
  uploadedByName: string | null;
}
