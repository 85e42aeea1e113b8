/**
 * The posts of a privacy request's staff page (/admin/privacy-requests/{id}): the owner, the one
 * extension, the answer. Each refusal comes back with its form's messages and values; each change
 * redirects back with what was saved. The caller checked that the user is an admin.
 */
import { data, redirect } from "react-router";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { staffPrivacyRequestPath, type PrivacySaved } from "../../lib/privacy-requests.ts";
import { ownerChangeSchema } from "../../lib/schemas/owner-change.ts";
import { privacyAnswerSchema, privacyExtensionSchema } from "../../lib/schemas/privacy-request.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import type { AppServices } from "../services.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { answerPrivacyRequest, assignPrivacyRequest, extendPrivacyRequest, type PrivacyWorkResult } from "./privacy-requests.ts";

export type PrivacyIntent = "owner" | "extend" | "answer";
export type PrivacyFailure = FormFailure & { intent: PrivacyIntent };


const failed = (intent: PrivacyIntent, failure: FormFailure, status = 400) => data<PrivacyFailure>({ intent, ...failure }, { status });

/** Why a change was refused, as the page says it (a closed request cannot be changed; there is one extension). */
const refusals: Record<Exclude<PrivacyWorkResult, { ok: true }>["reason"], string> = {
  "not-found": "",
  closed: "This request was answered already, so it cannot be changed.",
  "not-admin": "Please choose an active administrator: privacy requests are worked by administrators.",
  "already-extended": "The due date was extended once already; it cannot be extended again.",
};

export async function workPrivacyRequest(request: Request, services: AppServices, admin: CurrentUser, id: string) {
  const fields = await readAdminForm(request);
  const context = { agency: services.agency, publicUrl: services.env.PUBLIC_URL };
  const intent = fields.get("intent");
  const back = (saved: PrivacySaved) => redirect(`${staffPrivacyRequestPath(id)}?saved=${saved}`, 303);
  const outcome = (intent: PrivacyIntent, result: PrivacyWorkResult, values: FormFailure["values"], field: string) => {
    if (result.ok) {
      if (result.changed) services.kickOutbox();
      return back(result.changed ? intent : "unchanged");
    }
    if (result.reason === "not-found") throw data("Not found", { status: 404 });
    return failed(intent, { errors: { [field]: refusals[result.reason] }, values }, 409);
  };
  switch (intent) {
    case "owner": {
      const parsed = parseForm(ownerChangeSchema, fields);
      if (!parsed.ok) return failed("owner", parsed);
      return outcome("owner", await assignPrivacyRequest(services.db, admin, id, parsed.data.ownerId), parsed.values, "owner_id");
    }
    case "extend": {
      const parsed = parseForm(privacyExtensionSchema, fields);
      if (!parsed.ok) return failed("extend", parsed);
      return outcome("extend", await extendPrivacyRequest(services.db, admin, id, parsed.data.reason, context), parsed.values, "reason");
    }
    case "answer": {
      const parsed = parseForm(privacyAnswerSchema, fields);
      if (!parsed.ok) return failed("answer", parsed);
      return outcome("answer", await answerPrivacyRequest(services.db, admin, id, parsed.data, context), parsed.values, "answer");
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}
