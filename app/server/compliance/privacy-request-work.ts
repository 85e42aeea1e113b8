/**
 * What an admin does on a privacy request's page (/admin/privacy-requests/{id}): choose the owner,
 * grant the one extension, send the answer. One function takes the parsed action and says whether
 * it changed anything or why it was refused; the page's route reads the form and answers. The
 * caller checked that the user is an admin.
 */
import type { CurrentUser } from "../accounts/current-user.ts";
import type { AppServices } from "../services.ts";
import { answerPrivacyRequest, assignPrivacyRequest, extendPrivacyRequest, type PrivacyWorkResult } from "./privacy-requests.ts";

export type PrivacyAction =
  | { intent: "owner"; ownerId: string | null }
  | { intent: "extend"; reason: string }
  | { intent: "answer"; answer: Parameters<typeof answerPrivacyRequest>[3] };

export async function workPrivacyRequest(services: AppServices, admin: CurrentUser, id: string, action: PrivacyAction): Promise<PrivacyWorkResult> {
  const context = { agency: services.agency, publicUrl: services.env.PUBLIC_URL };
  let result: PrivacyWorkResult;
  switch (action.intent) {
    case "owner":
      result = await assignPrivacyRequest(services.db, admin, id, action.ownerId);
      break;
    case "extend":
      result = await extendPrivacyRequest(services.db, admin, id, action.reason, context);
      break;
    case "answer":
      result = await answerPrivacyRequest(services.db, admin, id, action.answer, context);
      break;
  }
  // An extension and an answer are emailed to the person.
  if (result.ok && result.changed) services.kickOutbox();
  return result;
}
