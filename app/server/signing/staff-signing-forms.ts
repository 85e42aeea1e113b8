/**
 * The back office's forms on a document for signature (docs/product.md#documents-signed-online),
 * one zod schema each, and `takeSigningAction`, which reads one posted form of the document's
 * page and calls the lifecycle's function for it: signers, fields (placed by a click on a page
 * image or by typed numbers, moved, resized, removed), templates, sending, reminding, voiding.
 * The lifecycle's typed errors become a message beside the field they concern; nothing the
 * member typed is lost.
 */
import { z } from "zod";
import type { Actor } from "../audit/record-audit.ts";
import { formValues, parseForm, type FieldErrors, type FormEntries, type FormValues } from "../../lib/form-data.ts";
import { FIELD_STEP, moveField, placeField } from "./field-geometry.ts";
export { fieldLabels, newSigningLabels, placeLabels, signerLabels } from "../../lib/signing-form-labels.ts";
import { addField, addSigner, createSigningDraft, updateSigner, applyTemplate, editField, MAX_LABEL_LENGTH, MAX_NAME_LENGTH, MAX_TEMPLATE_NAME_LENGTH, MAX_TITLE_LENGTH, removeField, removeSigner, saveTemplate, type CreateDraftError, type FieldError, type SignerError } from "./prepare-document.ts";
import { sendForSignature, type SendError } from "./send-document.ts";
import type { SigningDeps } from "./signing-context.ts";
import { getSigningDocument } from "./signing-lists.ts";
import { MAX_REASON_LENGTH, SIGNER_ROLES, SIGNING_LOCALES } from "./signing-rules.ts";
import { SIGNING_FIELD_KINDS, type FieldBox } from "./signing-types.ts";
import { remindSigners, voidDocument } from "./signing-work.ts";
import { clickToFraction, pageImageSizes, type SigningRecordView } from "./staff-signing.ts";

// ---- The new document's form --------------------------------------------------------------------

export const newSigningSchema = z.object({
  title: z
    .string({ error: "Please give the document a title." })
    .trim()
    .min(1, "Please give the document a title.")
    .max(MAX_TITLE_LENGTH, `Please keep the title to ${MAX_TITLE_LENGTH} characters.`),
  templateId: z.string().trim().optional(),
});

/** createSigningDraft's refusals, by the field they belong to. */
export function createDraftMessage(error: CreateDraftError): { field: "title" | "file" | "form"; message: string } {
  switch (error) {
    case "title-required":
      return { field: "title", message: "Please give the document a title." };
    case "title-too-long":
      return { field: "title", message: `Please keep the title to ${MAX_TITLE_LENGTH} characters.` };
    case "not-a-pdf":
      return { field: "file", message: "This file is not a PDF. Please choose a PDF file." };
    case "too-large":
      return { field: "file", message: "This PDF is larger than 20 MB. Please choose a smaller file." };
    case "too-many-pages":
      return { field: "file", message: "This PDF has more than 50 pages. Please split it and send each part." };
    case "encrypted":
      return { field: "file", message: "This PDF is password-protected. Please save a copy without a password and upload that." };
    case "unreadable":
      return { field: "file", message: "This PDF could not be read. Please save or print it to a new PDF and try again." };
    case "no-record":
    case "customer-not-found":
    case "policy-not-found":
    case "policy-not-customers":
    case "lead-not-found":
      return { field: "form", message: "The customer, policy or lead this document is for was not found. Please start again from its page." };
  }
}

/**
 * The new document's post: the title and template checked, then the PDF (createSigningDraft
 * checks it), then the template's layout on the new draft. Refusals come back per field.
 */
