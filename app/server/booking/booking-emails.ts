/**
 * A booking's emails (docs/product.md#booking-a-call), queued in the transaction of the change:
 * to the person, in their language, with the .ics invitation (REQUEST, or CANCEL) and the link
 * to reschedule or cancel; to the member who takes it, in English, with links to the booking and
 * the person's record. Reminders (booking-reminders.ts) are kind "booking.reminder": the outbox
 * does not send them to an address that stopped reminders.
 */
import type { Transaction } from "kysely";
import { fullAddress, type Agency } from "../../config/agency.ts";
import { appointmentLocationLabels, BOOK_PATH, CALENDAR_ADMIN_PATH, formatBookingDate, formatBookingTime, sameWallClock, zoneName } from "../../lib/booking.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localizedHref } from "../../lib/i18n/spanish-twins.ts";
import { AGENCY_TIME_ZONE } from "../../lib/las-vegas-time.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import type { BookingsTable, Database } from "../db/schema.ts";
import { inboxPath, leadForms } from "../../lib/inbox-paths.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { leadDb, leadTables } from "../inbox/lead-tables.ts";
import { enqueueEmails, type OutgoingEmail } from "../mail/enqueue-email.ts";
import { renderEmail } from "../mail/render-email.ts";
import type { Selectable } from "kysely";
import { bookingChangeUrl, signBookingChangeToken } from "./booking-links.ts";
import { invitationIcs } from "./booking-ics.ts";
import type { AppointmentType } from "./appointment-types.ts";

export const BOOKING_REMINDER_KIND = "booking.reminder";

export interface BookingMailContext {
  agency: Agency;
  publicUrl: string;
  /** Signs the reschedule/cancel link. */
  secret: string;
}

export type BookingRow = Selectable<BookingsTable>;
/** "link": a video call's link was set (the person gets the appointment again, with it). */
export type BookingChange = "booked" | "rescheduled" | "cancelled" | "link";

interface Member {
  name: string;
  email: string;
}

/** The person's emails' footer: who we are, and why they got it. */
function personFooter(agency: Agency, locale: Locale): string[] {
  return [agency.name, fullAddress(agency), `${agency.phone.display} · ${agency.emails.info}`, translatorFor(locale)("booking.email.why")];
}

const localeOf = (booking: BookingRow): Locale => (booking.locale === "es" ? "es" : "en");
const base = (publicUrl: string) => publicUrl.replace(/\/$/, "");

/** "Thursday, December 3, 2026, 9:30 AM (Las Vegas time)", and the visitor's own time when it differs. */
export function bookingWhen(booking: Pick<BookingRow, "starts_at" | "visitor_time_zone">, locale: Locale): { lasVegas: string; visitor: string | null } {
  const at = new Date(booking.starts_at);
  const zone = locale === "es" ? "hora de Las Vegas" : "Las Vegas time";
  const lasVegas = `${formatBookingDate(at, locale, AGENCY_TIME_ZONE)}, ${formatBookingTime(at, locale, AGENCY_TIME_ZONE)} (${zone})`;
  const tz = booking.visitor_time_zone;
  const visitor = tz && !sameWallClock(at, tz, AGENCY_TIME_ZONE) ? `${formatBookingDate(at, locale, tz)}, ${formatBookingTime(at, locale, tz)} (${zoneName(tz)})` : null;
  return { lasVegas, visitor };
}

/** Where the appointment happens, in the person's words. */
export function bookingPlace(booking: Pick<BookingRow, "location" | "meeting_url" | "phone">, agency: Agency, locale: Locale): string {
  const t = translatorFor(locale);
  const { street, suite, city, region, postalCode } = agency.address;
  switch (booking.location) {
    case "office":
      return t("booking.email.office", { address: `${street} ${suite}, ${city}, ${region} ${postalCode}` });
    case "video":
      return booking.meeting_url ? t("booking.email.videoLink", { url: booking.meeting_url }) : t("booking.email.videoLater");
    default:
      return t("booking.email.phoneCall", { phone: booking.phone });
  }
}

export const typeName = (type: Pick<AppointmentType, "name" | "nameEs">, locale: Locale) => (locale === "es" ? type.nameEs : type.name);

/** The type's name inside a sentence ("Your video call …", "Su videollamada …"). */
const inSentence = (name: string) => name.charAt(0).toLocaleLowerCase() + name.slice(1);

/** The booking's page in the back office. */
export const bookingAdminUrl = (publicUrl: string, bookingId: string) => `${base(publicUrl)}${CALENDAR_ADMIN_PATH}/bookings/${bookingId}`;

