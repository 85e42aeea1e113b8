import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../app/server/db/migrate.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

describe.each(testEngines())("database on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("creates the quote_requests and blog_posts tables", async () => {
    const tables = (await database.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(["quote_requests", "blog_posts"]));
    const blog = (await database.db.introspection.getTables()).find((t) => t.name === "blog_posts")!;
    expect(blog.columns.map((c) => c.name).sort()).toEqual(
      [
        ...["author_id", "content", "created_at", "excerpt", "featured_image", "id", "locale", "published_at", "slug", "status", "tags", "title", "updated_at", "views"],
        ...["canonical_url", "featured_image_alt", "featured_image_id", "scheduled_at", "seo_description", "seo_title"],
      ].sort(),
    );
  });

  it("is idempotent: migrating again applies nothing", async () => {
    const again = await migrateToLatest(database.db);
    expect(again.results).toEqual([]);
  });

  it("stores a blog post with defaults and reads it back identically", async () => {
    const now = new Date().toISOString();
    await database.db
      .insertInto("blog_posts")
      .values({ id: "p1", title: "Hello", slug: "hello", content: "Body", excerpt: null, featured_image: null, author_id: null, created_at: now, updated_at: now, published_at: null })
      .execute();
    const row = await database.db.selectFrom("blog_posts").selectAll().where("id", "=", "p1").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "draft", tags: "[]", views: 0, created_at: now, published_at: null });
  });

  it("enforces unique slugs", async () => {
    const now = new Date().toISOString();
    const insert = (id: string) =>
      database.db
        .insertInto("blog_posts")
        .values({ id, title: "T", slug: "same-slug", content: "", excerpt: null, featured_image: null, author_id: null, created_at: now, updated_at: now, published_at: null })
        .execute();
    await insert("a");
    await expect(insert("b")).rejects.toThrow();
  });

  it("rolls back a failed transaction completely", async () => {
    const now = new Date().toISOString();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("quote_requests")
          .values({
            id: "q1", first_name: "A", last_name: "B", email: "a@example.com", phone: "7025550100", zip_code: "89118",
            insurance_types: '["auto"]', current_insurance: "no", current_provider: null, satisfaction_level: "looking_for_first_time",
            home_ownership: "rent", vehicle_count: "1", business_type: null, business_size: null, business_years: null,
            budget_range: "100_250", timeline: "immediately", additional_info: null, contact_preference: "phone",
            consent_text: null, consent_at: null, created_at: now,
          })
          .execute();
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const count = await database.db.selectFrom("quote_requests").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
