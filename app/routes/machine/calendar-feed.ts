/**
 * A team member's private calendar feed (docs/back-office.md#appointment-types-hours-and-feeds):
 * GET /calendar/feed/{token}.ics, read by calendar programs without a session. The token is the
 * credential: an unknown or replaced one is 404, like any address that does not exist. Never
 * kept by a cache (private, no-store), never shared as a public page.
 */
import type { Route } from "./+types/calendar-feed";
import { servicesOf } from "../../http/context.ts";
import { feedTokenOf, memberFeedIcs } from "../../server/booking/calendar-feed.ts";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ context, params }: Route.LoaderArgs) {
  const token = feedTokenOf(params.file);
  const services = servicesOf(context);
  const ics = token
    ? await memberFeedIcs(services.db, token, { publicUrl: services.env.PUBLIC_URL, organizer: { name: services.agency.name, email: services.agency.emails.info } })
    : null;
  if (ics === null) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE } });
  return new Response(ics, { headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="bookings.ics"', ...PRIVATE } });
}
