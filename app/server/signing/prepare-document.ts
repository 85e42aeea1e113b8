/**
 * Preparing a document for signature, while it is a draft: the upload (checked, stored
 * encrypted, its pages drawn as images), the signers and their order, the fields and where they
 * sit, and templates (a layout saved for a form and applied to a new upload of it). Every
 * change is one transaction with its audit entry; anything but a draft is refused.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import type { Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { listActiveTeam } from "../pipeline/assignment.ts";
import { validateBox, type BoxError } from "./field-geometry.ts";
import {
  auditSigning,
  fail,
  findDocument,
  listSigners,
  nextSigningReference,
  pageSizesOf,
  storeSigningFile,
  type Db,
  type DocumentRow,
  type Failure,
  type PdfCheckError,
  type SigningDeps,
} from "./signing-context.ts";
import { sha256Hex, SIGNER_ROLES, SIGNING_LOCALES, type SignerRole, type SigningLocale } from "./signing-rules.ts";
import { SIGNING_FIELD_KINDS, type FieldBox, type SigningFieldKind } from "./signing-types.ts";

/** Page images are drawn this wide: sharp enough to place a checkbox on a phone or a desktop. */
export const PAGE_IMAGE_WIDTH_PX = 1100;
export const MAX_TITLE_LENGTH = 150;
export const MAX_NAME_LENGTH = 100;
export const MAX_LABEL_LENGTH = 100;
export const MAX_TEMPLATE_NAME_LENGTH = 100;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SigningRecordRef {
  customerId?: string | null;
  policyId?: string | null;
  lead?: { form: LeadForm; id: string } | null;
}

export type CreateDraftError = "title-required" | "title-too-long" | "no-record" | "customer-not-found" | "policy-not-found" | "policy-not-customers" | "lead-not-found" | PdfCheckError;

/**
 * A new draft from an uploaded PDF, for a customer (and one of their policies) and/or a lead.
 * A policy alone names its customer. The PDF is checked before anything is stored.
 */
export async function createSigningDraft(
  deps: SigningDeps,
  staff: Actor,
  input: { title: string; record: SigningRecordRef; file: { fileName: string; bytes: Uint8Array } },
  now = new Date(),
): Promise<{ ok: true; documentId: string; reference: string } | Failure<CreateDraftError>> {
  const title = input.title.trim();
  if (!title) return fail("title-required");
  if (title.length > MAX_TITLE_LENGTH) return fail("title-too-long");
  const record = await resolveRecord(deps.db, input.record);
  if (!record.ok) return record;
  const check = await deps.pdf.checkPdf(input.file.bytes);
  if (!check.ok) return fail(check.error);
  const images = await deps.pdf.renderPageImages(input.file.bytes, { widthPx: PAGE_IMAGE_WIDTH_PX });
  const originalSha256 = sha256Hex(input.file.bytes);
  return deps.db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const reference = await nextSigningReference(trx, now);
    const at = now.toISOString();
    const originalFileId = await storeSigningFile(
      trx,
      deps.fileKeys,
      { documentId: id, purpose: "original", fileName: input.file.fileName, contentType: "application/pdf", bytes: input.file.bytes, sha256: originalSha256 },
      now,
    );
    await trx
      .insertInto("signing_documents")
      .values({
        id,
        reference,
        title,
        customer_id: record.customerId,
        policy_id: record.policyId,
        lead_form: record.lead?.form ?? null,
        lead_id: record.lead?.id ?? null,
        status: "draft",
        original_file_id: originalFileId,
        original_sha256: originalSha256,
        final_file_id: null,
        final_sha256: null,
        customer_document_id: null,
        page_count: check.pageSizes.length,
        page_sizes_json: JSON.stringify(check.pageSizes),
        template_id: null,
        created_by: staff.id,
        created_at: at,
        changed_at: at,
        sent_at: null,
        sent_by: null,
        expires_at: null,
        completed_at: null,
        declined_at: null,
        decline_reason: null,
        voided_at: null,
        voided_by: null,
        void_reason: null,
        expired_at: null,
      })
      .execute();
    for (const size of check.pageSizes) {
      const image = images.find((i) => i.page === size.page);
      const imageFileId = image
        ? await storeSigningFile(trx, deps.fileKeys, { documentId: id, purpose: `page-${size.page}`, fileName: `page-${size.page}.png`, contentType: "image/png", bytes: image.png }, now)
        : null;
      await trx
        .insertInto("signing_pages")
        .values({
          document_id: id,
          page: size.page,
          width_pt: size.widthPt,
          height_pt: size.heightPt,
          image_file_id: imageFileId,
          image_width_px: image?.widthPx ?? null,
          image_height_px: image?.heightPx ?? null,
        })
        .execute();
    }
    await auditSigning(trx, staff, { id, reference }, "signing.create", `“${title}” (${input.file.fileName}, ${check.pageSizes.length} pages)`, now);
    return { ok: true as const, documentId: id, reference };
  });
}

