/**
 * What a person can stop (docs/product.md#opt-outs), and how staff word it. Safe in the browser.
 */

/** "email": marketing and reminder emails (mail about the person's own request still goes). */
export const optOutChannels = ["email", "texts", "calls"] as const;
export type OptOutChannel = (typeof optOutChannels)[number];

export const optOutChannelLabels: Record<OptOutChannel, string> = {
  email: "Marketing and reminder emails",
  texts: "Text messages",
  calls: "Phone calls",
};

/** How an opt-out reached the agency: the preferences page, or a staff member's record of it. */
export const optOutMethods = [
  { value: "phone", label: "By phone" },
  { value: "in_person", label: "In person" },
  { value: "email", label: "By email" },
  { value: "letter", label: "By letter" },
  { value: "text_reply", label: "By text reply (STOP)" },
] as const;
export type StaffOptOutMethod = (typeof optOutMethods)[number]["value"];
export type OptOutMethod = StaffOptOutMethod | "preferences_page";

export function optOutMethodLabel(method: string): string {
  if (method === "preferences_page") return "On the preferences page";
  return optOutMethods.find((m) => m.value === method)?.label ?? method;
}

/** The back office's warnings beside a phone number. */
export const DO_NOT_CALL = "Do not call";
export const DO_NOT_TEXT = "Do not text";
