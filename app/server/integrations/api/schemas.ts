/**
 * The REST API's shapes (docs/product.md#the-api), written once as zod schemas: what each
 * answer holds (the domain functions' results are typed by them, `z.infer`), what the query
 * strings and bodies take, and the error every refusal carries. The OpenAPI document is
 * generated from these (openapi.ts), so the document and the answers cannot drift apart.
 *
 * Answers are registered in `apiAnswerSchemas`, bodies in `apiBodySchemas`: each becomes a
 * component of the document under its id.
 */
import { z } from "zod";
import { leadForms } from "../../../lib/inbox-paths.ts";
import { leadNoteSchema } from "../../../lib/schemas/lead-note.ts";
import { FOLLOW_UP_NOTE_MAX } from "../../../lib/schemas/follow-up-fields.ts";
import { stageChangeSchema } from "../../../lib/schemas/stage-change.ts";
import { serviceRequestStatuses } from "../../../lib/service-requests.ts";

/** A component's name; its description is the schema's own (`.describe`). */
type Component = { id: string };
/** The answers' schemas, by component id (converted as output). */
export const apiAnswerSchemas = z.registry<Component>();
/** The request bodies' schemas, by component id (converted as input: what a client sends). */
export const apiBodySchemas = z.registry<Component>();

/** Rows a list page holds: `limit`, 1 to 100. */
export const API_PAGE_DEFAULT = 50;
export const API_PAGE_MAX = 100;

const instant = () => z.iso.datetime({ offset: true });
const nullableInstant = () => instant().nullable();
const link = () => z.url().describe("The record's address in this API.");

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().describe("unauthorized, insufficient_scope, not_found, conflict, too_large, invalid, invalid_json, invalid_idempotency_key, idempotency_key_reused, rate_limited"),
      message: z.string().describe("What went wrong, in a sentence for the integration's developer."),
      missing_scope: z.string().optional().describe("403: the scope the token lacks."),
      fields: z.record(z.string(), z.string()).optional().describe("422: each field's (or query parameter's) first message."),
    }),
  })
  .describe("Every refusal: 401, 403, 404, 409, 413, 422, 429 (and 400 for a body that is not JSON).")
  .register(apiAnswerSchemas, { id: "Error" });

// ---------------------------------------------------------------------------
// Leads
// ---------------------------------------------------------------------------

const leadForm = z.enum(leadForms).describe("The website form the lead came from (its inbox).");

export const apiFieldSchema = z
  .object({ label: z.string(), value: z.string() })
  .describe("A field as the form showed it, with what was entered (files by name only).")
  .register(apiAnswerSchemas, { id: "Field" });

export const apiLeadSchema = z
  .object({
    id: z.string(),
    form: leadForm,
    stage: z.string().describe("A stage of the form's pipeline (see the stage change)."),
    owner_id: z.string().nullable().describe("The team member (user id) who works it; null while nobody does."),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().describe("May be empty on a contact message sent with a phone number only."),
    phone: z.string(),
    created_at: instant(),
    changed_at: instant().describe("When anything about the record last changed."),
    follow_up_at: nullableInstant(),
    follow_up_note: z.string().nullable(),
    person_id: z.string().nullable().describe("The person the record is linked to (by email or phone), across forms."),
    source_channel: z.string().nullable().describe('Where the visit began, e.g. "Google (search)", "Direct".'),
    locale: z.enum(["en", "es"]).describe("The language of the page it was sent from."),
    won: z
      .object({ carrier: z.string(), line: z.string(), premium_cents: z.number().int() })
      .nullable()
      .describe("A won sale's carrier, line of business and annual premium; null otherwise."),
    lost_reason: z.string().nullable().describe("A lost sale's reason code; null otherwise."),
    fields: z.array(apiFieldSchema).describe("Every field of the submission, as submitted."),
    api_url: link(),
  })
  .register(apiAnswerSchemas, { id: "Lead" });
export type ApiLead = z.infer<typeof apiLeadSchema>;

