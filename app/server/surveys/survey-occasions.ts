/**
 * What each survey followed, as the back office names it (a response's "For" on /admin/surveys,
 * a low score's task): read from the occurrence's key ("request:<id>", "lead:<form>:<id>",
 * "renewal:<id>") with the record it names, when that record still exists.
 */
import type { Kysely, Transaction } from "kysely";
import { inboxPath, leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import { leadFormInfo } from "../../lib/lead-forms.ts";
import { policyLineLabel } from "../../lib/policies.ts";
import { staffRequestPath } from "../../lib/service-requests.ts";
import type { Database } from "../db/schema.ts";
import { orNone } from "../compliance/person-data.ts";
import { surveyedLeadForms } from "./send-surveys.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface SurveyOccasionText {
  text: string;
  /** The record's back-office page; null once it is gone (retention, erasure). */
  href: string | null;
}

type ParsedKey = { kind: "request"; id: string } | { kind: "lead"; form: LeadForm; id: string } | { kind: "renewal"; id: string } | { kind: "unknown" };

export function parseOccurrenceKey(key: string): ParsedKey {
  const [kind, ...rest] = key.split(":");
  if (kind === "request" && rest.length === 1) return { kind, id: rest[0]! };
  if (kind === "renewal" && rest.length === 1) return { kind, id: rest[0]! };
  if (kind === "lead" && rest.length === 2 && (leadForms as readonly string[]).includes(rest[0]!)) return { kind, form: rest[0] as LeadForm, id: rest[1]! };
  return { kind: "unknown" };
}

const triggerWords: Record<string, string> = {
  request_completed: "A service request completed",
  lead_won: "A lead won",
  policy_renewed: "A policy renewed",
};

/** The occasions of these surveys, by occurrence key, read in a few queries. */
export async function describeOccasions(db: Db, surveys: readonly { trigger_kind: string; occurrence_key: string }[]): Promise<Map<string, SurveyOccasionText>> {
  const parsed = surveys.map((s) => ({ ...s, parsed: parseOccurrenceKey(s.occurrence_key) }));
  const ids = (kind: ParsedKey["kind"]) => parsed.flatMap((p) => (p.parsed.kind === kind && "id" in p.parsed ? [p.parsed.id] : []));
  const requests = new Map(
    (await db.selectFrom("service_requests").select(["id", "request_number"]).where("id", "in", orNone(ids("request"))).execute()).map((r) => [r.id, r.request_number]),
  );
  const renewals = new Map(
    (await db.selectFrom("policy_renewals").select(["id", "policy_id", "line"]).where("id", "in", orNone(ids("renewal"))).execute()).map((r) => [r.id, r]),
  );
  const leads = new Set<string>();
  for (const { form, table } of surveyedLeadForms) {
    const wanted = parsed.flatMap((p) => (p.parsed.kind === "lead" && p.parsed.form === form ? [p.parsed.id] : []));
    if (!wanted.length) continue;
    for (const row of await db.selectFrom(table as "quote_requests").select("id").where("id", "in", wanted).execute()) leads.add(`${form}:${row.id}`);
  }
  const described = new Map<string, SurveyOccasionText>();
  for (const { occurrence_key: key, trigger_kind: trigger, parsed: p } of parsed) {
    if (p.kind === "request") {
      const number = requests.get(p.id);
      described.set(key, number ? { text: `Service request ${number} completed`, href: staffRequestPath(p.id) } : { text: "A service request completed (since deleted)", href: null });
    } else if (p.kind === "lead") {
      const exists = leads.has(`${p.form}:${p.id}`);
      described.set(key, { text: `${leadFormInfo[p.form].singular} won${exists ? "" : " (since deleted)"}`, href: exists ? inboxPath(p.form, p.id) : null });
    } else if (p.kind === "renewal") {
      const renewal = renewals.get(p.id);
      described.set(key, renewal ? { text: `${policyLineLabel(renewal.line)} policy renewed`, href: `/admin/policies/${encodeURIComponent(renewal.policy_id)}` } : { text: "A policy renewed", href: null });
    } else {
      described.set(key, { text: triggerWords[trigger] ?? trigger, href: null });
    }
  }
  return described;
}
