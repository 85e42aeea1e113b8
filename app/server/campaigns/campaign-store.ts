/**
 * The back office's campaigns (docs/product.md#the-campaigns-pages): creating and editing them
 * from the form, the list with what each did in the last 30 days, and starting, pausing and
 * resuming them. Admins only (the routes check); every change is written with its audit entry
 * in one transaction. A campaign is born a draft; it starts only with an audience
 * (audienceIsSet) and the parts its action needs; a change of status is a conditional update
 * on the status it was read in, so two admins clicking at once change it once.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { CAMPAIGN_LIST_DAYS } from "../../lib/campaign-form-fields.ts";
import { audienceIsSet, campaignSendStatuses, type CampaignSendStatus, type CampaignStatus } from "../../lib/campaigns.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { ownerChoices } from "../customers/owner-choices.ts";
import type { CampaignsTable, Database } from "../db/schema.ts";
import type { CampaignInput } from "./campaign-form.ts";
import { campaignFromRow, makesTask, sendsEmail, type Campaign } from "./campaign-row.ts";

const DAY_MS = 86_400_000;

function campaignColumns(input: CampaignInput) {
  return {
    name: input.name,
    purpose: input.purpose,
    trigger_kind: input.trigger,
    offset_days: input.offsetDays,
    fixed_date: input.fixedDate,
    audience_json: JSON.stringify(input.audience),
    action: input.action,
    subject_en: input.subject.en,
    body_en: input.body.en,
    subject_es: input.subject.es,
    body_es: input.body.es,
    task_title: input.taskTitle,
    send_hour: input.sendHour,
  } satisfies Partial<Record<keyof CampaignsTable, unknown>>;
}

type Columns = ReturnType<typeof campaignColumns>;

/** The words an update's audit entry uses for each column. */
const columnNames: Record<keyof Columns, string> = {
  name: "name",
  purpose: "purpose",
  trigger_kind: "trigger",
  offset_days: "days",
  fixed_date: "date",
  audience_json: "audience",
  action: "action",
  subject_en: "English subject",
  body_en: "English message",
  subject_es: "Spanish subject",
  body_es: "Spanish message",
  task_title: "task title",
  send_hour: "hour",
};

export async function getCampaign(db: Kysely<Database>, id: string): Promise<Campaign | null> {
  const row = await db.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? campaignFromRow(row) : null;
}

export async function createCampaign(db: Kysely<Database>, actor: Actor, input: CampaignInput, now = new Date()): Promise<{ id: string }> {
  const id = randomUUID();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("campaigns")
      .values({ id, status: "draft", ...campaignColumns(input), created_by: actor.id, created_at: at, updated_at: at, started_at: null, paused_at: null })
      .execute();
    await recordAudit(trx, actor, { action: "campaign.create", targetType: "campaign", targetId: id, targetLabel: input.name, detail: `${input.purpose}, ${input.trigger}, ${input.action}` }, now);
  });
  return { id };
}

export type UpdateCampaignResult =
  | { ok: true; changed: boolean }
  | { ok: false; reason: "not-found" }
  /** A running or paused campaign may not lose its audience: it would go to everyone on the book. */
  | { ok: false; reason: "no-audience" };

/** Saves the form over the campaign, whatever its status: a running one sends by it from the scheduler's next minute. */
export async function updateCampaign(db: Kysely<Database>, actor: Actor, id: string, input: CampaignInput, now = new Date()): Promise<UpdateCampaignResult> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (current.status !== "draft" && !audienceIsSet(input.trigger, input.audience)) return { ok: false, reason: "no-audience" } as const;
    const columns = campaignColumns(input);
    const changed = (Object.keys(columns) as (keyof Columns)[]).filter((key) => current[key] !== columns[key]);
    if (!changed.length) return { ok: true, changed: false } as const;
    await trx.updateTable("campaigns").set({ ...columns, updated_at: now.toISOString() }).where("id", "=", id).execute();
    const running = current.status === "draft" ? "" : ` (while ${current.status === "active" ? "running" : "paused"})`;
    await recordAudit(
      trx,
      actor,
      { action: "campaign.update", targetType: "campaign", targetId: id, targetLabel: input.name, detail: `Changed${running}: ${changed.map((key) => columnNames[key]).join(", ")}` },
      now,
    );
    return { ok: true, changed: true } as const;
  });
}

export interface CampaignListRow {
  campaign: Campaign;
  /** Sends by status over the last CAMPAIGN_LIST_DAYS days. */
  sends: Record<CampaignSendStatus, number>;
  /** All of them. */
  sendTotal: number;
}

export function emptySendCounts(): Record<CampaignSendStatus, number> {
  return Object.fromEntries(campaignSendStatuses.map((s) => [s.value, 0])) as Record<CampaignSendStatus, number>;
}

const statusOrder: Record<string, number> = { active: 0, paused: 1, draft: 2 };