function calendarText(booking: BookingRow, type: AppointmentType, member: Member, context: BookingMailContext): string {
  const locale = localeOf(booking);
  return invitationIcs(
    {
      id: booking.id,
      startsAt: new Date(booking.starts_at),
      endsAt: new Date(booking.ends_at),
      status: booking.status,
      changeCount: booking.change_count,
      summary: `${typeName(type, locale)} · ${context.agency.name}`,
      description: [`${translatorFor(locale)("booking.email.with")}: ${member.name}`, booking.topic].join("\n"),
      location: bookingPlace(booking, context.agency, locale),
    },
    context.publicUrl,
    { name: context.agency.name, email: context.agency.emails.info },
  );
}

const personWording = {
  booked: { subject: "booking.email.confirmSubject", heading: "booking.email.confirmHeading" },
  rescheduled: { subject: "booking.email.rescheduleSubject", heading: "booking.email.rescheduleHeading" },
  link: { subject: "booking.email.linkSubject", heading: "booking.email.linkHeading" },
} as const;

/** The person's email about a booking, a move, a cancellation or a video link. */
function personEmail(change: BookingChange, booking: BookingRow, type: AppointmentType, member: Member, context: BookingMailContext, now: Date): OutgoingEmail {
  const locale = localeOf(booking);
  const t = translatorFor(locale);
  const when = bookingWhen(booking, locale);
  const vars = { type: inSentence(typeName(type, locale)), agency: context.agency.name, when: when.lasVegas };
  const calendar = calendarText(booking, type, member, context);
  const summary: [string, string][] = [
    [t("booking.email.when"), when.lasVegas],
    ...(when.visitor ? ([[t("booking.email.yourTime"), when.visitor]] as [string, string][]) : []),
    [t("booking.email.with"), member.name],
    [t("booking.email.where"), bookingPlace(booking, context.agency, locale)],
    [t("booking.email.about"), booking.topic],
  ];
  const questions = t("booking.email.questions", { phone: context.agency.phone.display });
  if (change === "cancelled") {
    const content = renderEmail({
      locale,
      subject: t("booking.email.cancelSubject", vars),
      heading: t("booking.email.cancelHeading"),
      paragraphs: [t("booking.email.cancelText", vars), questions],
      footer: personFooter(context.agency, locale),
      action: { label: t("booking.email.bookAgain"), url: `${base(context.publicUrl)}${localizedHref(`${BOOK_PATH}/${type.slug}`, locale)}` },
    });
    return { kind: "booking.cancelled", to: booking.email, replyTo: context.agency.emails.info, record: { type: "booking", id: booking.id }, ...content, calendarText: calendar };
  }
  const token = signBookingChangeToken(context.secret, { id: booking.id, changeCount: booking.change_count, startsAt: new Date(booking.starts_at) }, now);
  const content = renderEmail({
    locale,
    subject: t(personWording[change].subject, vars),
    heading: t(personWording[change].heading),
    paragraphs: [t("booking.email.calendar")],
    summary,
    action: { label: t("booking.email.change"), url: bookingChangeUrl(context.publicUrl, token, locale) },
    closing: [t("booking.email.changeText"), questions],
    footer: personFooter(context.agency, locale),
  });
  return { kind: `booking.${change === "booked" ? "confirmation" : change}`, to: booking.email, replyTo: context.agency.emails.info, record: { type: "booking", id: booking.id }, ...content, calendarText: calendar };
}

/**
 * Where the member finds the person: their customer record (by email or phone) and their newest
 * submission (by the person link), as full addresses for the email.
 */
export async function personRecordLinks(trx: Transaction<Database>, booking: Pick<BookingRow, "person_id" | "customer_id" | "email" | "phone">, publicUrl: string): Promise<[string, string][]> {
  const links: [string, string][] = [];
  const customer = booking.customer_id
    ? { id: booking.customer_id }
    : await trx
        .selectFrom("customers")
        .select("id")
        .where((eb) => eb.or([eb(eb.fn("lower", ["email"]), "=", booking.email.toLowerCase()), eb(eb.fn("lower", ["alt_email"]), "=", booking.email.toLowerCase()), eb("phone", "=", booking.phone), eb("alt_phone", "=", booking.phone)]))
        .orderBy("created_at")
        .limit(1)
        .executeTakeFirst();
  if (customer) links.push(["Customer record", `${base(publicUrl)}${staffCustomerPath(customer.id)}`]);
  if (booking.person_id) {
    let newest: { form: (typeof leadForms)[number]; id: string; created_at: string } | null = null;
    for (const form of leadForms) {
      const row = await leadDb(trx).selectFrom(leadTables[form].table as "contact_messages").select(["id", "created_at"]).where("person_id", "=", booking.person_id).orderBy("created_at", "desc").limit(1).executeTakeFirst();
      if (row && (!newest || row.created_at > newest.created_at)) newest = { form, ...row };
    }
    if (newest) links.push(["Latest submission", `${base(publicUrl)}${inboxPath(newest.form, newest.id)}`]);
  }
  return links;
}

