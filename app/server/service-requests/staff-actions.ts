/**
 * What staff do on a request's page (/admin/service-requests/{id}): reply (text, and documents
 * for the customer), change the status, change the owner. One function takes the parsed action
 * and says what was saved, or why nothing was; the page's route reads the form and answers. The
 * caller checked the role first.
 */
import type { CurrentUser } from "../accounts/current-user.ts";
import { MAX_STAFF_DOCUMENTS, staffReplyLabels } from "../../lib/schemas/service-request-fields.ts";
import type { ServiceRequestStatus } from "../../lib/service-requests.ts";
import type { AppServices } from "../services.ts";
import { documentUploadRule } from "../documents/document-upload-rule.ts";
import type { FormShape, LeadFormUploads } from "../forms/lead-form.ts";
import { MEGABYTE } from "../uploads/check-upload.ts";
import { changeRequestOwner, changeRequestStatus, replyAsStaff, type StaffReply } from "./request-work.ts";

export const staffDocumentUploads: LeadFormUploads = { field: "attachments", rule: documentUploadRule, maxFiles: MAX_STAFF_DOCUMENTS };

/** The page's forms post multipart (the reply carries files): one body, read under the reply's limits. */
export const staffPageForm: FormShape = {
  labels: { ...staffReplyLabels, intent: "", owner_id: "" },
  uploads: staffDocumentUploads,
  maxBytes: MAX_STAFF_DOCUMENTS * documentUploadRule.maxBytes + 2 * MEGABYTE,
};

/** What the page says after a change (the redirect's `saved`). */
export const staffSavedMessages = ["reply", "status", "owner", "unchanged"] as const;
export type StaffSaved = (typeof staffSavedMessages)[number];

export type StaffAction =
  | ({ intent: "reply" } & StaffReply)
  | { intent: "status"; status: ServiceRequestStatus }
  | { intent: "owner"; ownerId: string | null };

export type StaffActionResult = { ok: true; saved: StaffSaved } | { ok: false; error: "not-found" | "not-an-active-member" };

export async function workServiceRequest(services: AppServices, staff: CurrentUser, requestId: string, action: StaffAction): Promise<StaffActionResult> {
  const { db } = services;
  const context = { agency: services.agency, publicUrl: services.env.PUBLIC_URL, fileKeys: services.fileKeys };
  switch (action.intent) {
    case "reply": {
      const { intent: _, ...reply } = action;
      const result = await replyAsStaff(db, staff, requestId, reply, context);
      if (!result.ok) return { ok: false, error: "not-found" };
      services.kickOutbox();
      return { ok: true, saved: "reply" };
    }
    case "status": {
      const result = await changeRequestStatus(db, staff, requestId, action.status, context);
      if (!result.ok) return { ok: false, error: "not-found" };
      services.kickOutbox();
      return { ok: true, saved: result.changed ? "status" : "unchanged" };
    }
    case "owner": {
      const result = await changeRequestOwner(db, staff, requestId, action.ownerId);
      if (!result.ok) return { ok: false, error: result.reason === "not-found" ? "not-found" : "not-an-active-member" };
      return { ok: true, saved: result.changed ? "owner" : "unchanged" };
    }
  }
}
