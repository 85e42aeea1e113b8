/**
 * Privacy requests (docs/product.md#privacy-requests): what a person may ask of the agency about
 * their personal information, how long the agency has to answer, and the words the public page,
 * the back office and the emails use. Shared by the server and the pages (no zod, no database).
 */

export const PRIVACY_REQUEST_PATH = "/privacy/request";
export const PRIVACY_REQUEST_SENT_PATH = "/privacy/request/sent";
export const PRIVACY_REQUESTS_ADMIN_PATH = "/admin/privacy-requests";
export const staffPrivacyRequestPath = (id: string) => `${PRIVACY_REQUESTS_ADMIN_PATH}/${id}`;
/** Where admins find, download or erase everything held about one person. */
export const PERSON_DATA_PATH = "/admin/people";

/** The back-office list shows this many; privacy requests are rare, so more than this is a warning sign, not a page. */
export const PRIVACY_LIST_LIMIT = 200;

/** What a request's page says after a change (the redirect's `saved`). */
export const privacySavedMessages = {
  owner: "The owner was changed.",
  extend: "The due date was extended and the person was told why.",
  answer: "The answer was sent and the request is closed.",
  unchanged: "Nothing changed.",
} as const;
export type PrivacySaved = keyof typeof privacySavedMessages;

export const privacyRequestKinds = [
  {
    value: "do_not_sell",
    label: "Do not sell my personal information",
    short: "Do not sell",
    hint: "Nevada law lets you tell us never to sell what we know about you. We do not sell it; this makes it a promise on record.",
  },
  { value: "access", label: "Send me a copy of my information", short: "Copy of my data", hint: "Everything we hold about you, sent to the email address below." },
  { value: "deletion", label: "Delete my information", short: "Delete my data", hint: "We delete what the law does not require us to keep, and tell you what we keep and why." },
  { value: "correction", label: "Correct my information", short: "Correction", hint: "Tell us below what is wrong and what it should say." },
] as const;

export type PrivacyRequestKind = (typeof privacyRequestKinds)[number]["value"];

export const privacyRequestStatuses = [
  { value: "received", label: "Received" },
  { value: "in_progress", label: "In progress" },
  { value: "answered", label: "Answered" },
  { value: "declined", label: "Declined" },
] as const;

export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number]["value"];

/** A request is closed once the person has been sent the answer (a decline is an answer with the reason). */
export const CLOSED_PRIVACY_STATUSES: readonly PrivacyRequestStatus[] = ["answered", "declined"];
export const isClosedPrivacyStatus = (status: string) => (CLOSED_PRIVACY_STATUSES as readonly string[]).includes(status);

export const privacyKindLabel = (kind: string) => privacyRequestKinds.find((k) => k.value === kind)?.label ?? kind;
export const privacyKindShort = (kind: string) => privacyRequestKinds.find((k) => k.value === kind)?.short ?? kind;
export const privacyStatusLabel = (status: string) => privacyRequestStatuses.find((s) => s.value === status)?.label ?? status;

/** Nevada (NRS 603A.345): an answer within 60 days of the request … */
export const PRIVACY_ANSWER_DAYS = 60;
/** … which the agency may extend once, by up to 30 days, when it tells the person. */
export const PRIVACY_EXTENSION_DAYS = 30;
/** The list warns this many days before a request is due. */
export const PRIVACY_DUE_SOON_DAYS = 7;

const DAY_MS = 86_400_000;

/** When a request received at `receivedAt` must be answered. */
export function privacyDueAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + PRIVACY_ANSWER_DAYS * DAY_MS);
}

/** The due date after the one extension. */
export function extendedDueAt(dueAt: Date): Date {
  return new Date(dueAt.getTime() + PRIVACY_EXTENSION_DAYS * DAY_MS);
}

export type PrivacyDueState = { kind: "closed" } | { kind: "overdue"; days: number } | { kind: "due-soon"; days: number } | { kind: "on-time"; days: number };

/** Where an open request stands against its due date: whole days late (at least one), or days left. */
export function privacyDueState(request: { status: string; dueAt: string }, now: Date): PrivacyDueState {
  if (isClosedPrivacyStatus(request.status)) return { kind: "closed" };
  const left = new Date(request.dueAt).getTime() - now.getTime();
  if (left < 0) return { kind: "overdue", days: Math.max(1, Math.floor(-left / DAY_MS)) };
  // Whole days left, rounded up (27.9 days is "28 days left"); under a day is "Due today".
  const days = left < DAY_MS ? 0 : Math.ceil(left / DAY_MS);
  return left < PRIVACY_DUE_SOON_DAYS * DAY_MS ? { kind: "due-soon", days } : { kind: "on-time", days };
}

/** The words for a due state: never colour alone. */
export function privacyDueText(state: PrivacyDueState): string {
  switch (state.kind) {
    case "closed":
      return "Closed";
    case "overdue":
      return `Overdue by ${state.days} ${state.days === 1 ? "day" : "days"}`;
    case "due-soon":
    case "on-time":
      return state.days === 0 ? "Due today" : `${state.days} ${state.days === 1 ? "day" : "days"} left`;
  }
}

/** A request's reference, as the person and staff quote it: PRV-2026-0042. */
export function formatPrivacyReference(year: number, sequence: number): string {
  return `PRV-${year}-${String(sequence).padStart(4, "0")}`;
}
