/**
 * Working a lead through the API (docs/product.md#the-api): the record page's stage, owner,
 * follow-up and note, validated by the same schemas and made by the same domain functions
 * (pipeline/change-stage.ts, pipeline/assign.ts, pipeline/follow-up.ts, inbox/add-lead-note.ts),
 * so every rule, audit entry and side effect is the record page's. The actor is the token
 * (integrations/api-tokens.ts apiActor): the audit log names the integration.
 *
 * The forms' schemas read posted text; a JSON body is read as the form would have been posted:
 * numbers and true/false become their text, null is a field left out.
 */
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { LeadForm } from "../../../lib/inbox-paths.ts";
import { lasVegasDate, lasVegasTime } from "../../../lib/las-vegas-time.ts";
import { selectableStages } from "../../../lib/pipeline.ts";
import { followUpSchema } from "../../../lib/schemas/follow-up.ts";
import { ownerChangeSchema } from "../../../lib/schemas/owner-change.ts";
import { stageChangeSchema } from "../../../lib/schemas/stage-change.ts";
import type { Actor } from "../../audit/record-audit.ts";
import type { Database } from "../../db/schema.ts";
import { addLeadNote } from "../../inbox/add-lead-note.ts";
import { findLeadHeader } from "../../inbox/lead-records.ts";
import { assignLeads } from "../../pipeline/assign.ts";
import { changeStage } from "../../pipeline/change-stage.ts";
import { clearFollowUp, setFollowUp } from "../../pipeline/follow-up.ts";
import { getLeadStage } from "../../pipeline/lead-stage.ts";
import { apiNoteOf, readApiLead } from "./leads.ts";
import { conflict, fieldError, found, invalid, missing, renamedFields, type ApiResult } from "./results.ts";
import { apiFollowUpBody, apiNoteBody, apiOwnerChangeBody, type ApiLeadChange, type ApiNoteCreated } from "./schemas.ts";

type Db = Kysely<Database>;

/** A JSON body as the form's fields: text as posted; null (or absent) is a field left out. */
export function formInputOf(body: unknown): Record<string, unknown> | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    input[name] = typeof value === "number" || typeof value === "boolean" ? String(value) : value;
  }
  return input;
}

const notAnObject = () => invalid(fieldError("body", "Send a JSON object."));

/** The lead after a change, as the list shows it. */
async function changed(db: Db, publicUrl: string, form: LeadForm, id: string, didChange: boolean): Promise<ApiResult<ApiLeadChange>> {
  const lead = await readApiLead(db, publicUrl, form, id);
  return lead ? found({ changed: didChange, lead }) : missing("lead");
}

/** POST …/stage: the stage form's schema for the lead's form and current stage, then changeStage. */
export async function changeLeadStageFromApi(db: Db, actor: Actor, publicUrl: string, form: LeadForm, id: string, body: unknown, now: Date): Promise<ApiResult<ApiLeadChange>> {
  const current = await getLeadStage(db, form, id);
  if (current === null) return missing("lead");
  const input = formInputOf(body);
  if (!input) return notAnObject();
  const stages = selectableStages(form, current).map((s) => s.code);
  if (typeof input.stage === "string" && !stages.includes(input.stage)) {
    return conflict(`A ${form} lead cannot move to "${input.stage}". Its stages: ${stages.join(", ")}.`);
  }
  const parsed = stageChangeSchema(form, current).safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const result = await changeStage(db, actor, form, id, parsed.data, now);
  if (!result.ok) return result.reason === "not-found" ? missing("lead") : conflict(`A ${form} lead cannot move to "${parsed.data.stage}" now.`);
  return changed(db, publicUrl, form, id, result.changed);
}

/** POST …/owner: an active team member, or nobody (the record page's assignment). */
export async function assignLeadFromApi(db: Db, actor: Actor, publicUrl: string, form: LeadForm, id: string, body: unknown, now: Date): Promise<ApiResult<ApiLeadChange>> {
  if (!(await findLeadHeader(db, form, id))) return missing("lead");
  const parsed = apiOwnerChangeBody.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const { ownerId } = ownerChangeSchema.parse({ owner_id: parsed.data.owner_id ?? "" });
  const result = await assignLeads(db, actor, form, [id], ownerId, now);
  if (!result.ok && result.reason === "not-found") return missing("lead");
  if (!result.ok) return invalid(fieldError("owner_id", "Please choose an active member of the team."));
  return changed(db, publicUrl, form, id, result.changed > 0);
}

/** The follow-up form's fields, by the API's names. */
const followUpNames = { follow_up_date: "at", follow_up_time: "at", follow_up_note: "note" };

/**
 * POST …/follow-up: an instant (read as the Las Vegas date and time the record page would have
 * been given, so its rules hold: not in the past, within a year), or null to clear it.
 */
export async function setLeadFollowUpFromApi(db: Db, actor: Actor, publicUrl: string, form: LeadForm, id: string, body: unknown, now: Date): Promise<ApiResult<ApiLeadChange>> {
  if (!(await findLeadHeader(db, form, id))) return missing("lead");
  const parsed = apiFollowUpBody.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  if (parsed.data.at === null) {
    const cleared = await clearFollowUp(db, actor, form, id, now);
    return cleared.ok ? changed(db, publicUrl, form, id, cleared.changed) : missing("lead");
  }
  const at = new Date(parsed.data.at);
  const checked = followUpSchema(now).safeParse({ follow_up_date: lasVegasDate(at), follow_up_time: lasVegasTime(at), follow_up_note: parsed.data.note ?? undefined });
  if (!checked.success) return invalid(renamedFields(checked.error as z.ZodError, followUpNames));
  const result = await setFollowUp(db, actor, form, id, checked.data, now);
  if (!result.ok && result.reason === "not-found") return missing("lead");
  if (!result.ok) return conflict("This lead is in a final stage, so it takes no follow-ups. Move it back to an open stage first.");
  return changed(db, publicUrl, form, id, result.changed);
}

/** POST …/notes: an internal note, as the record page adds one. */
export async function addLeadNoteFromApi(db: Db, actor: Actor, form: LeadForm, id: string, body: unknown): Promise<ApiResult<ApiNoteCreated>> {
  if (!(await findLeadHeader(db, form, id))) return missing("lead");
  const parsed = apiNoteBody.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const result = await addLeadNote(db, actor, form, id, parsed.data.body);
  if (!result.ok) return missing("lead");
  const note = await db
    .selectFrom("lead_notes")
    .select(["id", "kind", "body", "author_email", "channel", "outcome", "created_at"])
    .where("id", "=", result.noteId)
    .executeTakeFirst();
  return note ? found({ note: apiNoteOf(note) }, 201) : missing("lead");
}