/** The member's email: what changed, with the booking's page and the person's record. */
function memberEmail(change: Exclude<BookingChange, "link">, booking: BookingRow, type: AppointmentType, member: Member, context: BookingMailContext, by: "person" | "team", records: [string, string][] = []): OutgoingEmail {
  const when = bookingWhen(booking, "en");
  const name = `${booking.first_name} ${booking.last_name}`;
  const verb = change === "booked" ? "New booking" : change === "rescheduled" ? "Booking moved" : "Booking cancelled";
  const content = renderEmail({
    subject: `${verb}: ${type.name} with ${name}, ${when.lasVegas}`,
    heading: verb,
    paragraphs: [
      change === "cancelled"
        ? `${name} ${by === "person" ? "cancelled" : "'s booking was cancelled by the team:"} ${type.name} on ${when.lasVegas}. The time is free again.`
        : `${name} ${change === "booked" ? "booked" : "moved their booking to"} a ${type.name} on ${when.lasVegas}, with you.`,
    ],
    summary: [
      ["When", when.lasVegas],
      ...(when.visitor ? ([["Their time", when.visitor]] as [string, string][]) : []),
      ["Type", `${type.name} (${appointmentLocationLabels.en[booking.location]})`],
      ["Name", name],
      ["Phone", booking.phone],
      ["Email", booking.email],
      ["About", booking.topic],
      ["Language", booking.locale === "es" ? "Spanish" : "English"],
      ...records,
    ],
    action: { label: "Open the booking", url: bookingAdminUrl(context.publicUrl, booking.id) },
    footer: [`${context.agency.name} back office`, "The booking is on your calendar and the person's record."],
  });
  return { kind: `booking.notification`, to: member.email, record: { type: "booking", id: booking.id }, ...content };
}

/** Queues the person's and the member's emails about a change, in its transaction. */
export async function enqueueBookingEmails(
  trx: Transaction<Database>,
  change: BookingChange,
  booking: BookingRow,
  type: AppointmentType,
  member: Member,
  context: BookingMailContext,
  options: { now: Date; by: "person" | "team"; previousMember?: Member },
): Promise<void> {
  const emails = [personEmail(change, booking, type, member, context, options.now)];
  // The member set the link themselves; every other change is news to them.
  if (change !== "link") emails.push(memberEmail(change, booking, type, member, context, options.by, await personRecordLinks(trx, booking, context.publicUrl)));
  // A booking moved to another member: the first one hears it left their calendar.
  if (options.previousMember && options.previousMember.email !== member.email) emails.push(memberEmail("cancelled", booking, type, options.previousMember, context, options.by));
  await enqueueEmails(trx, emails);
}

/** A reminder to the person, a day or an hour before. */
export function reminderEmail(which: "day" | "hour", booking: BookingRow, type: AppointmentType, member: Member, context: BookingMailContext, now: Date): OutgoingEmail {
  const locale = localeOf(booking);
  const t = translatorFor(locale);
  const when = bookingWhen(booking, locale);
  const vars = { type: inSentence(typeName(type, locale)), agency: context.agency.name, time: formatBookingTime(new Date(booking.starts_at), locale, AGENCY_TIME_ZONE) };
  const token = signBookingChangeToken(context.secret, { id: booking.id, changeCount: booking.change_count, startsAt: new Date(booking.starts_at) }, now);
  const content = renderEmail({
    locale,
    subject: t(which === "day" ? "booking.email.reminderDaySubject" : "booking.email.reminderHourSubject", vars),
    heading: t("booking.email.reminderHeading"),
    paragraphs: [],
    summary: [
      [t("booking.email.when"), when.lasVegas],
      ...(when.visitor ? ([[t("booking.email.yourTime"), when.visitor]] as [string, string][]) : []),
      [t("booking.email.with"), member.name],
      [t("booking.email.where"), bookingPlace(booking, context.agency, locale)],
    ],
    action: { label: t("booking.email.change"), url: bookingChangeUrl(context.publicUrl, token, locale) },
    closing: [t("booking.email.questions", { phone: context.agency.phone.display })],
    footer: personFooter(context.agency, locale),
  });
  return { kind: BOOKING_REMINDER_KIND, to: booking.email, replyTo: context.agency.emails.info, record: { type: "booking", id: booking.id }, ...content };
}
