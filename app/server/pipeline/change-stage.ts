/**
 * Moving a record to another stage of its form's pipeline (docs/product.md#pipeline), in one
 * transaction with its audit entry:
 * - entering a final stage sets closed_at and, for Won or Lost, the outcome; leaving a final
 *   stage for an open one clears both (the audit log keeps what was recorded);
 * - leaving the first stage for anything but Spam counts as the first contact when none was
 *   logged (staff moved it on because they reached the person);
 * - the record's changed_at moves, so it shows as recently changed on its owner's My work.
 */
import type { Kysely, Transaction } from "kysely";
import { formatDollarAmount } from "../../lib/format.ts";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { firstStage, lostReasonLabel, stageLabel, stageOf } from "../../lib/pipeline.ts";
import { labelFor } from "../../lib/schemas/options.ts";
import { insuranceTypeOptions } from "../../lib/schemas/quote-request-fields.ts";
import type { StageChange } from "../../lib/schemas/stage-change.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { findLeadHeader } from "../inbox/lead-records.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { leadStageEvents } from "../integrations/record-events.ts";
import { recordLeadChange } from "../inbox/lead-changes.ts";

export type ChangeStageResult =
  | { ok: true; changed: boolean; from: string; to: string }
  | { ok: false; reason: "not-found" | "invalid-stage" };


/** How the audit log and the timeline word a change: "New → Won (State Farm, Auto, $1,250 a year)". */
export function describeStageChange(form: LeadForm, from: string, change: StageChange): string {
  const base = `${stageLabel(form, from)} → ${stageLabel(form, change.stage)}`;
  const outcome = change.outcome;
  if (outcome?.kind === "won") return `${base} (${outcome.carrier}, ${labelFor(insuranceTypeOptions, outcome.line)}, ${formatDollarAmount(outcome.premiumCents)} a year)`;
  if (outcome?.kind === "lost") return `${base} (${lostReasonLabel(outcome.reason)})`;
  return base;
}

/** The column values a change sets, given the record's current stage and first contact (a pure rule, unit-tested). */
export function stageChangeColumns(form: LeadForm, current: { status: string; first_contact_at: string | null }, change: StageChange, now: string) {
  const target = stageOf(form, change.stage)!;
  const won = change.outcome?.kind === "won" ? change.outcome : null;
  const lost = change.outcome?.kind === "lost" ? change.outcome : null;
  const contacted = current.status === firstStage(form) && change.stage !== "spam" && !current.first_contact_at;
  return {
    status: change.stage,
    stage_changed_at: now,
    changed_at: now,
    closed_at: target.final ? now : null,
    won_carrier: won?.carrier ?? null,
    won_line: won?.line ?? null,
    won_premium_cents: won?.premiumCents ?? null,
    lost_reason: lost?.reason ?? null,
    ...(contacted ? { first_contact_at: now } : {}),
    ...(target.final ? { follow_up_at: null, follow_up_note: null, follow_up_reminded_at: null } : {}),
  };
}

type Db = Kysely<Database> | Transaction<Database>;

/** Changes the stage inside an open transaction (the bulk actions run several in one). */
export async function changeStageIn(trx: Db, actor: Actor, form: LeadForm, id: string, change: StageChange, now = new Date()): Promise<ChangeStageResult> {
  const lead = await findLeadHeader(trx, form, id);
  if (!lead) return { ok: false, reason: "not-found" };
  const target = stageOf(form, change.stage);
  if (!target || (target.legacy && lead.status !== change.stage)) return { ok: false, reason: "invalid-stage" };
  if (lead.status === change.stage && !change.outcome) return { ok: true, changed: false, from: lead.status, to: lead.status };
  const table = leadTables[form].table;
  const current = await leadDb(trx).selectFrom(table).select(["status", "first_contact_at"]).where("id", "=", id).executeTakeFirstOrThrow();
  await leadDb(trx).updateTable(table).set(stageChangeColumns(form, current, change, now.toISOString())).where("id", "=", id).execute();
  await recordLeadChange(trx);
  await recordAudit(
    trx,
    actor,
    { action: "lead.stage", targetType: form, targetId: id, targetLabel: lead.auditLabel, detail: describeStageChange(form, lead.status, change) },
    now,
  );
  const won = change.outcome?.kind === "won" ? { carrier: change.outcome.carrier, line: change.outcome.line, premiumCents: change.outcome.premiumCents } : null;
  await leadStageEvents(trx, { form, id, from: lead.status, to: change.stage, won }, now);
  return { ok: true, changed: true, from: lead.status, to: change.stage };
}

export function changeStage(db: Kysely<Database>, actor: Actor, form: LeadForm, id: string, change: StageChange, now = new Date()): Promise<ChangeStageResult> {
  return db.transaction().execute((trx) => changeStageIn(trx, actor, form, id, change, now));
}
