/**
 * Per-person read markers (docs/product.md#pipeline): a record is unread for a team member
 * until they open it. Opening the record page marks it read; the lists and the navigation's
 * counts ask which records are still unread.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { openStages } from "../../lib/pipeline.ts";
import { counterValue, incrementCounter } from "../db/counters.ts";
import { literal } from "../db/literals.ts";
import type { Database } from "../db/schema.ts";
import { statementTemplate } from "../db/statement-template.ts";
import { unionOfBranches } from "../db/union-branches.ts";
import { KeptWhileLeadsUnchanged } from "../inbox/lead-changes.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The counter raised the first time the person opens a record (their unread counts change then, not when they open it again). */
const readsCounter = (userId: string) => `lead_reads:${userId}`;

/** Marks the record read for the person; opening it again moves the time it was last opened. */
export async function markRead(db: Db, userId: string, form: LeadForm, recordId: string, now = new Date()): Promise<void> {
  const values = { userId, form, recordId, readAt: now.toISOString() };
  // Opening it again is the common case: one write. Two first openings at once insert one row and raise the counter once.
  const again = await readAgainStatement.execute(db, values);
  if (Number(again.numAffectedRows ?? 0) > 0) return;
  const first = await firstReadStatement.execute(db, values);
  if (Number(first.numAffectedRows ?? 0) > 0) await incrementCounter(db, readsCounter(userId));
}

type ReadValues = { userId: string; form: LeadForm; recordId: string; readAt: string };

const readAgainStatement = statementTemplate((db: Kysely<Database>, { userId, form, recordId, readAt }: ReadValues) =>
  db.updateTable("lead_reads").set({ read_at: readAt }).where("user_id", "=", userId).where("form", "=", form).where("record_id", "=", recordId),
);

const firstReadStatement = statementTemplate((db: Kysely<Database>, { userId, form, recordId, readAt }: ReadValues) =>
  db
    .insertInto("lead_reads")
    .values({ user_id: userId, form, record_id: recordId, read_at: readAt })
    .onConflict((oc) => oc.doNothing()),
);

/**
 * Which of these records, of several forms, the person has not opened yet: one statement for
 * all forms (a page that lists records of every form, as My work does, sent one per form).
 * Every form asked about has an entry, empty when all its records were opened.
 */
export async function unreadAmongForms(db: Db, userId: string, idsByForm: ReadonlyMap<LeadForm, readonly string[]>): Promise<Map<LeadForm, Set<string>>> {
  const asked = [...idsByForm].filter(([, ids]) => ids.length > 0);
  const unread = new Map<LeadForm, Set<string>>([...idsByForm.keys()].map((form) => [form, new Set(idsByForm.get(form))]));
  if (!asked.length) return unread;
  const read = await readAmongStatement.rows(db, { userId, forms: asked.map(([form]) => form), recordIds: [...new Set(asked.flatMap(([, ids]) => ids))] });
  for (const { form, record_id } of read) unread.get(form as LeadForm)?.delete(record_id);
  return unread;
}

// The key's three columns, each a list: the index is probed for every form and id pair, and a
// row whose id belongs to another form is left out by the caller.
const readAmongStatement = statementTemplate((db: Kysely<Database>, { userId, forms, recordIds }: { userId: string; forms: readonly LeadForm[]; recordIds: readonly string[] }) =>
  db
    .selectFrom("lead_reads")
    .select(["form", "record_id"])
    .where("user_id", "=", userId)
    .where("form", "in", [...forms])
    .where("record_id", "in", [...recordIds]),
);

/** Unread counts stop here: a badge reads "99+" past it, and no count reads more index entries than this. */
export const UNREAD_COUNT_LIMIT = 99;

/**
 * How many of the newest open records the count looks at. Someone who has opened thousands of
 * still-open records would otherwise make every back-office page read all of them before
 * finding the hundredth unread one; the badge is about what came in recently.
 */
export const UNREAD_WINDOW = 1_000;

