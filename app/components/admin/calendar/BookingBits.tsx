/**
 * How the back office shows a booking wherever it appears (the calendar, a booking's page, My
 * work, a record's or a customer's Appointments): its status as a word with an icon (never
 * colour alone), where it happens, and its time in Las Vegas.
 */
import { Ban, Building2, CalendarCheck, CalendarDays, CheckCircle2, Phone, UserX, Video } from "lucide-react";
import { Link } from "react-router";
import { appointmentLocationLabels, bookingStatusLabels, CALENDAR_ADMIN_PATH, formatBookingTime, type AppointmentLocationName, type BookingStatusName } from "../../../lib/booking.ts";
import { AGENCY_TIME_ZONE } from "../../../lib/las-vegas-time.ts";
import { Badge, type BadgeTone } from "../Badges.tsx";

const statusLook: Record<BookingStatusName, { tone: BadgeTone; Icon: typeof Ban }> = {
  booked: { tone: "blue", Icon: CalendarCheck },
  held: { tone: "green", Icon: CheckCircle2 },
  no_show: { tone: "amber", Icon: UserX },
  cancelled: { tone: "slate", Icon: Ban },
};

export function BookingStatusBadge({ status }: { status: string }) {
  const known = (status in statusLook ? status : "booked") as BookingStatusName;
  const { tone, Icon } = statusLook[known];
  return (
    <Badge tone={tone} Icon={Icon}>
      {bookingStatusLabels[known]}
    </Badge>
  );
}

const locationIcons: Record<AppointmentLocationName, typeof Phone> = { phone: Phone, office: Building2, video: Video };

/** "Phone call", "At the office", "Video call", with its icon. */
export function LocationLabel({ location }: { location: string }) {
  const known = (location in locationIcons ? location : "phone") as AppointmentLocationName;
  const Icon = locationIcons[known];
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-600" />
      {appointmentLocationLabels.en[known]}
    </span>
  );
}

/** "9:30 AM" in Las Vegas. */
export const timeOf = (iso: string) => formatBookingTime(new Date(iso), "en", AGENCY_TIME_ZONE);

/** "9:30 AM – 9:45 AM" in Las Vegas. */
export const timeRange = (startsAt: string, endsAt: string) => `${timeOf(startsAt)} – ${timeOf(endsAt)}`;

/** "Thursday, December 3" of a calendar date. */
export function dayHeading(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
}

/** "Thu, Dec 3, 2026, 9:30 AM" of an instant in Las Vegas. */
export function whenOf(iso: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: AGENCY_TIME_ZONE });
  return `${day}, ${timeOf(iso)}`;
}

export const bookingPath = (id: string) => `${CALENDAR_ADMIN_PATH}/bookings/${encodeURIComponent(id)}`;

export interface AppointmentItem {
  id: string;
  startsAt: string;
  status: string;
  typeName: string;
  location: string;
  memberName: string;
}

function AppointmentRows({ items, label }: { items: readonly AppointmentItem[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {items.map((item) => (
        <li key={item.id} className="space-y-1 p-3">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link to={bookingPath(item.id)} className="font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700">
              {whenOf(item.startsAt)}
            </Link>
            <BookingStatusBadge status={item.status} />
          </p>
          <p className="text-sm text-slate-700">
            {item.typeName} · <LocationLabel location={item.location} /> · with {item.memberName}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A record's or a customer's appointments: the next ones, then the recent ones and cancellations. */
export function PersonAppointmentsList({ upcoming, recent }: { upcoming: readonly AppointmentItem[]; recent: readonly AppointmentItem[] }) {
  if (!upcoming.length && !recent.length) {
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <CalendarDays aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
        No appointments booked.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-base font-semibold text-navy-900">Upcoming</h3>
        {upcoming.length ? <AppointmentRows items={upcoming} label="Upcoming appointments" /> : <p className="text-slate-700">None ahead.</p>}
      </div>
      {recent.length ? (
        <div>
          <h3 className="text-base font-semibold text-navy-900">Recent and cancelled</h3>
          <AppointmentRows items={recent} label="Recent and cancelled appointments" />
        </div>
      ) : null}
    </div>
  );
}
