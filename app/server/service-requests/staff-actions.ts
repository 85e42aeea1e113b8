/**
 * The posts of a request's staff page (/admin/service-requests/{id}): a reply (text, and
 * documents for the customer), a status, an owner. The page's forms post multipart (the reply
 * carries files), so the body is read once under the reply's limits and the intent picks the
 * form; every refusal comes back with its form's messages and values, and every change redirects
 * back with what was saved. The caller checked the role first.
 */
import { data, redirect } from "react-router";
import type { CurrentUser } from "../accounts/current-user.ts";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { ownerChangeSchema } from "../../lib/schemas/owner-change.ts";
import { staffReplySchema, statusChangeSchema } from "../../lib/schemas/service-request.ts";
import { MAX_STAFF_DOCUMENTS, staffReplyLabels } from "../../lib/schemas/service-request-fields.ts";
import { staffRequestPath, type ServiceRequestStatus } from "../../lib/service-requests.ts";
import type { AppServices } from "../services.ts";
import { documentUploadRule } from "../documents/document-upload-rule.ts";
import { checkFiles, limitsOf, unreadMessage, type LeadFormUploads } from "../forms/lead-form.ts";
import { readForm } from "../forms/read-form.ts";
import { MEGABYTE } from "../uploads/check-upload.ts";
import { changeRequestOwner, changeRequestStatus, replyAsStaff } from "./request-work.ts";

export const staffDocumentUploads: LeadFormUploads = { field: "attachments", rule: documentUploadRule, maxFiles: MAX_STAFF_DOCUMENTS };

const staffPageForm = {
  labels: { ...staffReplyLabels, intent: "", owner_id: "" },
  uploads: staffDocumentUploads,
  maxBytes: MAX_STAFF_DOCUMENTS * documentUploadRule.maxBytes + 2 * MEGABYTE,
};

export type StaffIntent = "reply" | "status" | "owner";
export type StaffFailure = FormFailure & { intent: StaffIntent };

/** What the page says after a change (the redirect's `saved`). */
export const staffSavedMessages = ["reply", "status", "owner", "unchanged"] as const;
export type StaffSaved = (typeof staffSavedMessages)[number];

const failed = (intent: StaffIntent, failure: FormFailure, status = 400) => data<StaffFailure>({ intent, ...failure }, { status });
const notFound = () => data("Not found", { status: 404 });

export async function workServiceRequest(request: Request, services: AppServices, staff: CurrentUser, requestId: string) {
  const read = await readForm(request, limitsOf(staffPageForm));
  if (!read.ok) {
    const { status, message } = unreadMessage(read.problem, staffPageForm);
    throw data(message, { status });
  }
  const back = (saved: StaffSaved, hash: string) => redirect(`${staffRequestPath(requestId)}?saved=${saved}#${hash}`, 303);
  const context = { agency: services.agency, publicUrl: services.env.PUBLIC_URL, fileKeys: services.fileKeys };
  const { db } = services;
  try {
    const fields = read.form.fields;
    switch (fields.get("intent")) {
      case "reply": {
        const parsed = parseForm(staffReplySchema, fields);
        const uploads = checkFiles(read.form.files, read.form.tooManyFiles, staffDocumentUploads);
        if (!parsed.ok || uploads.error) {
          const errors = { ...(parsed.ok ? {} : parsed.errors), ...(uploads.error ? { attachments: uploads.error } : {}) };
          return failed("reply", { errors, values: parsed.values }, uploads.tooLarge ? 413 : 400);
        }
        const { message, docType, title, nextStatus } = parsed.data;
        const result = await replyAsStaff(db, staff, requestId, { message, docType, title, status: nextStatus as ServiceRequestStatus | "keep", files: uploads.files }, context);
        if (!result.ok) throw notFound();
        services.kickOutbox();
        return back("reply", "thread");
      }
      case "status": {
        const parsed = parseForm(statusChangeSchema, fields);
        if (!parsed.ok) return failed("status", parsed);
        const result = await changeRequestStatus(db, staff, requestId, parsed.data.status as ServiceRequestStatus, context);
        if (!result.ok) throw notFound();
        services.kickOutbox();
        return back(result.changed ? "status" : "unchanged", "work");
      }
      case "owner": {
        const parsed = parseForm(ownerChangeSchema, fields);
        if (!parsed.ok) return failed("owner", parsed);
        const result = await changeRequestOwner(db, staff, requestId, parsed.data.ownerId);
        if (!result.ok && result.reason === "not-found") throw notFound();
        if (!result.ok) return failed("owner", { errors: { owner_id: "Please choose an active member of the team." }, values: parsed.values });
        return back(result.changed ? "owner" : "unchanged", "work");
      }
      default:
        throw data("Unknown action", { status: 400 });
    }
  } finally {
    await read.form.dispose();
  }
}
