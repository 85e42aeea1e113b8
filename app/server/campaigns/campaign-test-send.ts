/**
 * "Send a test to me" on a campaign's page (docs/product.md#the-campaigns-pages): the chosen
 * language's message, filled with the merge values of the first person the campaign would
 * reach today (one who reads that language when there is one), or with example values when
 * nobody matches, queued to the signed-in admin's own address and to nobody else: the only
 * address this module ever sends to is the actor's. The subject starts "[Test] ". Kind
 * "campaign.test", filed as an account email (its content goes with the short retention of
 * those), audited as "campaign.test_send".
 */
import type { Kysely } from "kysely";
import type { Agency } from "../../config/agency.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { previewCampaign } from "./campaign-audience.ts";
import { renderCampaignEmail } from "./campaign-message.ts";
import { sampleValues } from "./campaign-page.ts";
import { messageLanguage, sendsEmail } from "./campaign-row.ts";
import { getCampaign } from "./campaign-store.ts";

export const CAMPAIGN_TEST_KIND = "campaign.test";
export const TEST_SUBJECT_PREFIX = "[Test] ";

export interface CampaignTestDeps {
  db: Kysely<Database>;
  agency: Agency;
}

export type CampaignTestResult =
  | {
      ok: true;
      emailId: string;
      to: string;
      /** The language of the message sent: English when the campaign has no Spanish version. */
      language: Locale;
      /** Whose values filled the merge fields: a person the campaign would reach, or null for the example values. */
      valuesOf: string | null;
    }
  | { ok: false; reason: "not-found" }
  /** A task-only campaign has no email to test. */
  | { ok: false; reason: "no-email" };

/** Queues the test to `actor.email` only. */
export async function sendCampaignTest(deps: CampaignTestDeps, actor: Actor, campaignId: string, requested: Locale, now = new Date()): Promise<CampaignTestResult> {
  const { db } = deps;
  const campaign = await getCampaign(db, campaignId);
  if (!campaign) return { ok: false, reason: "not-found" };
  if (!sendsEmail(campaign) || !campaign.subject.en.trim() || !campaign.body.en.trim()) return { ok: false, reason: "no-email" };
  // Spanish asked of a campaign without a Spanish version: the English one, as a Spanish speaker would get.
  const language = messageLanguage(campaign, requested);

  const preview = await previewCampaign(db, campaign, now, deps.agency);
  // Nobody to borrow values from: the example values, signed by the admin themself.
  const me = actor.id ? await db.selectFrom("user").select(["name", "phone", "email"]).where("id", "=", actor.id).executeTakeFirst() : undefined;
  const { values, valuesOf } = sampleValues(preview, deps.agency, requested, me ? { name: me.name || me.email, phone: me.phone, email: me.email } : null);

  const { locale: _locale, ...rendered } = renderCampaignEmail(campaign, language, values, { agency: deps.agency });
  const emailId = await db.transaction().execute(async (trx) => {
    const id = await enqueueEmail(trx, {
      ...rendered,
      subject: `${TEST_SUBJECT_PREFIX}${rendered.subject}`,
      kind: CAMPAIGN_TEST_KIND,
      to: actor.email,
      record: { type: "account" },
    });
    await recordAudit(
      trx,
      actor,
      {
        action: "campaign.test_send",
        targetType: "campaign",
        targetId: campaign.id,
        targetLabel: campaign.name,
        detail: `${language === "es" ? "Spanish" : "English"} version, ${valuesOf ? "a previewed recipient's values" : "example values"}`,
      },
      now,
    );
    return id;
  });
  return { ok: true, emailId, to: actor.email, language, valuesOf };
}
