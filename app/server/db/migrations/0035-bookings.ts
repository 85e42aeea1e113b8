import type { Kysely } from "kysely";

/**
 * Booking a call (app/server/booking/):
 * - appointment_types: what a visitor can book (a 15-minute quote call, an office visit …), its
 *   length, buffer, notice and horizon, where it happens, and who takes it (one person or a
 *   rotation over the team, whose turn is counted here);
 * - booking_calendars: one row per team member who takes bookings: whether they set their own
 *   weekly hours, and their private calendar feed's token (its SHA-256). A booking locks its
 *   member's row, so two bookings of one person are never checked at once;
 * - team_hours: a member's weekly hours, one span per weekday;
 * - time_off: days off, holidays and blocked time, of one member, or of the whole office when
 *   user_id is null;
 * - bookings: one appointment, its person (linked like a submission), its status, the number of
 *   changes (a reschedule or cancel link names it, so each change spends the older links), and
 *   the reminders sent;
 * - email_outbox.calendar_text: an email's .ics invitation, attached as it is sent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("appointment_types")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_es", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("description_es", "text", (c) => c.notNull())
    .addColumn("duration_minutes", "integer", (c) => c.notNull())
    .addColumn("buffer_minutes", "integer", (c) => c.notNull())
    .addColumn("min_notice_minutes", "integer", (c) => c.notNull())
    .addColumn("horizon_days", "integer", (c) => c.notNull())
    .addColumn("location", "text", (c) => c.notNull()) // phone | office | video
    .addColumn("meeting_url", "text") // video: the configured meeting room; else the agent pastes one per booking
    .addColumn("assignment", "text", (c) => c.notNull()) // person | round_robin
    .addColumn("user_id", "text") // assignment "person"
    .addColumn("turn", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("booking_calendars")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("own_hours", "integer", (c) => c.notNull().defaultTo(0)) // 0: the office's hours
    .addColumn("feed_token_hash", "text", (c) => c.unique())
    .addColumn("feed_created_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("team_hours")
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("weekday", "integer", (c) => c.notNull()) // 0 = Sunday
    .addColumn("opens", "text", (c) => c.notNull()) // HH:MM, Las Vegas
    .addColumn("closes", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("team_hours_pk", ["user_id", "weekday"])
    .execute();

  await db.schema
    .createTable("time_off")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text") // null: the office is closed
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("time_off_ends_idx").on("time_off").columns(["ends_at", "user_id"]).execute();

  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("appointment_type_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("buffer_minutes", "integer", (c) => c.notNull()) // the type's, as booked: kept free after it
    .addColumn("status", "text", (c) => c.notNull()) // booked | held | no_show | cancelled
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("visitor_time_zone", "text") // the browser's, when it said
    .addColumn("location", "text", (c) => c.notNull())
    .addColumn("meeting_url", "text")
    .addColumn("person_id", "text")
    .addColumn("customer_id", "text")
    .addColumn("change_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reminded_day_at", "text")
    .addColumn("reminded_hour_at", "text")
    .addColumn("cancelled_at", "text")
    .addColumn("cancelled_by", "text") // visitor | a user id
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("bookings_user_start_idx").on("bookings").columns(["user_id", "starts_at"]).execute();
  await db.schema.createIndex("bookings_start_idx").on("bookings").columns(["starts_at"]).execute();
  await db.schema.createIndex("bookings_person_idx").on("bookings").columns(["person_id"]).execute();
  await db.schema.createIndex("bookings_customer_idx").on("bookings").columns(["customer_id"]).execute();

  await db.schema.alterTable("email_outbox").addColumn("calendar_text", "text").execute();

  // The usual kinds of call, ready to book; admins change, pause or add to them.
  const now = new Date().toISOString();
  const types = [
    ["quote-call", "15-minute quote call", "Llamada de cotización de 15 minutos", "We call you to go over a quote for your car, home or business.", "Le llamamos para revisar una cotización para su auto, casa o negocio.", 15, "phone"],
    ["coverage-review", "30-minute coverage review", "Revisión de cobertura de 30 minutos", "We go over your current policies with you and look for gaps and savings.", "Revisamos con usted sus pólizas actuales y buscamos huecos y ahorros.", 30, "phone"],
    ["office-visit", "Office visit", "Visita a la oficina", "Meet us at the office, with your documents if you have them.", "Visítenos en la oficina, con sus documentos si los tiene.", 30, "office"],
    ["video-call", "Video call", "Videollamada", "A video call: we email you the link before it starts.", "Una videollamada: le enviamos el enlace por correo antes de empezar.", 30, "video"],
  ] as const;
  await db
    .insertInto("appointment_types")
    .values(
      types.map(([slug, name, name_es, description, description_es, duration, location], index) => ({
        id: `type-${slug}`,
        slug,
        name,
        name_es,
        description,
        description_es,
        duration_minutes: duration,
        buffer_minutes: 10,
        min_notice_minutes: 120,
        horizon_days: 30,
        location,
        meeting_url: null,
        assignment: "round_robin",
        user_id: null,
        turn: 0,
        active: 1,
        sort_order: index,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("email_outbox").dropColumn("calendar_text").execute();
  for (const table of ["bookings", "time_off", "team_hours", "booking_calendars", "appointment_types"]) {
    await db.schema.dropTable(table).execute();
  }
}
