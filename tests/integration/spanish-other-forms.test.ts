/**
 * The pay-per-mile quote, the barrier report and the privacy request sent from their Spanish
 * pages, against real databases: each is stored with its language, the person's emails (the
 * confirmation; for a privacy request also the extension notice and the answer) are in Spanish,
 * and the staff's notification stays English.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency, type Agency } from "../../app/config/agency.ts";
import { accessibilityReportSchemaFor } from "../../app/lib/schemas/accessibility-report.ts";
import { payPerMileSchemaFor } from "../../app/lib/schemas/pay-per-mile-quote.ts";
import { privacyRequestSchemaFor } from "../../app/lib/schemas/privacy-request.ts";
import { answerPrivacyRequest, extendPrivacyRequest, privacyRequestLocale, submitPrivacyRequest } from "../../app/server/compliance/privacy-requests.ts";
import type { SubmissionContext } from "../../app/server/leads/store-submission.ts";
import { submitAccessibilityReport } from "../../app/server/leads/submit-accessibility-report.ts";
import { submitPayPerMileQuote } from "../../app/server/leads/submit-pay-per-mile-quote.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const agency: Agency = {
  ...defaultAgency,
  emails: { info: "info@agency.test", leads: "leads@agency.test", claims: "claims@agency.test", careers: "jobs@agency.test" },
};
const spanishPage = (path: string): SubmissionContext => ({ agency, publicUrl: "https://agency.test", pageUrl: `https://agency.test/es${path}`, locale: "es" });

describe("the language a privacy request was made in", () => {
  it("is its page's", () => {
    expect(privacyRequestLocale("https://agency.test/es/privacy/request")).toBe("es");
    expect(privacyRequestLocale("https://agency.test/privacy/request")).toBe("en");
    expect(privacyRequestLocale("/es/privacy/request")).toBe("es");
    expect(privacyRequestLocale("")).toBe("en");
  });
});

describe.each(testEngines())("forms sent from Spanish pages on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const emailsOf = (id: string) =>
    db().selectFrom("email_outbox").select(["kind", "to_address", "subject", "text_body", "html_body"]).where("record_id", "=", id).orderBy("created_at").orderBy("kind").execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["privacy_requests", "email_outbox", "audit_log", "counters"] as const) await db().deleteFrom(table).execute();
  });

  it("stores a pay-per-mile quote as Spanish, confirms it in Spanish with Spanish labels, and tells the agency in English", async () => {
    const input = payPerMileSchemaFor("es").parse({
      firstName: "Lucía",
      lastName: "Ramírez",
      email: "lucia@example.com",
      phone: "702-555-0177",
      address: "500 Fremont St",
      city: "Las Vegas",
      state: "NV",
      zipCode: "89101",
      averageMonthlyMiles: "250-500",
      vehicleYear: "2019",
      vehicleMake: "Toyota",
      vehicleModel: "Prius",
      marketing_consent: "yes",
    });
    const { id } = await submitPayPerMileQuote(db(), input, spanishPage("/just-insurance"));
    const row = await db().selectFrom("pay_per_mile_quotes").select(["locale", "average_monthly_miles", "details_json"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ locale: "es", average_monthly_miles: "250-500" });
    // What staff read stays English.
    expect(row.details_json).toContain('"label":"Average monthly miles","value":"250-500 miles"');

    const emails = await emailsOf(id);
    const confirmation = emails.find((e) => e.kind === "pay-per-mile.confirmation")!;
    expect(confirmation.to_address).toBe("lucia@example.com");
    expect(confirmation.subject).toBe("Recibimos su solicitud de cotización de pago por milla");
    expect(confirmation.html_body).toContain('<html lang="es">');
    for (const line of [
      "Hola, Lucía:",
      "Le responderemos normalmente en menos de 24 horas.",
      "Promedio de millas al mes: 250-500 millas",
      "Año del vehículo: 2019",
      "Compañía de seguros actual: —",
      "Correos electrónicos, llamadas y mensajes de texto de mercadeo: Sí",
    ]) {
      expect(confirmation.text_body).toContain(line);
    }
    const notification = emails.find((e) => e.kind === "pay-per-mile.notification")!;
    expect(notification.subject).toBe("New pay-per-mile quote request: 2019 Toyota Prius (Lucía Ramírez)");
    expect(notification.text_body).toContain("Average monthly miles: 250-500 miles");
    expect(notification.html_body).toContain('<html lang="en">');
  });

  it("stores a barrier report as Spanish and confirms it in Spanish; the agency's notification is English", async () => {
    const input = accessibilityReportSchemaFor("es").parse({ firstName: "Ana", lastName: "Lectora", email: "ana@example.com", phone: "", problem: "No puedo llegar al botón con el teclado." });
    const { id } = await submitAccessibilityReport(db(), input, spanishPage("/accessibility"));
    const row = await db().selectFrom("contact_messages").select(["locale", "topic"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ locale: "es", topic: "accessibility" });

    const emails = await emailsOf(id);
    const confirmation = emails.find((e) => e.kind === "messages.confirmation")!;
    expect(confirmation.subject).toBe("Recibimos su reporte");
    for (const line of ["Gracias por contarnos el obstáculo que encontró.", "¿Qué obstáculo encontró?: No puedo llegar al botón con el teclado.", "Tema: Un problema al usar este sitio web"]) {
      expect(confirmation.text_body).toContain(line);
    }
    const notification = emails.find((e) => e.kind === "messages.notification")!;
    expect(notification.subject).toBe("Accessibility barrier reported (Ana Lectora)");
    expect(notification.text_body).toContain("What got in your way?: No puedo llegar al botón con el teclado.");
  });

  it("answers a Spanish privacy request in Spanish from the confirmation to the answer; the agency reads English, told the language", async () => {
    const input = privacyRequestSchemaFor("es").parse({ firstName: "Rosa", lastName: "Privada", email: "rosa@example.com", kind: "deletion", details: "" });
    const received = new Date("2026-03-02T17:00:00Z");
    const { id, reference } = await submitPrivacyRequest(db(), input, { agency, publicUrl: "https://agency.test", pageUrl: "https://agency.test/es/privacy/request", now: received });

    const [confirmation, notification] = await emailsOf(id);
    expect(confirmation!.kind).toBe("privacy_request.confirmation");
    expect(confirmation!.subject).toBe(`Recibimos su solicitud de privacidad ${reference}`);
    expect(confirmation!.html_body).toContain('<html lang="es">');
    for (const line of [
      "Gracias, Rosa. Usted nos pidió: Eliminar mi información.",
      "a más tardar el 1 de mayo de 2026, en un plazo de 60 días",
      `Referencia: ${reference}`,
      "Recibe este correo porque nos envió una solicitud de privacidad.",
    ]) {
      expect(confirmation!.text_body).toContain(line);
    }
    expect(notification!.subject).toBe(`Privacy request ${reference}: Delete my information (answer by May 1, 2026)`);
    expect(notification!.text_body).toContain("Language: Spanish");
    expect(notification!.text_body).toContain("What would you like us to do?: Delete my information");

    const admin = { id: randomUUID(), email: "owner@agency.test" };
    await db().insertInto("user").values({ id: admin.id, name: "Owner", email: admin.email, email_verified: true, role: "admin", disabled: false, created_at: new Date(), updated_at: new Date() }).execute();
    expect(await extendPrivacyRequest(db(), admin, id, "Estamos confirmando su otra dirección.", { agency, publicUrl: "https://agency.test" })).toEqual({ ok: true, changed: true });
    expect(await answerPrivacyRequest(db(), admin, id, { answer: "Eliminamos su cotización y los correos sobre ella.", outcome: "answered" }, { agency, publicUrl: "https://agency.test" })).toEqual({ ok: true, changed: true });

    const later = (await emailsOf(id)).filter((e) => e.kind === "privacy_request.extension" || e.kind === "privacy_request.answer");
    const extension = later.find((e) => e.kind === "privacy_request.extension")!;
    expect(extension.subject).toBe(`Su solicitud de privacidad ${reference}: necesitamos un poco más de tiempo`);
    expect(extension.text_body).toContain("Estamos trabajando en su solicitud (Eliminar mi información) y necesitamos hasta 30 días más");
    expect(extension.text_body).toContain("Motivo: Estamos confirmando su otra dirección.");
    expect(extension.text_body).toContain("a más tardar el 31 de mayo de 2026");
    const answer = later.find((e) => e.kind === "privacy_request.answer")!;
    expect(answer.subject).toBe(`Nuestra respuesta a su solicitud de privacidad ${reference}`);
    expect(answer.text_body).toContain("Usted nos pidió: Eliminar mi información.");
    expect(answer.text_body).toContain("Eliminamos su cotización y los correos sobre ella.");
    expect(answer.html_body).toContain('<html lang="es">');
    await db().deleteFrom("audit_log").execute();
    await db().deleteFrom("user").where("id", "=", admin.id).execute();
  });
});