export const apiLeadPageSchema = z
  .object({ data: z.array(apiLeadSchema), next_cursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last page.") })
  .register(apiAnswerSchemas, { id: "LeadPage" });
export type ApiLeadPage = z.infer<typeof apiLeadPageSchema>;

export const apiPersonRecordSchema = z
  .object({ form: leadForm, id: z.string(), stage: z.string(), name: z.string(), created_at: instant(), api_url: link() })
  .register(apiAnswerSchemas, { id: "PersonRecord" });
export type ApiPersonRecord = z.infer<typeof apiPersonRecordSchema>;

export const apiNoteSchema = z
  .object({
    id: z.string(),
    kind: z.string().describe('"note", or "contact" for a logged contact attempt.'),
    body: z.string(),
    author: z.string().describe('The team member\'s email, or "api: <token name>".'),
    channel: z.string().nullable().describe("A contact attempt's channel."),
    outcome: z.string().nullable().describe("A contact attempt's outcome."),
    created_at: instant(),
  })
  .describe("An internal note; never shown to the person who sent the lead.")
  .register(apiAnswerSchemas, { id: "Note" });
export type ApiNote = z.infer<typeof apiNoteSchema>;

export const apiFileListingSchema = z
  .object({ name: z.string(), size_bytes: z.number().int(), content_type: z.string() })
  .describe("An uploaded file, by name and size: the API never hands out file contents.")
  .register(apiAnswerSchemas, { id: "FileListing" });

export const apiLeadDetailSchema = apiLeadSchema
  .extend({
    notes: z.array(apiNoteSchema).describe("Oldest first."),
    files: z.array(apiFileListingSchema),
    person: z
      .object({ id: z.string(), api_url: link(), other_records: z.array(apiPersonRecordSchema).describe("Newest first, up to 20 per form.") })
      .nullable(),
  })
  .register(apiAnswerSchemas, { id: "LeadDetail" });
export type ApiLeadDetail = z.infer<typeof apiLeadDetailSchema>;

export const apiLeadChangeSchema = z
  .object({ changed: z.boolean().describe("false: the lead already had that."), lead: apiLeadSchema })
  .register(apiAnswerSchemas, { id: "LeadChange" });
export type ApiLeadChange = z.infer<typeof apiLeadChangeSchema>;

export const apiNoteCreatedSchema = z.object({ note: apiNoteSchema }).register(apiAnswerSchemas, { id: "NoteCreated" });
export type ApiNoteCreated = z.infer<typeof apiNoteCreatedSchema>;

export const apiPersonSchema = z
  .object({ id: z.string(), records: z.array(apiPersonRecordSchema).describe("Newest first, up to 20 per form.") })
  .describe("The records of every form linked to one person (by email or phone); nothing is merged.")
  .register(apiAnswerSchemas, { id: "Person" });
export type ApiPerson = z.infer<typeof apiPersonSchema>;

// ---------------------------------------------------------------------------
// Customers and policies
// ---------------------------------------------------------------------------

export const apiCustomerSchema = z
  .object({
    id: z.string(),
    kind: z.string().describe("person or business"),
    name: z.string(),
    contact_name: z.string().nullable().describe("A business's contact person."),
    email: z.string().nullable(),
    alt_email: z.string().nullable(),
    phone: z.string().nullable(),
    alt_phone: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable(),
    owner_id: z.string().nullable(),
    external_ref: z.string().nullable().describe("The agency management system's customer id."),
    language: z.string().describe("en or es: the language of the customer's emails."),
    created_at: instant(),
    updated_at: instant(),
    api_url: link(),
  })
  .register(apiAnswerSchemas, { id: "Customer" });
export type ApiCustomer = z.infer<typeof apiCustomerSchema>;

export const apiCustomerPageSchema = z
  .object({ data: z.array(apiCustomerSchema), next_cursor: z.string().nullable() })
  .register(apiAnswerSchemas, { id: "CustomerPage" });
export type ApiCustomerPage = z.infer<typeof apiCustomerPageSchema>;

export const apiCustomerDetailSchema = apiCustomerSchema
  .extend({ policy_ids: z.array(z.string()).describe("The customer's policies, by expiration date.") })
  .register(apiAnswerSchemas, { id: "CustomerDetail" });
export type ApiCustomerDetail = z.infer<typeof apiCustomerDetailSchema>;

export const apiPolicySchema = z
  .object({
    id: z.string(),
    customer_id: z.string(),
    line: z.string().describe("A line of business code, e.g. auto, home, general_liability."),
    carrier: z.string(),
    policy_number: z.string(),
    effective_date: z.iso.date(),
    expiration_date: z.iso.date(),
    status: z.string().describe("active, pending, cancelled or expired"),
    billing: z.string().describe("direct (the carrier bills) or agency"),
    payment_url: z.string().nullable(),
    premium_cents: z.number().int().nullable(),
    vehicles: z.array(z.object({ id: z.string(), year: z.string().nullable(), make: z.string().nullable(), model: z.string().nullable(), vin: z.string().nullable() })),
    drivers: z.array(z.object({ id: z.string(), name: z.string(), date_of_birth: z.iso.date().nullable() })),
    created_at: instant(),
    updated_at: instant(),
    api_url: link(),
  })
  .register(apiAnswerSchemas, { id: "Policy" });
export type ApiPolicy = z.infer<typeof apiPolicySchema>;

export const apiPolicyPageSchema = z
  .object({ data: z.array(apiPolicySchema), next_cursor: z.string().nullable() })
  .register(apiAnswerSchemas, { id: "PolicyPage" });
export type ApiPolicyPage = z.infer<typeof apiPolicyPageSchema>;

// ---------------------------------------------------------------------------
// Service requests
// ---------------------------------------------------------------------------

export const apiServiceMessageSchema = z
  .object({
    id: z.string(),
    author_kind: z.enum(["customer", "staff"]),
    author_name: z.string(),
    body: z.string(),
    created_at: instant(),
    attachments: z.array(z.object({ name: z.string(), size_bytes: z.number().int() })).describe("The customer's files, by name and size."),
    documents: z.array(z.object({ id: z.string(), title: z.string() })).describe("Documents staff sent with a reply, by title."),
  })
  .register(apiAnswerSchemas, { id: "ServiceMessage" });

export const apiServiceRequestSchema = z
  .object({
    id: z.string(),
    number: z.string().describe("SR-2026-000042"),
    customer_id: z.string(),
    policy_id: z.string().nullable(),
    type: z.string().describe("A request type code, e.g. id-cards, add-vehicle, address-change."),
    status: z.string().describe(serviceRequestStatuses.map((s) => s.value).join(", ")),
    owner_id: z.string().nullable(),
    locale: z.enum(["en", "es"]),
    created_at: instant(),
    changed_at: instant(),
    closed_at: nullableInstant(),
    fields: z.array(apiFieldSchema),
    messages: z.array(apiServiceMessageSchema).describe("The thread, oldest first."),
    api_url: link(),
  })
  .register(apiAnswerSchemas, { id: "ServiceRequest" });
export type ApiServiceRequest = z.infer<typeof apiServiceRequestSchema>;

export const apiServiceRequestPageSchema = z
  .object({ data: z.array(apiServiceRequestSchema), next_cursor: z.string().nullable() })
  .register(apiAnswerSchemas, { id: "ServiceRequestPage" });
export type ApiServiceRequestPage = z.infer<typeof apiServiceRequestPageSchema>;

/** The OpenAPI document itself: an object (its own schema is the OpenAPI 3.1 specification's). */
export const apiOpenApiDocumentSchema = z.record(z.string(), z.unknown()).register(apiAnswerSchemas, { id: "OpenApiDocument" });

// ---------------------------------------------------------------------------
// Query strings
// ---------------------------------------------------------------------------

const limit = z.coerce
  .number({ error: `Please give a whole number from 1 to ${API_PAGE_MAX}.` })
  .int(`Please give a whole number from 1 to ${API_PAGE_MAX}.`)
  .min(1, `Please give a whole number from 1 to ${API_PAGE_MAX}.`)
  .max(API_PAGE_MAX, `Please give a whole number from 1 to ${API_PAGE_MAX}.`)
  .default(API_PAGE_DEFAULT)
  .describe(`Rows per page, 1 to ${API_PAGE_MAX} (default ${API_PAGE_DEFAULT}).`);
const cursor = z.string().max(1000, "This cursor is not one this API gave.").optional().describe("The `next_cursor` of the previous page.");
const updatedSince = instant().optional();
const date = (description: string) => z.iso.date({ error: "Please give a date like 2026-03-18." }).optional().describe(description);

export const apiLeadListQuery = z.object({
  form: leadForm.optional().describe("Only this form's leads."),
  stage: z.string().max(40).optional().describe("Only leads in this stage (of the forms that have it)."),
  owner: z.string().max(200).optional().describe('A team member\'s user id, or "none" for leads nobody works.'),
  received_from: date("Received on or after this Las Vegas day."),
  received_to: date("Received on or before this Las Vegas day."),
  updated_since: updatedSince.describe("Changed at or after this instant (changed_at ≥)."),
  limit,
  cursor,
});
export type ApiLeadListQuery = z.output<typeof apiLeadListQuery>;

export const apiCustomerListQuery = z.object({
  updated_since: updatedSince.describe("Updated at or after this instant."),
  limit,
  cursor,
});
export type ApiCustomerListQuery = z.output<typeof apiCustomerListQuery>;

export const apiPolicyListQuery = z.object({
  customer_id: z.string().max(200).optional().describe("Only this customer's policies."),
  updated_since: updatedSince.describe("Updated at or after this instant."),
  expiring_from: date("Expiring on or after this day."),
  expiring_to: date("Expiring on or before this day."),
  limit,
  cursor,
});
export type ApiPolicyListQuery = z.output<typeof apiPolicyListQuery>;

export const apiServiceRequestListQuery = z.object({
  customer_id: z.string().max(200).optional().describe("Only this customer's requests."),
  status: z.enum(serviceRequestStatuses.map((s) => s.value) as [string, ...string[]]).optional(),
  updated_since: updatedSince.describe("Changed at or after this instant (changed_at ≥)."),
  limit,
  cursor,
});
export type ApiServiceRequestListQuery = z.output<typeof apiServiceRequestListQuery>;

// ---------------------------------------------------------------------------
// Bodies
// ---------------------------------------------------------------------------

/**
 * The record page's stage form, as JSON: the same schema validates it (built per record, for its
 * form and current stage; this instance is the one the document shows). Numbers are accepted for
 * `won_premium` and read as the form reads what was typed.
 */
export const apiStageChangeBody = stageChangeSchema("quotes", "new")
  .describe("won_carrier, won_line (a line of business code) and won_premium (dollars: 1250 or \"1,250\") when the stage is won; lost_reason when it is lost.")
  .register(apiBodySchemas, { id: "StageChange" });

/** The record page's owner form: a team member's user id, or null for nobody. */
export const apiOwnerChangeBody = z
  .object({ owner_id: z.string().max(200, "Please choose one of the team.").nullable() })
  .describe("owner_id: an active team member's user id, or null: nobody works it.")
  .register(apiBodySchemas, { id: "OwnerChange" });

/** The record page's follow-up: an instant instead of a Las Vegas date and time (kept to the minute). */
export const apiFollowUpBody = z
  .object({
    at: instant().nullable().describe("When to follow up (to the minute), or null to clear the follow-up."),
    note: z.string().max(FOLLOW_UP_NOTE_MAX).nullish().describe("What it is for."),
  })
  .register(apiBodySchemas, { id: "FollowUpChange" });

/** The record page's note form, with the API's field name. */
export const apiNoteBody = z.object({ body: leadNoteSchema.shape.note }).register(apiBodySchemas, { id: "NewNote" });
