/**
 * Marking a task done from My work (docs/product.md#tasks): its owner may, and so may an admin
 * (a task nobody owns is the admins' to do); anyone else is refused and nothing changes. The
 * update is conditional on the task being open, so two clicks (or two people) complete it once;
 * it and its audit entry ("task.done") are written in one transaction.
 */
import type { Kysely } from "kysely";
import type { Role } from "../../lib/account-roles.ts";
import { recordAudit } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";

export type CompleteTaskResult =
  | { ok: true; title: string }
  /** No such task. */
  | { ok: false; reason: "not-found" }
  /** Someone else's task (or nobody's, for a staff member). */
  | { ok: false; reason: "not-yours" }
  | { ok: false; reason: "already-done"; doneAt: string | null };

/** Whether this person may complete a task with this owner: its owner, or an admin. */
export function mayCompleteTask(actor: { id: string; role: Role }, ownerId: string | null): boolean {
  return actor.role === "admin" || (ownerId !== null && ownerId === actor.id);
}

export async function completeTask(db: Kysely<Database>, actor: { id: string; email: string; role: Role }, taskId: string, now = new Date()): Promise<CompleteTaskResult> {
  return db.transaction().execute(async (trx): Promise<CompleteTaskResult> => {
    const task = await trx.selectFrom("tasks").select(["id", "owner_id", "title", "status", "due_date", "done_at"]).where("id", "=", taskId).executeTakeFirst();
    if (!task) return { ok: false, reason: "not-found" };
    if (!mayCompleteTask(actor, task.owner_id)) return { ok: false, reason: "not-yours" };
    if (task.status !== "open") return { ok: false, reason: "already-done", doneAt: task.done_at };
    const at = now.toISOString();
    const updated = await trx
      .updateTable("tasks")
      .set({ status: "done", done_at: at, done_by: actor.id })
      .where("id", "=", taskId)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: "already-done", doneAt: null };
    // The title may name the customer: the audit log keeps the task's id and due date only.
    await recordAudit(trx, actor, { action: "task.done", targetType: "task", targetId: taskId, detail: `Due ${task.due_date}` }, now);
    return { ok: true, title: task.title };
  });
}
