import type { Kysely } from "kysely";

/**
 * The language of a customer's service request (docs/product.md#service-requests): "en" or
 * "es", the language of the page it was sent from. The emails to the customer about it (a
 * staff reply, a status change) are written in it. Every request stored before was English.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("service_requests").addColumn("locale", "text", (c) => c.notNull().defaultTo("en")).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("service_requests").dropColumn("locale").execute();
}