async function resolveRecord(
  db: Db,
  ref: SigningRecordRef,
): Promise<{ ok: true; customerId: string | null; policyId: string | null; lead: { form: LeadForm; id: string } | null } | Failure<"no-record" | "customer-not-found" | "policy-not-found" | "policy-not-customers" | "lead-not-found">> {
  let customerId = ref.customerId ?? null;
  const policyId = ref.policyId ?? null;
  const lead = ref.lead ?? null;
  if (!customerId && !policyId && !lead) return fail("no-record");
  if (policyId) {
    const policy = await db.selectFrom("policies").select("customer_id").where("id", "=", policyId).executeTakeFirst();
    if (!policy) return fail("policy-not-found");
    if (customerId && policy.customer_id !== customerId) return fail("policy-not-customers");
    customerId = policy.customer_id;
  }
  if (customerId && !(await db.selectFrom("customers").select("id").where("id", "=", customerId).executeTakeFirst())) return fail("customer-not-found");
  if (lead) {
    if (!(leadForms as readonly string[]).includes(lead.form)) return fail("lead-not-found");
    const row = await leadDb(db as Transaction<Database>).selectFrom(leadTables[lead.form].table).select("id").where("id", "=", lead.id).executeTakeFirst();
    if (!row) return fail("lead-not-found");
  }
  return { ok: true, customerId, policyId, lead };
}

// ---- Signers ------------------------------------------------------------------------------------

export interface SignerInput {
  /** For an agent, taken from the team member's account when left empty. */
  name?: string;
  email?: string;
  locale: SigningLocale;
  role: SignerRole;
  /** An agent: the team member's account. */
  userId?: string | null;
  /** 1-based; the same order signs in parallel. */
  order: number;
}

export type SignerError = "not-found" | "not-draft" | "name-required" | "name-too-long" | "email-invalid" | "role-invalid" | "locale-invalid" | "order-invalid" | "agent-not-team" | "email-taken";

/** A draft the caller may change, read inside the transaction that changes it. */
async function draftFor(trx: Transaction<Database>, documentId: string): Promise<DocumentRow | Failure<"not-found" | "not-draft">> {
  const document = await findDocument(trx, documentId);
  if (!document) return fail("not-found");
  if (document.status !== "draft") return fail("not-draft");
  return document;
}

const isFailure = <T extends object>(value: T | Failure<string>): value is Failure<string> => "ok" in value && value.ok === false;

async function checkSigner(
  db: Db,
  input: SignerInput,
): Promise<{ ok: true; name: string; email: string; userId: string | null } | Failure<Exclude<SignerError, "not-found" | "not-draft" | "email-taken">>> {
  if (!(SIGNER_ROLES as readonly string[]).includes(input.role)) return fail("role-invalid");
  if (!(SIGNING_LOCALES as readonly string[]).includes(input.locale)) return fail("locale-invalid");
  if (!Number.isInteger(input.order) || input.order < 1 || input.order > 20) return fail("order-invalid");
  let name = (input.name ?? "").trim();
  let email = (input.email ?? "").trim().toLowerCase();
  let userId: string | null = null;
  if (input.role === "agent") {
    // An agent signs for the agency: only an active team member may.
    const member = (await listActiveTeam(db)).find((m) => m.id === input.userId);
    if (!member) return fail("agent-not-team");
    name ||= member.name || member.email;
    email = member.email.toLowerCase();
    userId = member.id;
  }
  if (!name) return fail("name-required");
  if (name.length > MAX_NAME_LENGTH) return fail("name-too-long");
  if (!EMAIL.test(email) || email.length > 254) return fail("email-invalid");
  return { ok: true, name, email, userId };
}

