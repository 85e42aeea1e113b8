/**
 * `npm run seed:demo` (scripts/seed-demo.ts) on both engines: every form, dates over two
 * years, later events after their record, nothing left in the outbox to send, fictional
 * contact details, the same data for the same seed; and storeSubmission joining a caller's
 * transaction (how the seed batches), committing or rolling back with it.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { quoteRequestSchema } from "../../app/lib/schemas/quote-request.ts";
import { submitQuoteRequest } from "../../app/server/leads/submit-quote-request.ts";
import { seedDemoData, type DemoSeedResult } from "../../scripts/seed-demo.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";
import { testFileKeys } from "../support/file-keys.ts";

/** The agency's file keys for this file's submissions and services (uploads are stored encrypted). */
const fileKeys = testFileKeys();

const context = { agency: defaultAgency, publicUrl: "https://agency.test", fileKeys };
const until = new Date("2026-06-30T23:59:59Z");
const SUBMISSIONS = 240;
const POSTS = 30;

async function withAdmin(database: TestDatabase): Promise<void> {
  const now = new Date();
  await database.db
    .insertInto("user")
    .values({ id: randomUUID(), name: "Demo Admin", email: "demo-admin@example.com", email_verified: true, role: "admin", disabled: false, created_at: now, updated_at: now })
    .execute();
}

