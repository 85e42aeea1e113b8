/**
 * The back office's timed jobs: every minute, the daily digests that are due, the
 * follow-up reminders whose time has passed, the customers' renewal reminders
 * (app/server/renewals/renewal-reminders.ts), the running campaigns' due messages and tasks
 * (app/server/campaigns/run-campaigns.ts), the webhooks heard before a renewal
 * (app/server/integrations/renewing-events.ts), the recommendation surveys due
 * (app/server/surveys/send-surveys.ts), and the signing step: documents past their expiry
 * expire, signers waiting for days are reminded (app/server/signing/signing-work.ts), and the
 * reminders of booked appointments (app/server/booking/booking-reminders.ts). Started by startApplication in the process that
 * runs the email worker (the HTTP server), stopped before the database closes. The jobs are
 * safe to run on several instances at once (each claims its work in the database), so every
 * instance may run the scheduler. A failing job is logged and tried again the next minute.
 */
import type { Kysely } from "kysely";
import type { Agency } from "../../config/agency.ts";
import type { Database } from "../db/schema.ts";
import { errorFields, log } from "../log.ts";
import { sendDueDigests } from "./digest.ts";
import { sendFollowUpReminders } from "./follow-up-reminders.ts";
import { sendRenewalReminders } from "../renewals/renewal-reminders.ts";
import { runCampaigns } from "../campaigns/run-campaigns.ts";
import { sendRenewingWebhooks } from "../integrations/renewing-events.ts";
import { sendDueSurveys } from "../surveys/send-surveys.ts";
import { signingPdf } from "../signing/pdf-layer.ts";
import { runSigningJobs } from "../signing/signing-work.ts";
import { sendBookingReminders } from "../booking/booking-reminders.ts";
import type { FileKeyring } from "../uploads/file-encryption.ts";

export const SCHEDULER_INTERVAL_MS = 60_000;

export interface SchedulerOptions {
  db: Kysely<Database>;
  agency: Agency;
  publicUrl: string;
  /**
   * The server's secret (the auth secret), which signs the "stop these emails" link of renewal
   * reminders and the survey's links. Without it neither is sent (tests of the other jobs).
   */
  secret?: string;
  /** The agency's file keys: the signing step runs only with them (it reads documents' rows, never their files). */
  fileKeys?: FileKeyring;
  /** Called after a run queued email, so the worker sends it now. */
  onQueued?: () => void;
  intervalMs?: number;
}

/** One run of every job at `now`; errors are logged, never thrown. Returns what was queued. */
export async function runScheduledJobs(options: SchedulerOptions, now: Date): Promise<{ digests: number; reminders: number; renewals: number; surveys: number; campaigns: number; signing: number; bookings: number }> {
  const { db, agency, publicUrl, secret, fileKeys } = options;
  const run = async (name: string, job: () => Promise<number>) => {
    try {
      return await job();
    } catch (error) {
      log.error(`scheduled job failed: ${name}`, errorFields(error));
      return 0;
    }
  };
  const digests = await run("daily digest", () => sendDueDigests(db, agency, publicUrl, now));
  const reminders = await run("follow-up reminders", () => sendFollowUpReminders(db, agency, publicUrl, now));
  const renewals = secret ? await run("renewal reminders", () => sendRenewalReminders(db, agency, publicUrl, secret, now)) : 0;
  // The secret signs the survey's links; each survey is a unique row and its recipient is locked, so instances send once.
  const surveys = secret ? await run("recommendation surveys", () => sendDueSurveys(db, { agency, publicUrl, secret }, now)) : 0;
  // Each occurrence is claimed by a unique row, so instances running this together send once.
  const campaigns = await run("campaigns", () => runCampaigns(db, { agency, publicUrl }, now));
  // Webhooks heard before a renewal (once per subscription and term, claimed by a row); the deliveries go by the webhook worker.
  await run("policy.renewing webhooks", () => sendRenewingWebhooks(db, now));
  // Expiring and reminding are conditional updates, so instances running this together never act twice.
  const signing = fileKeys
    ? await run("signing expiry and reminders", async () => {
        const done = await runSigningJobs({ db, fileKeys, pdf: signingPdf, agency, publicUrl }, now);
        return done.expired + done.reminded;
      })
    : 0;
  // The secret signs the reminder's reschedule link; each reminder is claimed by a conditional update.
  const bookings = secret ? await run("booking reminders", () => sendBookingReminders(db, { agency, publicUrl, secret }, now)) : 0;
  if (digests || reminders || renewals || surveys || campaigns || signing || bookings) {
    log.info("scheduled emails queued", { digests, reminders, renewals, surveys, campaigns, signing, bookings });
    options.onQueued?.();
  }
  return { digests, reminders, renewals, surveys, campaigns, signing, bookings };
}

export function startScheduler(options: SchedulerOptions): { stop(): Promise<void> } {
  const intervalMs = options.intervalMs ?? SCHEDULER_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(tick, intervalMs);
    // The timer alone never keeps the process alive (command-line tools, tests).
    timer.unref();
  };
  const tick = () => {
    running = runScheduledJobs(options, new Date()).finally(() => {
      running = undefined;
      if (!stopped) schedule();
    });
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
