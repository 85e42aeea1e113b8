/**
 * Opt-outs on both engines: the preferences page's link (read, stop, refuse a forged one), staff
 * recording one on a record (audited, shown in the lists), and the outbox honouring the list —
 * a suppressed address gets no reminder, also from a worker started after the opt-out, while
 * mail about the person's own request still goes, with the preferences link.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { readPreferences, stopFromPreferences } from "../../app/server/compliance/contact-preferences.ts";
import { signPreferencesToken, verifyPreferencesToken } from "../../app/server/compliance/preference-token.ts";
import { contactPreferencesOf, recordLeadOptOut } from "../../app/server/compliance/staff-opt-outs.ts";
import { isEmailSuppressed, phoneFlagsFor, recordOptOut, suppressionsFor } from "../../app/server/compliance/suppressions.ts";
import { listLeads } from "../../app/server/inbox/list-leads.ts";
import { leadFilter } from "../../app/server/inbox/lead-filters.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import { enqueueEmail } from "../../app/server/mail/enqueue-email.ts";
import { processOutbox, startOutboxWorker, type MailTransport } from "../../app/server/mail/outbox-worker.ts";
import { renderEmail } from "../../app/server/mail/render-email.ts";
import { quoteInput } from "../support/lead-inputs.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const PUBLIC_URL = "https://agency.test";
const staff = { id: "staff-1", email: "dana@agency.test" };

type Sent = Parameters<MailTransport["send"]>[0];

describe.each(testEngines())("opt-outs on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["contact_suppressions", "contact_opt_outs", "email_outbox", "quote_requests", "person_contacts", "consent_records", "audit_log"] as const) {
      await db().deleteFrom(table).execute();
    }
  });

  const submitQuote = (email: string, phone: string) => submitQuoteRequest(db(), quoteInput(email, phone), { agency: defaultAgency, publicUrl: PUBLIC_URL });
  const reminderTo = (to: string) =>
    enqueueEmail(db(), { kind: "customer.renewal_reminder", to, record: { type: "policy", id: "policy-1" }, ...renderEmail({ subject: "Your policy renews soon", heading: "Renewal", paragraphs: ["Soon."], footer: ["Agency"] }) });
  const statusOf = async (id: string) => (await db().selectFrom("email_outbox").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

  it("opens the preferences page with a genuine link only, and stops what the person chooses, for their address and numbers", async () => {
    await submitQuote("sam@example.com", "(702) 555-0100");
    const token = signPreferencesToken(SECRET, "sam@example.com");

    const view = await readPreferences(db(), SECRET, token);
    expect(view).toEqual({ ok: true, maskedEmail: "s•••@example.com", maskedPhones: ["(•••) •••-0100"], stopped: {} });

    // A link made for someone else's address without the secret is refused, and stops nothing.
    const [v, , expires, signature] = token.split(".");
    const forged = [v, Buffer.from("victim@example.com").toString("base64url"), expires, signature].join(".");
    expect(await readPreferences(db(), SECRET, forged)).toEqual({ ok: false });
    expect(await stopFromPreferences(db(), SECRET, forged, "all")).toEqual({ ok: false });
    expect(await db().selectFrom("contact_suppressions").selectAll().execute()).toEqual([]);

    expect(await stopFromPreferences(db(), SECRET, token, "texts")).toEqual({ ok: true, channels: ["texts"] });
    let after = await readPreferences(db(), SECRET, token);
    expect(after.ok && Object.keys(after.stopped)).toEqual(["texts"]);

    await stopFromPreferences(db(), SECRET, token, "all");
    after = await readPreferences(db(), SECRET, token);
    expect(after.ok && Object.keys(after.stopped).sort()).toEqual(["calls", "email", "texts"]);
    expect(await isEmailSuppressed(db(), "SAM@example.com")).toBe(true);
    expect(await suppressionsFor(db(), { phone: "702-555-0100" })).toMatchObject({ texts: expect.any(String), calls: expect.any(String) });

    const ledger = await db().selectFrom("contact_opt_outs").select(["channel", "method", "actor_label", "contact_key"]).orderBy("created_at").orderBy("channel").execute();
    expect(ledger).toContainEqual({ channel: "texts", method: "preferences_page", actor_label: "The person, on the preferences page", contact_key: "p:7025550100" });
    expect(ledger).toContainEqual({ channel: "email", method: "preferences_page", actor_label: "The person, on the preferences page", contact_key: "e:sam@example.com" });
    expect(verifyPreferencesToken(SECRET, token).ok).toBe(true);
  });

  it("records an opt-out staff took by phone on a record: audited, and the inbox marks the number", async () => {
    const { id } = await submitQuote("lee@example.com", "(702) 555-0123");
    await submitQuote("other@example.com", "(702) 555-0999");
    expect(await recordLeadOptOut(db(), staff, "quotes", id, { channels: ["calls", "texts"], method: "phone", note: "Asked us not to call again" })).toEqual({ ok: true });

    const list = await listLeads(db(), "quotes", leadFilter(null, null));
    const marks = Object.fromEntries(list.rows.map((r) => [r.email, [r.doNotCall, r.doNotText]]));
    expect(marks).toEqual({ "lee@example.com": [true, true], "other@example.com": [false, false] });
    // Email was not asked for: marketing email to the address is still allowed.
    expect(await isEmailSuppressed(db(), "lee@example.com")).toBe(false);

    const audit = await db().selectFrom("audit_log").select(["action", "target_id", "detail", "actor_email"]).where("action", "=", "contact.opt_out").execute();
    expect(audit).toEqual([{ action: "contact.opt_out", target_id: id, detail: "Phone calls, Text messages (By phone)", actor_email: "dana@agency.test" }]);
    const ledger = await db().selectFrom("contact_opt_outs").select(["channel", "note", "actor_id", "method"]).orderBy("channel").execute();
    expect(ledger).toEqual([
      { channel: "calls", note: "Asked us not to call again", actor_id: "staff-1", method: "phone" },
      { channel: "texts", note: "Asked us not to call again", actor_id: "staff-1", method: "phone" },
    ]);
    expect((await phoneFlagsFor(db(), ["702.555.0123"])).get("702.555.0123")).toEqual({ calls: true, texts: true });
  });

  it("shows a record's page what is stopped for its email and phone, since the first time, and their ledger newest first, no one else's", async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 2, 9, minutes));
    const by = { id: staff.id, label: staff.email };
    await recordOptOut(db(), { emails: [], phones: ["(702) 555-0123"], channels: ["calls"], method: "phone", note: "First call", actor: by }, at(0));
    await recordOptOut(db(), { emails: ["lee@example.com"], phones: [], channels: ["email"], method: "in_person", actor: by }, at(5));
    // Asked again: the ledger has both, the stop keeps its first time.
    await recordOptOut(db(), { emails: [], phones: ["702.555.0123"], channels: ["calls"], method: "letter", actor: by }, at(10));
    await recordOptOut(db(), { emails: ["other@example.com"], phones: ["(702) 555-0999"], channels: ["email", "texts"], method: "phone", actor: by }, at(15));

    const shown = await contactPreferencesOf(db(), { email: "Lee@Example.com", phone: "702-555-0123" });
    expect(shown.stopped).toEqual({ calls: at(0).toISOString(), email: at(5).toISOString() });
    expect(shown.history.map((h) => [h.channel, h.method, h.at])).toEqual([
      ["calls", "letter", at(10).toISOString()],
      ["email", "in_person", at(5).toISOString()],
      ["calls", "phone", at(0).toISOString()],
    ]);
    expect(shown.history.at(-1)).toMatchObject({ action: "stop", note: "First call", by: staff.email });
    expect(await contactPreferencesOf(db(), { email: "nobody@example.com", phone: null })).toEqual({ stopped: {}, history: [] });
  });

  it("never sends a reminder to a suppressed address, also from a worker started after the opt-out; their own request's mail still goes, with the link", async () => {
    const sent: Sent[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m) };
    const options = { db: db(), transport, from: "agency@agency.test", preferences: { secret: SECRET, publicUrl: PUBLIC_URL } };

    const queuedBefore = await reminderTo("pat@example.com");
    await recordOptOut(db(), { emails: ["Pat@Example.com"], phones: [], channels: ["email"], method: "email", actor: { id: staff.id, label: staff.email } });
    await submitQuote("pat@example.com", "(702) 555-0150");

    // One worker runs and stops; a reminder queued after it is handled by a new one (as after a restart), which reads the opt-out from the database.
    const first = startOutboxWorker({ ...options, pollMs: 60_000 });
    await first.stop();
    const queuedAfter = await reminderTo("pat@example.com");
    await processOutbox(options);

    expect(await statusOf(queuedBefore)).toBe("suppressed");
    expect(await statusOf(queuedAfter)).toBe("suppressed");
    expect(sent.filter((m) => m.subject === "Your policy renews soon")).toEqual([]);
    const confirmation = sent.find((m) => m.to === "pat@example.com");
    expect(confirmation?.subject).toBe("We received your quote request");
    expect(confirmation?.text).toMatch(/Email, text and call preferences: https:\/\/agency\.test\/email\/preferences\?token=v1\./);
    const url = /preferences: (\S+)/.exec(confirmation!.text)![1]!;
    expect(verifyPreferencesToken(SECRET, new URL(url).searchParams.get("token"))).toEqual({ ok: true, email: "pat@example.com" });
    expect(confirmation?.html).toContain("Email, text and call preferences</a>");
    // The agency's own copy carries no link.
    const notification = sent.find((m) => m.subject.startsWith("New quote request"));
    expect(notification?.text).not.toContain("/email/preferences");
    // A reminder to someone who did not opt out goes, with its unsubscribe header.
    const other = await reminderTo("kim@example.com");
    await processOutbox(options);
    expect(await statusOf(other)).toBe("sent");
    expect(sent.find((m) => m.to === "kim@example.com")?.headers?.["List-Unsubscribe"]).toMatch(/^<https:\/\/agency\.test\/email\/preferences\?token=/);
  });
});