describe.each(testEngines())("seed:demo on %s", (engine) => {
  let database: TestDatabase;
  let twin: TestDatabase;
  let result: DemoSeedResult;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    twin = await createTestDatabase(engine);
    await withAdmin(database);
    await withAdmin(twin);
    // A small batch size: several transactions, as a large seed uses.
    result = await seedDemoData(database.db, context, { submissions: SUBMISSIONS, posts: POSTS, photos: 2, seed: 7, until, batchSize: 50 });
    await seedDemoData(twin.db, context, { submissions: SUBMISSIONS, posts: POSTS, photos: 2, seed: 7, until, batchSize: 50 });
  });

  afterAll(async () => {
    await database?.destroy();
    await twin?.destroy();
  });

  const tables = ["quote_requests", "claims", "job_applications", "pay_per_mile_quotes", "coverage_reviews", "contact_messages"] as const;

  it("stores every form, spread over the two years before --until, with several statuses", async () => {
    let total = 0;
    for (const table of tables) {
      const rows = await database.db.selectFrom(table).select(["created_at", "status", "email", "phone"]).execute();
      expect(rows.length, table).toBeGreaterThan(0);
      total += rows.length;
      for (const row of rows) {
        expect(row.created_at <= until.toISOString()).toBe(true);
        // A contact message may come with only one of the two.
        expect(row.email || row.phone, table).not.toBe("");
        if (row.email) expect(row.email).toMatch(/@example\.(com|org)$/);
        if (row.phone) expect(row.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      }
    }
    expect(total).toBe(SUBMISSIONS);
    expect(Object.values(result.submissions).reduce((a, b) => a + b, 0)).toBe(SUBMISSIONS);
    const quotes = await database.db.selectFrom("quote_requests").select(["created_at", "status"]).orderBy("created_at").execute();
    const spanDays = (Date.parse(quotes.at(-1)!.created_at) - Date.parse(quotes[0]!.created_at)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(365);
    expect(new Set(quotes.map((q) => q.status)).size).toBeGreaterThanOrEqual(3);
  });

  it("leaves no email queued, dates each with its submission, and keeps claim numbers rising with time", async () => {
    const emails = await database.db.selectFrom("email_outbox").select(["status", "created_at", "kind", "record_id", "record_type"]).execute();
    // Every submission's confirmation (unless it left no email address) and at least its mailbox's notification.
    const byRecord = Map.groupBy(emails.filter((e) => e.record_type !== "service_request"), (e) => e.record_id);
    expect(byRecord.size).toBe(SUBMISSIONS);
    const phoneOnly = new Set((await database.db.selectFrom("contact_messages").select("id").where("email", "=", "").execute()).map((r) => r.id));
    for (const [id, sent] of byRecord) {
      expect(sent.filter((e) => e.kind.endsWith(".confirmation"))).toHaveLength(phoneOnly.has(id!) ? 0 : 1);
      expect(sent.filter((e) => e.kind.endsWith(".notification")).length).toBeGreaterThanOrEqual(1);
    }
    expect(emails.filter((e) => e.status === "queued" || e.status === "sending")).toEqual([]);
    expect(emails.some((e) => e.created_at < "2025-07-30")).toBe(true);
    const claims = await database.db.selectFrom("claims").select(["claim_number", "created_at"]).orderBy("created_at").execute();
    for (let i = 1; i < claims.length; i++) {
      const [a, b] = [claims[i - 1]!, claims[i]!];
      if (a.claim_number.slice(4, 8) === b.claim_number.slice(4, 8)) expect(a.claim_number < b.claim_number).toBe(true);
    }
  });

  it("imports a book of business and gives some of its customers a linked portal account, ID cards and service requests", async () => {
    const customers = await database.db.selectFrom("customers").select(["id", "user_id", "email"]).execute();
    expect(customers.length).toBe(SUBMISSIONS / 5);
    expect(result.serviceCenter.customers).toBe(customers.length);
    expect(await database.db.selectFrom("policies").select("id").execute()).toHaveLength(result.serviceCenter.policies);
    const linked = customers.filter((c) => c.user_id);
    expect(linked.length).toBe(result.serviceCenter.portalAccounts);
    expect(linked.length).toBeGreaterThan(0);
    // Linked by the sign-up rule: a verified customer account with the record's address.
    for (const customer of linked) {
      const account = await database.db.selectFrom("user").select(["email", "role"]).where("id", "=", customer.user_id!).executeTakeFirstOrThrow();
      expect(account).toEqual({ email: customer.email, role: "customer" });
    }
    const requests = await database.db.selectFrom("service_requests").select(["customer_id", "status", "owner_id"]).execute();
    expect(requests).toHaveLength(result.serviceCenter.requests);
    expect(requests.every((r) => linked.some((c) => c.id === r.customer_id) && r.owner_id)).toBe(true);
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(["received", "completed"]));
    const documents = await database.db.selectFrom("customer_documents").select("doc_type").execute();
    expect(documents).toHaveLength(result.serviceCenter.documents);
    expect(documents.some((d) => d.doc_type === "id_card")).toBe(true);
  });

  it("gives claims small files, every application a PDF resume, and some coverage reviews a declarations page", async () => {
    const resumes = await database.db.selectFrom("uploaded_files").select(["content_type", "size_bytes"]).where("owner_type", "=", "job_application").execute();
    expect(resumes).toHaveLength(result.submissions.applications);
    expect(resumes.every((f) => f.content_type === "application/pdf" && f.size_bytes < 4096)).toBe(true);
    const photos = await database.db.selectFrom("uploaded_files").select("content_type").where("owner_type", "=", "claim").execute();
    expect(photos.length).toBeGreaterThan(0);
    const declarations = await database.db.selectFrom("uploaded_files").select("content_type").where("owner_type", "=", "coverage_review").execute();
    expect(declarations.every((f) => f.content_type === "application/pdf")).toBe(true);
    expect(result.files).toBe(resumes.length + photos.length + declarations.length);
  });

  it("dates notes and audit entries after their record", async () => {
    const notes = await database.db
      .selectFrom("lead_notes")
      .innerJoin("quote_requests", "quote_requests.id", "lead_notes.record_id")
      .select(["lead_notes.created_at as noted", "quote_requests.created_at as submitted"])
      .execute();
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((n) => n.noted > n.submitted && n.noted <= until.toISOString())).toBe(true);
    const changes = await database.db.selectFrom("audit_log").select(["action", "actor_email"]).where("action", "=", "lead.stage").execute();
    expect(changes.length).toBeGreaterThan(0);
    const team = new Set(["demo-admin@example.com", "jordan.avery@example.com", "casey.morgan@example.com", "riley.brooks@example.com"]);
    expect(changes.every((c) => team.has(c.actor_email))).toBe(true);
  });

  it("works the leads as a team would: owners by rotation, outcomes on closed quotes, contact attempts, follow-ups, sources and returning people", async () => {
    const quotes = await database.db
      .selectFrom("quote_requests")
      .select(["id", "status", "owner_id", "won_carrier", "won_premium_cents", "lost_reason", "first_contact_at", "closed_at", "follow_up_at", "created_at", "source_channel", "person_id", "person_latest"])
      .execute();
    const staff = await database.db.selectFrom("user").select(["id", "role"]).where("role", "in", ["staff", "admin"]).execute();
    expect(staff.filter((s) => s.role === "staff")).toHaveLength(3);
    // Round-robin over four: every member owns some.
    expect(new Set(quotes.map((q) => q.owner_id))).toEqual(new Set(staff.map((s) => s.id)));
    const won = quotes.filter((q) => q.status === "won");
    expect(won.length).toBeGreaterThan(0);
    expect(won.every((q) => q.won_carrier && Number(q.won_premium_cents) > 0 && q.closed_at && q.first_contact_at)).toBe(true);
    expect(quotes.filter((q) => q.status === "lost").every((q) => q.lost_reason)).toBe(true);
    expect(quotes.filter((q) => q.first_contact_at).every((q) => q.first_contact_at! > q.created_at)).toBe(true);
    expect(quotes.some((q) => q.follow_up_at)).toBe(true);
    expect(new Set(quotes.map((q) => q.source_channel)).size).toBeGreaterThanOrEqual(4);
    const contacts = await database.db.selectFrom("lead_notes").select(["channel", "outcome"]).where("kind", "=", "contact").execute();
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts.every((c) => c.channel && c.outcome)).toBe(true);
    const personCounts = Map.groupBy(quotes, (q) => q.person_id);
    expect([...personCounts.values()].some((records) => records.length > 1)).toBe(true);
    // Each person's newest quote, and only it, is their latest.
    for (const records of personCounts.values()) {
      const newest = records.reduce((a, b) => (b.created_at > a.created_at ? b : a));
      expect(records.filter((r) => Number(r.person_latest) === 1).map((r) => r.id)).toEqual([newest.id]);
    }
    // Linked through their contact details, as the forms link them.
    const linked = await database.db.selectFrom("person_contacts").select("person_id").distinct().execute();
    const known = new Set(linked.map((p) => p.person_id));
    expect(quotes.every((q) => known.has(q.person_id!))).toBe(true);
  });

  it("writes published posts and drafts with tags, by the admin", async () => {
    const posts = await database.db.selectFrom("blog_posts").select(["status", "tags", "slug", "author_id"]).execute();
    expect(posts).toHaveLength(POSTS);
    expect(new Set(posts.map((p) => p.status))).toEqual(new Set(["published", "draft"]));
    expect(posts.every((p) => JSON.parse(p.tags).length >= 2 && p.author_id)).toBe(true);
    expect(posts.find((p) => p.slug === result.postSlug)?.status).toBe("published");
  });

  it("gives three posts in four a featured photo, stored as an upload is: described, with its AVIF and WebP sizes", async () => {
    const posts = await database.db.selectFrom("blog_posts").select(["featured_image_id", "featured_image_alt"]).orderBy("created_at").execute();
    const withPhoto = posts.filter((p) => p.featured_image_id);
    expect(withPhoto.length).toBe(posts.length - Math.floor(posts.length / 4));
    expect(withPhoto.every((p) => p.featured_image_alt?.startsWith("Mountains around the Las Vegas valley"))).toBe(true);
    const images = await database.db.selectFrom("blog_images").select(["id", "content_type", "width", "height"]).execute();
    expect(images).toHaveLength(2);
    expect(new Set(withPhoto.map((p) => p.featured_image_id))).toEqual(new Set(images.map((i) => i.id)));
    expect(images.every((i) => i.content_type === "image/jpeg" && i.width === 1600 && i.height === 900)).toBe(true);
    const variants = await database.db.selectFrom("blog_image_variants").select(["format", "width"]).where("image_id", "=", images[0]!.id).execute();
    expect(variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(["avif 1200", "avif 1600", "avif 400", "avif 800", "webp 1200", "webp 1600", "webp 400", "webp 800"]);
  });

  it("makes the same data from the same seed", async () => {
    const people = (db: TestDatabase) =>
      db.db.selectFrom("claims").select(["first_name", "last_name", "email", "created_at", "claim_number", "status"]).orderBy("created_at").execute();
    expect(await people(twin)).toEqual(await people(database));
    const posts = (db: TestDatabase) => db.db.selectFrom("blog_posts").select(["slug", "status", "tags", "created_at"]).orderBy("slug").execute();
    expect(await posts(twin)).toEqual(await posts(database));
    const photos = (db: TestDatabase) => db.db.selectFrom("blog_images").select(["sha256", "alt"]).orderBy("sha256").execute();
    expect(await photos(twin)).toEqual(await photos(database));
  });

  it("lets storeSubmission join a caller's transaction: committed with it, or rolled back with it", async () => {
    const input = (email: string) =>
      quoteRequestSchema.parse({
        first_name: "Joined", last_name: "Transaction", email, phone: "7025550100", zip_code: "89118", contact_preference: "email",
        insurance_types: ["auto"], current_insurance: "no", home_ownership: "rent", vehicle_count: "1", budget_range: "under_100", timeline: "immediately",
      });
    await database.db.transaction().execute(async (trx) => {
      await submitQuoteRequest(trx, input("kept@example.com"), context);
      await submitQuoteRequest(trx, input("kept2@example.com"), context);
    });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await submitQuoteRequest(trx, input("dropped@example.com"), context);
        throw new Error("the caller fails after the submission");
      }),
    ).rejects.toThrow("the caller fails");
    const stored = await database.db.selectFrom("quote_requests").select("email").where("last_name", "=", "Transaction").orderBy("email").execute();
    expect(stored.map((r) => r.email)).toEqual(["kept2@example.com", "kept@example.com"]);
    const emails = await database.db.selectFrom("email_outbox").select("to_address").where("to_address", "in", ["kept@example.com", "kept2@example.com", "dropped@example.com"]).execute();
    expect(emails.map((e) => e.to_address).sort()).toEqual(["kept2@example.com", "kept@example.com"]);
  });
});
