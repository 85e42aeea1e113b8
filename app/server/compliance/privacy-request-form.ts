/** The privacy request form (/privacy/request and /es/privacy/request) on the public form pipeline (app/server/forms/lead-form.ts). */
import { PRIVACY_REQUEST_SENT_PATH } from "../../lib/privacy-requests.ts";
import { privacyRequestLabels, privacyRequestSchema, privacyRequestSchemaFor } from "../../lib/schemas/privacy-request.ts";
import type { LeadFormDefinition } from "../forms/lead-form.ts";
import { submitPrivacyRequest } from "./privacy-requests.ts";

export const privacyRequestForm: LeadFormDefinition<typeof privacyRequestSchema> = {
  name: "privacy-request",
  noun: "privacy request",
  schema: privacyRequestSchema,
  schemaFor: privacyRequestSchemaFor,
  labels: privacyRequestLabels,
  maxBytes: 64 * 1024,
  confirmationPath: PRIVACY_REQUEST_SENT_PATH,
  async store(services, input, _files, visit) {
    // The request's language is its page's (/es/privacy/request: Spanish); the pipeline sends the person to that language's confirmation.
    await submitPrivacyRequest(services.db, input, { agency: services.agency, publicUrl: services.env.PUBLIC_URL, pageUrl: visit.pageUrl });
    return PRIVACY_REQUEST_SENT_PATH;
  },
};
