/**
 * My work (docs/product.md#my-work): a team member's open records across the lead forms, in
 * groups that say what to do next. Each group reads one query per form (per open stage for the
 * unassigned records), sent together as one UNION ALL, each seeking in an index of migration 0010
 * and stopping at one row past what the page shows (MY_WORK_GROUP_LIMIT on the page of every group,
 * MY_WORK_FOCUS_LIMIT when the page shows one group alone), so the page costs the same with a
 * hundred records or a hundred thousand:
 *
 * | Group            | Rows                                                     | Index (per table)              |
 * |------------------|----------------------------------------------------------|--------------------------------|
 * | overdue          | owner = me, follow_up_at < now                           | owner_follow_up (owner, at)    |
 * | due_today        | owner = me, now ≤ follow_up_at < Las Vegas midnight      | owner_follow_up                |
 * | not_contacted    | owner = me, first stage, received before now − 24 h, no contact (speed-to-lead forms) | owner (owner, status, created) |
 * | new              | owner = me, first stage                                  | owner                          |
 * | recently_changed | owner = me, changed_at in the last 7 days (by anyone)    | owner_changed (owner, changed) |
 * | unassigned       | no owner, each open stage (admins only)                  | owner                          |
 *
 * Every group holds open records only (final stages clear follow-ups, and the other groups
 * filter on the stage). A record may sit in more than one group: a lead left in New for two
 * days is both new and not contacted within 24 hours.
 *
 * The service center adds two groups of its own (listMyServiceWork), one query each, capped the same way:
 *
 * | Group            | Rows                                                     | Index                          |
 * |------------------|----------------------------------------------------------|--------------------------------|
 * | service_requests | owner = me, open status, oldest first                    | service_requests_owner_idx     |
 * | renewals         | active policies of my customers expiring in 30 days      | customers_owner_idx, then policies_customer_idx (customer, expiration) |
 *
 * Documents out for signature add one more (listMySigningWork): those the member sent that are
 * overdue or expire soon (app/server/signing/signing-lists.ts, signing-rules.ts signingDueState).
 *
 * Today's appointments (listMyAppointmentsToday): the member's bookings of the Las Vegas day,
 * not cancelled, in time order (bookings_user_start_idx; app/server/booking/staff-calendar.ts).
 */