export async function addSigner(deps: SigningDeps, staff: Actor, documentId: string, input: SignerInput, now = new Date()): Promise<{ ok: true; signerId: string } | Failure<SignerError>> {
  const checked = await checkSigner(deps.db, input);
  if (!checked.ok) return checked;
  return deps.db.transaction().execute(async (trx) => {
    const document = await draftFor(trx, documentId);
    if (isFailure(document)) return document;
    const signers = await listSigners(trx, documentId);
    // One person signs once: their fields are theirs, whatever the order.
    if (signers.some((s) => s.email === checked.email)) return fail("email-taken");
    const id = randomUUID();
    await trx
      .insertInto("signing_signers")
      .values({
        id,
        document_id: documentId,
        name: checked.name,
        email: checked.email,
        locale: input.locale,
        role: input.role,
        user_id: checked.userId,
        signing_order: input.order,
        status: "waiting",
        token_hash: null,
        code_hash: null,
        code_expires_at: null,
        code_window_start: null,
        verified_at: null,
        sent_at: null,
        reminded_at: null,
        viewed_at: null,
        consented_at: null,
        consent_version: null,
        signed_at: null,
        declined_at: null,
        decline_reason: null,
        sign_address: null,
        sign_browser: null,
        created_at: now.toISOString(),
      })
      .execute();
    await touch(trx, documentId, now);
    await auditSigning(trx, staff, document, "signing.edit", `Added signer ${input.order}: ${roleLabel(input.role)}`, now);
    return { ok: true as const, signerId: id };
  });
}

export async function updateSigner(deps: SigningDeps, staff: Actor, documentId: string, signerId: string, input: SignerInput, now = new Date()): Promise<{ ok: true } | Failure<SignerError>> {
  const checked = await checkSigner(deps.db, input);
  if (!checked.ok) return checked;
  return deps.db.transaction().execute(async (trx) => {
    const document = await draftFor(trx, documentId);
    if (isFailure(document)) return document;
    const signers = await listSigners(trx, documentId);
    if (!signers.some((s) => s.id === signerId)) return fail("not-found");
    if (signers.some((s) => s.id !== signerId && s.email === checked.email)) return fail("email-taken");
    await trx
      .updateTable("signing_signers")
      .set({ name: checked.name, email: checked.email, locale: input.locale, role: input.role, user_id: checked.userId, signing_order: input.order })
      .where("id", "=", signerId)
      .execute();
    await touch(trx, documentId, now);
    await auditSigning(trx, staff, document, "signing.edit", `Changed signer ${input.order}: ${roleLabel(input.role)}`, now);
    return { ok: true as const };
  });
}

/** Removes a signer; their fields stay on the page, without a signer, until given to someone. */
export async function removeSigner(deps: SigningDeps, staff: Actor, documentId: string, signerId: string, now = new Date()): Promise<{ ok: true } | Failure<"not-found" | "not-draft">> {
  return deps.db.transaction().execute(async (trx) => {
    const document = await draftFor(trx, documentId);
    if (isFailure(document)) return document;
    const removed = await trx.deleteFrom("signing_signers").where("id", "=", signerId).where("document_id", "=", documentId).executeTakeFirst();
    if (!Number(removed.numDeletedRows)) return fail("not-found");
    await trx.updateTable("signing_fields").set({ signer_id: null }).where("document_id", "=", documentId).where("signer_id", "=", signerId).execute();
    await touch(trx, documentId, now);
    await auditSigning(trx, staff, document, "signing.edit", "Removed a signer", now);
    return { ok: true as const };
  });
}

// ---- Fields -------------------------------------------------------------------------------------

export interface FieldInput {
  kind: SigningFieldKind;
  box: FieldBox;
  signerId: string | null;
  required: boolean;
  label?: string | null;
}

export type FieldError = "not-found" | "not-draft" | "kind-invalid" | "unknown-signer" | "label-too-long" | BoxError;

async function checkField(
  trx: Transaction<Database>,
  document: DocumentRow,
  input: Pick<FieldInput, "box" | "signerId" | "label">,
): Promise<{ ok: true } | Failure<"unknown-signer" | "label-too-long" | BoxError>> {
  const box = validateBox(input.box, pageSizesOf(document));
  if (!box.ok) return fail(box.error);
  if ((input.label ?? "").length > MAX_LABEL_LENGTH) return fail("label-too-long");
  if (input.signerId) {
    const signer = await trx.selectFrom("signing_signers").select("id").where("id", "=", input.signerId).where("document_id", "=", document.id).executeTakeFirst();
    if (!signer) return fail("unknown-signer");
  }
  return { ok: true };
}

const boxJson = (box: FieldBox) => JSON.stringify({ page: box.page, x: box.x, y: box.y, width: box.width, height: box.height });

