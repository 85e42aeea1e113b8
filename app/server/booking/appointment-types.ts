/**
 * Appointment types (docs/back-office.md#appointment-types-hours-and-feeds): what a visitor can
 * book at /book/{slug}. Admins list, add and change them at /admin/booking; every change is
 * audited in its own transaction. A slug is unique (a taken one is the slug field's error); a
 * type taken by one person names someone on the active team. A change drops /book from the public
 * pages kept in memory (APPOINTMENT_TYPES_TAG). Types are never deleted: a
 * booking names its type, so an old type is made not bookable instead. This module is the one
 * reading of the table: the booking page, the slot rule (schedules.ts) and the emails take its type.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { AppointmentLocationName } from "../../lib/booking.ts";
import { recordPublicChange } from "../public-pages/page-changes.ts";
import { APPOINTMENT_TYPES_TAG } from "../public-pages/page-tags.ts";
import type { AppointmentAssignment } from "../../lib/schemas/appointment-type-fields.ts";
import type { AppointmentTypeInput } from "../../lib/schemas/appointment-type.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { AppointmentTypesTable, Database } from "../db/schema.ts";
import { listActiveTeam } from "../pipeline/assignment.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface AppointmentType {
  id: string;
  slug: string;
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  durationMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  location: AppointmentLocationName;
  meetingUrl: string | null;
  assignment: AppointmentAssignment;
  /** For assignment "person". */
  userId: string | null;
  active: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