export async function startSigningDraft(
  deps: SigningDeps,
  staff: Actor,
  record: SigningRecordView,
  form: FormEntries,
  file: { fileName: string; tooLarge: boolean; read: () => Promise<Uint8Array> } | null,
  now = new Date(),
): Promise<{ ok: true; documentId: string; template: "none" | "applied" | "page-count-differs" } | { ok: false; status: 400 | 413; errors: FieldErrors; values: FormValues; formError?: string }> {
  const parsed = parseForm(newSigningSchema, form);
  const values = parsed.values;
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  if (!file) errors.file = "Please choose the PDF to sign.";
  else if (file.tooLarge) errors.file = createDraftMessage("too-large").message;
  if (!parsed.ok || !file || Object.keys(errors).length) return { ok: false, status: file?.tooLarge ? 413 : 400, errors, values };
  const created = await createSigningDraft(
    deps,
    staff,
    {
      title: parsed.data.title,
      record: { customerId: record.customer?.id ?? null, policyId: record.policy?.id ?? null, lead: record.lead ? { form: record.lead.form, id: record.lead.id } : null },
      file: { fileName: file.fileName, bytes: await file.read() },
    },
    now,
  );
  if (!created.ok) {
    const { field, message } = createDraftMessage(created.error);
    return field === "form" ? { ok: false, status: 400, errors: {}, values, formError: message } : { ok: false, status: 400, errors: { [field]: message }, values };
  }
  if (!parsed.data.templateId) return { ok: true, documentId: created.documentId, template: "none" };
  const applied = await applyTemplate(deps, staff, created.documentId, parsed.data.templateId, now);
  return { ok: true, documentId: created.documentId, template: applied.ok ? "applied" : "page-count-differs" };
}

// ---- The document page's forms --------------------------------------------------------------------

const percent = (what: string) =>
  z
    .string({ error: `Please enter ${what} as a percentage from 0 to 100.` })
    .trim()
    .regex(/^\d{1,3}(\.\d+)?$/, `Please enter ${what} as a percentage from 0 to 100.`)
    .transform(Number)
    .refine((n) => n >= 0 && n <= 100, `Please enter ${what} as a percentage from 0 to 100.`);

export const signerSchema = z
  .object({
    role: z.enum(SIGNER_ROLES, { error: "Please choose the signer's role." }),
    name: z.string().trim().max(MAX_NAME_LENGTH, `Please keep the name to ${MAX_NAME_LENGTH} characters.`).optional(),
    email: z.string().trim().max(254, "Please enter a shorter email address.").optional(),
    locale: z.enum(SIGNING_LOCALES, { error: "Please choose English or Spanish." }),
    userId: z.string().trim().optional(),
    order: z
      .string({ error: "Please enter the signing order, a number from 1 to 20." })
      .trim()
      .regex(/^\d{1,2}$/, "Please enter the signing order, a number from 1 to 20.")
      .transform(Number)
      .refine((n) => n >= 1 && n <= 20, "Please enter the signing order, a number from 1 to 20."),
  })
  .superRefine((v, ctx) => {
    if (v.role === "agent") {
      if (!v.userId) ctx.addIssue({ code: "custom", path: ["userId"], message: "Please choose the team member who signs for the agency." });
      return;
    }
    if (!v.name) ctx.addIssue({ code: "custom", path: ["name"], message: "Please enter the signer's name." });
    if (!v.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email)) ctx.addIssue({ code: "custom", path: ["email"], message: "Please enter the signer's email address, like name@example.com." });
  });

const placeCommon = {
  kind: z.enum(SIGNING_FIELD_KINDS, { error: "Please choose the kind of field." }),
  signerId: z.string().trim().optional(),
  required: z.enum(["yes", "no"], { error: "Please say whether the field is required." }),
};

export const placeByClickSchema = z.object(placeCommon);

export const placeByNumbersSchema = z.object({
  ...placeCommon,
  page: z.string({ error: "Please choose a page." }).trim().regex(/^\d{1,3}$/, "Please choose a page.").transform(Number),
  x: percent("the distance from the left edge"),
  y: percent("the distance from the top edge"),
});

export const fieldEditSchema = z.object({
  fieldId: z.string().trim().min(1),
  x: percent("the left edge"),
  y: percent("the top edge"),
  width: percent("the width"),
  height: percent("the height"),
  signerId: z.string().trim().optional(),
  required: z.enum(["yes", "no"], { error: "Please say whether the field is required." }),
  label: z.string().trim().max(MAX_LABEL_LENGTH, `Please keep the label to ${MAX_LABEL_LENGTH} characters.`).optional(),
});