export async function addField(deps: SigningDeps, staff: Actor, documentId: string, input: FieldInput, now = new Date()): Promise<{ ok: true; fieldId: string } | Failure<FieldError>> {
  if (!(SIGNING_FIELD_KINDS as readonly string[]).includes(input.kind)) return fail("kind-invalid");
  return deps.db.transaction().execute(async (trx) => {
    const document = await draftFor(trx, documentId);
    if (isFailure(document)) return document;
    const checked = await checkField(trx, document, input);
    if (!checked.ok) return checked;
    const last = await trx.selectFrom("signing_fields").select((eb) => eb.fn.max("position").as("position")).where("document_id", "=", documentId).executeTakeFirst();
    const id = randomUUID();
    await trx
      .insertInto("signing_fields")
      .values({
        id,
        document_id: documentId,
        signer_id: input.signerId,
        kind: input.kind,
        box_json: boxJson(input.box),
        required: input.required ? 1 : 0,
        label: input.label?.trim() || null,
        value_json: null,
        filled_at: null,
        position: Number(last?.position ?? 0) + 1,
      })
      .execute();
    await touch(trx, documentId, now);
    await auditSigning(trx, staff, document, "signing.edit", `Placed a ${input.kind} field on page ${input.box.page}`, now);
    return { ok: true as const, fieldId: id };
  });
}

/** Moves or resizes a field (its whole new box), gives it to another signer, or changes required/label. */
export async function editField(
  deps: SigningDeps,
  staff: Actor,
  documentId: string,
  fieldId: string,
  change: { box?: FieldBox; signerId?: string | null; required?: boolean; label?: string | null },
  now = new Date(),
): Promise<{ ok: true } | Failure<FieldError>> {
  return deps.db.transaction().execute(async (trx) => {
    const document = await draftFor(trx, documentId);
    if (isFailure(document)) return document;
    const field = await trx.selectFrom("signing_fields").selectAll().where("id", "=", fieldId).where("document_id", "=", documentId).executeTakeFirst();
    if (!field) return fail("not-found");
    const box = change.box ?? (JSON.parse(field.box_json) as FieldBox);
    const signerId = change.signerId !== undefined ? change.signerId : field.signer_id;
    const label = change.label !== undefined ? change.label?.trim() || null : field.label;
    const checked = await checkField(trx, document, { box, signerId, label });
    if (!checked.ok) return checked;
    await trx
      .updateTable("signing_fields")
      .set({ box_json: boxJson(box), signer_id: signerId, label, required: change.required === undefined ? field.required : change.required ? 1 : 0 })
      .where("id", "=", fieldId)
      .execute();
    await touch(trx, documentId, now);
    await auditSigning(trx, staff, document, "signing.edit", change.box ? `Moved a ${field.kind} field` : `Changed a ${field.kind} field`, now);
    return { ok: true as const };
  });
}

export async function removeField(deps: SigningDeps, staff: Actor, documentId: string, fieldId: string, now = new Date()): Promise<{ ok: true } | Failure<"not-found" | "not-draft">> {
  return deps.db.transaction().execute(async (trx) => {
    const document = await draftFor(trx, documentId);
    if (isFailure(document)) return document;
    const removed = await trx.deleteFrom("signing_fields").where("id", "=", fieldId).where("document_id", "=", documentId).executeTakeFirst();
    if (!Number(removed.numDeletedRows)) return fail("not-found");
    await touch(trx, documentId, now);
    await auditSigning(trx, staff, document, "signing.edit", "Removed a field", now);
    return { ok: true as const };
  });
}

// ---- Templates ----------------------------------------------------------------------------------

/** A signer's place in a template: matched to a new draft's signer by order and role. */
export interface TemplateSlot {
  order: number;
  role: SignerRole;
}

export interface TemplateLayout {
  slots: TemplateSlot[];
  fields: { kind: SigningFieldKind; box: FieldBox; required: boolean; label: string | null; slot: number | null }[];
}

export type TemplateError = "not-found" | "name-required" | "name-too-long" | "no-fields";

