/**
 * Sessions the user controls and security events, against real databases (SQLite, and
 * PostgreSQL when available): the client address stored with a session (never one a client
 * wrote in X-Forwarded-For), the device cookie and the new-device email, listing and signing
 * out sessions (only one's own), an admin ending every session of an account, and the
 * security events' audit entries and throttled emails to the admins. The clock is injected.
 */
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { changeAccount, changeRole } from "../../app/server/accounts/admin-account-actions.ts";
import { applySecurityAction, endAllSessions, listAccountSessions, signOutOtherSessions, signOutSession } from "../../app/server/accounts/account-sessions.ts";
import { createAuth, type Auth } from "../../app/server/accounts/auth.ts";
import { withPageLocale } from "../../app/server/accounts/page-locale.ts";
import { withRequestAddress } from "../../app/server/accounts/request-address.ts";
import { NOTICE_WINDOW_MS, recordSecurityEvent, sendFoldedSecurityNotices } from "../../app/server/security/security-events.ts";
import { noteFailedSignIn } from "../../app/server/security/sign-in-failures.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const ORIGIN = "https://agency.test";
const ADMIN = "owner@agency.test";
const PASSWORD = "a quiet harbor lamp";
const DEVICE_COOKIE = "__Host-agency.device";
const WINDOWS_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe.each(testEngines())("session security on %s", (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    auth = createAuth({ db: database.db, engine, publicUrl: ORIGIN, secret: randomBytes(32).toString("base64url"), adminEmails: [ADMIN], agency: defaultAgency });
  });
  afterAll(async () => {
    await database?.destroy();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A confirmed account with a password, made as the command line does (no sign-in yet). */
  async function account(email: string, role: "customer" | "staff" | "admin" = "customer"): Promise<{ id: string; email: string }> {
    const context = await auth.$context;
    const user = await context.internalAdapter.createUser({ email, name: "", emailVerified: true, role }, { method: "test" });
    await context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: await context.password.hash(PASSWORD) });
    return { id: user.id, email };
  }

  /** Signs in through better-auth as the sign-in action does, from `address`, with the browser's cookies. */
  async function signIn(email: string, options: { userAgent?: string; address?: string; deviceCookie?: string; headers?: Record<string, string>; locale?: "en" | "es" } = {}) {
    const headers = new Headers({ "user-agent": options.userAgent ?? WINDOWS_CHROME, ...options.headers });
    if (options.deviceCookie) headers.set("cookie", `${DEVICE_COOKIE}=${options.deviceCookie}`);
    const run = () => auth.api.signInEmail({ body: { email, password: PASSWORD }, headers, returnHeaders: true });
    const located = () => (options.address ? withRequestAddress(options.address, run) : run());
    const { headers: out, response } = await withPageLocale(options.locale ?? "en", located);
    const cookies = out.getSetCookie();
    const device = cookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    const session = await db().selectFrom("session").select(["id", "ip_address", "user_agent"]).where("token", "=", response.token).executeTakeFirstOrThrow();
    return { session, deviceCookie: device?.split(";")[0]!.split("=")[1], deviceCookieHeader: device };
  }

  const newDeviceEmails = (to: string) =>
    db().selectFrom("email_outbox").select(["subject", "text_body"]).where("to_address", "=", to).where("kind", "=", "account.new-device").execute();
  const auditOf = (action: string, targetId: string) =>
    db().selectFrom("audit_log").select(["actor_email", "detail", "target_label"]).where("action", "=", action).where("target_id", "=", targetId).execute();

  describe("client address", () => {
    it("stores the address the server worked out, never one the client wrote", async () => {
      const { email } = await account("address@example.com");
      const located = await signIn(email, { address: "203.0.113.7", headers: { "x-forwarded-for": "198.51.100.1" } });
      expect(located.session.ip_address).toBe("203.0.113.7");
      expect(located.session.user_agent).toBe(WINDOWS_CHROME);
      const spoofed = await signIn(email, { headers: { "x-forwarded-for": "198.51.100.1" } });
      expect(spoofed.session.ip_address ?? "").toBe("");
    });
  });

  describe("new devices", () => {
    it("sets a long-lived HttpOnly device cookie and emails the holder for a browser it has not seen, not for a known one", async () => {
      const { email } = await account("devices@example.com");
      const first = await signIn(email, { address: "203.0.113.7" });
      expect(first.deviceCookieHeader).toMatch(/HttpOnly/i);
      expect(first.deviceCookieHeader).toMatch(/Secure/i);
      expect(first.deviceCookieHeader).toMatch(/Max-Age=34560000/i);
      expect(await newDeviceEmails(email)).toHaveLength(0); // the account's first device: nothing to compare with

      const again = await signIn(email, { address: "203.0.113.7", deviceCookie: first.deviceCookie });
      expect(again.deviceCookie).toBe(first.deviceCookie);
      expect(await newDeviceEmails(email)).toHaveLength(0);

      const phone = await signIn(email, { address: "198.51.100.23", userAgent: IPHONE });
      expect(phone.deviceCookie).not.toBe(first.deviceCookie);
      const [mail, ...more] = await newDeviceEmails(email);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toContain("New sign-in");
      expect(mail!.text_body).toContain("Safari 17 on iOS (Phone)");
      expect(mail!.text_body).toContain("Network 198.51.100.x");
      expect(mail!.text_body).toContain(`${ORIGIN}/dashboard/security`);
      expect(mail!.text_body).not.toContain("198.51.100.23");

      // The phone is known from now on; a made-up cookie is not.
      await signIn(email, { userAgent: IPHONE, deviceCookie: phone.deviceCookie });
      await signIn(email, { deviceCookie: "not-a-device-cookie" });
      expect(await newDeviceEmails(email)).toHaveLength(2);
      const rows = await db().selectFrom("known_devices").select("device_hash").where("device_hash", "=", phone.deviceCookie!).execute();
      expect(rows).toHaveLength(0); // only digests are stored
    });

    it("writes the email in the language of the sign-in page", async () => {
      const { email } = await account("nuevo@example.com");
      await signIn(email);
      await signIn(email, { locale: "es" });
      const [mail] = await newDeviceEmails(email);
      expect(mail!.subject).toContain("Nuevo inicio de sesión");
      expect(mail!.text_body).toContain("/es/dashboard/security");
    });
  });

  describe("signing sessions out", () => {
    it("lists the account's sessions with this device marked, and signs out only the account's own", async () => {
      const owner = await account("owner-sessions@example.com");
      const other = await account("other-sessions@example.com");
      const here = await signIn(owner.email, { address: "192.168.1.20" });
      const phone = await signIn(owner.email, { address: "203.0.113.8", userAgent: IPHONE });
      const theirs = await signIn(other.email);

      const list = await listAccountSessions(db(), owner.id, here.session.id);
      expect(list.map((s) => s.id)).toEqual([here.session.id, phone.session.id]);
      expect(list[0]).toMatchObject({ current: true, place: { kind: "private" }, device: { browser: "Chrome 126", system: "Windows" } });
      expect(list[1]).toMatchObject({ current: false, place: { kind: "public", network: "203.0.113.x" }, device: { kind: "phone" } });

      // Someone else's session id, the current session and nonsense change nothing.
      expect(await signOutSession(db(), owner, theirs.session.id, here.session.id)).toEqual({ ok: false, reason: "not-found" });
      expect(await signOutSession(db(), owner, here.session.id, here.session.id)).toEqual({ ok: false, reason: "current" });
      expect(await applySecurityAction(db(), owner, here.session.id, { intent: "drop-table", sessionId: null })).toEqual({ ok: false, status: 400 });
      expect(await applySecurityAction(db(), owner, here.session.id, { intent: "sign-out-one", sessionId: theirs.session.id })).toEqual({ ok: true, notice: { done: "gone" } });
      expect(await db().selectFrom("session").select("id").where("id", "=", theirs.session.id).executeTakeFirst()).toBeTruthy();

      expect(await applySecurityAction(db(), owner, here.session.id, { intent: "sign-out-one", sessionId: phone.session.id })).toEqual({ ok: true, notice: { done: "one" } });
      expect((await listAccountSessions(db(), owner.id, here.session.id)).map((s) => s.id)).toEqual([here.session.id]);
      const [entry] = await auditOf("session.sign_out", owner.id);
      expect(entry).toMatchObject({ actor_email: owner.email, detail: "Safari 17 on iOS (Phone), Network 203.0.113.x" });
    });

    it("signs out everywhere else, keeping this device and other accounts' sessions", async () => {
      const owner = await account("everywhere@example.com");
      const other = await account("bystander@example.com");
      const here = await signIn(owner.email);
      await signIn(owner.email, { userAgent: IPHONE });
      await signIn(owner.email);
      const theirs = await signIn(other.email);
      expect(await signOutOtherSessions(db(), owner, here.session.id)).toBe(2);
      expect((await listAccountSessions(db(), owner.id, here.session.id)).map((s) => s.id)).toEqual([here.session.id]);
      expect(await db().selectFrom("session").select("id").where("id", "=", theirs.session.id).executeTakeFirst()).toBeTruthy();
      expect(await auditOf("session.sign_out_others", owner.id)).toEqual([expect.objectContaining({ detail: "2 sessions" })]);
      expect(await applySecurityAction(db(), owner, here.session.id, { intent: "sign-out-others", sessionId: null })).toEqual({ ok: true, notice: { done: "none" } });
    });

    it("lets an admin end every session of an account, audited", async () => {
      const admin = await account("ender@example.com", "admin");
      const member = await account("member@example.com", "staff");
      await signIn(member.email);
      await signIn(member.email, { userAgent: IPHONE });
      expect(await endAllSessions(db(), admin, member.id)).toEqual({ ok: true, ended: 2, email: member.email });
      expect(await listAccountSessions(db(), member.id, null)).toEqual([]);
      expect(await auditOf("session.end_all", member.id)).toEqual([expect.objectContaining({ actor_email: admin.email, detail: "2 sessions" })]);
      expect(await endAllSessions(db(), admin, "no-such-account")).toEqual({ ok: false, reason: "not-found" });
    });
  });

  describe("security events", () => {
    const alerts = (kindPrefix: string) =>
      db().selectFrom("email_outbox").select(["to_address", "subject", "text_body"]).where("kind", "=", "security.alert").where("subject", "like", `%${kindPrefix}%`).execute();

    it("audits every event and emails every active admin at most once per kind an hour, counting what was folded", async () => {
      const first = await account("first-admin@example.com", "admin");
      await account("second-admin@example.com", "admin");
      const target = await account("target@example.com", "staff");
      const by = { id: first.id, email: first.email };
      const start = new Date("2031-05-01T10:00:00.000Z");
      const event = { kind: "second-factor-reset" as const, account: target, by };
      expect(await recordSecurityEvent(db(), event, { now: start })).toBe("emailed");
      expect(await recordSecurityEvent(db(), event, { now: new Date(start.getTime() + 60_000) })).toBe("folded");
      expect(await recordSecurityEvent(db(), event, { now: new Date(start.getTime() + 120_000) })).toBe("folded");
      expect(await auditOf("security.second_factor_reset", target.id)).toHaveLength(3);
      const sent = await alerts("second factor");
      const admins = await db().selectFrom("user").select("email").where("role", "=", "admin").where("disabled", "=", false).execute();
      expect(sent.map((m) => m.to_address).sort()).toEqual(admins.map((a) => a.email).sort());

      // Nothing more within the hour; after it, the worker's sweep reports the two folded events.
      expect(await sendFoldedSecurityNotices(db(), new Date(start.getTime() + NOTICE_WINDOW_MS - 1))).toEqual([]);
      expect(await sendFoldedSecurityNotices(db(), new Date(start.getTime() + NOTICE_WINDOW_MS))).toEqual(["second-factor-reset"]);
      const after = await alerts("second factor");
      expect(after).toHaveLength(admins.length * 2);
      expect(after.some((m) => m.text_body.includes("2 more events of this kind"))).toBe(true);
    });

    it("reports a new admin and a disabled account from the Users page's actions", async () => {
      const admin = await account("users-admin@example.com", "admin");
      const promoted = await account("promoted@example.com", "staff");
      expect((await changeRole(db(), admin, promoted.id, "admin", [])).ok).toBe(true);
      expect(await auditOf("security.admin_granted", promoted.id)).toEqual([
        expect.objectContaining({ actor_email: admin.email, detail: "promoted@example.com is now an administrator (was Staff), through the back office, by users-admin@example.com." }),
      ]);
      const demoted = await account("demoted@example.com", "staff");
      await changeRole(db(), admin, demoted.id, "customer", []);
      expect(await auditOf("security.role_changed", demoted.id)).toHaveLength(1);
      await changeAccount(db(), admin, demoted.id, "disable");
      expect(await auditOf("security.account_disabled", demoted.id)).toHaveLength(1);
    });

    it("reports the 10th failed sign-in for an account and from an address within 15 minutes, once", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2031-06-01T12:01:00.000Z")); // a minute into a 15-minute window
      const victim = await account("guessed@example.com");
      for (let i = 0; i < 12; i++) await noteFailedSignIn(db(), { email: "Guessed@example.com", address: "203.0.113.66" });
      expect(await auditOf("security.sign_in_failures", victim.id)).toEqual([expect.objectContaining({ detail: "10 failed sign-ins within 15 minutes for guessed@example.com." })]);
      expect(await auditOf("security.sign_in_failures", "203.0.113.66")).toHaveLength(1);
      vi.setSystemTime(new Date("2031-06-01T12:16:00.000Z")); // the next window counts afresh
      for (let i = 0; i < 9; i++) await noteFailedSignIn(db(), { email: victim.email, address: "203.0.113.67" });
      expect(await auditOf("security.sign_in_failures", victim.id)).toHaveLength(1);
    });
  });

  describe("reading the session of a request", () => {
    it("reads the session and its account in one statement, with the account's fields as the guards need them", async () => {
      const { id, email } = await account("one-read@agency.test", "staff");
      await signIn(email);
      const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, headers: new Headers({ "user-agent": WINDOWS_CHROME }), returnHeaders: true });
      const cookie = headers.getSetCookie().map((c) => c.split(";")[0]!).join("; ");

      // The same auth over the same database, counting the statements it sends.
      let statements = 0;
      const counting = db().withPlugin({
        transformQuery: ({ node }) => {
          statements++;
          return node;
        },
        transformResult: async ({ result }) => result,
      });
      const countingAuth = createAuth({ db: counting, engine, publicUrl: ORIGIN, secret: (await auth.$context).secret, adminEmails: [ADMIN], agency: defaultAgency });
      await countingAuth.$context;
      statements = 0;
      const read = await countingAuth.api.getSession({ headers: new Headers({ cookie }) });
      expect(statements).toBe(1);
      expect(read?.user).toMatchObject({ id, email, role: "staff", disabled: false, twoFactorEnabled: false });
      expect(read?.session.userId).toBe(id);
      expect(read?.session.expiresAt).toBeInstanceOf(Date);
    });
  });
});