import { sql, type Kysely } from "kysely";
import { leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import { lasVegasDate } from "../../lib/las-vegas-time.ts";
import { daysBetween, MY_WORK_RENEWAL_DAYS, windowEnd } from "../../lib/renewals.ts";
import { openServiceRequestStatuses } from "../../lib/service-requests.ts";
import { firstStage, openStages, SPEED_TO_LEAD_FORMS } from "../../lib/pipeline.ts";
import { followUpState, isNotContactedInTime, lasVegasDayBounds, speedToLeadCutoff, type FollowUpState } from "../../lib/work-flags.ts";
import { listTodaysAppointments, type TodaysAppointment } from "../booking/staff-calendar.ts";
import { literal, literals, teamMemberLiteral } from "../db/literals.ts";
import type { Database } from "../db/schema.ts";
import { soonestFrom, type HeldUntil } from "../db/kept-while-unchanged.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { KeptWhileLeadsUnchanged } from "../inbox/lead-changes.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { unionOfBranches } from "../db/union-branches.ts";
import { phoneFlagsFor } from "../compliance/suppressions.ts";
import { listOutForSignature, type OutForSignature } from "../signing/signing-lists.ts";
import { unreadAmongForms } from "./read-markers.ts";

/**
 * How many records a group shows on My work; past it the group says there are more and links to
 * itself alone (MY_WORK_FOCUS_LIMIT). The most urgent ten of each group are what a morning starts
 * with; a page of every group at 25 was some 200 cards, long on a phone and the back office's
 * heaviest page to render.
 */
export const MY_WORK_GROUP_LIMIT = 10;
/** How many records one group shows when My work shows it alone (`?group=`). */
export const MY_WORK_FOCUS_LIMIT = 100;
/** "Recently changed" looks back this many days. */
export const RECENTLY_CHANGED_DAYS = 7;

export const myWorkGroupKeys = ["overdue", "due_today", "not_contacted", "new", "recently_changed", "unassigned"] as const;
export type MyWorkGroupKey = (typeof myWorkGroupKeys)[number];

export interface MyWorkItem {
  form: LeadForm;
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The record's stage (its `status`). */
  stage: string;
  /** ISO timestamps. */
  receivedAt: string;
  changedAt: string;
  followUpAt: string | null;
  followUpNote: string | null;
  followUp: FollowUpState | null;
  /** The 24-hour flag (app/lib/work-flags.ts). */
  notContactedInTime: boolean;
  /** The person asking has not opened it yet. */
  unread: boolean;
  /** The person stopped calls or texts to this number (docs/product.md#opt-outs). */
  doNotCall: boolean;
  doNotText: boolean;
}

export interface MyWorkGroup {
  key: MyWorkGroupKey;
  items: MyWorkItem[];
  /** More records qualify than the group shows (MY_WORK_GROUP_LIMIT). */
  more: boolean;
}

export interface MyWorkOptions {
  /** Also list the open records nobody owns (admins: so that nothing falls through the cracks). */
  includeUnassigned?: boolean;
  /** Records per group (MY_WORK_GROUP_LIMIT unless said). */
  limit?: number;
  /** Read this group alone. */
  only?: MyWorkGroupKey;
}

const columns = [
  "id",
  "first_name",
  "last_name",
  "email",
  "phone",
  "status",
  "created_at",
  "changed_at",
  "follow_up_at",
  "follow_up_note",
  "first_contact_at",
] as const;

function rowsOf(db: Kysely<Database>, form: LeadForm, limit: number) {
  return leadDb(db).selectFrom(leadTables[form].table).select(columns).limit(limit + 1);
}
type RowsQuery = ReturnType<typeof rowsOf>;
type Row = Awaited<ReturnType<RowsQuery["execute"]>>[number];

/** A group's queries (one per form, or per form and stage), each capped, and the order of the merged list. */
export interface MyWorkGroupQueries {
  key: MyWorkGroupKey;
  queries: { form: LeadForm; query: RowsQuery }[];
  /** The column the merged list is ordered by (then by id), and in which direction. */
  orderBy: "follow_up_at" | "created_at" | "changed_at";
  descending: boolean;
  /** Records the group shows (each query reads one more, to tell there are more). */
  limit: number;
}

/** The queries behind each group, one per form (per form and stage for "unassigned"). */
export function myWorkGroupQueries(db: Kysely<Database>, userId: string, now: Date, options: MyWorkOptions = {}): MyWorkGroupQueries[] {
  const limit = options.limit ?? MY_WORK_GROUP_LIMIT;
  const nowIso = now.toISOString();
  const endOfToday = lasVegasDayBounds(now).end.toISOString();
  const cutoff = speedToLeadCutoff(now).toISOString();
  const changedSince = new Date(now.getTime() - RECENTLY_CHANGED_DAYS * 86_400_000).toISOString();
  const mine = (form: LeadForm) => rowsOf(db, form, limit).where("owner_id", "=", teamMemberLiteral(userId));
  const perForm = (forms: readonly LeadForm[], query: (form: LeadForm) => RowsQuery) => forms.map((form) => ({ form, query: query(form) }));

  const groups: MyWorkGroupQueries[] = [
    {
      key: "overdue",
      queries: perForm(leadForms, (form) => mine(form).where("follow_up_at", "<", nowIso).where("status", "in", literals(openStages(form))).orderBy("follow_up_at")),
      orderBy: "follow_up_at",
      descending: false,
      limit,
    },
    {
      key: "due_today",
      queries: perForm(leadForms, (form) =>
        mine(form).where("follow_up_at", ">=", nowIso).where("follow_up_at", "<", endOfToday).where("status", "in", literals(openStages(form))).orderBy("follow_up_at"),
      ),
      orderBy: "follow_up_at",
      descending: false,
      limit,
    },
    {
      // Waiting longest first.
      key: "not_contacted",
      queries: perForm(SPEED_TO_LEAD_FORMS, (form) =>
        mine(form).where("status", "=", literal(firstStage(form))).where("created_at", "<", cutoff).where("first_contact_at", "is", null).orderBy("created_at"),
      ),
      orderBy: "created_at",
      descending: false,
      limit,
    },
    {
      key: "new",
      queries: perForm(leadForms, (form) => mine(form).where("status", "=", literal(firstStage(form))).orderBy("created_at", "desc")),
      orderBy: "created_at",
      descending: true,
      limit,
    },
    {
      key: "recently_changed",
      queries: perForm(leadForms, (form) =>
        mine(form).where("changed_at", ">=", changedSince).where("status", "in", literals(openStages(form))).orderBy("changed_at", "desc"),
      ),
      orderBy: "changed_at",
      descending: true,
      limit,
    },
  ];
  if (options.includeUnassigned) {
    // One query per open stage: each seeks (no owner, stage) and reads newest first, where
    // "stage in (…)" would have the database sort every unassigned record. The order names the
    // index's every column: PostgreSQL does not count "owner_id is null" as fixing the first
    // one, and would otherwise read the whole table's newest-first index, filtering.
    groups.push({
      key: "unassigned",
      queries: leadForms.flatMap((form) =>
        openStages(form).map((stage) => ({
          form,
          query: rowsOf(db, form, limit)
            .where("owner_id", "is", null)
            .where("status", "=", literal(stage))
            .orderBy("owner_id", "desc")
            .orderBy("status", "desc")
            .orderBy("created_at", "desc"),
        })),
      ),
      orderBy: "created_at",
      descending: true,
      limit,
    });
  }
  return options.only ? groups.filter((group) => group.key === options.only) : groups;
}

type FormRow = { form: LeadForm; row: Row };

function toItem({ form, row }: FormRow, now: Date): Omit<MyWorkItem, "unread" | "doNotCall" | "doNotText"> {
  return {
    form,
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    stage: row.status,
    receivedAt: row.created_at,
    changedAt: row.changed_at,
    followUpAt: row.follow_up_at,
    followUpNote: row.follow_up_note,
    followUp: followUpState(row.follow_up_at, now),
    notContactedInTime: isNotContactedInTime({ form, status: row.status, createdAt: row.created_at, firstContactAt: row.first_contact_at }, now),
  };
}

/**
 * A group in one round trip: its capped queries as the branches of a UNION ALL, each wrapped in
 * a subquery so that it keeps its own order, limit and index, and the merged rows ordered and
 * capped by the database, which sorts at most `limit` + 1 rows per branch: only
 * the rows shown (and one to tell there are more) reach the server, not up to that many per
 * form (exported for the query-plan tests).
 */
export function myWorkGroupQuery(db: Kysely<Database>, group: MyWorkGroupQueries) {
  const branches = group.queries.map(({ form, query }) => query.select(sql<LeadForm>`${sql.lit(form)}`.as("form")));
  const direction = group.descending ? "desc" : "asc";
  return unionOfBranches(leadDb(db), branches)
    .orderBy(group.orderBy, direction)
    .orderBy("id", direction)
    .limit(group.limit + 1);
}

async function readGroup(db: Kysely<Database>, group: MyWorkGroupQueries): Promise<FormRow[]> {
  const rows = await myWorkGroupQuery(db, group).execute();
  return rows.map(({ form, ...row }) => ({ form, row: row as Row }));
}

interface GroupRows {
  key: MyWorkGroupKey;
  rows: FormRow[];
  more: boolean;
  /** The oldest changed_at among the rows read (recently_changed: when the first of them leaves the window). */
  oldestChange: string | null;
}

/**
 * The groups' rows, per person and options, while the lead records are unchanged (lead-changes.ts)
 * and time has not moved past `until`: every team member's start page, opened again and again,
 * reads its five or six group statements once, not on every visit.
 */
const keptGroups = new KeptWhileLeadsUnchanged<GroupRows[]>(200);

/** Each group's rows as read at `now`, and the instant before which time alone cannot change them. */
async function readGroups(db: Kysely<Database>, userId: string, now: Date, options: MyWorkOptions): Promise<HeldUntil<GroupRows[]>> {
  const groups = await Promise.all(
    myWorkGroupQueries(db, userId, now, options).map(async (group): Promise<GroupRows> => {
      const rows = await readGroup(db, group);
      const oldestChange = rows.reduce<string | null>((oldest, { row }) => (oldest === null || row.changed_at < oldest ? row.changed_at : oldest), null);
      return { key: group.key, rows: rows.slice(0, group.limit), more: rows.length > group.limit, oldestChange };
    }),
  );
  return { value: groups, until: await groupsHoldUntil(db, groups, now) };
}

/**
 * The first instant at which the groups read at `now` could differ with no record changed: a
 * follow-up falls due (due today → overdue), the Las Vegas day ends (due today's window), a
 * record received 24 hours before reaches the "not contacted" cutoff, or the oldest recently
 * changed record leaves the RECENTLY_CHANGED_DAYS window. Bounds read over each form's index on
 * follow_up_at and created_at, whoever owns the record: earlier than needed at worst, never later.
 */
async function groupsHoldUntil(db: Kysely<Database>, groups: readonly Pick<GroupRows, "key" | "oldestChange">[], now: Date): Promise<string> {
  const nowIso = now.toISOString();
  const cutoff = speedToLeadCutoff(now).toISOString();
  const followUps = leadForms.map((form, i) => sql`${soonestFrom(leadTables[form].table, "follow_up_at", nowIso)} as ${sql.ref(`due${i}`)}`);
  const arrivals = SPEED_TO_LEAD_FORMS.map((form, i) => sql`${soonestFrom(leadTables[form].table, "created_at", cutoff)} as ${sql.ref(`received${i}`)}`);
  const row = (await sql<Record<string, string | null>>`select ${sql.join([...followUps, ...arrivals])}`.execute(db)).rows[0]!;
  // A record received at `at` reaches the cutoff as long after `at` as now is after the cutoff (24 hours).
  const reachesCutoff = (at: string) => new Date(new Date(at).getTime() + (now.getTime() - new Date(cutoff).getTime())).toISOString();
  const instants = [lasVegasDayBounds(now).end.toISOString()];
  for (const [alias, value] of Object.entries(row)) if (value) instants.push(alias.startsWith("received") ? reachesCutoff(value) : value);
  const changed = groups.find((group) => group.key === "recently_changed")?.oldestChange;
  if (changed) instants.push(new Date(new Date(changed).getTime() + RECENTLY_CHANGED_DAYS * 86_400_000).toISOString());
  return instants.reduce((a, b) => (b < a ? b : a));
}

/**
 * The groups of My work for the team member `userId` at `now` (tests move the clock), in the
 * order the page shows them; "unassigned" only with `includeUnassigned`; one group with `only`.
 * The rows are kept while nothing can have changed them (keptGroups); the flags that depend on
 * the moment, the read markers and the opt-outs are worked out on every visit.
 */
export async function listMyWork(db: Kysely<Database>, userId: string, now: Date, options: MyWorkOptions = {}): Promise<MyWorkGroup[]> {
  const key = [userId, options.includeUnassigned ? "with-unassigned" : "", options.limit ?? MY_WORK_GROUP_LIMIT, options.only ?? ""].join(" ");
  const merged = await keptGroups.getAt(db, key, now.toISOString(), () => readGroups(db, userId, now, options));

  // Unread markers: one query for every record shown, of every form.
  const idsOf = new Map<LeadForm, Set<string>>(leadForms.map((form) => [form, new Set<string>()]));
  for (const group of merged) for (const { form, row } of group.rows) idsOf.get(form)!.add(row.id);
  const [phoneFlags, unread] = await Promise.all([
    phoneFlagsFor(db, merged.flatMap((group) => group.rows.map((formRow) => formRow.row.phone))),
    unreadAmongForms(db, userId, new Map([...idsOf].map(([form, ids]) => [form, [...ids]]))),
  ]);

  return merged.map((group) => ({
    key: group.key,
    more: group.more,
    items: group.rows.map((formRow) => ({
      ...toItem(formRow, now),
      unread: unread.get(formRow.form)!.has(formRow.row.id),
      doNotCall: phoneFlags.get(formRow.row.phone)?.calls ?? false,
      doNotText: phoneFlags.get(formRow.row.phone)?.texts ?? false,
    })),
  }));
}

/** An open service request the person owns. */
export interface ServiceRequestWorkItem {
  id: string;
  requestNumber: string;
  /** A code of serviceRequestTypes. */
  requestType: string;
  status: string;
  customerId: string;
  customerName: string;
  /** ISO timestamps. */
  createdAt: string;
  changedAt: string;
}

/** An active policy of one of the person's customers, expiring soon. */
export interface RenewalWorkItem {
  policyId: string;
  customerId: string;
  customerName: string;
  line: string;
  carrier: string;
  policyNumber: string;
  /** YYYY-MM-DD */
  expirationDate: string;
  daysLeft: number;
}

export interface MyServiceWork {
  serviceRequests: { items: ServiceRequestWorkItem[]; more: boolean };
  renewals: { items: RenewalWorkItem[]; more: boolean };
}

/** The person's open service requests, oldest first (exported for the query-plan test). */
export function myServiceRequestsQuery(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("service_requests")
    .innerJoin("customers", "customers.id", "service_requests.customer_id")
    .select([
      "service_requests.id",
      "service_requests.request_number",
      "service_requests.request_type",
      "service_requests.status",
      "service_requests.created_at",
      "service_requests.changed_at",
      "customers.id as customer_id",
      "customers.name as customer_name",
    ])
    .where("service_requests.owner_id", "=", teamMemberLiteral(userId))
    .where("service_requests.status", "in", [...openServiceRequestStatuses])
    .orderBy("service_requests.created_at")
    .orderBy("service_requests.id")
    .limit(MY_WORK_GROUP_LIMIT + 1);
}

/** Active policies of the person's customers expiring from `today` through MY_WORK_RENEWAL_DAYS later, soonest first. */
export function myRenewalsQuery(db: Kysely<Database>, userId: string, today: string, lastDay = windowEnd(today, MY_WORK_RENEWAL_DAYS)) {
  return db
    .selectFrom("customers")
    .innerJoin("policies", "policies.customer_id", "customers.id")
    .select([
      "policies.id as policy_id",
      "policies.line",
      "policies.carrier",
      "policies.policy_number",
      "policies.expiration_date",
      "customers.id as customer_id",
      "customers.name as customer_name",
    ])
    .where("customers.owner_id", "=", teamMemberLiteral(userId))
    // The status as an expression, not the bare column: the planner then reads each customer's
    // policies in the window (policies_customer_idx) instead of, for each customer, every active
    // policy of the agency in the window (policies_expiration_idx, which it would otherwise tie with).
    .where(sql<string>`${sql.ref("policies.status")} || ''`, "=", "active")
    .where("policies.expiration_date", ">=", today)
    .where("policies.expiration_date", "<=", lastDay)
    .orderBy("policies.expiration_date")
    .orderBy("policies.id")
    .limit(MY_WORK_GROUP_LIMIT + 1);
}

// The person's id is written into these statements (teamMemberLiteral): a shape per person.
const myServiceRequestsStatement = statementTemplate((db: Kysely<Database>, { userId }: { userId: string }) => myServiceRequestsQuery(db, userId), { shape: ["userId"] });
const myRenewalsStatement = statementTemplate((db: Kysely<Database>, v: { userId: string; today: string; lastDay: string }) => myRenewalsQuery(db, v.userId, v.today, v.lastDay), {
  shape: ["userId"],
});

/** The service center's groups of My work for `userId` at `now` (Las Vegas calendar for the renewals). */
export async function listMyServiceWork(db: Kysely<Database>, userId: string, now: Date): Promise<MyServiceWork> {
  const today = lasVegasDate(now);
  const [requests, renewals] = await Promise.all([myServiceRequestsStatement.rows(db, { userId }), myRenewalsStatement.rows(db, { userId, today, lastDay: windowEnd(today, MY_WORK_RENEWAL_DAYS) })]);
  return {
    serviceRequests: {
      more: requests.length > MY_WORK_GROUP_LIMIT,
      items: requests.slice(0, MY_WORK_GROUP_LIMIT).map((row) => ({
        id: row.id,
        requestNumber: row.request_number,
        requestType: row.request_type,
        status: row.status,
        customerId: row.customer_id,
        customerName: row.customer_name,
        createdAt: row.created_at,
        changedAt: row.changed_at,
      })),
    },
    renewals: {
      more: renewals.length > MY_WORK_GROUP_LIMIT,
      items: renewals.slice(0, MY_WORK_GROUP_LIMIT).map((row) => ({
        policyId: row.policy_id,
        customerId: row.customer_id,
        customerName: row.customer_name,
        line: row.line,
        carrier: row.carrier,
        policyNumber: row.policy_number,
        expirationDate: row.expiration_date,
        daysLeft: daysBetween(today, row.expiration_date),
      })),
    },
  };
}

/** The documents this member sent for signature that are overdue or expire soon, the most urgent first. */
export async function listMySigningWork(db: Kysely<Database>, userId: string, now: Date): Promise<{ items: OutForSignature[]; more: boolean }> {
  const due = (await listOutForSignature(db, { now, sentBy: userId })).filter((d) => d.due !== "waiting");
  return { items: due.slice(0, MY_WORK_GROUP_LIMIT), more: due.length > MY_WORK_GROUP_LIMIT };
}

/** The member's appointments today (Las Vegas), not cancelled, in time order. */
export async function listMyAppointmentsToday(db: Kysely<Database>, userId: string, now: Date): Promise<{ items: TodaysAppointment[]; more: boolean }> {
  const rows = await listTodaysAppointments(db, userId, now, MY_WORK_GROUP_LIMIT + 1);
  return { items: rows.slice(0, MY_WORK_GROUP_LIMIT), more: rows.length > MY_WORK_GROUP_LIMIT };
}
