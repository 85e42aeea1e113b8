/**
 * Private preview links of blog posts (app/server/blog/preview-links.ts) on both engines:
 * made for drafts and scheduled posts only, stored as a digest, valid until they expire or are
 * revoked, leading to the public post once it is published, and nothing otherwise.
 */
import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPreviewLink, listPreviewLinks, resolvePreviewLink, revokePreviewLink } from "../../app/server/blog/preview-links.ts";
import { deletePost } from "../../app/server/blog/save-post.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const NOW = new Date("2026-11-27T18:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(testEngines())("preview links on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const dana = randomUUID();
  const unnamed = randomUUID();

  async function insertPost(slug: string, status: "draft" | "scheduled" | "published", locale: "en" | "es" = "en"): Promise<string> {
    const id = randomUUID();
    const created = "2026-11-20T16:00:00.000Z";
    await db()
      .insertInto("blog_posts")
      .values({
        id,
        title: `Title of ${slug}`,
        slug,
        excerpt: null,
        content: `# ${slug}\n\nBody of ${slug}.`,
        featured_image: null,
        status,
        tags: "[]",
        author_id: dana,
        created_at: created,
        updated_at: created,
        published_at: status === "published" ? created : null,
        scheduled_at: status === "scheduled" ? "2026-12-24T16:00:00.000Z" : null,
        views: 0,
        locale,
      })
      .execute();
    return id;
  }

  async function linkFor(postId: string, days = "7", now = NOW, createdBy = dana) {
    const made = await createPreviewLink(db(), { postId, days, createdBy, now });
    if (!made.ok) throw new Error(`no link: ${made.reason}`);
    return made;
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const created = new Date("2026-01-05T16:00:00.000Z");
    await db()
      .insertInto("user")
      .values([
        { id: dana, name: "Dana Reyes", email: "dana@agency.test", email_verified: true, role: "admin", disabled: false, created_at: created, updated_at: created },
        { id: unnamed, name: " ", email: "owner@agency.test", email_verified: true, role: "admin", disabled: false, created_at: created, updated_at: created },
      ])
      .execute();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("makes a link to a draft that works for the days chosen, storing only the token's SHA-256", async () => {
    const postId = await insertPost("winter-driving", "draft");
    const made = await linkFor(postId, "7");
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.path).toBe(`/blog/preview/${made.token}`);
    expect(made.expiresAt).toBe(at(7 * DAY).toISOString());

    const row = await db().selectFrom("blog_preview_links").selectAll().where("id", "=", made.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ post_id: postId, created_by: dana, created_at: NOW.toISOString(), expires_at: made.expiresAt, revoked_at: null, revoked_by: null });
    expect(row.token_hash).toBe(createHash("sha256").update(made.token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(made.token);

    const opened = await resolvePreviewLink(db(), made.token, at(DAY));
    expect(opened.kind).toBe("preview");
    expect(opened.kind === "preview" && opened.post).toMatchObject({ id: postId, slug: "winter-driving", status: "draft", locale: "en" });
    // Up to the last millisecond, then never again.
    expect((await resolvePreviewLink(db(), made.token, at(7 * DAY - 1))).kind).toBe("preview");
    expect(await resolvePreviewLink(db(), made.token, at(7 * DAY))).toEqual({ kind: "gone" });
    expect(await resolvePreviewLink(db(), made.token, at(30 * DAY))).toEqual({ kind: "gone" });

    const month = await linkFor(postId, "30");
    expect(month.expiresAt).toBe(at(30 * DAY).toISOString());
    expect((await linkFor(postId, "1")).expiresAt).toBe(at(DAY).toISOString());
  });

  it("makes one for a scheduled Spanish post, at its Spanish address", async () => {
    const postId = await insertPost("seguro-de-invierno", "scheduled", "es");
    const made = await linkFor(postId, "14");
    expect(made.path).toBe(`/es/blog/preview/${made.token}`);
    const opened = await resolvePreviewLink(db(), made.token, NOW);
    expect(opened.kind === "preview" && opened.post).toMatchObject({ id: postId, status: "scheduled", locale: "es" });
  });

  it("refuses a published post, an unknown post and a number of days outside 1 to 30, storing nothing", async () => {
    const published = await insertPost("already-live", "published");
    const draft = await insertPost("refusals-draft", "draft");
    const count = async () => Number((await db().selectFrom("blog_preview_links").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect(await createPreviewLink(db(), { postId: published, days: "7", createdBy: dana, now: NOW })).toEqual({ ok: false, reason: "published" });
    expect(await createPreviewLink(db(), { postId: "no-such-post", days: "7", createdBy: dana, now: NOW })).toEqual({ ok: false, reason: "not-found" });
    for (const days of ["0", "31", "", "7.5", "a week", undefined]) {
      expect(await createPreviewLink(db(), { postId: draft, days, createdBy: dana, now: NOW }), String(days)).toEqual({ ok: false, reason: "bad-days" });
    }
    expect(await count()).toBe(before);
  });

  it("gives nothing for an unknown, malformed or overlong token", async () => {
    for (const token of ["", "x", "A".repeat(43), `${"A".repeat(42)}=`, "../../etc/passwd", "A".repeat(5000)]) {
      expect(await resolvePreviewLink(db(), token, NOW), token.slice(0, 20)).toEqual({ kind: "gone" });
    }
  });

  it("revokes a link of this post only; a revoked link gives nothing, and revoking again keeps the first time", async () => {
    const postId = await insertPost("revoked-draft", "draft");
    const otherId = await insertPost("other-draft", "draft");
    const made = await linkFor(postId);
    const others = await linkFor(otherId);

    // Another post's link cannot be revoked through this post (nor a link that does not exist).
    expect(await revokePreviewLink(db(), { postId, linkId: others.id, revokedBy: dana, now: at(1000) })).toEqual({ ok: false, reason: "not-found" });
    expect(await revokePreviewLink(db(), { postId, linkId: "no-such-link", revokedBy: dana, now: at(1000) })).toEqual({ ok: false, reason: "not-found" });
    expect((await resolvePreviewLink(db(), others.token, at(2000))).kind).toBe("preview");

    expect(await revokePreviewLink(db(), { postId, linkId: made.id, revokedBy: unnamed, now: at(1000) })).toEqual({ ok: true });
    expect(await resolvePreviewLink(db(), made.token, at(2000))).toEqual({ kind: "gone" });
    expect(await revokePreviewLink(db(), { postId, linkId: made.id, revokedBy: dana, now: at(5000) })).toEqual({ ok: true });
    const row = await db().selectFrom("blog_preview_links").select(["revoked_at", "revoked_by"]).where("id", "=", made.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ revoked_at: at(1000).toISOString(), revoked_by: unnamed });
  });

  it("leads to the public address once the post is published, unless the link is no longer valid", async () => {
    const english = await insertPost("soon-live", "draft");
    const spanish = await insertPost("pronto-publicado", "scheduled", "es");
    const link = await linkFor(english);
    const revoked = await linkFor(english);
    const expired = await linkFor(english, "1");
    const spanishLink = await linkFor(spanish);
    await revokePreviewLink(db(), { postId: english, linkId: revoked.id, revokedBy: dana, now: at(1000) });
    await db().updateTable("blog_posts").set({ status: "published", published_at: at(DAY).toISOString() }).where("id", "in", [english, spanish]).execute();

    expect(await resolvePreviewLink(db(), link.token, at(2 * DAY))).toEqual({ kind: "published", path: "/blog/soon-live" });
    expect(await resolvePreviewLink(db(), spanishLink.token, at(2 * DAY))).toEqual({ kind: "published", path: "/es/blog/pronto-publicado" });
    expect(await resolvePreviewLink(db(), revoked.token, at(2 * DAY))).toEqual({ kind: "gone" });
    expect(await resolvePreviewLink(db(), expired.token, at(2 * DAY))).toEqual({ kind: "gone" });
    // Published: no new link is made for it.
    expect(await createPreviewLink(db(), { postId: english, days: "7", createdBy: dana, now: at(2 * DAY) })).toEqual({ ok: false, reason: "published" });
  });

  it("gives nothing once the post is deleted", async () => {
    const postId = await insertPost("deleted-draft", "draft");
    const made = await linkFor(postId);
    expect(await deletePost(db(), postId)).toBe(true);
    expect(await resolvePreviewLink(db(), made.token, NOW)).toEqual({ kind: "gone" });
  });

  it("lists a post's links newest first, with who made and revoked them and their state", async () => {
    const postId = await insertPost("listed-draft", "draft");
    const oldest = await linkFor(postId, "1", NOW, dana);
    const middle = await linkFor(postId, "7", at(60_000), unnamed);
    const newest = await linkFor(postId, "30", at(120_000), dana);
    await revokePreviewLink(db(), { postId, linkId: middle.id, revokedBy: dana, now: at(180_000) });
    await linkFor(await insertPost("unlisted-draft", "draft"));

    const links = await listPreviewLinks(db(), postId, at(2 * DAY));
    expect(links).toEqual([
      { id: newest.id, createdAt: at(120_000).toISOString(), createdBy: "Dana Reyes", expiresAt: newest.expiresAt, revokedAt: null, revokedBy: null, state: "active" },
      // A blank name shows the account's email.
      { id: middle.id, createdAt: at(60_000).toISOString(), createdBy: "owner@agency.test", expiresAt: middle.expiresAt, revokedAt: at(180_000).toISOString(), revokedBy: "Dana Reyes", state: "revoked" },
      { id: oldest.id, createdAt: NOW.toISOString(), createdBy: "Dana Reyes", expiresAt: oldest.expiresAt, revokedAt: null, revokedBy: null, state: "expired" },
    ]);
    expect((await listPreviewLinks(db(), postId, NOW)).map((l) => l.state)).toEqual(["active", "revoked", "active"]);
  });
});
