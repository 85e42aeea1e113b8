/**
 * What an inbox page shows for its URL (docs/product.md#the-inbox-filters-people-bulk-actions):
 * the checked filters, one page of records under them with the stage counts, the team (the
 * owner filter's and the bulk bar's choices), the source channels seen lately, and the result
 * of a bulk action just done (carried in the URL after the redirect, so a reload repeats nothing).
 */
import type { Kysely } from "kysely";
import type { LeadForm } from "../../lib/inbox-paths.ts";
import { stageLabel, isStage } from "../../lib/pipeline.ts";
import { bulkIntents, MAX_BULK_RECORDS, type BulkIntent } from "../../lib/schemas/bulk-action.ts";
import type { Database } from "../db/schema.ts";
import { listActiveTeam } from "../pipeline/assignment.ts";
import { inboxFilter, isFiltered, parseInboxParams, type InboxParams, type LeadFilter } from "./lead-filters.ts";
import { readLeadVersion } from "./lead-changes.ts";
import { listLeads, parsePage, recentSourceChannels, type LeadList } from "./list-leads.ts";

export interface TeamChoice {
  id: string;
  /** The member's name, or their email when they have none. */
  name: string;
}

/** The URL's filters for the person looking, checked against the active team. */
export async function inboxFilterFromUrl(
  db: Kysely<Database>,
  form: LeadForm,
  search: URLSearchParams,
  viewer: { id: string },
  now = new Date(),
): Promise<{ params: InboxParams; filter: LeadFilter; team: TeamChoice[] }> {
  const team = (await listActiveTeam(db)).map((m) => ({ id: m.id, name: m.name.trim() || m.email }));
  const params = parseInboxParams(form, search, team.map((m) => m.id));
  return { params, filter: inboxFilter(form, params, viewer, now), team };
}

/** The URL parameters a bulk action's redirect adds (and the filter links leave out). */
export const BULK_RESULT_PARAMS = ["done", "n", "of", "to"] as const;

export interface BulkOutcome {
  intent: BulkIntent;
  changed: number;
  selected: number;
  /** The owner's id (assign) or the stage (stage). */
  to: string | null;
}

/** The parameters that say what a bulk action did. */
export function bulkResultParams(outcome: BulkOutcome): Record<(typeof BULK_RESULT_PARAMS)[number], string> {
  return { done: outcome.intent, n: String(outcome.changed), of: String(outcome.selected), to: outcome.to ?? "" };
}

const records = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "record" : "records"}`;

/** "3 records assigned to Dana Reyes." from the URL after a bulk action; null when there is none (or it makes no sense). */
export function bulkResultMessage(form: LeadForm, search: URLSearchParams, team: readonly TeamChoice[]): string | null {
  const intent = search.get("done");
  const changed = Number(search.get("n"));
  const selected = Number(search.get("of") ?? changed);
  const to = search.get("to") ?? "";
  if (!bulkIntents.includes(intent as BulkIntent)) return null;
  if (![changed, selected].every((n) => Number.isSafeInteger(n) && n >= 0 && n <= MAX_BULK_RECORDS) || changed > selected) return null;
  let what: string;
  switch (intent as BulkIntent) {
    case "assign": {
      const owner = team.find((m) => m.id === to);
      what = `assigned to ${owner ? owner.name : "a team member"}`;
      break;
    }
    case "unassign":
      what = "unassigned";
      break;
    case "stage":
      if (!isStage(form, to)) return null;
      what = `moved to ${stageLabel(form, to)}`;
      break;
    case "spam":
      what = "marked as spam";
      break;
  }
  const unchanged = selected - changed;
  return `${records(changed)} ${what}.${unchanged ? ` ${records(unchanged)} already ${unchanged === 1 ? "was" : "were"}.` : ""}`;
}

export interface InboxView {
  params: InboxParams;
  filtered: boolean;
  list: LeadList;
  team: TeamChoice[];
  /** The source filter's choices: the channels of the newest records, and the one chosen. */
  sources: string[];
  /** What the last bulk action did, as a sentence. */
  bulkMessage: string | null;
}

/** One inbox page for its URL, as the person looking sees it (their unread markers, "me"). */
export async function viewInbox(db: Kysely<Database>, form: LeadForm, search: URLSearchParams, viewer: { id: string }, now = new Date()): Promise<InboxView> {
  const [{ params, filter, team }, leadVersion] = await Promise.all([inboxFilterFromUrl(db, form, search, viewer, now), readLeadVersion(db)]);
  const [list, seen] = await Promise.all([
    listLeads(db, form, filter, parsePage(search.get("page")), { viewer, now, leadVersion }),
    recentSourceChannels(db, form, { leadVersion }),
  ]);
  const sources = params.source && !seen.includes(params.source) ? [params.source, ...seen] : seen;
  return { params, filtered: isFiltered(filter), list, team, sources, bulkMessage: bulkResultMessage(form, search, team) };
}
