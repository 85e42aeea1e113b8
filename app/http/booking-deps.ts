/** What the booking functions (app/server/booking/) need from the services: the database, the agency, the public address and the signing secret of the change links. */
import type { BookingDeps } from "../server/booking/book-appointment.ts";
import { linkSecret } from "../server/security/signed-link.ts";
import type { AppServices } from "../server/services.ts";

export async function bookingDepsOf(services: AppServices): Promise<BookingDeps> {
  return { db: services.db, agency: services.agency, publicUrl: services.env.PUBLIC_URL, secret: await linkSecret(services) };
}
