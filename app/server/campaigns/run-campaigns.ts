/**
 * The campaigns' step of the scheduler (every minute, on every instance): for each running
 * campaign, its due occurrences (campaign-audience.ts) are handled one transaction each:
 *
 * 1. the occurrence is claimed by inserting its campaign_sends row — unique per campaign and
 *    occurrence, so of several instances (or a run after a restart) exactly one goes on;
 * 2. the send rules decide (decideSend); a marketing email also takes one of the person's
 *    monthly slots (marketing-cap.ts), or is kept as "over the monthly limit";
 * 3. the email is queued in the outbox and/or the task created, and the row says what happened.
 *
 * Everything of one occurrence commits together or not at all, so an email is never queued
 * without its row, nor a row written for an email that was not queued.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Agency } from "../../config/agency.ts";
import type { CampaignSendStatus } from "../../lib/campaigns.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import type { Database } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { createTask } from "../tasks/create-task.ts";
import { callsStoppedFor, decideSend, dueOccurrences, ownersById, type Occurrence } from "./campaign-audience.ts";
import { fillTemplate, mergeValuesFor, renderCampaignEmail } from "./campaign-message.ts";
import { campaignFromRow, type Campaign } from "./campaign-row.ts";
import { getMarketingMonthlyCap, takeMarketingSlot } from "./marketing-cap.ts";

/** Occurrences handled per run, over all campaigns; the rest wait for the next minute. */
export const CAMPAIGN_BATCH = 200;

/** The outbox kinds: a service message stops with an opt-out like a reminder; marketing also needs consent. */
export const CAMPAIGN_EMAIL_KIND = { service: "campaign.service", marketing: "campaign.marketing" } as const;

export interface CampaignRunContext {
  agency: Agency;
  publicUrl: string;
}

type Owner = { name: string; phone: string | null; email: string };

/** Handles the due occurrences of every running campaign; returns how many emails were queued. */
export async function runCampaigns(db: Kysely<Database>, context: CampaignRunContext, now: Date): Promise<number> {
  const campaigns = (await db.selectFrom("campaigns").selectAll().where("status", "=", "active").orderBy("created_at").execute()).map(campaignFromRow);
  let handled = 0;
  let queued = 0;
  for (const campaign of campaigns) {
    if (handled >= CAMPAIGN_BATCH) break;
    const people = await dueOccurrences(db, campaign, now, CAMPAIGN_BATCH - handled);
    if (!people.length) continue;
    const owners = await ownersById(db, people.map((p) => p.ownerId));
    const callsStopped = await callsStoppedFor(db, people);
    const cap = await getMarketingMonthlyCap(db);
    for (const [i, person] of people.entries()) {
      // One occurrence's queries at a time: on SQLite they run on the main thread (app/server/event-loop.ts).
      if (i > 0) await yieldToEventLoop();
      const owner = person.ownerId ? (owners.get(person.ownerId) ?? null) : null;
      const result = await handleOccurrence(db, campaign, person, { owner, callsStopped: !!person.phone && callsStopped.has(person.phone), cap }, context, now);
      if (result === "paused") break;
      if (result !== "taken") handled++;
      if (result === "sent") queued++;
    }
  }
  return queued;
}

/**
 * One occurrence, in one transaction. "taken": another instance handled it first; "paused":
 * the campaign stopped running meanwhile (nothing written).
 */
export async function handleOccurrence(
  db: Kysely<Database>,
  campaign: Campaign,
  person: Occurrence,
  facts: { owner: Owner | null; callsStopped: boolean; cap: number },
  context: CampaignRunContext,
  now: Date,
): Promise<CampaignSendStatus | "taken" | "paused"> {
  const decision = decideSend(campaign, person, facts.callsStopped);
  return db.transaction().execute(async (trx) => {
    const running = await trx.selectFrom("campaigns").select("status").where("id", "=", campaign.id).executeTakeFirst();
    if (running?.status !== "active") return "paused";
    const sendId = randomUUID();
    const at = now.toISOString();
    const claimed = await trx
      .insertInto("campaign_sends")
      .values({
        id: sendId,
        campaign_id: campaign.id,
        occurrence_key: person.key,
        customer_id: person.customerId,
        policy_id: person.policyId,
        lead_form: person.lead?.form ?? null,
        lead_id: person.lead?.id ?? null,
        recipient_name: person.fullName,
        recipient_email: person.email,
        language: person.language,
        status: decision.email === "send" ? "sent" : decision.email,
        email_id: null,
        task_id: null,
        created_at: at,
      })
      .onConflict((oc) => oc.columns(["campaign_id", "occurrence_key"]).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) !== 1) return "taken";

    const values = mergeValuesFor({ fullName: person.fullName, policy: person.policy, owner: facts.owner }, context.agency, person.language);
    let status: CampaignSendStatus = decision.email === "send" ? "sent" : decision.email;
    let emailId: string | null = null;
    if (status === "sent" && campaign.purpose === "marketing" && !(await takeMarketingSlot(trx, person.email!, now, facts.cap))) status = "over_cap";
    if (status === "sent") {
      const email = renderCampaignEmail(campaign, person.language, values, context);
      emailId = await enqueueEmail(trx, {
        kind: CAMPAIGN_EMAIL_KIND[campaign.purpose],
        to: person.email!,
        replyTo: facts.owner?.email ?? context.agency.emails.info,
        record: { type: "campaign", id: sendId },
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    }
    const taskId = decision.task
      ? await createTask(
          trx,
          {
            ownerId: facts.owner ? person.ownerId : null,
            title: fillTemplate(campaign.taskTitle, values) || campaign.name,
            detail: taskDetail(campaign, person, status),
            dueDate: lasVegasDate(now),
            customerId: person.customerId,
            policyId: person.policyId,
            lead: person.lead,
            source: { type: "campaign", id: campaign.id },
          },
          now,
        )
      : null;
    await trx.updateTable("campaign_sends").set({ status, email_id: emailId, task_id: taskId }).where("id", "=", sendId).execute();
    return status;
  });
}

/** What the task's owner needs to know: which campaign, about what, and whether an email went too. */
function taskDetail(campaign: Campaign, person: Occurrence, status: CampaignSendStatus): string {
  const about = person.policy ? ` (${person.policy.carrier}, policy ${person.policy.policyNumber}, expires ${person.policy.expirationDate})` : "";
  const email = campaign.action === "both" ? (status === "sent" ? " The campaign's email was sent too." : " No email was sent.") : "";
  return `From the campaign "${campaign.name}"${about}.${email}`;
}
