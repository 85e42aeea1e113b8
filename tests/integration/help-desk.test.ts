/**
 * The help desk on both engines: a question is answered and counted without its words; an
 * unanswered one is kept with its words (without personal data) for the staff; questions are
 * limited per address; a staff answer joins the index at the next question; a callback request
 * is stored as a message in the Messages inbox with its Spanish consent.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { callbackRequestSchema } from "../../app/lib/schemas/callback-request.ts";
import { parseEnv } from "../../app/server/env.ts";
import { askHelpDesk } from "../../app/server/help-desk/help-desk.ts";
import { submitCallbackRequest } from "../../app/server/leads/submit-callback-request.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

describe.each(testEngines())("the help desk on %s", (engine) => {
  let database: TestDatabase;
  const env = parseEnv({ HELP_DESK_QUESTIONS_PER_HOUR: "5" });
  const services = () => ({ db: database.db, env, agency: defaultAgency });
  let address = 0;
  const ask = (question: string, locale: "en" | "es" = "en", clientIp = `10.0.0.${++address}`) => askHelpDesk(services(), { question, locale, clientIp });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("answers from a page and counts the question without keeping its words", async () => {
    const result = await ask("do i need sr22");
    expect(result.ok && result.answer.outcome).toBe("answered");
    const row = await database.db.selectFrom("help_questions").selectAll().orderBy("created_at", "desc").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ locale: "en", outcome: "answered", question: null, status: null, top_path: "/auto-insurance" });
  });

  it("keeps an unanswered question's words for the staff, without email addresses or numbers", async () => {
    const result = await ask("can you recommend a plumber, write me at jo@example.com or 702-555-0142", "en");
    expect(result.ok && result.answer.outcome).toBe("unanswered");
    const row = await database.db.selectFrom("help_questions").selectAll().where("outcome", "=", "unanswered").executeTakeFirstOrThrow();
    expect(row.status).toBe("open");
    expect(row.question).toBe("can you recommend a plumber, write me at […] or […]");
  });

  it("refuses an empty or too long question in the visitor's language, and a sixth question in an hour from one address", async () => {
    expect(await ask("   ", "es")).toMatchObject({ ok: false, status: 400, message: "Por favor escriba una pregunta." });
    expect(await ask("x".repeat(301))).toMatchObject({ ok: false, status: 400 });
    const ip = "10.9.9.9";
    for (let i = 0; i < 5; i++) expect((await ask("where are you located", "en", ip)).ok).toBe(true);
    const refused = await ask("where are you located", "en", ip);
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("answers from a staff answer from the next question on", async () => {
    const question = "do you insure food carts at the farmers market";
    const before = await ask(question);
    expect(before.ok && before.answer.passage?.heading).not.toBe("Do you insure food carts at farmers markets?");
    const now = new Date().toISOString();
    await database.db
      .insertInto("help_answers")
      .values({ id: randomUUID(), locale: "en", question: "Do you insure food carts at farmers markets?", answer: "Yes: food carts and stands at farmers markets are insured like food trucks, with general liability and equipment cover.", page_path: "/restaurant-insurance", show_on_page: 0, created_by: "agent@agency.test", created_at: now, updated_at: now })
      .execute();
    const after = await ask(question);
    expect(after.ok && after.answer.passage?.heading).toBe("Do you insure food carts at farmers markets?");
    expect(after.ok && after.answer.pages[0]?.href).toBe("/restaurant-insurance");
  });

  it("stores a callback request as a message in the Messages inbox, with its Spanish consent", async () => {
    const input = callbackRequestSchema("es").parse({ firstName: "Lucía", lastName: "Ramírez", phone: "702 555 0188", bestTime: "después de las 5", question: "mi carro fue chocado" });
    const { id } = await submitCallbackRequest(database.db, input, { agency: defaultAgency, publicUrl: "https://agency.test", locale: "es", pageUrl: "https://agency.test/es/help" });
    const message = await database.db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(message).toMatchObject({ topic: "callback", phone: "(702) 555-0188", email: "", locale: "es" });
    expect(message.message).toContain("mi carro fue chocado");
    const consent = await database.db.selectFrom("consent_records").selectAll().where("record_id", "=", id).executeTakeFirstOrThrow();
    expect(consent.text).toMatch(/^Al pedir que le llamemos/);
    const emails = await database.db.selectFrom("email_outbox").select(["to_address", "subject"]).where("record_id", "=", id).execute();
    expect(emails).toEqual([{ to_address: defaultAgency.emails.info, subject: "Callback requested at the help desk (Lucía Ramírez)" }]);
  });

  it("refuses a callback without a 10-digit phone, in the page's language", () => {
    const result = callbackRequestSchema("es").safeParse({ firstName: "A", lastName: "B", phone: "555", question: "hola" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Por favor escriba un número de teléfono de 10 dígitos, como (702) 555-0100.");
  });
});
