/**
 * Report 4 (docs/product.md#reports): the open records (in a stage that is not final) each
 * person owns, by form and stage, with the unassigned ones. Counted in SQL (a plain GROUP BY,
 * the same on both engines) over the owner index. Every active team member has a row, with
 * zeros when they own nothing; a former member who still owns records has one too.
 */
import type { Kysely } from "kysely";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import { openStages, pipelines, type StageTone } from "../../lib/pipeline.ts";
import type { Database } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { listActiveTeam } from "../pipeline/assignment.ts";

export const UNASSIGNED = "Unassigned";

export interface OpenItemsRow {
  /** The owner's id; null for unassigned records. */
  ownerId: string | null;
  /** Their name (or email), or "Unassigned". */
  label: string;
  email: string | null;
  /** False for someone no longer on the active team who still owns records. */
  active: boolean;
  /** Open records by form and stage code. */
  counts: Record<LeadForm, Record<string, number>>;
  /** Open records by the stage's place in its pipeline (new, working, waiting). */
  byTone: Partial<Record<StageTone, number>>;
  total: number;
}

export interface OpenItems {
  /** Each form's open stages, in pipeline order (the table's columns). */
  stages: { form: LeadForm; stages: { code: string; label: string; tone: StageTone }[] }[];
  /** Team members first (team order), then former members, then Unassigned. */
  rows: OpenItemsRow[];
  total: number;
}

const emptyCounts = () => Object.fromEntries(leadForms.map((f) => [f, {}])) as Record<LeadForm, Record<string, number>>;

export async function openItemsByOwner(db: Kysely<Database>): Promise<OpenItems> {
  const stages = leadForms.map((form) => ({
    form,
    stages: pipelines[form].filter((s) => openStages(form).includes(s.code)).map(({ code, label, tone }) => ({ code, label, tone })),
  }));
  const team = await listActiveTeam(db);
  const rows = new Map<string | null, OpenItemsRow>();
  const rowFor = (ownerId: string | null, label: string, email: string | null, active: boolean) => {
    if (!rows.has(ownerId)) rows.set(ownerId, { ownerId, label, email, active, counts: emptyCounts(), byTone: {}, total: 0 });
    return rows.get(ownerId)!;
  };
  for (const member of team) rowFor(member.id, member.name || member.email, member.email, true);

  const counted: { form: LeadForm; ownerId: string | null; stage: string; count: number }[] = [];
  for (const form of leadForms) {
    const groups = await leadDb(db)
      .selectFrom(leadTables[form].table)
      .select((eb) => ["owner_id", "status", eb.fn.countAll().as("count")])
      .where("status", "in", openStages(form))
      .groupBy(["owner_id", "status"])
      .execute();
    await yieldToEventLoop();
    for (const g of groups) counted.push({ form, ownerId: g.owner_id, stage: g.status, count: Number(g.count) });
  }
  const formerIds = [...new Set(counted.map((c) => c.ownerId).filter((id): id is string => !!id && !rows.has(id)))];
  const former = formerIds.length ? await db.selectFrom("user").select(["id", "name", "email"]).where("id", "in", formerIds).execute() : [];
  for (const id of formerIds.sort()) {
    const user = former.find((u) => u.id === id);
    rowFor(id, user ? user.name || user.email : "Former team member", user?.email ?? null, false);
  }
  for (const c of counted) {
    const row = c.ownerId ? rows.get(c.ownerId)! : rowFor(null, UNASSIGNED, null, true);
    const tone = pipelines[c.form].find((s) => s.code === c.stage)!.tone;
    row.counts[c.form][c.stage] = (row.counts[c.form][c.stage] ?? 0) + c.count;
    row.byTone[tone] = (row.byTone[tone] ?? 0) + c.count;
    row.total += c.count;
  }
  const ordered = [...rows.values()].filter((r) => r.ownerId !== null);
  ordered.push(rows.get(null) ?? rowFor(null, UNASSIGNED, null, true));
  return { stages, rows: ordered, total: ordered.reduce((sum, r) => sum + r.total, 0) };
}
