/**
 * Account hardening against real databases (SQLite, and PostgreSQL when available):
 * Argon2id password hashes and the upgrade of older scrypt hashes at sign-in, the
 * __Host- session cookie over HTTPS, every session ending when the password changes
 * or is reset, idle admin sessions, and the sign-in limits (failures per account and
 * per address, counted atomically in rate_limits). Sign-in timing for unknown and
 * known addresses is compared loosely.
 */
import { randomBytes } from "node:crypto";
import { hashPassword as betterAuthScrypt } from "better-auth/crypto";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { createAuth, type Auth } from "../../app/server/accounts/auth.ts";
import { authErrorCode } from "../../app/server/accounts/auth-messages.ts";
import { authRateLimitRules, emailKey, hitAuthRateLimits, withdrawSignInAttempt } from "../../app/server/accounts/auth-rate-limits.ts";
import { toDate } from "../../app/server/accounts/auth-values.ts";
import { hashPassword, upgradePasswordHash } from "../../app/server/accounts/password-hashing.ts";
import { isPasswordLinkUsable, issuePasswordLink } from "../../app/server/accounts/password-links.ts";
import { recordSessionActivity } from "../../app/server/accounts/session-activity.ts";
import { parseEnv } from "../../app/server/env.ts";
import { peekRateLimit } from "../../app/server/security/rate-limit.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const ORIGIN = "https://agency.test";
const ADMIN = "owner@agency.test";
const PASSWORD = "a quiet harbor lamp";
const MINUTE = 60_000;