/** Every campaign, running ones first then by name, each with its sends of the last 30 days by status. */
export async function listCampaigns(db: Kysely<Database>, now = new Date()): Promise<CampaignListRow[]> {
  const since = new Date(now.getTime() - CAMPAIGN_LIST_DAYS * DAY_MS).toISOString();
  const rows = await db.selectFrom("campaigns").selectAll().execute();
  // Per campaign, a range of its (campaign_id, created_at) index: the sends table keeps every occurrence.
  const counts = rows.length
    ? await db
        .selectFrom("campaign_sends")
        .select((eb) => ["campaign_id", "status", eb.fn.countAll<string | number>().as("count")])
        .where("campaign_id", "in", rows.map((row) => row.id))
        .where("created_at", ">=", since)
        .groupBy(["campaign_id", "status"])
        .execute()
    : [];
  const byCampaign = new Map<string, Record<CampaignSendStatus, number>>();
  for (const count of counts) {
    const sends = byCampaign.get(count.campaign_id) ?? emptySendCounts();
    if (count.status in sends) sends[count.status as CampaignSendStatus] += Number(count.count);
    byCampaign.set(count.campaign_id, sends);
  }
  return rows
    .map((row) => {
      const sends = byCampaign.get(row.id) ?? emptySendCounts();
      return { campaign: campaignFromRow(row), sends, sendTotal: Object.values(sends).reduce((a, b) => a + b, 0) };
    })
    .sort((a, b) => (statusOrder[a.campaign.status] ?? 3) - (statusOrder[b.campaign.status] ?? 3) || a.campaign.name.localeCompare(b.campaign.name, "en"));
}

/** What stops a campaign from starting, in words for the page; none when it may start. */
export function startProblems(campaign: Campaign): string[] {
  const problems: string[] = [];
  if (!audienceIsSet(campaign.trigger, campaign.audience)) {
    problems.push("A fixed-date campaign needs an audience: choose at least one filter (a line of business, a language, an owner, a carrier…), or it would go to everyone on the book.");
  }
  if (sendsEmail(campaign) && (!campaign.subject.en.trim() || !campaign.body.en.trim())) {
    problems.push("The campaign sends an email: enter its English subject and message first.");
  }
  if (makesTask(campaign) && !campaign.taskTitle.trim()) problems.push("The campaign makes a task: enter the task's title first.");
  return problems;
}

export type CampaignStatusChange = "start" | "pause" | "resume";

export type ChangeStatusResult =
  | { ok: true; changed: boolean; status: CampaignStatus }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-ready"; problems: string[] }
  /** The change does not apply to the campaign's status (pausing a draft). */
  | { ok: false; reason: "wrong-status"; status: CampaignStatus };

const transitions: Record<CampaignStatusChange, { from: CampaignStatus; to: CampaignStatus }> = {
  start: { from: "draft", to: "active" },
  pause: { from: "active", to: "paused" },
  resume: { from: "paused", to: "active" },
};

async function changeStatus(db: Kysely<Database>, actor: Actor, id: string, change: CampaignStatusChange, now: Date): Promise<ChangeStatusResult> {
  const { from, to } = transitions[change];
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" } as const;
    const campaign = campaignFromRow(row);
    // Asked twice (a double click, two admins): the second finds it done.
    if (campaign.status === to) return { ok: true, changed: false, status: to } as const;
    if (campaign.status !== from) return { ok: false, reason: "wrong-status", status: campaign.status } as const;
    if (to === "active") {
      const problems = startProblems(campaign);
      if (problems.length) return { ok: false, reason: "not-ready", problems } as const;
    }
    const at = now.toISOString();
    const stamp = change === "start" ? { started_at: at, paused_at: null } : change === "pause" ? { paused_at: at } : { paused_at: null };
    const updated = await trx
      .updateTable("campaigns")
      .set({ status: to, ...stamp, updated_at: at })
      .where("id", "=", id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: true, changed: false, status: to } as const;
    await recordAudit(trx, actor, { action: `campaign.${change}`, targetType: "campaign", targetId: id, targetLabel: campaign.name, detail: `${from} → ${to}` }, now);
    return { ok: true, changed: true, status: to } as const;
  });
}

/** Draft → running (started_at now): refused without an audience or the parts its action needs. */
export function startCampaign(db: Kysely<Database>, actor: Actor, id: string, now = new Date()): Promise<ChangeStatusResult> {
  return changeStatus(db, actor, id, "start", now);
}

/** Running → paused: nothing more goes out until it is resumed. */
export function pauseCampaign(db: Kysely<Database>, actor: Actor, id: string, now = new Date()): Promise<ChangeStatusResult> {
  return changeStatus(db, actor, id, "pause", now);
}

/** Paused → running, checked as a start is (it may have been edited meanwhile). */
export function resumeCampaign(db: Kysely<Database>, actor: Actor, id: string, now = new Date()): Promise<ChangeStatusResult> {
  return changeStatus(db, actor, id, "resume", now);
}

/** The owners the audience can name: the active team, and any chosen owner who has since left it. */
export async function campaignOwnerChoices(db: Kysely<Database>, chosen: readonly string[] = []): Promise<{ value: string; label: string }[]> {
  const choices = await ownerChoices(db);
  const missing = chosen.filter((id) => !choices.some((choice) => choice.value === id));
  if (missing.length) {
    const former = await db.selectFrom("user").select(["id", "name", "email"]).where("id", "in", missing).execute();
    for (const id of missing) {
      const person = former.find((row) => row.id === id);
      choices.push({ value: id, label: `${person?.name || person?.email || "A former account"} (no longer on the team)` });
    }
  }
  return choices;
}
