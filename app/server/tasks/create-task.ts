/**
 * Putting a task on a team member's My work (docs/product.md#tasks): a campaign's "call Rosa
 * about her renewal", a low survey score. Call it with the transaction that stores what caused
 * it, so the task exists exactly when its cause does.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";

export interface NewTask {
  /** user.id; null leaves it to the admins (My work's Unassigned). */
  ownerId: string | null;
  title: string;
  detail?: string | null;
  /** YYYY-MM-DD, Las Vegas. */
  dueDate: string;
  customerId?: string | null;
  policyId?: string | null;
  lead?: { form: string; id: string } | null;
  source: { type: "campaign" | "survey"; id: string };
}

/** Titles are one line of at most 200 characters: a template could make them longer. */
export const TASK_TITLE_MAX = 200;

export async function createTask(db: Kysely<Database> | Transaction<Database>, task: NewTask, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("tasks")
    .values({
      id,
      owner_id: task.ownerId,
      title: task.title.replace(/\s+/g, " ").trim().slice(0, TASK_TITLE_MAX),
      detail: task.detail?.trim() || null,
      due_date: task.dueDate,
      customer_id: task.customerId ?? null,
      policy_id: task.policyId ?? null,
      lead_form: task.lead?.form ?? null,
      lead_id: task.lead?.id ?? null,
      source_type: task.source.type,
      source_id: task.source.id,
      status: "open",
      created_at: now.toISOString(),
      done_at: null,
      done_by: null,
    })
    .execute();
  return id;
}
