/**
 * Team accounts against real databases (SQLite, and PostgreSQL when available): inviting a
 * person (account, invitation email and audit entry together), the invitation's one-time link,
 * inviting again, the addresses an invitation must not take over, role changes under the
 * last-admin rule, and team profiles.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { parseForm } from "../../app/lib/form-data.ts";
import { teamProfileSchema } from "../../app/lib/schemas/team-profile.ts";
import { changeRole } from "../../app/server/accounts/admin-account-actions.ts";
import { REFUSE_LAST_ADMIN } from "../../app/server/accounts/admin-account-rules.ts";
import { createAuth, type Auth } from "../../app/server/accounts/auth.ts";
import { authErrorCode } from "../../app/server/accounts/auth-messages.ts";
import { toBoolean, toDate } from "../../app/server/accounts/auth-values.ts";
import { listAccounts } from "../../app/server/accounts/list-accounts.ts";
import { passwordLinkPurpose } from "../../app/server/accounts/password-links.ts";
import { parseEnv } from "../../app/server/env.ts";
import { inviteTeamMember, resendInvitation } from "../../app/server/team/invite-team-member.ts";
import { getTeamProfile, updateTeamProfile } from "../../app/server/team/team-profile.ts";
import { latestPublicChange, readPublicChanges } from "../../app/server/public-pages/page-changes.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const ORIGIN = "https://agency.test";
const PASSWORD = "a quiet harbor lamp";
const DAY = 86_400_000;

describe.each(testEngines())("team accounts on %s", (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  let kicks = 0;
  const db = () => database.db;
  const services = () => ({ db: db(), auth, agency: defaultAgency, env: parseEnv({ PUBLIC_URL: ORIGIN }), kickOutbox: () => void kicks++ });
  let owner: { id: string; email: string };

  async function insertUser(email: string, role: "admin" | "staff" | "customer", options: { disabled?: boolean } = {}) {
    const id = randomUUID();
    const now = new Date();
    await db()
      .insertInto("user")
      .values({ id, name: "", email, email_verified: true, role, disabled: options.disabled ?? false, created_at: now, updated_at: now })
      .execute();
    return id;
  }

  const userRow = (email: string) => db().selectFrom("user").selectAll().where("email", "=", email).executeTakeFirst();
  const invitationsTo = (to: string) =>
    db().selectFrom("email_outbox").selectAll().where("to_address", "=", to).where("kind", "=", "account.invite").orderBy("created_at").execute();
  // A security event (app/server/security/security-events.ts) is written right after the change it
  // reports, in the same transaction and at the same time or later: on a tie it comes second.
  const auditRows = () =>
    db()
      .selectFrom("audit_log")
      .select(["action", "target_label", "detail", "actor_email"])
      .orderBy("created_at")
      .orderBy(sql`action like 'security.%'`)
      .execute();
  /** The security alerts queued for the admins, as [subject, to], sorted (one email per admin per event). */
  const securityAlerts = async () =>
    (await db().selectFrom("email_outbox").select(["subject", "to_address"]).where("kind", "=", "security.alert").execute())
      .map((m) => [m.subject, m.to_address])
      .sort((a, b) => (a.join("\n") < b.join("\n") ? -1 : 1));
  /**
   * Date stands still until `tick()` moves it a second, so the audit rows of separate steps never
   * share a millisecond (a security event still shares its change's time).
   */
  const freezeClock = () => vi.useFakeTimers({ toFake: ["Date"] });
  const tick = () => vi.setSystemTime(Date.now() + 1000);
  const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get("token")!);

  async function rejection(promise: Promise<unknown>): Promise<string | undefined> {
    try {
      await promise;
    } catch (error) {
      return authErrorCode(error) ?? (error as Error).message;
    }
    return undefined;
  }

  const invite = (email: string, name = "Dana Reyes", role: "staff" | "admin" = "staff") => inviteTeamMember(services(), owner, { email, name, role });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    auth = createAuth({ db: database.db, engine, publicUrl: ORIGIN, secret: randomBytes(32).toString("base64url"), adminEmails: [], agency: defaultAgency });
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    // security_notices too: each test starts with no security email sent within the hour.
    for (const table of ["audit_log", "email_outbox", "security_notices", "verification", "session", "account", "user"] as const) await db().deleteFrom(table).execute();
    owner = { id: await insertUser("owner@agency.test", "admin"), email: "owner@agency.test" };
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe("inviting", () => {
    it("creates the account with its name and role, and queues the invitation with a one-time link, audited", async () => {
      const result = await invite("dana@example.com");
      if (!result.ok) throw new Error(result.message);
      expect(result).toMatchObject({ again: false, email: "dana@example.com", message: "An invitation was sent to dana@example.com. Its link works once, for 7 days." });
      expect(result.link).toMatch(new RegExp(`^${ORIGIN}/reset-password\\?token=`));
      expect(result.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
      expect(result.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(7 * DAY);
      expect(kicks).toBeGreaterThan(0);

      const user = await userRow("dana@example.com");
      expect(user).toMatchObject({ id: result.userId, name: "Dana Reyes", role: "staff" });
      expect(toBoolean(user!.email_verified)).toBe(false);
      expect(await db().selectFrom("account").select("id").where("user_id", "=", result.userId).execute()).toEqual([]);

      const [mail] = await invitationsTo("dana@example.com");
      expect(mail).toMatchObject({ status: "queued", record_type: "account", subject: `You are invited to the ${defaultAgency.name} team` });
      expect(mail!.text_body).toContain(result.link);
      expect(mail!.text_body).toContain("expires in 7 days");
      expect(await auditRows()).toEqual([{ action: "user.invite", target_label: "dana@example.com", detail: "Staff", actor_email: "owner@agency.test" }]);
      expect(await passwordLinkPurpose(auth, tokenOf(result.link))).toEqual({ purpose: "set", email: "dana@example.com" });
    });

    it("lets the link set the password once: the address is then verified and the person signs in", async () => {
      const result = await invite("dana@example.com", "Dana Reyes", "admin");
      if (!result.ok) throw new Error(result.message);
      const token = tokenOf(result.link);
      await auth.api.resetPassword({ body: { token, newPassword: PASSWORD } });
      const user = await userRow("dana@example.com");
      expect(toBoolean(user!.email_verified)).toBe(true);
      expect(user!.role).toBe("admin");
      await expect(auth.api.signInEmail({ body: { email: "dana@example.com", password: PASSWORD } })).resolves.toBeTruthy();

      expect(await passwordLinkPurpose(auth, token)).toBeNull();
      expect(await rejection(auth.api.resetPassword({ body: { token, newPassword: "another harbor lamp" } }))).toBe("INVALID_TOKEN");
      // Once the password is set, a reset link reads as a reset.
      await auth.api.requestPasswordReset({ body: { email: "dana@example.com" } });
      const reset = await db().selectFrom("email_outbox").select("text_body").where("kind", "=", "account.reset-password").executeTakeFirstOrThrow();
      const resetToken = decodeURIComponent(/reset-password\?token=(\S+)/.exec(reset.text_body)![1]!);
      expect(await passwordLinkPurpose(auth, resetToken)).toEqual({ purpose: "reset", email: "dana@example.com" });
    });

    it("refuses the link after 7 days", async () => {
      const result = await invite("late@example.com");
      if (!result.ok) throw new Error(result.message);
      const stored = await db().selectFrom("verification").select("expires_at").executeTakeFirstOrThrow();
      expect(Math.abs(toDate(stored.expires_at).getTime() - result.expiresAt.getTime())).toBeLessThan(1000);
      await db().updateTable("verification").set({ expires_at: new Date(Date.now() - 1000) }).execute();
      expect(await passwordLinkPurpose(auth, tokenOf(result.link))).toBeNull();
      expect(await rejection(auth.api.resetPassword({ body: { token: tokenOf(result.link), newPassword: PASSWORD } }))).toBe("INVALID_TOKEN");
    });

    it("invites again with a fresh link, ending the older one, until the password is set", async () => {
      freezeClock();
      const first = await invite("dana@example.com");
      tick();
      const again = await invite("dana@example.com", "Dana R. Reyes", "admin");
      tick();
      if (!first.ok || !again.ok) throw new Error("not invited");
      expect(again).toMatchObject({ again: true, userId: first.userId, message: "A new invitation was sent to dana@example.com. Its link works once, for 7 days." });
      expect(await userRow("dana@example.com")).toMatchObject({ name: "Dana R. Reyes", role: "admin" });
      expect(await rejection(auth.api.resetPassword({ body: { token: tokenOf(first.link), newPassword: PASSWORD } }))).toBe("INVALID_TOKEN");

      const resent = await resendInvitation(services(), owner, first.userId);
      if (!resent?.ok) throw new Error("not invited again");
      expect(await passwordLinkPurpose(auth, tokenOf(again.link))).toBeNull();
      await auth.api.resetPassword({ body: { token: tokenOf(resent.link), newPassword: PASSWORD } });

      expect(await invitationsTo("dana@example.com")).toHaveLength(3);
      // Inviting staff again as an admin makes a new admin: a security event, audited and emailed
      // to every active admin (dana included); the next invitation keeps the role, so none then.
      expect((await auditRows()).map((a) => a.detail)).toEqual([
        "Staff",
        "Admin, invited again",
        "dana@example.com is now an administrator (was Staff), through the invitation, by owner@agency.test.",
        "Admin, invited again",
      ]);
      expect(await securityAlerts()).toEqual([
        ["Security: a new administrator", "dana@example.com"],
        ["Security: a new administrator", "owner@agency.test"],
      ]);
      expect(await invite("dana@example.com")).toMatchObject({ ok: false, reason: "member" });
      expect(await resendInvitation(services(), owner, randomUUID())).toBeNull();
    });

    it("never takes over a customer's account: it says so and offers the role change; nothing is stored", async () => {
      const customer = await insertUser("jane@example.com", "customer");
      const result = await invite("Jane@Example.com".toLowerCase(), "Jane Doe", "staff");
      expect(result).toMatchObject({ ok: false, reason: "customer", userId: customer, email: "jane@example.com", role: "staff" });
      expect(result.message).toMatch(/already has a customer account/);
      expect(await userRow("jane@example.com")).toMatchObject({ role: "customer", name: "" });
      expect(await invitationsTo("jane@example.com")).toEqual([]);
      expect(await db().selectFrom("verification").select("id").execute()).toEqual([]);
      expect(await auditRows()).toEqual([]);
    });

    it("leaves a disabled account alone", async () => {
      await insertUser("gone@example.com", "staff", { disabled: true });
      expect(await invite("gone@example.com")).toMatchObject({ ok: false, reason: "disabled" });
      expect(await invitationsTo("gone@example.com")).toEqual([]);
    });

    it("stores nothing when the invitation email cannot be queued (one transaction)", async () => {
      await sql`alter table email_outbox rename to email_outbox_away`.execute(db());
      try {
        await expect(invite("rollback@example.com")).rejects.toThrow();
      } finally {
        await sql`alter table email_outbox_away rename to email_outbox`.execute(db());
      }
      expect(await userRow("rollback@example.com")).toBeUndefined();
      expect(await auditRows()).toEqual([]);
    });

    it("shows an invitation as pending on the Users page, and staff under their own role filter", async () => {
      await insertUser("jane@example.com", "customer");
      const result = await invite("dana@example.com");
      if (!result.ok) throw new Error(result.message);
      const staff = await listAccounts(db(), { search: null, role: "staff", state: null });
      expect(staff.rows.map((r) => [r.email, r.name, r.role, r.invitationPending])).toEqual([["dana@example.com", "Dana Reyes", "staff", true]]);
      await auth.api.resetPassword({ body: { token: tokenOf(result.link), newPassword: PASSWORD } });
      const all = await listAccounts(db(), { search: null, role: null, state: null });
      // A customer never counts as invited (the owner of these tests has no password: it does).
      expect(all.rows.map((r) => [r.email, r.invitationPending])).toEqual(
        expect.arrayContaining([["dana@example.com", false], ["jane@example.com", false], ["owner@agency.test", true]]),
      );
    });
  });

  describe("roles", () => {
    it("moves an account among customer, staff and admin, audited with the change", async () => {
      freezeClock();
      const jane = await insertUser("jane@example.com", "customer");
      expect(await changeRole(db(), owner, jane, "staff", [])).toEqual({ ok: true, changed: true, message: "jane@example.com is now staff.", warning: undefined });
      tick();
      expect(await changeRole(db(), owner, jane, "staff", [])).toEqual({ ok: true, changed: false, message: "This account is already staff." });
      tick();
      expect(await changeRole(db(), owner, jane, "admin", [])).toMatchObject({ ok: true, changed: true, message: "jane@example.com is now an admin." });
      tick();
      const demoted = await changeRole(db(), owner, jane, "customer", ["jane@example.com"]);
      expect(demoted).toMatchObject({ ok: true, changed: true, message: "jane@example.com is now a customer." });
      expect(demoted.ok && demoted.warning).toMatch(/ADMIN_EMAILS/);
      // Each change is followed by its security event (a new admin, or another role change).
      expect((await auditRows()).map((a) => [a.action, a.target_label, a.detail])).toEqual([
        ["user.role", "jane@example.com", "Customer → Staff"],
        ["security.role_changed", "jane@example.com", "jane@example.com: Customer → Staff, by owner@agency.test."],
        ["user.role", "jane@example.com", "Staff → Admin"],
        ["security.admin_granted", "jane@example.com", "jane@example.com is now an administrator (was Staff), through the back office, by owner@agency.test."],
        ["user.role", "jane@example.com", "Admin → Customer"],
        ["security.role_changed", "jane@example.com", "jane@example.com: Admin → Customer, by owner@agency.test."],
      ]);
      // The admins of the moment are emailed; the second role change within the hour is folded
      // (counted for the next email of its kind) instead of emailed.
      expect(await securityAlerts()).toEqual([
        ["Security: a new administrator", "jane@example.com"],
        ["Security: a new administrator", "owner@agency.test"],
        ["Security: an account's role changed", "owner@agency.test"],
      ]);
      expect(await db().selectFrom("security_notices").select("folded").where("kind", "=", "role-changed").executeTakeFirstOrThrow()).toEqual({ folded: 1 });
      expect(await changeRole(db(), owner, randomUUID(), "staff", [])).toMatchObject({ ok: false, status: 404 });
    });

    it("keeps the last active admin from demoting themselves; a disabled admin does not count", async () => {
      expect(await changeRole(db(), owner, owner.id, "staff", [])).toEqual({ ok: false, status: 409, message: REFUSE_LAST_ADMIN });
      await insertUser("dormant@agency.test", "admin", { disabled: true });
      expect(await changeRole(db(), owner, owner.id, "customer", [])).toMatchObject({ ok: false, status: 409 });
      await insertUser("second@agency.test", "admin");
      expect(await changeRole(db(), owner, owner.id, "staff", [])).toMatchObject({ ok: true, changed: true });
      expect((await userRow("owner@agency.test"))!.role).toBe("staff");
      // The change, then its security event, emailed to the one other active admin.
      expect((await auditRows()).map((a) => a.action)).toEqual(["user.role", "security.role_changed"]);
      expect(await securityAlerts()).toEqual([["Security: an account's role changed", "second@agency.test"]]);
    });
  });

  describe("profiles", () => {
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(values)) data.set(name, value);
      return parseForm(teamProfileSchema, data);
    };

    it("saves a team member's name, phone and signature, auditing which fields changed", async () => {
      const staff = await insertUser("dana@example.com", "staff");
      const parsed = form({ name: "Dana Reyes", phone: "702-555-0100", signature: "Dana Reyes\r\nLicensed agent" });
      if (!parsed.ok) throw new Error("invalid");
      expect(await updateTeamProfile(db(), owner, staff, parsed.data)).toEqual({ ok: true, changed: true });
      expect(await getTeamProfile(db(), staff)).toEqual({
        id: staff,
        email: "dana@example.com",
        role: "staff",
        name: "Dana Reyes",
        phone: "(702) 555-0100",
        signature: "Dana Reyes\nLicensed agent",
      });
      expect(await updateTeamProfile(db(), owner, staff, parsed.data)).toEqual({ ok: true, changed: false });
      const second = form({ name: "Dana Reyes", phone: "", signature: "Dana Reyes\nLicensed agent" });
      if (!second.ok) throw new Error("invalid");
      await updateTeamProfile(db(), { id: staff, email: "dana@example.com" }, staff, second.data);
      expect((await getTeamProfile(db(), staff))!.phone).toBeNull();
      expect((await auditRows()).map((a) => [a.action, a.actor_email, a.detail])).toEqual([
        ["user.profile", "owner@agency.test", "Staff: changed the display name, direct phone, email signature"],
        ["user.profile", "dana@example.com", "Staff: changed the direct phone"],
      ]);
    });

    it("tells the public pages when a display name changes (it shows as the author of posts), and only then", async () => {
      const staff = await insertUser("sam@example.com", "staff");
      const save = async (name: string, phone: string) => {
        const parsed = form({ name, phone, signature: "" });
        if (!parsed.ok) throw new Error("invalid");
        const before = await latestPublicChange(db());
        await updateTeamProfile(db(), owner, staff, parsed.data);
        return (await readPublicChanges(db(), before)).flatMap((change) => change.tags);
      };
      expect(await save("Sam Ortiz", "")).toEqual(["blog", "blog:es"]);
      expect(await save("Sam Ortiz", "702-555-0101")).toEqual([]);
    });

    it("has no profile for a customer or an unknown account", async () => {
      const customer = await insertUser("jane@example.com", "customer");
      expect(await getTeamProfile(db(), customer)).toBeNull();
      expect(await updateTeamProfile(db(), owner, customer, { name: "Jane", phone: null, signature: null })).toEqual({ ok: false, reason: "not-found" });
      expect(await updateTeamProfile(db(), owner, randomUUID(), { name: "X", phone: null, signature: null })).toEqual({ ok: false, reason: "not-found" });
      expect(await auditRows()).toEqual([]);
    });

    it("answers bad input with a message per field and every value typed", () => {
      const parsed = form({ name: "", phone: "555", signature: "x".repeat(501) });
      expect(parsed).toMatchObject({
        ok: false,
        errors: { name: expect.stringMatching(/display name/), phone: expect.stringMatching(/10-digit/), signature: expect.stringMatching(/500/) },
        values: { name: "", phone: "555", signature: "x".repeat(501) },
      });
    });
  });
});
