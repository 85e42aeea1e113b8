/**
 * Adding and editing a customer from the staff form (docs/product.md#customers-and-policies).
 * The input is customerSchema's; the server checks what the schema cannot: the assigned staff
 * member is on the active team, and the import's id (external_ref) is not another customer's.
 * The row, its search_text and the audit entry are written in one transaction.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { CustomerInput } from "../../lib/schemas/customer.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { listActiveTeam } from "../pipeline/assignment.ts";
import { customerSearchText } from "./customer-search-text.ts";
import { recordBookChange } from "../policies/book-changes.ts";

export type SaveCustomerResult =
  | { ok: true; id: string; changed: boolean }
  | { ok: false; reason: "not-found" }
  /** Field messages, keyed like the form's fields. */
  | { ok: false; reason: "invalid"; errors: Record<string, string> };

export const OWNER_NOT_ON_TEAM = "Please choose an active member of the team, or nobody.";

/** The columns a customer's form writes. */
function customerColumns(input: CustomerInput) {
  return {
    kind: input.kind,
    name: input.name,
    contact_name: input.contactName,
    email: input.email,
    alt_email: input.altEmail,
    phone: input.phone,
    alt_phone: input.altPhone,
    address: input.address,
    city: input.city,
    state: input.state,
    zip_code: input.zipCode,
    owner_id: input.ownerId,
    external_ref: input.externalRef,
    notes: input.notes,
    language: input.language,
    search_text: customerSearchText(input),
  };
}

/** What the server checks beyond the schema; field messages, empty when the input can be saved. */
async function checkCustomer(db: Kysely<Database> | Transaction<Database>, input: CustomerInput, id: string | null): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (input.ownerId && !(await listActiveTeam(db)).some((member) => member.id === input.ownerId)) errors.ownerId = OWNER_NOT_ON_TEAM;
  if (input.externalRef) {
    let other = db.selectFrom("customers").select("name").where("external_ref", "=", input.externalRef);
    if (id) other = other.where("id", "!=", id);
    const taken = await other.executeTakeFirst();
    if (taken) errors.externalRef = `Another customer (${taken.name}) already has this ID.`;
  }
  return errors;
}

export async function createCustomer(db: Kysely<Database>, actor: Actor, input: CustomerInput, now = new Date()): Promise<SaveCustomerResult> {
  const errors = await checkCustomer(db, input, null);
  if (Object.keys(errors).length) return { ok: false, reason: "invalid", errors };
  const id = randomUUID();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("customers")
      .values({ id, ...customerColumns(input), user_id: null, created_at: at, updated_at: at })
      .execute();
    await recordBookChange(trx);
    await recordAudit(trx, actor, { action: "customer.create", targetType: "customer", targetId: id, targetLabel: input.name }, now);
  });
  return { ok: true, id, changed: true };
}

/** The names of the fields that differ, for the audit entry (values stay out of the log). */
const fieldNames: Record<keyof ReturnType<typeof customerColumns>, string | null> = {
  kind: "kind",
  name: "name",
  contact_name: "contact",
  email: "email",
  alt_email: "other email",
  phone: "phone",
  alt_phone: "other phone",
  address: "address",
  city: "city",
  state: "state",
  zip_code: "ZIP",
  owner_id: "assigned staff member",
  external_ref: "management system ID",
  notes: "notes",
  language: "language for emails",
  search_text: null,
};

export async function updateCustomer(db: Kysely<Database>, actor: Actor, id: string, input: CustomerInput, now = new Date()): Promise<SaveCustomerResult> {
  const current = await db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
  if (!current) return { ok: false, reason: "not-found" };
  // An owner who has since left the team may stay on a record nobody reassigned.
  const keepsOwner = input.ownerId !== null && input.ownerId === current.owner_id;
  const errors = await checkCustomer(db, keepsOwner ? { ...input, ownerId: null } : input, id);
  if (Object.keys(errors).length) return { ok: false, reason: "invalid", errors };
  const columns = customerColumns(input);
  const changed = (Object.keys(columns) as (keyof typeof columns)[]).filter((key) => fieldNames[key] && (current[key] ?? null) !== (columns[key] ?? null));
  if (!changed.length && current.search_text === columns.search_text) return { ok: true, id, changed: false };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("customers").set({ ...columns, updated_at: now.toISOString() }).where("id", "=", id).execute();
    await recordBookChange(trx);
    if (changed.length) {
      await recordAudit(
        trx,
        actor,
        { action: "customer.update", targetType: "customer", targetId: id, targetLabel: input.name, detail: `Changed: ${changed.map((key) => fieldNames[key]).join(", ")}` },
        now,
      );
    }
  });
  return { ok: true, id, changed: changed.length > 0 };
}
