/** The privacy request form (/privacy/request) on the public form pipeline (app/server/forms/lead-form.ts). */
import { PRIVACY_REQUEST_SENT_PATH } from "../../lib/privacy-requests.ts";
import { privacyRequestLabels, privacyRequestSchema } from "../../lib/schemas/privacy-request.ts";
import type { LeadFormDefinition } from "../forms/lead-form.ts";
import { submitPrivacyRequest } from "./privacy-requests.ts";

export const privacyRequestForm: LeadFormDefinition<typeof privacyRequestSchema> = {
  name: "privacy-request",
  noun: "privacy request",
  schema: privacyRequestSchema,
  labels: privacyRequestLabels,
  maxBytes: 64 * 1024,
  confirmationPath: PRIVACY_REQUEST_SENT_PATH,
  async store(services, input, _files, visit) {
    await submitPrivacyRequest(services.db, input, { agency: services.agency, publicUrl: services.env.PUBLIC_URL, pageUrl: visit.pageUrl });
    return PRIVACY_REQUEST_SENT_PATH;
  },
};
