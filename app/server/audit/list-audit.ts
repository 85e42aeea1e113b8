/** Reading the audit log: newest first, by page, optionally for one record, one action or one person. */
import type { Kysely } from "kysely";
import type { AuditAction, AuditTargetType } from "../../lib/audit-actions.ts";
import type { Database } from "../db/schema.ts";
import { clampPage } from "../paging.ts";

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  targetType: AuditTargetType | null;
  /** A record's id, or for claims its claim number (stored as the label). */
  targetId: string | null;
  action: AuditAction | null;
  /** An actor's email, exactly. */
  actor: string | null;
}

export const noAuditFilter: AuditFilter = { targetType: null, targetId: null, action: null, actor: null };

export interface AuditRow {
  id: string;
  createdAt: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  detail: string | null;
}

export interface AuditPage {
  rows: AuditRow[];
  total: number;
  page: number;
  pageCount: number;
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom("audit_log");
  if (filter.targetType) query = query.where("target_type", "=", filter.targetType);
  if (filter.targetId) {
    const id = filter.targetId;
    query = query.where((eb) => eb.or([eb("target_id", "=", id), eb("target_label", "=", id)]));
  }
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.actor) query = query.where("actor_email", "=", filter.actor.toLowerCase());
  return query;
}

type Selected = { id: string; created_at: string; actor_email: string; action: string; target_type: string; target_id: string; target_label: string; detail: string | null };

function toRow(row: Selected): AuditRow {
  return {
    id: row.id,
    createdAt: row.created_at,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    detail: row.detail,
  };
}

const columns = ["id", "created_at", "actor_email", "action", "target_type", "target_id", "target_label", "detail"] as const;

export async function listAudit(db: Kysely<Database>, filter: AuditFilter, requestedPage = 1): Promise<AuditPage> {
  const { count } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const { page, pageCount } = clampPage(total, requestedPage, AUDIT_PAGE_SIZE);
  const rows = await filtered(db, filter)
    .select(columns)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return { rows: rows.map(toRow), total, page, pageCount };
}
