/**
 * A team member's profile (/admin/profile, and an admin editing someone's at /admin/users/{id}):
 * the display name, a direct phone line and the email signature the team's emails end with.
 * One schema for the action and the page.
 */
import { z } from "zod";

import { MAX_DISPLAY_NAME_LENGTH, MAX_SIGNATURE_LENGTH } from "./team-profile-fields.ts";

export * from "./team-profile-fields.ts";

/** A display name: what colleagues and customers see (the inbox's owner column, emails). */
export const displayName = z
  .string({ error: "Please enter a display name." })
  .trim()
  .min(1, "Please enter a display name, like Dana Reyes.")
  .max(MAX_DISPLAY_NAME_LENGTH, `Please keep the name under ${MAX_DISPLAY_NAME_LENGTH} characters.`)
  // Control characters would break an email's headers and lines.
  .refine((v) => !/\p{Cc}/u.test(v), "Please use letters, spaces and punctuation only.");

/** Optional: empty is "no direct line". A US number, stored as (702) 555-0100, with an optional extension. */
const directPhone = z
  .string()
  .trim()
  .max(40, "Please enter a 10-digit phone number, like (702) 555-0100.")
  .transform((text, ctx) => {
    if (!text) return null;
    const match = /^(.*?)(?:\s*(?:x|ext\.?|extension)\s*(\d{1,6}))?$/i.exec(text)!;
    const digits = match[1]!.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
    if (!/^\d{10}$/.test(digits) || /[^\d\s().+-]/.test(match[1]!)) {
      ctx.addIssue({ code: "custom", message: "Please enter a 10-digit phone number, like (702) 555-0100 or (702) 555-0100 ext. 12." });
      return z.NEVER;
    }
    const number = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    return match[2] ? `${number} ext. ${match[2]}` : number;
  });

/** Plain text (shown as typed, never as HTML): line breaks kept, Windows line ends made plain. */
const signature = z
  .string()
  .transform((v) => v.replace(/\r\n?/g, "\n").trim())
  .refine((v) => v.length <= MAX_SIGNATURE_LENGTH, `Please keep the signature under ${MAX_SIGNATURE_LENGTH} characters.`)
  .refine((v) => !/[^\P{Cc}\n\t]/u.test(v), "Please use plain text: letters, numbers, punctuation and line breaks.")
  .transform((v) => v || null);

export const teamProfileSchema = z.object({
  name: displayName,
  // A field left out of the post reads as empty (prefault runs the field's rule on "").
  phone: directPhone.prefault(""),
  signature: signature.prefault(""),
});

export type TeamProfileInput = z.output<typeof teamProfileSchema>;
