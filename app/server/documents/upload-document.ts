/**
 * A staff member uploads a document to a customer (docs/product.md#documents), in this order:
 *
 *   size check → streaming read (one file, under its limit) → validation → the policy is the
 *   customer's → content check of the file → store with its audit entry (one transaction)
 *
 * The post is read in app/http/read-document-form.ts (the size check and the streaming read);
 * this takes the form read. Any refusal answers with the form again: its status (400, or 413 for a file over the limit),
 * a message next to each field, and every value typed. The intent field also lets the same
 * page post a deletion (delete-document.ts).
 */
import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import { documentTypeLabel } from "../../lib/documents.ts";
import { formValues, parseForm, type FieldErrors, type FormFailure } from "../../lib/form-data.ts";
import { documentUploadSchema } from "../../lib/schemas/customer-document.ts";
import { DOCUMENT_FILE_FIELD } from "../../lib/schemas/customer-document-fields.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import type { FormLimits, FormReadProblem, ReceivedForm } from "../forms/received-form.ts";
import { errorFields, log } from "../log.ts";
import { checkUpload, MEGABYTE, type CheckedFile } from "../uploads/check-upload.ts";
import type { FileKeyring } from "../uploads/file-encryption.ts";
import { isCustomersPolicy, listPolicyChoices, type DocumentCustomer } from "./document-customer.ts";
import { documentUploadRule } from "./document-upload-rule.ts";
import { documentReturnPath } from "./return-path.ts";
import { storeCustomerDocument } from "./store-document.ts";

/**
 * Twice the file's limit: a file somewhat over it is cut off while the rest of the form is still
 * read, so the page comes back with every value and the file's own message; past this, nothing is read.
 */
export const MAX_DOCUMENT_FORM_BYTES = 2 * documentUploadRule.maxBytes;

export const documentFormLimits: FormLimits = {
  maxBytes: MAX_DOCUMENT_FORM_BYTES,
  // intent, docType, title, policyId, returnTo, documentId, the file, and room for a browser's extra.
  maxParts: 12,
  maxFieldBytes: 8 * 1024,
  maxFiles: 1,
  maxFileBytes: documentUploadRule.maxBytes,
};

export type DocumentFormRefusal = { status: 400 | 413; failure: FormFailure };

/** Why the documents page's post was not read, as the page shows it. */
export function unreadableDocumentForm(problem: FormReadProblem): DocumentFormRefusal {
  if (problem === "unreadable") return { status: 400, failure: { errors: {}, values: {}, formError: "The form could not be read. Please try again." } };
  if (problem === "too-many-parts") {
    return { status: 413, failure: { errors: {}, values: {}, formError: "The form has more fields than ours, so it could not be read. Please reload the page and try again." } };
  }
  return {
    status: 413,
    failure: {
      errors: {},
      values: {},
      formError: `This upload is larger than ${MAX_DOCUMENT_FORM_BYTES / MEGABYTE} MB, so it could not be read. A document must be ${documentUploadRule.maxBytes / MEGABYTE} MB or smaller.`,
    },
  };
}

export type UploadOutcome =
  | { ok: true; documentId: string; returnTo: string | null }
  | { ok: false; status: 400 | 413 | 503; failure: FormFailure };

function checkDocumentFile(form: ReceivedForm): { file?: CheckedFile; error?: string; tooLarge: boolean } {
  const posted = form.files.filter((file) => file.field === DOCUMENT_FILE_FIELD);
  if (form.tooManyFiles) return { error: "Please choose one file per upload.", tooLarge: false };
  const received = posted[0];
  if (!received) return { error: "Please choose the file to upload.", tooLarge: false };
  // A file cut off at its limit is larger than the limit, whatever was received of it.
  const size = received.tooLarge ? documentUploadRule.maxBytes + 1 : received.size;
  const check = checkUpload(received.name, size, received.head, documentUploadRule);
  if (!check.ok) return { error: check.message, tooLarge: check.problem === "too-large" };
  const { path } = received;
  return {
    file: { fileName: check.fileName, contentType: check.contentType, size: received.size, read: async () => new Uint8Array(await readFile(path)) },
    tooLarge: false,
  };
}

/** Validates and stores one uploaded document of this customer, with its audit entry. */
export async function uploadCustomerDocument(
  db: Kysely<Database>,
  fileKeys: FileKeyring,
  staff: Actor,
  customer: DocumentCustomer,
  form: ReceivedForm,
  now = new Date(),
): Promise<UploadOutcome> {
  const parsed = parseForm(documentUploadSchema, form.fields);
  const values = formValues(form.fields);
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  const policyId = parsed.ok ? parsed.data.policyId : null;
  if (policyId && !(await isCustomersPolicy(db, customer.id, policyId))) errors.policyId = "Please choose one of this customer's policies.";
  const checked = checkDocumentFile(form);
  if (checked.error) errors.file = checked.error;
  if (!parsed.ok || !checked.file || Object.keys(errors).length) {
    return { ok: false, status: checked.tooLarge ? 413 : 400, failure: { errors, values } };
  }
  const { docType, title } = parsed.data;
  const file = checked.file;
  const policies = await listPolicyChoices(db, customer.id);
  const returnTo = documentReturnPath(String(values.returnTo ?? ""), customer.id, policies.map((p) => p.id));
  try {
    const documentId = await db.transaction().execute(async (trx) => {
      // Checked again inside the transaction: a policy moved to another customer meanwhile is refused.
      if (policyId && !(await isCustomersPolicy(trx, customer.id, policyId))) return null;
      const id = await storeCustomerDocument(trx, fileKeys, {
        customerId: customer.id,
        policyId,
        requestId: null,
        docType,
        title,
        uploadedBy: staff.id,
        file,
        now: now.toISOString(),
      });
      await recordAudit(
        trx,
        staff,
        { action: "document.upload", targetType: "customer", targetId: customer.id, targetLabel: customer.name, detail: `${documentTypeLabel(docType)} “${title}” (${file.fileName})` },
        now,
      );
      return id;
    });
    if (!documentId) return { ok: false, status: 400, failure: { errors: { policyId: "Please choose one of this customer's policies." }, values } };
    return { ok: true, documentId, returnTo };
  } catch (error) {
    log.error("customer document not stored", errorFields(error));
    return { ok: false, status: 503, failure: { errors: {}, values, formError: "The document could not be saved. Please try again." } };
  }
}