export const templateSaveSchema = z.object({
  templateName: z
    .string({ error: "Please name the template." })
    .trim()
    .min(1, "Please name the template.")
    .max(MAX_TEMPLATE_NAME_LENGTH, `Please keep the name to ${MAX_TEMPLATE_NAME_LENGTH} characters.`),
});

export const templateApplySchema = z.object({ templateId: z.string({ error: "Please choose a template." }).trim().min(1, "Please choose a template.") });

export const voidSchema = z.object({
  reason: z
    .string({ error: "Please say why the document is voided." })
    .trim()
    .min(1, "Please say why the document is voided. The signers are told.")
    .max(MAX_REASON_LENGTH, `Please keep the reason to ${MAX_REASON_LENGTH} characters.`),
});

const signerMessages: Record<SignerError, { field: string; message: string }> = {
  "not-found": { field: "form", message: "That signer is no longer on this document." },
  "not-draft": { field: "form", message: "This document was already sent, so its signers cannot change." },
  "name-required": { field: "name", message: "Please enter the signer's name." },
  "name-too-long": { field: "name", message: `Please keep the name to ${MAX_NAME_LENGTH} characters.` },
  "email-invalid": { field: "email", message: "Please enter the signer's email address, like name@example.com." },
  "role-invalid": { field: "role", message: "Please choose the signer's role." },
  "locale-invalid": { field: "locale", message: "Please choose English or Spanish." },
  "order-invalid": { field: "order", message: "Please enter the signing order, a number from 1 to 20." },
  "agent-not-team": { field: "userId", message: "Please choose an active team member." },
  "email-taken": { field: "email", message: "This person already signs this document: one person signs once." },
};

const fieldMessages: Record<FieldError, { field: string; message: string }> = {
  "not-found": { field: "form", message: "That field is no longer on this document." },
  "not-draft": { field: "form", message: "This document was already sent, so its fields cannot change." },
  "kind-invalid": { field: "kind", message: "Please choose the kind of field." },
  "unknown-signer": { field: "signerId", message: "Please choose one of this document's signers." },
  "label-too-long": { field: "label", message: `Please keep the label to ${MAX_LABEL_LENGTH} characters.` },
  "not-a-number": { field: "x", message: "Please enter numbers for the position and size." },
  "page-out-of-range": { field: "page", message: "Please choose one of the document's pages." },
  "outside-page": { field: "x", message: "The field must stay inside the page: make it smaller or move it in." },
  "too-small": { field: "width", message: "The field is too small to write in: make it wider or taller." },
};

export const sendMessages: Record<SendError, string> = {
  "not-found": "This document was not found.",
  "not-draft": "This document was already sent.",
  "no-signers": "Add at least one signer.",
  "signer-without-fields": "Every signer needs at least one field: place a field for each signer named below.",
  "required-field-without-signer": "A required field has no signer: give it to a signer or remove it.",
  "agent-not-team": "An agent signer is no longer an active team member: choose another.",
};

export type SigningIntent =
  | "add-signer"
  | "update-signer"
  | "remove-signer"
  | "place"
  | "edit-field"
  | "move-field"
  | "remove-field"
  | "save-template"
  | "apply-template"
  | "send"
  | "remind"
  | "void";

/** What the page shows after a post: a saved message (a redirect), or the form again. */
export type SigningActionResult =
  | { ok: true; saved: string; anchor?: string }
  | { ok: false; status: 400 | 404 | 409; intent: SigningIntent | null; target?: string; errors: FieldErrors; values: FormValues; formError?: string; problems?: { message: string; ids: string[] } };

const MOVES: Record<string, [number, number]> = { up: [0, -FIELD_STEP], down: [0, FIELD_STEP], left: [-FIELD_STEP, 0], right: [FIELD_STEP, 0] };

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * One post of the document's page. `query` is the post's URL query: a click on a page image
 * posts to `?page=N`, since an image button sends only its coordinates.
 */
