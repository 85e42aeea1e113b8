/**
 * Renewal reminder emails (docs/product.md#renewals): for each active policy expiring within
 * the "renewal reminder days" setting, its customer gets ONE email per term, naming the policy,
 * what happens next and their agent, with a link that stops these emails.
 *
 * Claiming works like the follow-up reminders: the policy is marked (renewal_reminded_for =
 * its expiration date) by a conditional update and the email is queued in the same
 * transaction, so several instances running the scheduler never send two. The term is known
 * by its expiration date: a renewed term (a new date) is due again. Customers without an email
 * address, and customers who stopped the emails, are skipped and their policies stay unmarked.
 */
import { emailSuppressedSql } from "../compliance/suppressions.ts";
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { fullAddress, type Agency } from "../../config/agency.ts";
import { formatOpeningHours } from "../../config/office-hours.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { policyLineLabel } from "../../lib/policies.ts";
import { dateInWords, windowEnd } from "../../lib/renewals.ts";
import type { Database } from "../db/schema.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { ownerIntroduction, type LeadOwner } from "../leads/lead-emails.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { renderEmail, type EmailContent } from "../mail/render-email.ts";
import { getRenewalReminderDays } from "../settings/renewal-reminder-days.ts";
import { renewalUnsubscribePath, signRenewalToken } from "./unsubscribe-token.ts";

export const RENEWAL_REMINDER_KIND = "customer.renewal_reminder";
/** Policies handled per run; the rest wait for the next minute. */
export const RENEWAL_BATCH = 200;

/** What the email says about the policy and to whom. */
export interface RenewalFacts {
  policyId: string;
  /** The customer's name, or a business's contact person. */
  greetingName: string;
  line: string;
  carrier: string;
  policyNumber: string;
  /** YYYY-MM-DD */
  expirationDate: string;
}

export interface RenewalEmailContext {
  agency: Agency;
  publicUrl: string;
  /** The customer's assigned staff member, when they are on the team. */
  agent: LeadOwner | null;
  /** The signed token of the "stop these emails" link (unsubscribe-token.ts). */
  unsubscribeToken: string;
}

export function renewalReminderContent(facts: RenewalFacts, context: RenewalEmailContext): EmailContent {
  const { agency, agent } = context;
  const line = policyLineLabel(facts.line);
  const expires = dateInWords(facts.expirationDate);
  const base = context.publicUrl.replace(/\/$/, "");
  const who = agent ? agent.name.trim() || "your agent" : `the team at ${agency.name}`;
  return {
    subject: `Your ${line.toLowerCase()} policy renews on ${expires}`,
    heading: `Your ${line.toLowerCase()} policy is coming up for renewal`,
    paragraphs: [
      `Hello ${facts.greetingName.trim() || "there"},`,
      `Your ${line} policy with ${facts.carrier} (policy number ${facts.policyNumber}) expires on ${expires}.`,
      `What happens next: ${who} reviews your renewal before that date and contacts you if anything needs your attention. ` +
        "If something has changed (a new car or driver, a move, a new business activity, coverage you want to add or drop), " +
        `call ${agent?.phone ? "your agent" : "us"} or reply to this email and we will update the renewal.`,
    ],
    summary: [
      ["Policy", line],
      ["Carrier", facts.carrier],
      ["Policy number", facts.policyNumber],
      ["Expires", expires],
    ],
    action: { label: "See your policy online", url: `${base}/dashboard/policies/${encodeURIComponent(facts.policyId)}` },
    closing: [
      ...(agent ? [ownerIntroduction(agent, agency)] : []),
      [
        agency.name,
        fullAddress(agency),
        `Phone: ${agency.phone.display}`,
        `Email: ${agency.emails.info}`,
        `Office hours: ${formatOpeningHours(agency.openingHours).join("; ")} (Pacific Time)`,
      ].join("\n"),
    ],
    footer: [agency.name, "You receive this email because you have a policy with us. We send one reminder before each renewal."],
    footerLink: { label: "Stop renewal reminder emails", url: `${base}${renewalUnsubscribePath(context.unsubscribeToken)}` },
  };
}

