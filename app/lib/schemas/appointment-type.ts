/**
 * An appointment type as admins enter it at /admin/booking/types/… (docs/back-office.md#appointment-types-hours-and-feeds):
 * its names and descriptions in both languages, its address (/book/{slug}; left empty, made from
 * the English name), length, buffer, notice and horizon, where it happens, and who takes it. A
 * meeting room's address counts only for a video call (kept empty otherwise); "one person"
 * needs the person (that they are on the active team is the domain's check, as is a slug
 * already taken).
 */
import { z } from "zod";
import { appointmentLocations } from "../booking.ts";
import { requiredText } from "../field-schemas.ts";
import { isValidSlug, slugify } from "../slug.ts";
import { RESERVED_BOOKING_SLUGS } from "../booking.ts";
import { isHttpsUrl } from "./carrier.ts";
import {
  appointmentAssignments,
  appointmentTypeBounds,
  MAX_APPOINTMENT_DESCRIPTION,
  MAX_APPOINTMENT_NAME,
  MAX_APPOINTMENT_SLUG,
} from "./appointment-type-fields.ts";

/** A whole number typed in a form, within bounds; `what` completes "Please enter …". */
export function wholeNumber(what: string, { min, max }: { min: number; max: number }) {
  const message = `Please enter ${what}: a whole number from ${min} to ${max.toLocaleString("en-US")}.`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
}

export const appointmentTypeSchema = z
  .object({
    name: requiredText("the name visitors see", MAX_APPOINTMENT_NAME),
    nameEs: requiredText("the name in Spanish", MAX_APPOINTMENT_NAME),
    description: requiredText("a sentence saying what happens", MAX_APPOINTMENT_DESCRIPTION),
    descriptionEs: requiredText("the sentence in Spanish", MAX_APPOINTMENT_DESCRIPTION),
    slug: z
      .string()
      .trim()
      .max(MAX_APPOINTMENT_SLUG, `Please keep the address under ${MAX_APPOINTMENT_SLUG} characters.`)
      .optional()
      .transform((v) => v ?? "")
      .refine((v) => v === "" || isValidSlug(v), "Please use lowercase letters, digits and single hyphens only, like quote-call."),
    durationMinutes: wholeNumber("the length in minutes", appointmentTypeBounds.durationMinutes),
    bufferMinutes: wholeNumber("the buffer in minutes", appointmentTypeBounds.bufferMinutes),
    minNoticeMinutes: wholeNumber("the notice in minutes", appointmentTypeBounds.minNoticeMinutes),
    horizonDays: wholeNumber("how many days ahead", appointmentTypeBounds.horizonDays),
    location: z.enum(appointmentLocations, { error: "Please choose where it happens." }),
    meetingUrl: z
      .string()
      .trim()
      .max(500, "Please enter a shorter address.")
      .optional()
      .transform((v) => v ?? "")
      .refine((v) => v === "" || isHttpsUrl(v), "Please enter the meeting room's full address, starting with https://."),
    assignment: z.enum(appointmentAssignments, { error: "Please choose who takes it." }),
    userId: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v ?? ""),
    active: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "1"),
    sortOrder: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : "0"))
      .pipe(wholeNumber("its place in the list", appointmentTypeBounds.sortOrder)),
  })
  // Checked whenever both fields read well, so its message comes with the other fields' messages.
  .refine((v) => v.assignment !== "person" || v.userId !== "", {
    path: ["userId"],
    message: "Please choose the person who takes these calls.",
    when: (payload) => {
      const v = payload.value as { assignment?: unknown; userId?: unknown };
      return typeof v?.assignment === "string" && typeof v?.userId === "string";
    },
  })
  .transform((v, ctx) => {
    // Left empty, the address comes from the English name, as a post's does.
    const slug = v.slug === "" ? slugify(v.name).slice(0, MAX_APPOINTMENT_SLUG).replace(/-+$/, "") : v.slug;
    if (!isValidSlug(slug)) ctx.addIssue({ code: "custom", path: ["slug"], message: "Please enter an address: lowercase letters, digits and hyphens." });
    else if (RESERVED_BOOKING_SLUGS.includes(slug)) ctx.addIssue({ code: "custom", path: ["slug"], message: `/book/${slug} is a page of its own: please choose another address.` });
    return {
      ...v,
      slug,
      meetingUrl: v.location === "video" && v.meetingUrl !== "" ? v.meetingUrl : null,
      userId: v.assignment === "person" ? v.userId : null,
    };
  });

export type AppointmentTypeInput = z.output<typeof appointmentTypeSchema>;

export { appointmentTypeLabels } from "./appointment-type-fields.ts";