/** Saves the document's fields (any status) as a template, by signer slot (order and role). */
export async function saveTemplate(deps: SigningDeps, staff: Actor, documentId: string, name: string, now = new Date()): Promise<{ ok: true; templateId: string } | Failure<TemplateError>> {
  const trimmed = name.trim();
  if (!trimmed) return fail("name-required");
  if (trimmed.length > MAX_TEMPLATE_NAME_LENGTH) return fail("name-too-long");
  return deps.db.transaction().execute(async (trx) => {
    const document = await findDocument(trx, documentId);
    if (!document) return fail("not-found");
    const signers = await listSigners(trx, documentId);
    const fields = await trx.selectFrom("signing_fields").selectAll().where("document_id", "=", documentId).orderBy("position").execute();
    if (!fields.length) return fail("no-fields");
    const slots: TemplateSlot[] = [];
    const slotOf = new Map<string, number>();
    for (const signer of signers) {
      const key = `${signer.signing_order}:${signer.role}`;
      if (!slotOf.has(key)) {
        slotOf.set(key, slots.length);
        slots.push({ order: signer.signing_order, role: signer.role as SignerRole });
      }
    }
    const slotBySigner = new Map(signers.map((s) => [s.id, slotOf.get(`${s.signing_order}:${s.role}`)!]));
    const layout: TemplateLayout = {
      slots,
      fields: fields.map((f) => ({
        kind: f.kind as SigningFieldKind,
        box: JSON.parse(f.box_json) as FieldBox,
        required: Boolean(Number(f.required)),
        label: f.label,
        slot: f.signer_id ? (slotBySigner.get(f.signer_id) ?? null) : null,
      })),
    };
    const id = randomUUID();
    const at = now.toISOString();
    await trx
      .insertInto("signing_templates")
      .values({ id, name: trimmed, page_count: document.page_count, layout_json: JSON.stringify(layout), created_by: staff.id, created_at: at, updated_at: at })
      .execute();
    await auditSigning(trx, staff, document, "signing.template_save", `Template “${trimmed}” (${fields.length} fields)`, now);
    return { ok: true as const, templateId: id };
  });
}

export async function listTemplates(db: Db, pageCount?: number): Promise<{ id: string; name: string; pageCount: number; fieldCount: number }[]> {
  let query = db.selectFrom("signing_templates").select(["id", "name", "page_count", "layout_json"]).orderBy("name").orderBy("id");
  if (pageCount !== undefined) query = query.where("page_count", "=", pageCount);
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, name: r.name, pageCount: Number(r.page_count), fieldCount: (JSON.parse(r.layout_json) as TemplateLayout).fields.length }));
}

export type ApplyTemplateError = "not-found" | "not-draft" | "template-not-found" | "page-count-differs" | "has-fields" | BoxError;

/**
 * Places a template's fields on a draft without fields, of the same page count. Each slot goes
 * to the draft's signer of that order and role (add the signers first); a slot with no such
 * signer leaves its fields without a signer, and the answer names those slots.
 */
export async function applyTemplate(
  deps: SigningDeps,
  staff: Actor,
  documentId: string,
  templateId: string,
  now = new Date(),
): Promise<{ ok: true; fields: number; unmatchedSlots: TemplateSlot[] } | Failure<ApplyTemplateError>> {
  return deps.db.transaction().execute(async (trx) => {
    const document = await draftFor(trx, documentId);
    if (isFailure(document)) return document;
    const template = await trx.selectFrom("signing_templates").selectAll().where("id", "=", templateId).executeTakeFirst();
    if (!template) return fail("template-not-found");
    if (Number(template.page_count) !== Number(document.page_count)) return fail("page-count-differs");
    const existing = await trx.selectFrom("signing_fields").select("id").where("document_id", "=", documentId).limit(1).executeTakeFirst();
    if (existing) return fail("has-fields");
    const layout = JSON.parse(template.layout_json) as TemplateLayout;
    const pageSizes = pageSizesOf(document);
    for (const field of layout.fields) {
      const check = validateBox(field.box, pageSizes);
      if (!check.ok) return fail(check.error);
    }
    const signers = await listSigners(trx, documentId);
    const signerForSlot = layout.slots.map((slot) => signers.find((s) => s.signing_order === slot.order && s.role === slot.role)?.id ?? null);
    let position = 0;
    for (const field of layout.fields) {
      await trx
        .insertInto("signing_fields")
        .values({
          id: randomUUID(),
          document_id: documentId,
          signer_id: field.slot === null ? null : (signerForSlot[field.slot] ?? null),
          kind: field.kind,
          box_json: boxJson(field.box),
          required: field.required ? 1 : 0,
          label: field.label,
          value_json: null,
          filled_at: null,
          position: ++position,
        })
        .execute();
    }
    await trx.updateTable("signing_documents").set({ template_id: templateId, changed_at: now.toISOString() }).where("id", "=", documentId).execute();
    await auditSigning(trx, staff, document, "signing.edit", `Applied template “${template.name}”`, now);
    return { ok: true as const, fields: layout.fields.length, unmatchedSlots: layout.slots.filter((_, i) => signerForSlot[i] === null) };
  });
}

async function touch(trx: Transaction<Database>, documentId: string, now: Date): Promise<void> {
  await trx.updateTable("signing_documents").set({ changed_at: now.toISOString() }).where("id", "=", documentId).execute();
}

export function roleLabel(role: string): string {
  return role === "agent" ? "agent" : role === "co_insured" ? "co-insured" : "customer";
}
