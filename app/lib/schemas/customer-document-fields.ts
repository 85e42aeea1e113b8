/** The document upload form's labels and limits, without zod (the page imports them; zod stays out of the browser bundle). */
export const MAX_DOCUMENT_TITLE_LENGTH = 150;

/** Field name → label, in form order (the error summary lists problems in this order). */
export const documentUploadLabels = {
  docType: "Type of document",
  title: "Title",
  policyId: "Policy",
  file: "File",
} as const;

/** The file input's name. */
export const DOCUMENT_FILE_FIELD = "file";
