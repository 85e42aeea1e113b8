/**
 * Writing the audit log: who did what to which record, and when. Call it with the
 * same transaction as the change it records, so the change and its entry are
 * stored together or not at all. Entries are only ever inserted.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { AuditAction, AuditTargetType } from "../../lib/audit-actions.ts";
import type { Database } from "../db/schema.ts";
import { statementTemplate } from "../db/statement-template.ts";

/** Who acted: a signed-in admin, or the command line (id null). */
export interface Actor {
  id: string | null;
  email: string;
}

/** The command line as an actor, e.g. systemActor("npm run purge"). */
export function systemActor(tool: string): Actor {
  return { id: null, email: `system: ${tool}` };
}

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** A name for the record without personal data (claim number, account email, email kind). */
  targetLabel?: string;
  /** What changed, e.g. "New → Contacted" or a file name. */
  detail?: string | null;
}

type Db = Kysely<Database> | Transaction<Database>;

export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry, now = new Date()): Promise<void> {
  await db.insertInto("audit_log").values(auditRow(actor, entry, now)).execute();
}

function auditRow(actor: Actor, entry: AuditEntry, now: Date) {
  return {
    id: randomUUID(),
    created_at: now.toISOString(),
    actor_id: actor.id,
    actor_email: actor.email,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    target_label: entry.targetLabel ?? "",
    detail: entry.detail ?? null,
  };
}

/** Opening the same record again within this many minutes is one view, not many (reloads, returning after a change). */
export const VIEW_WINDOW_MINUTES = 10;

/** The view's row, and since when an earlier view by the same person makes it one (by the same account too when `sameAccount`). */
type ViewValues = ReturnType<typeof auditRow> & { since: string; sameAccount: boolean };

/** Inserts the view's row unless the same person viewed the same record since `since`: one statement, which inserts nothing then. */
function viewInsert(db: Db, { since, sameAccount, ...row }: ViewValues) {
  let recent = db
    .selectFrom("audit_log")
    .select("id")
    .where("action", "=", row.action)
    .where("target_type", "=", row.target_type)
    .where("target_id", "=", row.target_id)
    .where("actor_email", "=", row.actor_email)
    .where("created_at", ">=", since);
  if (sameAccount) recent = recent.where("actor_id", "=", row.actor_id);
  return db
    .insertInto("audit_log")
    .columns(Object.keys(row) as (keyof typeof row)[])
    .expression(
      db
        .selectNoFrom((eb) => Object.entries(row).map(([column, value]) => eb.val(value).as(column)))
        .where(({ not, exists }) => not(exists(recent))),
    );
}

const viewInsertStatement = statementTemplate((db: Kysely<Database>, values: ViewValues) => viewInsert(db, values));

/** Records a view unless the same person viewed the same record moments ago. */
export async function recordView(db: Db, actor: Actor, entry: AuditEntry, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - VIEW_WINDOW_MINUTES * 60_000).toISOString();
  const values: ViewValues = { ...auditRow(actor, entry, now), since, sameAccount: Boolean(actor.id) };
  await viewInsertStatement.rows(db, values);
}
