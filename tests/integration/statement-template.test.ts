import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/server/db/schema.ts";
import { statementTemplate } from "../../app/server/db/statement-template.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

describe.each(testEngines())("statement templates on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const at = "2026-12-01T10:00:00.000Z";
    const post = (id: string, status: string, views: number, excerpt: string | null) => ({
      id,
      title: `Post ${id}`,
      slug: `post-${id}`,
      content: "",
      excerpt,
      featured_image: null,
      author_id: null,
      created_at: at,
      updated_at: at,
      published_at: null,
      status,
      views,
    });
    await database.db
      .insertInto("blog_posts")
      .values([post("a", "published", 5, "first"), post("b", "published", 9, null), post("c", "draft", 1, "third"), post("d", "published", 3, null)])
      .execute();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("builds a shape once and answers each call with its own values", async () => {
    let builds = 0;
    const byStatus = statementTemplate((db: Kysely<Database>, { status, limit }: { status: string; limit: number }) => {
      builds += 1;
      return db.selectFrom("blog_posts").select(["id", "views"]).where("status", "=", status).orderBy("views", "desc").limit(limit);
    });
    expect(await byStatus.rows(database.db, { status: "published", limit: 2 })).toEqual([
      { id: "b", views: 9 },
      { id: "a", views: 5 },
    ]);
    const buildsOfOneShape = builds;
    expect(await byStatus.rows(database.db, { status: "draft", limit: 2 })).toEqual([{ id: "c", views: 1 }]);
    expect(await byStatus.first(database.db, { status: "archived", limit: 2 })).toBeUndefined();
    // Outside production each call also builds the statement the ordinary way (the check): one more build a call, no more.
    expect(builds).toBe(buildsOfOneShape + 2);
    expect(byStatus.compile(database.db, { status: "draft", limit: 2 }).sql).toBe(byStatus.compile(database.db, { status: "published", limit: 2 }).sql);
    // A number is part of the shape: Kysely writes a limit into the SQL.
    expect(await byStatus.rows(database.db, { status: "published", limit: 1 })).toEqual([{ id: "b", views: 9 }]);
  });

  it("reads a list of any length, and null as a shape of its own", async () => {
    const posts = statementTemplate((db: Kysely<Database>, { ids, excerpt }: { ids: readonly string[]; excerpt: string | null }) =>
      db
        .selectFrom("blog_posts")
        .select("id")
        .where("id", "in", [...ids])
        .where((eb) => (excerpt === null ? eb("excerpt", "is", null) : eb("excerpt", "=", excerpt)))
        .orderBy("id"),
    );
    expect(await posts.rows(database.db, { ids: ["a", "b", "c"], excerpt: null })).toEqual([{ id: "b" }]);
    expect(await posts.rows(database.db, { ids: ["a", "c", "d"], excerpt: "third" })).toEqual([{ id: "c" }]);
    expect(await posts.rows(database.db, { ids: ["a"], excerpt: "first" })).toEqual([{ id: "a" }]);
    expect(await posts.rows(database.db, { ids: ["b", "d"], excerpt: null })).toEqual([{ id: "b" }, { id: "d" }]);
  });

  it("lets a named value choose the statement's table", async () => {
    const countOf = statementTemplate(
      (db: Kysely<Database>, { table }: { table: "blog_posts" | "quote_requests" }) => db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n")),
      { shape: ["table"] },
    );
    expect(Number((await countOf.first(database.db, { table: "blog_posts" }))?.n)).toBe(4);
    expect(Number((await countOf.first(database.db, { table: "quote_requests" }))?.n)).toBe(0);
  });

  it("refuses a build that computes with a value", async () => {
    const bySlug = statementTemplate((db: Kysely<Database>, { id }: { id: string }) => db.selectFrom("blog_posts").select("id").where("slug", "=", `post-${id}`));
    await expect(bySlug.rows(database.db, { id: "a" })).rejects.toThrow(/used the value "id"/);
  });

  it("refuses a build that reads something besides its values", async () => {
    let calls = 0;
    const drifting = statementTemplate((db: Kysely<Database>, { status }: { status: string }) => db.selectFrom("blog_posts").select("id").where("status", "=", status).limit(++calls));
    await expect(drifting.rows(database.db, { status: "published" })).rejects.toThrow(/differs from its ordinary build/);
  });
});
