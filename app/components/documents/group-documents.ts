import type { DocumentSummary } from "../../lib/documents.ts";

export interface DocumentGroup {
  /** The policy's id, or null for the documents of the customer as a whole. */
  policyId: string | null;
  /** The policy's label, or "Other documents". */
  label: string;
  documents: DocumentSummary[];
}

export const GENERAL_DOCUMENTS_LABEL = "Other documents";

/**
 * A customer's documents by policy (docs/product.md#documents): the policy with the newest
 * document first, each group newest first, and the documents of no policy last.
 * `documents` come newest first (listDocuments).
 */
export function groupDocumentsByPolicy(documents: readonly DocumentSummary[]): DocumentGroup[] {
  const groups = new Map<string, DocumentGroup>();
  const general: DocumentGroup = { policyId: null, label: GENERAL_DOCUMENTS_LABEL, documents: [] };
  for (const document of documents) {
    if (!document.policyId || !document.policyLabel) {
      general.documents.push(document);
      continue;
    }
    let group = groups.get(document.policyId);
    if (!group) {
      group = { policyId: document.policyId, label: document.policyLabel, documents: [] };
      groups.set(document.policyId, group);
    }
    group.documents.push(document);
  }
  return [...groups.values(), ...(general.documents.length ? [general] : [])];
}