export async function takeSigningAction(
  deps: SigningDeps,
  staff: Actor & { name?: string },
  documentId: string,
  form: FormEntries & { get(name: string): FormDataEntryValue | null },
  query: URLSearchParams,
  now = new Date(),
): Promise<SigningActionResult> {
  const values = formValues(form);
  const get = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : null;
  };
  const document = await getSigningDocument(deps.db, documentId);
  if (!document) return { ok: false, status: 404, intent: null, errors: {}, values, formError: "This document was not found." };
  const clicked = get("place.x") !== null;
  // A move button says its direction in its value ("move:up"): a button sends one name.
  const posted = get("intent") ?? "";
  const direction = posted.startsWith("move:") ? posted.slice(5) : null;
  const intent = (clicked ? "place" : direction ? "move-field" : posted || null) as SigningIntent | null;
  const refuse = (errors: FieldErrors, extra: Partial<Extract<SigningActionResult, { ok: false }>> = {}) => ({ ok: false as const, status: 400 as const, intent, errors, values, ...extra });
  const fromError = <E extends string>(table: Record<E, { field: string; message: string }>, error: E, target?: string) => {
    const { field, message } = table[error];
    return field === "form" ? refuse({}, { formError: message, status: 409, target }) : refuse({ [field]: message }, { target });
  };

  switch (intent) {
    case "add-signer": {
      const parsed = parseForm(signerSchema, form);
      if (!parsed.ok) return refuse(parsed.errors);
      const { role, name, email, locale, userId, order } = parsed.data;
      const added = await addSigner(deps, staff, documentId, { role, name, email, locale, userId: role === "agent" ? userId : null, order }, now);
      return added.ok ? { ok: true, saved: "signer-added", anchor: "signers-heading" } : fromError(signerMessages, added.error);
    }
    case "update-signer": {
      const target = get("signerId") ?? undefined;
      const parsed = parseForm(signerSchema, form);
      if (!parsed.ok) return refuse(parsed.errors, { target });
      const { role, name, email, locale, userId, order } = parsed.data;
      const updated = await updateSigner(deps, staff, documentId, target ?? "", { role, name, email, locale, userId: role === "agent" ? userId : null, order }, now);
      return updated.ok ? { ok: true, saved: "signer-saved", anchor: "signers-heading" } : fromError(signerMessages, updated.error, target);
    }
    case "remove-signer": {
      const removed = await removeSigner(deps, staff, documentId, get("signerId") ?? "", now);
      return removed.ok ? { ok: true, saved: "signer-removed", anchor: "signers-heading" } : fromError(signerMessages, removed.error);
    }
    case "place": {
      let box: FieldBox;
      const parsed = clicked ? parseForm(placeByClickSchema, form) : parseForm(placeByNumbersSchema, form);
      if (!parsed.ok) return refuse(parsed.errors);
      const { kind } = parsed.data;
      if (clicked) {
        // The image is drawn `w` CSS pixels wide (its address says so); the click is in those pixels.
        const page = Number(query.get("page"));
        const shownWidth = Number(query.get("w"));
        const image = (await pageImageSizes(deps.db, documentId)).find((p) => p.page === page);
        const size = document.pageSizes.find((p) => p.page === page);
        const shown = image && shownWidth > 0 ? { widthPx: shownWidth, heightPx: (shownWidth * image.heightPx) / image.widthPx } : image;
        const at = shown ? clickToFraction(get("place.x"), get("place.y"), shown) : null;
        if (!image || !size || !at) return refuse({ page: "Please click on one of the document's pages, or type the position." });
        box = placeField(kind, page, at.x, at.y, size);
      } else {
        const data = parsed.data as z.output<typeof placeByNumbersSchema>;
        const size = document.pageSizes.find((p) => p.page === data.page);
        if (!size) return refuse({ page: "Please choose one of the document's pages." });
        // The typed numbers are the field's top-left corner; placeField takes its centre.
        const probe = placeField(kind, data.page, 0.5, 0.5, size);
        box = placeField(kind, data.page, data.x / 100 + probe.width / 2, data.y / 100 + probe.height / 2, size);
      }
      const added = await addField(deps, staff, documentId, { kind, box, signerId: parsed.data.signerId || null, required: parsed.data.required === "yes" }, now);
      return added.ok ? { ok: true, saved: "field-placed", anchor: `field-${added.fieldId}` } : fromError(fieldMessages, added.error);
    }
    case "edit-field": {
      const parsed = parseForm(fieldEditSchema, form);
      const target = get("fieldId") ?? undefined;
      if (!parsed.ok) return refuse(parsed.errors, { target });
      const field = document.fields.find((f) => f.id === parsed.data.fieldId);
      if (!field) return fromError(fieldMessages, "not-found", target);
      const { x, y, width, height } = parsed.data;
      const box = { page: field.box.page, x: round(x / 100), y: round(y / 100), width: round(width / 100), height: round(height / 100) };
      const edited = await editField(deps, staff, documentId, field.id, { box, signerId: parsed.data.signerId || null, required: parsed.data.required === "yes", label: parsed.data.label || null }, now);
      return edited.ok ? { ok: true, saved: "field-saved", anchor: `field-${field.id}` } : fromError(fieldMessages, edited.error, target);
    }
    case "move-field": {
      const field = document.fields.find((f) => f.id === get("fieldId"));
      const step = MOVES[direction ?? ""];
      if (!field || !step) return fromError(fieldMessages, "not-found");
      const moved = await editField(deps, staff, documentId, field.id, { box: moveField(field.box, step[0], step[1]) }, now);
      return moved.ok ? { ok: true, saved: "field-moved", anchor: `field-${field.id}` } : fromError(fieldMessages, moved.error, field.id);
    }
    case "remove-field": {
      const removed = await removeField(deps, staff, documentId, get("fieldId") ?? "", now);
      return removed.ok ? { ok: true, saved: "field-removed", anchor: "fields-heading" } : fromError(fieldMessages, removed.error);
    }
    case "save-template": {
      const parsed = parseForm(templateSaveSchema, form);
      if (!parsed.ok) return refuse(parsed.errors);
      const saved = await saveTemplate(deps, staff, documentId, parsed.data.templateName, now);
      if (saved.ok) return { ok: true, saved: "template-saved", anchor: "templates-heading" };
      return saved.error === "no-fields" ? refuse({ templateName: "Place at least one field before saving the layout as a template." }) : refuse({ templateName: "Please name the template." });
    }
    case "apply-template": {
      const parsed = parseForm(templateApplySchema, form);
      if (!parsed.ok) return refuse(parsed.errors);
      const applied = await applyTemplate(deps, staff, documentId, parsed.data.templateId, now);
      if (applied.ok) return { ok: true, saved: applied.unmatchedSlots.length ? "template-applied-unmatched" : "template-applied", anchor: "fields-heading" };
      const messages: Record<string, string> = {
        "has-fields": "A template applies to a document without fields: remove the fields first.",
        "page-count-differs": "This template is for a document with another number of pages.",
        "template-not-found": "Please choose a template.",
        "not-draft": "This document was already sent.",
      };
      return refuse({ templateId: messages[applied.error] ?? "This template does not fit this document's pages." });
    }
    case "send": {
      const sent = await sendForSignature(deps, staff, documentId, now);
      if (sent.ok) return { ok: true, saved: "sent" };
      return refuse({}, { status: 409, problems: { message: sendMessages[sent.error], ids: sent.ids ?? [] } });
    }
    case "remind": {
      const reminded = await remindSigners(deps, staff, documentId, now);
      if (!reminded.ok) return refuse({}, { status: 409, formError: "Only a document out for signature can be reminded." });
      return { ok: true, saved: reminded.reminded ? "reminded" : "not-reminded" };
    }
    case "void": {
      const parsed = parseForm(voidSchema, form);
      if (!parsed.ok) return refuse(parsed.errors);
      const voided = await voidDocument(deps, staff, documentId, parsed.data.reason, now);
      if (voided.ok) return { ok: true, saved: "voided" };
      return voided.error === "already-closed" ? refuse({}, { status: 409, formError: "This document is already closed (completed, declined, expired or voided)." }) : refuse({ reason: "Please say why the document is voided." });
    }
    default:
      return refuse({}, { formError: "This form could not be read. Please reload the page and try again." });
  }
}
