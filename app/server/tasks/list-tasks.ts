/**
 * The tasks My work and the daily digest show (docs/product.md#tasks): a team member's open
 * tasks, overdue first then by due date (one order: an overdue task's date is the earliest),
 * each with the customer or lead it is about, their phone and email, and the "Do not call" and
 * "Do not text" flags of the number. Admins also get the open tasks nobody owns.
 *
 * One query per list, seeking in tasks_owner_idx (owner_id, status, due_date) and stopping one
 * row past what the list shows; the leads' names are read per form for the rows shown.
 */
import type { Kysely, Transaction } from "kysely";
import { isLeadForm } from "../../lib/lead-forms.ts";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { taskDueState, type TaskDueState } from "../../lib/tasks.ts";
import { phoneFlagsFor } from "../compliance/suppressions.ts";
import type { Database } from "../db/schema.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface TaskItem {
  id: string;
  title: string;
  detail: string | null;
  /** YYYY-MM-DD, Las Vegas. */
  dueDate: string;
  due: TaskDueState;
  /** user.id, or null while nobody owns it. */
  ownerId: string | null;
  /** campaign | survey */
  sourceType: string;
  createdAt: string;
  customer: { id: string; name: string } | null;
  lead: { form: LeadForm; id: string; name: string } | null;
  policyId: string | null;
  /** The customer's (else the lead's) email and phone, to reach them from the list. */
  email: string | null;
  phone: string | null;
  doNotCall: boolean;
  doNotText: boolean;
}

export interface TaskList {
  items: TaskItem[];
  /** More open tasks than are shown. */
  more: boolean;
}

/** Open tasks of `ownerId` (null: nobody's), earliest due first (exported for the query-plan test). */
export function openTasksQuery(db: Db, ownerId: string | null, options: { dueBy?: string; limit: number }) {
  let query = db
    .selectFrom("tasks")
    .leftJoin("customers", "customers.id", "tasks.customer_id")
    .select([
      "tasks.id",
      "tasks.owner_id",
      "tasks.title",
      "tasks.detail",
      "tasks.due_date",
      "tasks.customer_id",
      "tasks.policy_id",
      "tasks.lead_form",
      "tasks.lead_id",
      "tasks.source_type",
      "tasks.created_at",
      "customers.name as customer_name",
      "customers.email as customer_email",
      "customers.phone as customer_phone",
    ])
    .where("tasks.status", "=", "open");
  query = ownerId === null ? query.where("tasks.owner_id", "is", null) : query.where("tasks.owner_id", "=", ownerId);
  if (options.dueBy) query = query.where("tasks.due_date", "<=", options.dueBy);
  return query
    .orderBy("tasks.due_date")
    .orderBy("tasks.created_at")
    .orderBy("tasks.id")
    .limit(options.limit + 1);
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof openTasksQuery>["execute"]>>[number];

const openTasksStatement = statementTemplate((db: Kysely<Database>, v: { ownerId: string | null; dueBy: string | undefined; limit: number }) =>
  openTasksQuery(db, v.ownerId, v.dueBy === undefined ? { limit: v.limit } : { dueBy: v.dueBy, limit: v.limit }),
);

const leadsStatement = statementTemplate(
  (db: Kysely<Database>, { form, ids }: { form: LeadForm; ids: readonly string[] }) =>
    leadDb(db).selectFrom(leadTables[form].table).select(["id", "first_name", "last_name", "email", "phone"]).where("id", "in", [...ids]),
  { shape: ["form"] },
);

/** The leads tasks name, read per form: their name, email and phone. */
async function leadsOf(db: Db, rows: TaskRow[]): Promise<Map<string, { name: string; email: string; phone: string }>> {
  const idsByForm = new Map<LeadForm, string[]>();
  for (const row of rows) {
    if (!row.customer_id && row.lead_id && isLeadForm(row.lead_form)) idsByForm.set(row.lead_form, [...(idsByForm.get(row.lead_form) ?? []), row.lead_id]);
  }
  const leads = new Map<string, { name: string; email: string; phone: string }>();
  for (const [form, ids] of idsByForm) {
    const found = await leadsStatement.rows(db, { form, ids });
    for (const lead of found) leads.set(`${form}:${lead.id}`, { name: `${lead.first_name} ${lead.last_name}`.trim(), email: lead.email, phone: lead.phone });
  }
  return leads;
}

/** Rows as the list shows them, with what they are about and the phone's flags. */
async function toItems(db: Db, rows: TaskRow[], today: string): Promise<TaskItem[]> {
  const leads = await leadsOf(db, rows);
  const items = rows.map((row): TaskItem => {
    const lead = !row.customer_id && row.lead_id && isLeadForm(row.lead_form) ? leads.get(`${row.lead_form}:${row.lead_id}`) : undefined;
    const customer = row.customer_id && row.customer_name !== null ? { id: row.customer_id, name: row.customer_name } : null;
    return {
      id: row.id,
      title: row.title,
      detail: row.detail,
      dueDate: row.due_date,
      due: taskDueState(row.due_date, today),
      ownerId: row.owner_id,
      sourceType: row.source_type,
      createdAt: row.created_at,
      customer,
      lead: lead && isLeadForm(row.lead_form) ? { form: row.lead_form, id: row.lead_id!, name: lead.name } : null,
      policyId: row.policy_id,
      email: (customer ? row.customer_email : lead?.email) || null,
      phone: (customer ? row.customer_phone : lead?.phone) || null,
      doNotCall: false,
      doNotText: false,
    };
  });
  const flags = await phoneFlagsFor(db, items.flatMap((item) => (item.phone ? [item.phone] : [])));
  for (const item of items) {
    const flag = item.phone ? flags.get(item.phone) : undefined;
    item.doNotCall = flag?.calls ?? false;
    item.doNotText = flag?.texts ?? false;
  }
  return items;
}

async function readList(db: Db, ownerId: string | null, today: string, options: { dueBy?: string; limit: number }): Promise<TaskList> {
  const { limit } = options;
  const rows = await openTasksStatement.rows(db, { ownerId, dueBy: options.dueBy, limit });
  return { items: await toItems(db, rows.slice(0, limit), today), more: rows.length > limit };
}

export interface MyTasks {
  /** Null when only the unassigned ones were asked for. */
  mine: TaskList | null;
  /** Open tasks nobody owns: admins only (null for staff). */
  unassigned: TaskList | null;
}

export interface MyTasksOptions {
  /** Tasks per list. */
  limit: number;
  /** Also the open tasks nobody owns (admins). */
  includeUnassigned?: boolean;
  /** Read one list alone ("unassigned" needs includeUnassigned). */
  only?: "mine" | "unassigned";
}

/** My work's tasks for `userId` at `now` (the Las Vegas day says what is overdue). */
export async function listMyTasks(db: Db, userId: string, now: Date, options: MyTasksOptions): Promise<MyTasks> {
  const today = lasVegasDate(now);
  const { limit, only } = options;
  const [mine, unassigned] = await Promise.all([
    only === "unassigned" ? null : readList(db, userId, today, { limit }),
    options.includeUnassigned && only !== "mine" ? readList(db, null, today, { limit }) : null,
  ]);
  return { mine, unassigned };
}

/** The digest's tasks: `userId`'s open tasks due today or overdue, at most `limit` (and whether there are more). */
export async function tasksDueFor(db: Db, userId: string, now: Date, limit: number): Promise<TaskList> {
  const today = lasVegasDate(now);
  return readList(db, userId, today, { dueBy: today, limit });
}