/** The customer may be emailed: an address, reminders not stopped, and the address not opted out of reminder email. */
function customerReachable(eb: ExpressionBuilder<Database, "policies">) {
  return eb.exists(
    eb
      .selectFrom("customers")
      .select(sql.lit(1).as("one"))
      .whereRef("customers.id", "=", "policies.customer_id")
      .where("customers.email", "is not", null)
      .where("customers.email", "<>", "")
      .where("customers.renewal_emails_stopped_at", "is", null)
      .where(sql<boolean>`not ${emailSuppressedSql("customers.email")}`),
  );
}

/** Not yet reminded for the current expiration date. */
function notRemindedForTerm(eb: ExpressionBuilder<Database, "policies">) {
  return eb.or([eb("policies.renewal_reminded_for", "is", null), eb("policies.renewal_reminded_for", "<>", eb.ref("policies.expiration_date"))]);
}

/**
 * The policies whose reminder is due at `now`, soonest expiration first (exported for the
 * query-plan test): seeks policies_expiration_idx (status, expiration_date, id), so a run reads
 * only the active policies inside the window.
 */
export function dueRenewalsQuery(db: Kysely<Database>, today: string, reminderDays: number) {
  return db
    .selectFrom("policies")
    .select(["policies.id", "policies.customer_id", "policies.expiration_date"])
    .where("policies.status", "=", "active")
    .where("policies.expiration_date", ">=", today)
    .where("policies.expiration_date", "<=", windowEnd(today, reminderDays))
    .where(notRemindedForTerm)
    .where(customerReachable)
    .orderBy("policies.status")
    .orderBy("policies.expiration_date")
    .limit(RENEWAL_BATCH);
}

/** Queues the reminders due at `now`; returns how many were queued. */
export async function sendRenewalReminders(db: Kysely<Database>, agency: Agency, publicUrl: string, secret: string, now: Date): Promise<number> {
  const today = lasVegasDate(now);
  const reminderDays = await getRenewalReminderDays(db);
  const due = await dueRenewalsQuery(db, today, reminderDays).execute();
  let queued = 0;
  for (const [i, row] of due.entries()) {
    // One policy's queries at a time: on SQLite they run on the main thread (app/server/event-loop.ts).
    if (i > 0) await yieldToEventLoop();
    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("policies")
        .set({ renewal_reminded_for: row.expiration_date })
        .where("id", "=", row.id)
        // Changed meanwhile (another instance sent it, a new date, cancelled, stopped): the next run reads it afresh.
        .where("status", "=", "active")
        .where("expiration_date", "=", row.expiration_date)
        .where(notRemindedForTerm)
        .where(customerReachable)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      const policy = await trx
        .selectFrom("policies")
        .innerJoin("customers", "customers.id", "policies.customer_id")
        .select([
          "policies.line",
          "policies.carrier",
          "policies.policy_number",
          "customers.id as customer_id",
          "customers.kind",
          "customers.name",
          "customers.contact_name",
          "customers.email",
          "customers.owner_id",
        ])
        .where("policies.id", "=", row.id)
        .executeTakeFirstOrThrow();
      const owner = policy.owner_id
        ? await trx
            .selectFrom("user")
            .select(["name", "email", "phone", "email_signature", "disabled", "role"])
            .where("id", "=", policy.owner_id)
            .executeTakeFirst()
        : undefined;
      // A disabled account, or one no longer on the team, is nobody's agent: the agency signs instead.
      const agent: LeadOwner | null =
        owner && !owner.disabled && (owner.role === "staff" || owner.role === "admin")
          ? { name: owner.name, email: owner.email, phone: owner.phone, signature: owner.email_signature }
          : null;
      const content = renewalReminderContent(
        {
          policyId: row.id,
          greetingName: (policy.kind === "business" ? policy.contact_name : null) || policy.name,
          line: policy.line,
          carrier: policy.carrier,
          policyNumber: policy.policy_number,
          expirationDate: row.expiration_date,
        },
        { agency, publicUrl, agent, unsubscribeToken: signRenewalToken(secret, policy.customer_id, now) },
      );
      await enqueueEmail(trx, {
        kind: RENEWAL_REMINDER_KIND,
        to: policy.email!,
        replyTo: agent?.email ?? agency.emails.info,
        record: { type: "policy", id: row.id },
        ...renderEmail(content),
      });
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