/**
 * Per form, the open records (not in a final stage) the person has not opened, counted up to
 * UNREAD_COUNT_LIMIT + 1, among its newest open records (newestOpenIds).
 * `opening`: the record whose page this request opens counts as read already (the page marks it
 * read in its own loader, which runs at the same time as the one counting).
 *
 * Every back-office page asks this. Counting reads up to UNREAD_WINDOW index entries per open
 * stage (1 ms or more at 100,000 submissions, more for someone who has opened most records), so
 * each process keeps the counts it computed and uses them again while a version read first is
 * the same: the lead records' (app/server/inbox/lead-changes.ts) and the person's first opening of
 * a record. The version is read before counting, so a change committed in between makes the next
 * request count again.
 */
export async function unreadCounts(
  db: Kysely<Database>,
  userId: string,
  forms: readonly LeadForm[],
  options: { opening?: { form: LeadForm; id: string } } = {},
): Promise<Record<LeadForm, number>> {
  const key = [userId, forms.join(","), options.opening ? `${options.opening.form}:${options.opening.id}` : ""].join(" ");
  const counts = await keptCounts.get(
    db,
    key,
    async () => {
      const counted = Object.fromEntries(forms.map((form) => [form, 0])) as Record<LeadForm, number>;
      const columns = unreadColumns(forms);
      if (!columns.length) return counted;
      const { opening } = options;
      const row: Record<string, number | string | null> | undefined = await unreadCountsStatement.first(db, {
        userId,
        forms,
        openingForm: opening?.form ?? null,
        openingId: opening?.id ?? null,
      });
      if (!row) throw new Error("The unread counts' statement returned no row");
      for (const { form, alias } of columns) counted[form] = Number(row[alias] ?? 0);
      return counted;
    },
    { moreColumns: [counterValue(readsCounter(userId))] },
  );
  return { ...counts };
}

/** By person, forms and record being opened: a few entries per team member (their lists, and the record they last opened). */
const keptCounts = new KeptWhileLeadsUnchanged<Record<LeadForm, number>>(500);

/** The forms with open stages, each with its column's name in unreadCountsQuery. */
const unreadColumns = (forms: readonly LeadForm[]) => forms.filter((form) => openStages(form).length).map((form, index) => ({ form, alias: `unread_${index}` }));

/** unreadCountsQuery as a template: the forms and the opening record's form choose its tables and columns, so they are part of its shape. */
const unreadCountsStatement = statementTemplate(
  (db: Kysely<Database>, { userId, forms, openingForm, openingId }: { userId: string; forms: readonly LeadForm[]; openingForm: LeadForm | null; openingId: string | null }) =>
    unreadCountsQuery(db, userId, forms, { opening: openingForm && openingId !== null ? { form: openingForm, id: openingId } : undefined }).query,
  { shape: ["forms", "openingForm"] },
);

/** The statement `unreadCounts` sends: a column per form, counting its unread up to the cap (exported for its query-plan test). */
export function unreadCountsQuery(db: Kysely<Database>, userId: string, forms: readonly LeadForm[], options: { opening?: { form: LeadForm; id: string } } = {}) {
  const columns = unreadColumns(forms);
  const query = leadDb(db).selectNoFrom(() =>
    columns.map(({ form, alias }) => {
      let unread = leadDb(db)
        .selectFrom(newestOpenIds(db, form).as("newest"))
        .select(sql<number>`1`.as("one"))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("lead_reads" as never)
                .select(sql`1`.as("one"))
                .where(sql<boolean>`lead_reads.user_id = ${userId} and lead_reads.form = ${form} and lead_reads.record_id = newest.id`),
            ),
          ),
        )
        .limit(UNREAD_COUNT_LIMIT + 1);
      if (options.opening?.form === form) unread = unread.where("newest.id", "!=", options.opening.id);
      return leadDb(db)
        .selectFrom(unread.as("unread"))
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .$asScalar()
        .as(alias);
    }),
  );
  return { query, columns };
}

/**
 * A form's newest open records: the UNREAD_WINDOW newest of each open stage, one stage after the
 * other. Each window reads the (status, created_at) index in order and stops when the count has
 * enough, where "status in (…) order by created_at" would sort every open record of the form.
 * The stages are literals (app/server/db/literals.ts).
 */
function newestOpenIds(db: Kysely<Database>, form: LeadForm) {
  const table = leadTables[form].table;
  return unionOfBranches(
    leadDb(db),
    openStages(form).map((stage) => leadDb(db).selectFrom(table).select("id").where("status", "=", literal(stage)).orderBy("created_at", "desc").limit(UNREAD_WINDOW)),
  );
}

