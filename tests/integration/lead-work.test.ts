/**
 * Working one record, on both engines (docs/product.md#working-a-record): owners and their
 * audit trail, stages with their Won/Lost outcome, contact attempts and the first contact,
 * follow-ups and their reminder marker, the timeline (with the emails sent about the record
 * and the status changes from before stages), the person's other records across forms, and
 * the read marker and view set by opening the page.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { parseForm } from "../../app/lib/form-data.ts";
import { jobApplicationSchema } from "../../app/lib/schemas/job-application.ts";
import { stageChangeSchema } from "../../app/lib/schemas/stage-change.ts";
import { recordAudit, type Actor } from "../../app/server/audit/record-audit.ts";
import { addLeadNote } from "../../app/server/inbox/add-lead-note.ts";
import { getLead } from "../support/lead-detail.ts";
import { recordFileAccess } from "../../app/server/inbox/get-lead-file.ts";
import { openLead } from "../../app/server/inbox/open-lead.ts";
import type { SubmissionContext, UploadContext } from "../../app/server/leads/store-submission.ts";
import { submitClaim } from "../../app/server/leads/submit-claim.ts";
import { submitJobApplication } from "../../app/server/leads/submit-job-application.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import { assignLeads } from "../../app/server/pipeline/assign.ts";
import { changeStage } from "../../app/server/pipeline/change-stage.ts";
import { logContactAttempt } from "../../app/server/pipeline/contact-attempt.ts";
import { clearFollowUp, setFollowUp } from "../../app/server/pipeline/follow-up.ts";
import { otherRecordsOfPerson, personRecordsForPage, RECORD_PAGE_PERSON_RECORDS } from "../../app/server/pipeline/person-records.ts";
import { unreadAmongForms } from "../../app/server/pipeline/read-markers.ts";
import { leadTimeline, TIMELINE_LIMIT } from "../../app/server/pipeline/timeline.ts";
import { inMemoryFile } from "../../app/server/uploads/check-upload.ts";
import { claimInput, quoteInput } from "../support/lead-inputs.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";
import { statementRounds } from "../support/statement-rounds.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const NOW = new Date("2026-06-15T18:00:00.000Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const contextAt = (now: Date, source?: SubmissionContext["source"]): UploadContext => ({ agency: defaultAgency, publicUrl: "https://agency.test", now, source, fileKeys });



const application = (email: string, phone: string) =>
  jobApplicationSchema.parse({
    firstName: "Sam",
    lastName: "Rivera",
    email,
    phone,
    address: "1 Main St",
    city: "Henderson",
    state: "NV",
    zipCode: "89052",
    position: "Claims Specialist",
    experience: "senior",
    availability: "1-month",
  });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe.each(testEngines())("working a record on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  let amy: Actor & { id: string };
  let ben: Actor & { id: string };

  async function insertUser(email: string, role: string, createdAt: Date) {
    const id = randomUUID();
    await db()
      .insertInto("user")
      .values({ id, name: email.split("@")[0]!, email, email_verified: true, role, disabled: false, created_at: createdAt, updated_at: createdAt })
      .execute();
    return { id, email };
  }

  const quoteRow = (id: string) => db().selectFrom("quote_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const auditOf = async (id: string, action: string) =>
    (await db().selectFrom("audit_log").select(["actor_email", "detail"]).where("target_id", "=", id).where("action", "=", action).orderBy("created_at").execute()).map((r) => r.detail);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    for (const table of ["audit_log", "lead_notes", "lead_reads", "email_outbox", "uploaded_files", "quote_requests", "claims", "job_applications", "person_contacts", "assignment_rules", "counters", "user"] as const) {
      await db().deleteFrom(table).execute();
    }
    amy = await insertUser("amy@agency.test", "staff", at(-100));
    ben = await insertUser("ben@agency.test", "admin", at(-99));
    // New records wait unassigned, so each test assigns what it needs.
    for (const form of ["quotes", "claims", "applications", "pay-per-mile"]) {
      await db().insertInto("assignment_rules").values({ form, mode: "nobody", user_id: null, turn: 0, updated_at: NOW.toISOString() }).execute();
    }
  });

  it("assigns, reassigns and unassigns, auditing each change; only the active team can own records", async () => {
    const { id } = await submitQuoteRequest(db(), quoteInput("sam@example.com"), contextAt(NOW));
    expect((await getLead(db(), "quotes", id))!.owner).toBeNull();

    expect(await assignLeads(db(), ben, "quotes", [id], amy.id, at(1))).toEqual({ ok: true, changed: 1 });
    expect((await getLead(db(), "quotes", id))!.owner).toEqual({ id: amy.id, name: "amy", email: "amy@agency.test", active: true });
    // A disabled owner still shows, as no longer active; an account since removed shows as such.
    await db().updateTable("user").set({ disabled: true }).where("id", "=", amy.id).execute();
    expect((await getLead(db(), "quotes", id))!.owner).toEqual({ id: amy.id, name: "amy", email: "amy@agency.test", active: false });
    await db().updateTable("user").set({ disabled: false }).where("id", "=", amy.id).execute();
    const gone = randomUUID();
    await db().updateTable("quote_requests").set({ owner_id: gone }).where("id", "=", id).execute();
    expect((await getLead(db(), "quotes", id))!.owner).toEqual({ id: gone, name: "", email: "(account removed)", active: false });
    await db().updateTable("quote_requests").set({ owner_id: amy.id }).where("id", "=", id).execute();
    expect(await assignLeads(db(), ben, "quotes", [id], amy.id, at(2))).toEqual({ ok: true, changed: 0 });
    expect(await assignLeads(db(), amy, "quotes", [id], ben.id, at(3))).toEqual({ ok: true, changed: 1 });
    expect(await assignLeads(db(), ben, "quotes", [id], null, at(4))).toEqual({ ok: true, changed: 1 });
    const customer = await insertUser("customer@example.com", "customer", at(-1));
    expect(await assignLeads(db(), ben, "quotes", [id], customer.id, at(5))).toEqual({ ok: false, reason: "not-team" });
    expect(await assignLeads(db(), ben, "quotes", [randomUUID()], amy.id, at(5))).toEqual({ ok: false, reason: "not-found" });

    expect(await auditOf(id, "lead.assign")).toEqual(["→ amy@agency.test", "→ ben@agency.test", "→ nobody"]);
    const titles = (await leadTimeline(db(), "quotes", id)).filter((e) => e.kind === "assigned").map((e) => [e.title, e.actor]);
    expect(titles).toEqual([
      ["Unassigned", "ben@agency.test"],
      ["Assigned to ben@agency.test", "amy@agency.test"],
      ["Assigned to amy@agency.test", "ben@agency.test"],
    ]);
  });

  it("marks a quote Won only with carrier, line and premium, records them, and clears them when it is reopened", async () => {
    const { id } = await submitQuoteRequest(db(), quoteInput("sam@example.com"), contextAt(NOW));
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.set(k, v);
      return data;
    };
    const refused = parseForm(stageChangeSchema("quotes", "new"), form({ stage: "won", won_carrier: "Progressive" }));
    expect(refused).toMatchObject({
      ok: false,
      errors: { won_line: "Please choose the line of business.", won_premium: expect.stringMatching(/annual premium/) },
      values: { stage: "won", won_carrier: "Progressive" },
    });
    expect(parseForm(stageChangeSchema("quotes", "new"), form({ stage: "lost" }))).toMatchObject({ ok: false, errors: { lost_reason: "Please choose why it was lost." } });

    await setFollowUp(db(), amy, "quotes", id, { at: at(60 * 24), note: "Call back" }, at(1));
    const won = parseForm(stageChangeSchema("quotes", "new"), form({ stage: "won", won_carrier: "Progressive", won_line: "auto", won_premium: "$1,250.50" }));
    if (!won.ok) throw new Error("expected a valid change");
    expect(await changeStage(db(), amy, "quotes", id, won.data, at(2))).toMatchObject({ ok: true, changed: true, to: "won" });
    const lead = (await getLead(db(), "quotes", id))!;
    expect(lead.outcome).toEqual({ kind: "won", carrier: "Progressive", line: "auto", premiumCents: 125050 });
    expect(lead.closedAt).toBe(at(2).toISOString());
    expect(lead.followUpAt).toBeNull(); // a final stage has no follow-up
    expect(await auditOf(id, "lead.stage")).toEqual(["New → Won (Progressive, Auto, $1,250.5 a year)"]);
    expect(await setFollowUp(db(), amy, "quotes", id, { at: at(60), note: null }, at(3))).toEqual({ ok: false, reason: "final-stage" });

    await changeStage(db(), amy, "quotes", id, { stage: "quoted", outcome: null }, at(4));
    const reopened = (await getLead(db(), "quotes", id))!;
    expect(reopened).toMatchObject({ status: "quoted", outcome: null, closedAt: null });
    await changeStage(db(), amy, "quotes", id, { stage: "lost", outcome: { kind: "lost", reason: "price" } }, at(5));
    expect((await getLead(db(), "quotes", id))!.outcome).toEqual({ kind: "lost", reason: "price" });
    expect(await quoteRow(id)).toMatchObject({ won_carrier: null, won_line: null, won_premium_cents: null });
  });

  it("logs contact attempts: the first sets first contact once, and reaching a new quote moves it to Contacted", async () => {
    const { id } = await submitQuoteRequest(db(), quoteInput("sam@example.com"), contextAt(NOW));
    expect(await logContactAttempt(db(), amy, "quotes", id, { channel: "call", outcome: "left_voicemail", note: null }, at(10))).toEqual({ ok: true, movedTo: null });
    expect(await quoteRow(id)).toMatchObject({ status: "new", first_contact_at: at(10).toISOString(), changed_at: at(10).toISOString() });

    expect(await logContactAttempt(db(), amy, "quotes", id, { channel: "text", outcome: "reached", note: "Wants a bundle" }, at(20))).toEqual({ ok: true, movedTo: "contacted" });
    expect(await quoteRow(id)).toMatchObject({ status: "contacted", first_contact_at: at(10).toISOString() });
    // Once past the first stage, reaching them again leaves the stage alone.
    expect(await logContactAttempt(db(), amy, "quotes", id, { channel: "call", outcome: "reached", note: null }, at(30))).toEqual({ ok: true, movedTo: null });

    const attempts = await db().selectFrom("lead_notes").select(["kind", "channel", "outcome", "body", "author_email"]).where("record_id", "=", id).orderBy("created_at").execute();
    expect(attempts).toEqual([
      { kind: "contact", channel: "call", outcome: "left_voicemail", body: "", author_email: "amy@agency.test" },
      { kind: "contact", channel: "text", outcome: "reached", body: "Wants a bundle", author_email: "amy@agency.test" },
      { kind: "contact", channel: "call", outcome: "reached", body: "", author_email: "amy@agency.test" },
    ]);
    expect(await auditOf(id, "lead.contact")).toEqual(["Phone call: Left voicemail", "Text message: Reached them", "Phone call: Reached them"]);
    expect(await auditOf(id, "lead.stage")).toEqual(["New → Contacted"]);
    // Contact attempts are not internal notes.
    expect((await leadTimeline(db(), "quotes", id)).filter((entry) => entry.kind === "note")).toEqual([]);

    // A claim's stages mean more than "we spoke": it stays Received.
    const { id: claimId } = await submitClaim(db(), claimInput("other@example.com"), [], contextAt(NOW));
    expect(await logContactAttempt(db(), amy, "claims", claimId, { channel: "call", outcome: "reached", note: null }, at(40))).toEqual({ ok: true, movedTo: null });
    expect(await db().selectFrom("claims").select(["status", "first_contact_at"]).where("id", "=", claimId).executeTakeFirstOrThrow()).toEqual({
      status: "received",
      first_contact_at: at(40).toISOString(),
    });
    expect(await logContactAttempt(db(), amy, "claims", randomUUID(), { channel: "call", outcome: "reached", note: null })).toEqual({ ok: false, reason: "not-found" });
  });

  it("sets, changes and clears follow-ups; each new time resets the reminder marker", async () => {
    const { id } = await submitQuoteRequest(db(), quoteInput("sam@example.com"), contextAt(NOW));
    expect(await setFollowUp(db(), amy, "quotes", id, { at: at(60 * 24), note: "Send the home quote" }, at(1))).toEqual({ ok: true, changed: true });
    expect(await quoteRow(id)).toMatchObject({ follow_up_at: at(60 * 24).toISOString(), follow_up_note: "Send the home quote", follow_up_reminded_at: null });

    // The reminder went out; a new time must be reminded again.
    await db().updateTable("quote_requests").set({ follow_up_reminded_at: at(60 * 24 + 1).toISOString() }).where("id", "=", id).execute();
    await setFollowUp(db(), amy, "quotes", id, { at: at(60 * 48), note: null }, at(60 * 24 + 5));
    expect(await quoteRow(id)).toMatchObject({ follow_up_at: at(60 * 48).toISOString(), follow_up_note: null, follow_up_reminded_at: null });

    await db().updateTable("quote_requests").set({ follow_up_reminded_at: at(60 * 48 + 1).toISOString() }).where("id", "=", id).execute();
    expect(await clearFollowUp(db(), amy, "quotes", id, at(60 * 49))).toEqual({ ok: true, changed: true });
    expect(await quoteRow(id)).toMatchObject({ follow_up_at: null, follow_up_note: null, follow_up_reminded_at: null, changed_at: at(60 * 49).toISOString() });
    expect(await clearFollowUp(db(), amy, "quotes", id)).toEqual({ ok: true, changed: false });

    expect(await auditOf(id, "lead.follow_up")).toEqual(["Due Jun 16, 2026, 11:00 AM (Las Vegas)", "Due Jun 17, 2026, 11:00 AM (Las Vegas)"]);
    expect(await auditOf(id, "lead.follow_up_clear")).toEqual(["Cleared"]);
    expect(await setFollowUp(db(), amy, "quotes", randomUUID(), { at: at(60), note: null })).toEqual({ ok: false, reason: "not-found" });
    await changeStage(db(), amy, "quotes", id, { stage: "spam", outcome: null }, at(60 * 50));
    expect(await setFollowUp(db(), amy, "quotes", id, { at: at(60 * 60), note: null })).toEqual({ ok: false, reason: "final-stage" });
  });

  it("shows one timeline: arrival and source, emails sent, old status changes, stages, follow-ups, contacts, notes and files; no views", async () => {
    const source = { landing: "/quote?utm_source=newsletter", referrer: null, utm: { utm_source: "newsletter", utm_medium: "email" } };
    const { id } = await submitClaim(db(), claimInput("sam@example.com"), [inMemoryFile("garage.png", "image/png", PNG)], contextAt(NOW, source));
    // The outbox stamps its rows with the clock; these were queued with the submission.
    await db().updateTable("email_outbox").set({ created_at: NOW.toISOString() }).where("record_id", "=", id).execute();
    // A status change from before stages, as the audit log stored it.
    await recordAudit(db(), ben, { action: "lead.status", targetType: "claims", targetId: id, detail: "New → In progress" }, at(1));
    await recordAudit(db(), amy, { action: "lead.view", targetType: "claims", targetId: id }, at(2));
    await changeStage(db(), amy, "claims", id, { stage: "with_carrier", outcome: null }, at(3));
    await setFollowUp(db(), amy, "claims", id, { at: at(60 * 24), note: null }, at(4));
    await logContactAttempt(db(), amy, "claims", id, { channel: "call", outcome: "no_answer", note: "Rang twice" }, at(5));
    await addLeadNote(db(), amy, "claims", id, "Adjuster assigned");
    await db().updateTable("lead_notes").set({ created_at: at(6).toISOString() }).where("kind", "=", "note").execute();
    const lead = (await getLead(db(), "claims", id))!;
    await recordFileAccess(db(), amy, { form: "claims", recordId: id, auditLabel: lead.claimNumber! }, "garage.png", "preview", at(7));
    await recordFileAccess(db(), amy, { form: "claims", recordId: id, auditLabel: lead.claimNumber! }, "garage.png", "preview", at(8));
    await recordFileAccess(db(), amy, { form: "claims", recordId: id, auditLabel: lead.claimNumber! }, "garage.png", "download", at(9));

    expect(lead.origin).toEqual({ language: "English", channel: "newsletter / email", landing: "/quote?utm_source=newsletter", referrer: null, utm: [{ name: "utm_source", value: "newsletter" }, { name: "utm_medium", value: "email" }] });
    // What a campaign did for this record, and a task about it done by Ben (another record's are not shown).
    const campaignId = randomUUID();
    await db()
      .insertInto("campaigns")
      .values({ id: campaignId, name: "Claim check-in", status: "active", purpose: "service", trigger_kind: "request_completed", fixed_date: null, audience_json: "{}", action: "both", created_by: null, created_at: at(0).toISOString(), updated_at: at(0).toISOString(), started_at: at(0).toISOString(), paused_at: null })
      .execute();
    const send = { campaign_id: campaignId, customer_id: null, policy_id: null, lead_form: "claims", recipient_name: "Sam", recipient_email: "sam@example.com", language: "en", status: "task_only", email_id: null, task_id: null };
    await db()
      .insertInto("campaign_sends")
      .values([
        { ...send, id: randomUUID(), occurrence_key: "a", lead_id: id, created_at: at(10).toISOString() },
        { ...send, id: randomUUID(), occurrence_key: "b", lead_id: randomUUID(), created_at: at(10).toISOString() },
      ])
      .execute();
    const task = { owner_id: amy.id, detail: null, due_date: "2026-06-20", customer_id: null, policy_id: null, lead_form: "claims", source_type: "campaign", source_id: null };
    await db()
      .insertInto("tasks")
      .values([
        { ...task, id: randomUUID(), title: "Call Sam about the claim", lead_id: id, status: "done", created_at: at(11).toISOString(), done_at: at(12).toISOString(), done_by: ben.id },
        { ...task, id: randomUUID(), title: "Someone else's task", lead_id: randomUUID(), status: "open", created_at: at(11).toISOString(), done_at: null, done_by: null },
      ])
      .execute();

    const timeline = await leadTimeline(db(), "claims", id);
    expect(timeline.map((e) => e.at)).toEqual(timeline.map((e) => e.at).sort().reverse());
    expect(timeline.map((e) => [e.kind, e.title.replace(/:.*/, "")])).toEqual([
      ["other", "Task done"],
      ["other", "Task created"],
      ["other", "Campaign"],
      ["file", "File downloaded"],
      ["file", "File previewed"], // once within the view window
      ["note", "Note"],
      ["contact", "Phone call"],
      ["follow-up", "Follow-up set"],
      ["stage", "Stage changed"],
      ["stage", "Status changed (before stages)"],
      ["email", "Email"],
      ["email", "Email"],
      ["received", "Received"],
    ]);
    expect(timeline.slice(0, 3).map((e) => [e.title, e.detail, e.actor])).toEqual([
      ["Task done", "Call Sam about the claim", "ben@agency.test"],
      ["Task created", "Call Sam about the claim", null],
      ["Campaign: Claim check-in", "Task created", "system: campaign"],
    ]);
    expect(timeline.find((e) => e.kind === "note")!.body).toBe("Adjuster assigned");
    expect(timeline.find((e) => e.kind === "contact")).toMatchObject({ title: "Phone call: No answer", body: "Rang twice", actor: "amy@agency.test" });
    expect(timeline.find((e) => e.title === "Status changed (before stages)")!.detail).toBe("New → In progress");
    expect(timeline.find((e) => e.title === "Stage changed")!.detail).toBe("Received → With carrier");
    expect(timeline.at(-1)).toMatchObject({ at: NOW.toISOString(), detail: "From newsletter / email" });
    const emails = timeline.filter((e) => e.kind === "email").map((e) => e.email!);
    expect(emails.map((e) => [e.kind, e.to, e.status]).sort()).toEqual([
      ["claims.confirmation", "sam@example.com", "queued"],
      ["claims.notification", defaultAgency.emails.claims, "queued"],
    ]);
    expect(emails.every((e) => e.subject.length > 0)).toBe(true);

    // Bounded: the newest entries only.
    for (let i = 0; i < TIMELINE_LIMIT + 20; i++) {
      await recordAudit(db(), amy, { action: "file.download", targetType: "claims", targetId: id, detail: `copy ${i}` }, at(100 + i));
    }
    const bounded = await leadTimeline(db(), "claims", id);
    expect(bounded).toHaveLength(TIMELINE_LIMIT);
    expect(bounded[0]!.detail).toBe(`copy ${TIMELINE_LIMIT + 19}`);
  });

  it("lists the person's other records across forms, never another person's", async () => {
    const { id: quoteId } = await submitQuoteRequest(db(), quoteInput("sam@example.com", "(702) 555-0100"), contextAt(at(0)));
    const { id: claimId, claimNumber } = await submitClaim(db(), claimInput("SAM@example.com", "(702) 555-0199"), [], contextAt(at(10)));
    const { id: applicationId } = await submitJobApplication(db(), application("sam.r@work.example", "702-555-0100"), inMemoryFile("cv.pdf", "application/pdf", new TextEncoder().encode("%PDF-1.7")), contextAt(at(20)));
    await submitQuoteRequest(db(), quoteInput("someone@example.com", "(702) 555-0777"), contextAt(at(30)));

    const quoteLead = (await getLead(db(), "quotes", quoteId))!;
    const others = await otherRecordsOfPerson(db(), quoteLead.personId, { form: "quotes", id: quoteId });
    expect(others.map((r) => [r.form, r.id])).toEqual([
      ["applications", applicationId],
      ["claims", claimId],
    ]);
    expect(others[1]).toMatchObject({ stage: "received", claimNumber, name: "Sam Rivera", createdAt: at(10).toISOString() });

    const fromClaim = await otherRecordsOfPerson(db(), (await getLead(db(), "claims", claimId))!.personId, { form: "claims", id: claimId });
    expect(fromClaim.map((r) => r.id)).toEqual([applicationId, quoteId]);
    expect(await otherRecordsOfPerson(db(), null, { form: "quotes", id: quoteId })).toEqual([]);
  });

  it("shows a record's page the person's newest other records, and names the inboxes holding the rest", async () => {
    const { id: first } = await submitQuoteRequest(db(), quoteInput("pat@example.com", "(702) 555-0142"), contextAt(at(0)));
    const { id: claimId } = await submitClaim(db(), claimInput("pat@example.com", "(702) 555-0142"), [], contextAt(at(1)));
    const quotes: string[] = [];
    for (let i = 0; i < RECORD_PAGE_PERSON_RECORDS + 2; i++) quotes.push((await submitQuoteRequest(db(), quoteInput("pat@example.com", "(702) 555-0142"), contextAt(at(10 + i)))).id);
    const personId = (await getLead(db(), "quotes", first))!.personId;

    const page = await personRecordsForPage(db(), personId, { form: "quotes", id: first });
    expect(page.records.map((r) => r.id)).toEqual(quotes.toReversed().slice(0, RECORD_PAGE_PERSON_RECORDS));
    // Two older quotes and the claim are not listed: the quote inbox and the claims inbox hold them.
    expect(page.moreIn).toEqual(["quotes", "claims"]);

    const fromNewest = await personRecordsForPage(db(), personId, { form: "quotes", id: quotes.at(-1)! });
    expect(fromNewest.records).toHaveLength(RECORD_PAGE_PERSON_RECORDS);
    expect(fromNewest.records.map((r) => r.id)).not.toContain(claimId);
    const few = await personRecordsForPage(db(), (await getLead(db(), "claims", claimId))!.personId, { form: "claims", id: claimId });
    expect(few.records).toHaveLength(RECORD_PAGE_PERSON_RECORDS);
    expect(few.moreIn).toEqual(["quotes"]);
  });

  it("opening a record marks it read for that person only and records one view, which the timeline leaves out", async () => {
    const unreadAmong = async (userId: string, ids: string[]) => (await unreadAmongForms(db(), userId, new Map([["quotes", ids]]))).get("quotes");
    const { id } = await submitQuoteRequest(db(), quoteInput("sam@example.com"), contextAt(NOW));
    expect(await unreadAmong(amy.id, [id])).toEqual(new Set([id]));

    const opened = await openLead(db(), amy, "quotes", id, at(1));
    expect(opened!.lead.id).toBe(id);
    expect(opened!.team.map((m) => m.email)).toEqual(["amy@agency.test", "ben@agency.test"]);
    await openLead(db(), amy, "quotes", id, at(2));
    expect(await unreadAmong(amy.id, [id])).toEqual(new Set());
    expect(await unreadAmong(ben.id, [id])).toEqual(new Set([id]));
    expect(await auditOf(id, "lead.view")).toHaveLength(1);
    expect(opened!.timeline.map((e) => e.kind)).not.toContain("other");
    expect(await openLead(db(), amy, "quotes", randomUUID())).toBeNull();
  });

  it.runIf(engine === "sqlite")("opening a record reads it, then everything else at once: its files and consents, the page's lists and the view and read marker", async () => {
    const { id } = await submitQuoteRequest(db(), quoteInput("sam@example.com"), contextAt(NOW));
    await submitQuoteRequest(db(), quoteInput("sam@example.com"), contextAt(at(1)));
    await openLead(db(), amy, "quotes", id, at(2));
    const { result, rounds } = await statementRounds(db(), (gated) => openLead(gated, amy, "quotes", id, at(3)));
    expect(result?.lead.id).toBe(id);
    expect(result?.people.records).toHaveLength(1);
    // It sent one statement after another: eight rounds, then two more on the page for its signing documents and appointments.
    expect(rounds).toHaveLength(2);
    expect(rounds[0]).toBe(1);
  });
});