describe.each(testEngines())("account security on %s", (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  const secret = randomBytes(32).toString("base64url");
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    auth = createAuth({ db: database.db, engine, publicUrl: ORIGIN, secret, adminEmails: [ADMIN], agency: defaultAgency });
  });
  afterAll(async () => {
    await database?.destroy();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const tokenIn = (text: string, path: string) => decodeURIComponent(new RegExp(`${path}\\?token=([^\\s]+)`).exec(text)?.[1] ?? "");

  async function rejection(promise: Promise<unknown>): Promise<string | undefined> {
    try {
      await promise;
    } catch (error) {
      return authErrorCode(error) ?? (error as Error).message;
    }
    return undefined;
  }

  /** A confirmed account, created through sign-up and the confirmation link. */
  async function account(email: string, password = PASSWORD): Promise<string> {
    await auth.api.signUpEmail({ body: { email, password, name: "" } });
    const mail = await db().selectFrom("email_outbox").select("text_body").where("to_address", "=", email).where("kind", "=", "account.confirm").executeTakeFirstOrThrow();
    await auth.api.verifyEmail({ query: { token: tokenIn(mail.text_body, "/confirm-email") } });
    const user = await db().selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    return user.id;
  }

  async function signIn(email: string, password = PASSWORD) {
    const { headers, response } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    // The session cookie (the device cookie of sign-in-alerts.ts comes with it).
    const setCookies = headers.getSetCookie().filter((cookie) => cookie.includes(".session_token="));
    return { cookie: setCookies[0]!.split(";")[0]!, token: response.token, setCookies };
  }

  const storedHash = async (userId: string) =>
    (await db().selectFrom("account").select("password").where("user_id", "=", userId).where("provider_id", "=", "credential").executeTakeFirstOrThrow()).password!;

  const sessionsOf = (userId: string) => db().selectFrom("session").select("token").where("user_id", "=", userId).execute();

  describe("password hashes", () => {
    it("stores a new password as Argon2id with OWASP's parameters", async () => {
      const userId = await account("argon@example.com");
      expect(await storedHash(userId)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
      await expect(signIn("argon@example.com")).resolves.toBeTruthy();
      expect(await rejection(signIn("argon@example.com", "a quiet harbor lamb"))).toBe("INVALID_EMAIL_OR_PASSWORD");
    });

    it("still signs in with a scrypt hash from before, and replaces it with Argon2id", async () => {
      const userId = await account("legacy@example.com");
      const legacy = await betterAuthScrypt(PASSWORD);
      await db().updateTable("account").set({ password: legacy }).where("user_id", "=", userId).execute();

      expect(await rejection(signIn("legacy@example.com", "not the password"))).toBe("INVALID_EMAIL_OR_PASSWORD");
      expect(await storedHash(userId)).toBe(legacy);

      await signIn("legacy@example.com");
      const upgraded = await storedHash(userId);
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      await expect(signIn("legacy@example.com")).resolves.toBeTruthy();
      expect(await storedHash(userId)).toBe(upgraded);
      expect(await rejection(signIn("legacy@example.com", "not the password"))).toBe("INVALID_EMAIL_OR_PASSWORD");
    });

    it("never upgrades with a wrong password, nor over a hash changed in the meantime", async () => {
      const userId = await account("careful@example.com");
      const legacy = await betterAuthScrypt(PASSWORD);
      await db().updateTable("account").set({ password: legacy }).where("user_id", "=", userId).execute();
      expect(await upgradePasswordHash(db(), userId, "not the password")).toBe(false);
      expect(await storedHash(userId)).toBe(legacy);
      expect(await upgradePasswordHash(db(), userId, PASSWORD)).toBe(true);
      expect(await upgradePasswordHash(db(), userId, PASSWORD)).toBe(false);
    });
  });

  describe("the session cookie", () => {
    it("is __Host- prefixed over HTTPS: Secure, Path=/, no Domain", async () => {
      await account("cookie@example.com");
      const { setCookies } = await signIn("cookie@example.com");
      const session = setCookies.find((c) => c.includes("session_token="))!;
      expect(session).toMatch(/^__Host-agency\.session_token=[^;]+; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
      expect(session).not.toMatch(/domain=/i);
    });

    it("is plain, without Secure, over HTTP", async () => {
      const local = createAuth({ db: db(), engine, publicUrl: "http://localhost:4321", secret, adminEmails: [], agency: defaultAgency });
      const { headers } = await local.api.signInEmail({ body: { email: "cookie@example.com", password: PASSWORD }, returnHeaders: true });
      const session = headers.getSetCookie().find((c) => c.includes("session_token="))!;
      expect(session).toMatch(/^agency\.session_token=[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    });
  });

  describe("password changes end every session", () => {
    it("ends all sessions on a change, even when the caller asks to keep the others", async () => {
      const userId = await account("changer@example.com");
      const laptop = await signIn("changer@example.com");
      const phone = await signIn("changer@example.com");
      expect(await sessionsOf(userId)).toHaveLength(2);

      const { response, headers } = await auth.api.changePassword({
        body: { currentPassword: PASSWORD, newPassword: "a brand new harbor lamp", revokeOtherSessions: false },
        headers: new Headers({ cookie: laptop.cookie }),
        returnHeaders: true,
      });
      expect(await auth.api.getSession({ headers: new Headers({ cookie: laptop.cookie }) })).toBeNull();
      expect(await auth.api.getSession({ headers: new Headers({ cookie: phone.cookie }) })).toBeNull();
      // The person who changed it gets a new session; it is the only one.
      const sessions = await sessionsOf(userId);
      expect(sessions.map((s) => s.token)).toEqual([response.token]);
      expect(headers.getSetCookie().join("\n")).toMatch(/__Host-agency\.session_token=/);
      await expect(signIn("changer@example.com", "a brand new harbor lamp")).resolves.toBeTruthy();
    });

    it("ends all sessions on a reset, and lifts a sign-in lockout", async () => {
      const userId = await account("resetter@example.com");
      const laptop = await signIn("resetter@example.com");
      const phone = await signIn("resetter@example.com");
      const env = parseEnv({});
      const emailRule = authRateLimitRules(env, "sign-in").find((r) => r.by === "email")!.rule;
      for (let i = 0; i < 6; i++) await hitAuthRateLimits(db(), env, "sign-in", { ip: "192.0.2.99", email: "resetter@example.com" });
      expect(await peekRateLimit(db(), emailRule, emailKey("resetter@example.com"))).toBeGreaterThan(0);
      await auth.api.requestPasswordReset({ body: { email: "resetter@example.com" } });
      const mail = await db().selectFrom("email_outbox").select("text_body").where("to_address", "=", "resetter@example.com").where("kind", "=", "account.reset-password").executeTakeFirstOrThrow();
      await auth.api.resetPassword({ body: { token: tokenIn(mail.text_body, "/reset-password"), newPassword: "a brand new harbor lamp" } });
      expect(await sessionsOf(userId)).toHaveLength(0);
      for (const { cookie } of [laptop, phone]) expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
      expect(await storedHash(userId)).toMatch(/^\$argon2id\$/);
      // Whoever set the new password holds the mailbox: earlier failures no longer lock the account.
      expect(await peekRateLimit(db(), emailRule, emailKey("resetter@example.com"))).toBe(0);
    });
  });

  describe("reset links end when the password changes", () => {
    const resetLinks = async (email: string) =>
      (await db().selectFrom("email_outbox").select("text_body").where("to_address", "=", email).where("kind", "=", "account.reset-password").orderBy("created_at").execute()).map(
        (mail) => tokenIn(mail.text_body, "/reset-password"),
      );

    it("refuses the account's other reset links once one of them has set the password", async () => {
      await account("twolinks@example.com");
      await account("bystander@example.com");
      await auth.api.requestPasswordReset({ body: { email: "twolinks@example.com" } });
      await auth.api.requestPasswordReset({ body: { email: "twolinks@example.com" } });
      await auth.api.requestPasswordReset({ body: { email: "bystander@example.com" } });
      const [first, second] = await resetLinks("twolinks@example.com");
      const [bystanders] = await resetLinks("bystander@example.com");
      expect(first).not.toBe(second);
      expect(await isPasswordLinkUsable(auth, first!)).toBe(true);

      await auth.api.resetPassword({ body: { token: second!, newPassword: "a brand new harbor lamp" } });
      expect(await isPasswordLinkUsable(auth, first!)).toBe(false);
      expect(await rejection(auth.api.resetPassword({ body: { token: first!, newPassword: "an attacker's harbor lamp" } }))).toBe("INVALID_TOKEN");
      await expect(signIn("twolinks@example.com", "a brand new harbor lamp")).resolves.toBeTruthy();
      // Another account's link is untouched.
      expect(await isPasswordLinkUsable(auth, bystanders!)).toBe(true);
    });

    it("refuses outstanding reset links once the password is changed while signed in", async () => {
      const userId = await account("changes@example.com");
      const { token: link } = await issuePasswordLink(auth, userId, 3600);
      await auth.api.requestPasswordReset({ body: { email: "changes@example.com" } });
      const [mailed] = await resetLinks("changes@example.com");
      const { cookie } = await signIn("changes@example.com");

      // A refused change leaves them working.
      expect(await rejection(auth.api.changePassword({ body: { currentPassword: "not the password", newPassword: "a brand new harbor lamp" }, headers: new Headers({ cookie }) }))).toBe(
        "INVALID_PASSWORD",
      );
      expect(await isPasswordLinkUsable(auth, mailed!)).toBe(true);

      await auth.api.changePassword({ body: { currentPassword: PASSWORD, newPassword: "a brand new harbor lamp" }, headers: new Headers({ cookie }) });
      expect(await isPasswordLinkUsable(auth, mailed!)).toBe(false);
      expect(await isPasswordLinkUsable(auth, link)).toBe(false);
      expect(await rejection(auth.api.resetPassword({ body: { token: mailed!, newPassword: "an attacker's harbor lamp" } }))).toBe("INVALID_TOKEN");
    });

    it("applies the password rule, with the account's own address, to a change", async () => {
      await account("mulberry.court@example.com");
      const { cookie } = await signIn("mulberry.court@example.com");
      const change = (newPassword: string) => auth.api.changePassword({ body: { currentPassword: PASSWORD, newPassword }, headers: new Headers({ cookie }) });
      expect(await rejection(change("MulberryCourt-77"))).toBe("PASSWORD_CONTAINS_EMAIL");
      expect(await rejection(change("silver sage forever"))).toBe("PASSWORD_CONTAINS_SITE_NAME");
      expect(await rejection(change("qqqqqqqqqq"))).toBe("PASSWORD_REPEATED");
    });
  });

  describe("idle admin sessions", () => {
    const idleMs = 30 * MINUTE;
    const current = async (cookie: string) => (await auth.api.getSession({ headers: new Headers({ cookie }) }))!;
    const lastActive = async (token: string) => {
      const row = await sql<{ last_active_at: Date | string | null }>`select last_active_at from session where token = ${token}`.execute(db());
      return row.rows[0]?.last_active_at ? toDate(row.rows[0].last_active_at).getTime() : null;
    };

    it("records the start of a session as its last activity, and returns it with the session", async () => {
      await account(ADMIN);
      const { cookie, token } = await signIn(ADMIN);
      const { session, user } = await current(cookie);
      expect((user as { role?: string }).role).toBe("admin");
      expect(toDate(session.lastActiveAt!).getTime()).toBeGreaterThan(Date.now() - MINUTE);
      expect(await lastActive(token)).toBe(toDate(session.lastActiveAt!).getTime());
    });

    it("writes activity at most once a minute", async () => {
      const { cookie, token } = await signIn(ADMIN);
      const { session } = await current(cookie);
      const start = toDate(session.lastActiveAt!).getTime();
      expect(await recordSessionActivity(auth, session, "admin", { idleMs, now: start + 30_000 })).toBe("active");
      expect(await lastActive(token)).toBe(start);
      expect(await recordSessionActivity(auth, session, "admin", { idleMs, now: start + 61_000 })).toBe("active");
      expect(await lastActive(token)).toBe(start + 61_000);
    });

    it("ends an admin session idle for more than the limit, and keeps an idle customer's", async () => {
      const admin = await signIn(ADMIN);
      const adminSession = (await current(admin.cookie)).session;
      const start = toDate(adminSession.lastActiveAt!).getTime();
      expect(await recordSessionActivity(auth, adminSession, "admin", { idleMs, now: start + 29 * MINUTE })).toBe("active");
      // 29 minutes later it was used, so 30 minutes after the start it is not idle.
      const touched = (await current(admin.cookie)).session;
      expect(await recordSessionActivity(auth, touched, "admin", { idleMs, now: start + 31 * MINUTE })).toBe("active");
      const later = (await current(admin.cookie)).session;
      expect(await recordSessionActivity(auth, later, "admin", { idleMs, now: start + 62 * MINUTE })).toBe("ended");
      expect(await lastActive(admin.token)).toBeNull();
      expect(await auth.api.getSession({ headers: new Headers({ cookie: admin.cookie }) })).toBeNull();

      await account("idle.customer@example.com");
      const customer = await signIn("idle.customer@example.com");
      const customerSession = (await current(customer.cookie)).session;
      const since = toDate(customerSession.lastActiveAt!).getTime();
      expect(await recordSessionActivity(auth, customerSession, "customer", { idleMs, now: since + 3 * 24 * 60 * MINUTE })).toBe("active");
      expect(await current(customer.cookie)).toBeTruthy();
    });

    it("uses the last refresh for sessions from before activity was recorded", async () => {
      const { cookie, token } = await signIn(ADMIN);
      await sql`update session set last_active_at = null where token = ${token}`.execute(db());
      const { session } = await current(cookie);
      expect(session.lastActiveAt ?? null).toBeNull();
      const refreshed = toDate(session.updatedAt).getTime();
      expect(await recordSessionActivity(auth, session, "admin", { idleMs, now: refreshed + 31 * MINUTE })).toBe("ended");
    });
  });

  describe("sign-in limits", () => {
    const env = parseEnv({});
    const rules = authRateLimitRules(env, "sign-in");
    const ipRule = rules.find((r) => r.by === "ip")!.rule;
    const emailRule = rules.find((r) => r.by === "email")!.rule;

    const start = Date.now();
    /** Freezes the clock (windows start at a counter's first hit), `offsetWindows` 15-minute windows on, so no window ends during the test unless it moves the clock. */
    function midWindow(offsetWindows = 0): number {
      const now = start + offsetWindows * 900_000;
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(now);
      return now;
    }

    it("refuses the 6th failure on an account within 15 minutes, from any address, until the window ends", async () => {
      midWindow();
      const email = "target@example.com";
      for (let i = 1; i <= 5; i++) expect((await hitAuthRateLimits(db(), env, "sign-in", { ip: `198.51.100.${i}`, email })).allowed).toBe(true);
      const sixth = await hitAuthRateLimits(db(), env, "sign-in", { ip: "198.51.100.77", email });
      expect(sixth.allowed).toBe(false);
      expect(sixth.retryAfterSeconds).toBeGreaterThan(0);
      expect(sixth.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);

      midWindow(1);
      expect((await hitAuthRateLimits(db(), env, "sign-in", { ip: "198.51.100.78", email })).allowed).toBe(true);
    });

    it("refuses the 6th failure from one address within a minute, whatever the account", async () => {
      midWindow();
      for (let i = 1; i <= 5; i++) expect((await hitAuthRateLimits(db(), env, "sign-in", { ip: "203.0.113.9", email: `spray${i}@example.com` })).allowed).toBe(true);
      expect((await hitAuthRateLimits(db(), env, "sign-in", { ip: "203.0.113.9", email: "spray6@example.com" })).allowed).toBe(false);
      expect((await hitAuthRateLimits(db(), env, "sign-in", { ip: "203.0.113.10", email: "spray6@example.com" })).allowed).toBe(true);
    });

    it("does not count attempts that were not failures, and forgets an account's failures once it signs in", async () => {
      midWindow();
      const email = "fine@example.com";
      const ip = "192.0.2.50";
      for (let i = 0; i < 4; i++) await hitAuthRateLimits(db(), env, "sign-in", { ip, email });
      const right = await hitAuthRateLimits(db(), env, "sign-in", { ip, email });
      await withdrawSignInAttempt(db(), env, right, { email, signedIn: true });
      expect(await peekRateLimit(db(), ipRule, ip)).toBe(4);
      expect(await peekRateLimit(db(), emailRule, emailKey(email))).toBe(0);

      const unconfirmed = await hitAuthRateLimits(db(), env, "sign-in", { ip: "192.0.2.51", email: "later@example.com" });
      await withdrawSignInAttempt(db(), env, unconfirmed, { email: "later@example.com", signedIn: false });
      expect(await peekRateLimit(db(), ipRule, "192.0.2.51")).toBe(0);
      expect(await peekRateLimit(db(), emailRule, emailKey("later@example.com"))).toBe(0);
    });

    it("takes back an attempt only from the window it was counted in", async () => {
      const t = Date.now();
      const email = "late@example.com";
      const ip = "192.0.2.60";
      // A slow attempt: counted in a window that ends, then a new window starts, before it is taken back.
      const slow = await hitAuthRateLimits(db(), env, "sign-in", { ip, email }, t);
      expect(slow.counted.map((hit) => hit.windowStart)).toEqual([t, t]);
      for (let i = 0; i < 3; i++) await hitAuthRateLimits(db(), env, "sign-in", { ip, email }, t + 16 * 60_000);
      await withdrawSignInAttempt(db(), env, slow, { email, signedIn: false });
      expect(await peekRateLimit(db(), ipRule, ip, t + 16 * 60_000)).toBe(3);
      expect(await peekRateLimit(db(), emailRule, emailKey(email), t + 16 * 60_000)).toBe(3);
      // An attempt of the current window is taken back, even when the window began before it.
      const current = await hitAuthRateLimits(db(), env, "sign-in", { ip, email }, t + 16 * 60_000 + 30_000);
      expect(current.counted.map((hit) => hit.windowStart)).toEqual([t + 16 * 60_000, t + 16 * 60_000]);
      await withdrawSignInAttempt(db(), env, current, { email, signedIn: false });
      expect(await peekRateLimit(db(), emailRule, emailKey(email), t + 16 * 60_000 + 30_000)).toBe(3);
    });

    it("lets no more than 5 parallel attempts on one account through", async () => {
      midWindow();
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => hitAuthRateLimits(db(), env, "sign-in", { ip: `198.18.0.${i}`, email: "parallel@example.com" })),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    });
  });

  describe("unknown and known addresses", () => {
    it("get the same refusal, after comparable Argon2id work", async () => {
      await account("known@example.com");
      const time = async (run: () => Promise<unknown>) => {
        const start = performance.now();
        await run();
        return performance.now() - start;
      };
      // Interleaved, best of five each, so that a busy machine slows all three alike.
      let hashing = Infinity;
      let known = Infinity;
      let unknown = Infinity;
      for (let i = 0; i < 5; i++) {
        hashing = Math.min(hashing, await time(() => hashPassword(PASSWORD)));
        known = Math.min(known, await time(async () => expect(await rejection(signIn("known@example.com", "wrong password here"))).toBe("INVALID_EMAIL_OR_PASSWORD")));
        const stranger = `nobody.${randomBytes(4).toString("hex")}@example.com`;
        unknown = Math.min(unknown, await time(async () => expect(await rejection(signIn(stranger, "wrong password here"))).toBe("INVALID_EMAIL_OR_PASSWORD")));
      }
      // Both paths do one Argon2id computation (a path without one would take a small fraction of it), and neither is much slower.
      expect(known).toBeGreaterThanOrEqual(hashing * 0.4);
      expect(unknown).toBeGreaterThanOrEqual(hashing * 0.4);
      expect(Math.max(known, unknown) / Math.min(known, unknown)).toBeLessThan(2.5);
    });
  });
});
