/**
 * The staff form that uploads a customer document (docs/product.md#documents): one schema for
 * the action and the page. The file is checked apart (app/server/documents/document-upload-rule.ts),
 * and whether the policy is the customer's is checked against the database.
 */
import { z } from "zod";
import { documentTypes } from "../documents.ts";
import { MAX_DOCUMENT_TITLE_LENGTH } from "./customer-document-fields.ts";
import { optionValues } from "./options.ts";

export const documentUploadSchema = z.object({
  docType: z.enum(optionValues(documentTypes), { error: "Please choose the type of document." }),
  title: z
    .string({ error: "Please enter a title." })
    .trim()
    .min(1, "Please enter a title, like “2026 auto ID cards”.")
    .max(MAX_DOCUMENT_TITLE_LENGTH, `Please keep the title under ${MAX_DOCUMENT_TITLE_LENGTH} characters.`),
  /** Empty: the document is the customer's, not one policy's. */
  policyId: z
    .string()
    .trim()
    .max(100, "Please choose one of the customer's policies.")
    .optional()
    .transform((v) => (v ? v : null)),
});

export type DocumentUpload = z.output<typeof documentUploadSchema>;
