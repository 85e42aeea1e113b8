/**
 * What the booking page fills in for a signed-in customer (app/server/customer-portal/contact-details.ts),
 * on both engines: their customer record's name, email and phone (a business's contact person),
 * the account's while no record is linked, and nothing for the team.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerContactDetails } from "../../app/server/customer-portal/contact-details.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

describe.each(testEngines())("a signed-in customer's details on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const now = "2026-12-02T12:00:00.000Z";

  async function insertAccount(id: string, role: "customer" | "staff", name: string, phone: string | null = null) {
    await db()
      .insertInto("user")
      .values({ id, name, email: `${id}@example.com`, email_verified: true, role, disabled: false, phone, created_at: new Date(now), updated_at: new Date(now) })
      .execute();
  }

  async function insertCustomer(id: string, values: { kind: "person" | "business"; name: string; contact_name?: string; email: string; phone: string; user_id?: string }) {
    await db()
      .insertInto("customers")
      .values({ id, ...values, contact_name: values.contact_name ?? null, user_id: values.user_id ?? null, created_at: now, updated_at: now })
      .execute();
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertAccount("rosa", "customer", "Rosa D.");
    await insertCustomer("customer-rosa", { kind: "person", name: "Rosa María Delgado", email: "rosa@example.com", phone: "(702) 555-0101" });
    await insertAccount("deli", "customer", "Sam Lee");
    await insertCustomer("customer-deli", { kind: "business", name: "Corner Deli LLC", contact_name: "Samuel Lee", email: "deli@example.com", phone: "(702) 555-0102", user_id: "deli" });
    await insertAccount("new", "customer", "Nora Quinn", "(702) 555-0103");
    await insertAccount("dana", "staff", "Dana Reyes");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("takes a person's record, linking the account to it by its verified address", async () => {
    expect(await customerContactDetails(db(), { id: "rosa", email: "rosa@example.com", role: "customer" })).toEqual({
      customerId: "customer-rosa",
      firstName: "Rosa María",
      lastName: "Delgado",
      email: "rosa@example.com",
      phone: "(702) 555-0101",
    });
  });

  it("takes a business's contact person", async () => {
    expect(await customerContactDetails(db(), { id: "deli", email: "deli@example.com", role: "customer" })).toMatchObject({ customerId: "customer-deli", firstName: "Samuel", lastName: "Lee", phone: "(702) 555-0102" });
  });

  it("takes the account's details while no record is linked, and nothing for the team or a visitor", async () => {
    expect(await customerContactDetails(db(), { id: "new", email: "new@example.com", role: "customer" })).toEqual({
      customerId: null,
      firstName: "Nora",
      lastName: "Quinn",
      email: "new@example.com",
      phone: "(702) 555-0103",
    });
    expect(await customerContactDetails(db(), { id: "dana", email: "dana@example.com", role: "staff" })).toBeNull();
    expect(await customerContactDetails(db(), null)).toBeNull();
  });
});