function fromRow(row: Selectable<AppointmentTypesTable>): AppointmentType {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameEs: row.name_es,
    description: row.description,
    descriptionEs: row.description_es,
    durationMinutes: Number(row.duration_minutes),
    bufferMinutes: Number(row.buffer_minutes),
    minNoticeMinutes: Number(row.min_notice_minutes),
    horizonDays: Number(row.horizon_days),
    location: row.location,
    meetingUrl: row.meeting_url,
    assignment: row.assignment,
    userId: row.user_id,
    active: Number(row.active) === 1,
    sortOrder: Number(row.sort_order),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const inOrder = (db: Db) => db.selectFrom("appointment_types").selectAll().orderBy("sort_order").orderBy("name").orderBy("id");

/** Every type, bookable or not, in the booking page's order. */
export async function listAppointmentTypes(db: Db): Promise<AppointmentType[]> {
  return (await inOrder(db).execute()).map(fromRow);
}

/** The bookable types, in the booking page's order. */
export async function listBookableTypes(db: Db): Promise<AppointmentType[]> {
  return (await inOrder(db).where("active", "=", 1).execute()).map(fromRow);
}

export async function getAppointmentType(db: Db, id: string): Promise<AppointmentType | null> {
  const row = await db.selectFrom("appointment_types").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** The type a booking names: never missing, since types are never deleted. */
export async function appointmentTypeOfBooking(db: Db, booking: { appointment_type_id: string }): Promise<AppointmentType> {
  const type = await getAppointmentType(db, booking.appointment_type_id);
  if (!type) throw new Error(`Appointment type ${booking.appointment_type_id} is missing`);
  return type;
}

/** A type visitors can book, by its address. */
export async function findBookableType(db: Db, slug: string): Promise<AppointmentType | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  const row = await db.selectFrom("appointment_types").selectAll().where("slug", "=", slug).where("active", "=", 1).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** A type as the form shows it (every value a string, as posted). */
export function appointmentTypeFormValues(type: AppointmentType): Record<string, string> {
  return {
    name: type.name,
    nameEs: type.nameEs,
    description: type.description,
    descriptionEs: type.descriptionEs,
    slug: type.slug,
    durationMinutes: String(type.durationMinutes),
    bufferMinutes: String(type.bufferMinutes),
    minNoticeMinutes: String(type.minNoticeMinutes),
    horizonDays: String(type.horizonDays),
    location: type.location,
    meetingUrl: type.meetingUrl ?? "",
    assignment: type.assignment,
    userId: type.userId ?? "",
    active: type.active ? "on" : "",
    sortOrder: String(type.sortOrder),
  };
}

/** A new type's starting values: the seeded types' usual times, the team in turn, bookable. */
export const newAppointmentTypeFormValues: Record<string, string> = {
  name: "",
  nameEs: "",
  description: "",
  descriptionEs: "",
  slug: "",
  durationMinutes: "30",
  bufferMinutes: "10",
  minNoticeMinutes: "120",
  horizonDays: "30",
  location: "phone",
  meetingUrl: "",
  assignment: "round_robin",
  userId: "",
  active: "on",
  sortOrder: "10",
};

/** Per-field messages the form shows beside the field. */
export type AppointmentTypeErrors = Partial<Record<"slug" | "userId", string>>;

export type SaveAppointmentTypeResult =
  | { ok: true; id: string; changed: boolean }
  | { ok: false; reason: "invalid"; errors: AppointmentTypeErrors }
  | { ok: false; reason: "not-found" };

export const SLUG_TAKEN_MESSAGE = "Another appointment type already has this address: please choose another.";
export const PERSON_NOT_ON_TEAM_MESSAGE = "Please choose someone on the active team.";

async function checkInput(trx: Db, input: AppointmentTypeInput, exceptId: string | null): Promise<AppointmentTypeErrors> {
  const errors: AppointmentTypeErrors = {};
  let taken = trx.selectFrom("appointment_types").select("id").where("slug", "=", input.slug);
  if (exceptId) taken = taken.where("id", "<>", exceptId);
  if (await taken.executeTakeFirst()) errors.slug = SLUG_TAKEN_MESSAGE;
  if (input.assignment === "person") {
    const team = await listActiveTeam(trx);
    if (!team.some((member) => member.id === input.userId)) errors.userId = PERSON_NOT_ON_TEAM_MESSAGE;
  }
  return errors;
}

/** Two admins saving the same new address at once: the unique index refuses the second. */
function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ""}` : String(error);
  return /UNIQUE constraint failed|duplicate key value|23505/.test(text);
}

function columnsOf(input: AppointmentTypeInput) {
  return {
    slug: input.slug,
    name: input.name,
    name_es: input.nameEs,
    description: input.description,
    description_es: input.descriptionEs,
    duration_minutes: input.durationMinutes,
    buffer_minutes: input.bufferMinutes,
    min_notice_minutes: input.minNoticeMinutes,
    horizon_days: input.horizonDays,
    location: input.location,
    meeting_url: input.location === "video" ? input.meetingUrl : null,
    assignment: input.assignment,
    user_id: input.assignment === "person" ? input.userId : null,
    active: input.active ? 1 : 0,
    sort_order: input.sortOrder,
  };
}

/** Words for the audit entry: which settings changed (no values of the descriptions, which can be long). */
const auditedFields: [keyof ReturnType<typeof columnsOf>, string][] = [
  ["name", "name"],
  ["name_es", "Spanish name"],
  ["description", "description"],
  ["description_es", "Spanish description"],
  ["slug", "address"],
  ["duration_minutes", "length"],
  ["buffer_minutes", "buffer"],
  ["min_notice_minutes", "notice"],
  ["horizon_days", "horizon"],
  ["location", "place"],
  ["meeting_url", "meeting room"],
  ["assignment", "who takes it"],
  ["user_id", "person"],
  ["active", "bookable"],
  ["sort_order", "order"],
];

export async function createAppointmentType(db: Kysely<Database>, actor: Actor, input: AppointmentTypeInput, now = new Date()): Promise<SaveAppointmentTypeResult> {
  const id = randomUUID();
  try {
    return await db.transaction().execute(async (trx) => {
      const errors = await checkInput(trx, input, null);
      if (Object.keys(errors).length) return { ok: false, reason: "invalid", errors } as const;
      const at = now.toISOString();
      await trx
        .insertInto("appointment_types")
        .values({ id, ...columnsOf(input), turn: 0, created_at: at, updated_at: at })
        .execute();
      await recordPublicChange(trx, [APPOINTMENT_TYPES_TAG], now);
      await recordAudit(trx, actor, { action: "appointment_type.create", targetType: "appointment_type", targetId: id, targetLabel: input.name, detail: `/book/${input.slug}` }, now);
      return { ok: true, id, changed: true } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "invalid", errors: { slug: SLUG_TAKEN_MESSAGE } };
    throw error;
  }
}

export async function updateAppointmentType(db: Kysely<Database>, actor: Actor, id: string, input: AppointmentTypeInput, now = new Date()): Promise<SaveAppointmentTypeResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom("appointment_types").selectAll().where("id", "=", id).executeTakeFirst();
      if (!before) return { ok: false, reason: "not-found" } as const;
      const errors = await checkInput(trx, input, id);
      if (Object.keys(errors).length) return { ok: false, reason: "invalid", errors } as const;
      const next = columnsOf(input);
      const changed = auditedFields.filter(([column]) => String(before[column] ?? "") !== String(next[column] ?? "")).map(([, words]) => words);
      if (!changed.length) return { ok: true, id, changed: false } as const;
      await trx
        .updateTable("appointment_types")
        .set({ ...next, updated_at: now.toISOString() })
        .where("id", "=", id)
        .execute();
      await recordPublicChange(trx, [APPOINTMENT_TYPES_TAG], now);
      await recordAudit(trx, actor, { action: "appointment_type.update", targetType: "appointment_type", targetId: id, targetLabel: input.name, detail: `Changed: ${changed.join(", ")}` }, now);
      return { ok: true, id, changed: true } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "invalid", errors: { slug: SLUG_TAKEN_MESSAGE } };
    throw error;
  }
}
