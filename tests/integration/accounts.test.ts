/**
 * Accounts against real databases (SQLite, and PostgreSQL when available): the
 * better-auth tables of migration 0004, sign-up with its email in the same
 * transaction, confirmation, roles from ADMIN_EMAILS and the command line,
 * disabled accounts, password reset links, sliding sessions and rate limits.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultAgency } from "../../app/config/agency.ts";
import { createAuth, SESSION_EXPIRES_IN_SECONDS, type Auth } from "../../app/server/accounts/auth.ts";
import { authErrorCode, describeAuthError } from "../../app/server/accounts/auth-messages.ts";
import { forgetSignInAttempts, hitAuthRateLimits } from "../../app/server/accounts/auth-rate-limits.ts";
import { toBoolean, toDate } from "../../app/server/accounts/auth-values.ts";
import { createAdminAccount, grantAdmin, revokeAdmin, setAccountDisabled } from "../../app/server/accounts/manage-accounts.ts";
import { isPasswordLinkUsable, issuePasswordLink } from "../../app/server/accounts/password-links.ts";
import { PASSWORD_MESSAGES } from "../../app/server/accounts/password-policy.ts";
import { parseEnv } from "../../app/server/env.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const ORIGIN = "https://agency.test";
const ADMIN = "owner@agency.test";
const PASSWORD = "a quiet harbor lamp";

describe.each(testEngines())("accounts on %s", (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  const secret = randomBytes(32).toString("base64url");

  const authWith = (adminEmails: string[]) =>
    createAuth({ db: database.db, engine, publicUrl: ORIGIN, secret, adminEmails, agency: defaultAgency });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    auth = authWith([ADMIN]);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const db = () => database.db;
  const userRow = (email: string) => db().selectFrom("user").selectAll().where("email", "=", email).executeTakeFirst();
  const emailsTo = (to: string) => db().selectFrom("email_outbox").selectAll().where("to_address", "=", to).orderBy("created_at").execute();
  const tokenIn = (text: string, path: string) => decodeURIComponent(new RegExp(`${path}\\?token=([^\\s]+)`).exec(text)?.[1] ?? "");

  async function rejection(promise: Promise<unknown>): Promise<string | undefined> {
    try {
      await promise;
    } catch (error) {
      return authErrorCode(error) ?? (error as Error).message;
    }
    return undefined;
  }

  async function signUp(email: string, password = PASSWORD) {
    await auth.api.signUpEmail({ body: { email, password, name: "" } });
  }

  async function confirm(email: string) {
    const [mail] = (await emailsTo(email)).filter((m) => m.kind === "account.confirm").slice(-1);
    await auth.api.verifyEmail({ query: { token: tokenIn(mail!.text_body, "/confirm-email") } });
  }

  async function signIn(email: string, password = PASSWORD) {
    const { headers, response } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    // The session cookie (the device cookie of sign-in-alerts.ts comes with it).
    const setCookies = headers.getSetCookie().filter((cookie) => cookie.includes(".session_token="));
    return { cookie: setCookies[0]!.split(";")[0]!, token: response.token, setCookies };
  }

  it("has better-auth's tables exactly as its configuration expects", async () => {
    const context = await auth.$context;
    await expect(context.checkSchema?.() ?? Promise.resolve()).resolves.toBeUndefined();
    const tables = (await db().introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(["user", "session", "account", "verification"]));
  });

  it("signs up: the account, its password hash and the confirmation email are stored together", async () => {
    await signUp("Jane@Example.com");
    const user = await userRow("jane@example.com");
    expect(user).toMatchObject({ email: "jane@example.com", role: "customer", name: "" });
    expect(toBoolean(user!.email_verified)).toBe(false);
    expect(toBoolean(user!.disabled)).toBe(false);
    expect(toDate(user!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const account = await db().selectFrom("account").selectAll().where("user_id", "=", user!.id).executeTakeFirstOrThrow();
    expect(account.provider_id).toBe("credential");
    expect(account.password).toBeTruthy();
    expect(account.password).not.toContain(PASSWORD);

    const [mail] = await emailsTo("jane@example.com");
    expect(mail).toMatchObject({ kind: "account.confirm", status: "queued" });
    expect(mail!.text_body).toContain(`${ORIGIN}/confirm-email?token=`);
  });

  it("stores nothing when the confirmation email cannot be queued (one transaction)", async () => {
    await sql`alter table email_outbox rename to email_outbox_away`.execute(db());
    try {
      expect(await rejection(signUp("rollback@example.com"))).toBeTruthy();
    } finally {
      await sql`alter table email_outbox_away rename to email_outbox`.execute(db());
    }
    expect(await userRow("rollback@example.com")).toBeUndefined();
    expect(await db().selectFrom("account").select("id").execute()).toHaveLength(1);
  });

  it("refuses short and common passwords whatever the entry point", async () => {
    expect(await rejection(signUp("short@example.com", "abc12"))).toBe("PASSWORD_TOO_SHORT");
    expect(await rejection(signUp("common@example.com", "Password1"))).toBe("PASSWORD_TOO_COMMON");
    expect(await userRow("common@example.com")).toBeUndefined();
  });

  it("refuses spaces only, a repeated character, the account's address and the agency's name, on sign-up and on reset", async () => {
    expect(await rejection(signUp("spaces@example.com", "        "))).toBe("PASSWORD_ONLY_SPACES");
    expect(await rejection(signUp("repeat@example.com", "aaaaaaaa"))).toBe("PASSWORD_REPEATED");
    expect(await rejection(signUp("repeat@example.com", "abababab"))).toBe("PASSWORD_REPEATED");
    expect(await rejection(signUp("marigold.lane@example.com", "marigold.lane@example.com"))).toBe("PASSWORD_CONTAINS_EMAIL");
    expect(await rejection(signUp("marigold.lane@example.com", "MarigoldLane1985"))).toBe("PASSWORD_CONTAINS_EMAIL");
    expect(await rejection(signUp("agencyname@example.com", "Silver Sage Insurance Agency"))).toBe("PASSWORD_CONTAINS_SITE_NAME");
    expect(await rejection(signUp("agencyname@example.com", "silversage2024!"))).toBe("PASSWORD_CONTAINS_SITE_NAME");
    for (const email of ["spaces@example.com", "repeat@example.com", "marigold.lane@example.com", "agencyname@example.com"]) {
      expect(await userRow(email), email).toBeUndefined();
    }
    // The configured name (AGENCY_NAME) is the one refused.
    const renamed = createAuth({ db: database.db, engine, publicUrl: ORIGIN, secret, adminEmails: [], agency: { ...defaultAgency, name: "Desert Star Insurance", shortName: "Desert Star" } });
    expect(await rejection(renamed.api.signUpEmail({ body: { email: "renamed1@example.com", password: "DesertStar#2024", name: "" } }))).toBe("PASSWORD_CONTAINS_SITE_NAME");
    await expect(renamed.api.signUpEmail({ body: { email: "renamed2@example.com", password: "silversage2024!", name: "" } })).resolves.toBeTruthy();

    // A reset link knows its account: the rule compares with that account's address.
    await signUp("marigold.lane@example.com");
    await auth.api.requestPasswordReset({ body: { email: "marigold.lane@example.com" } });
    const mail = (await emailsTo("marigold.lane@example.com")).find((m) => m.kind === "account.reset-password")!;
    const token = tokenIn(mail.text_body, "/reset-password");
    const reset = (newPassword: string) => auth.api.resetPassword({ body: { token, newPassword } });
    expect(await rejection(reset("        "))).toBe("PASSWORD_ONLY_SPACES");
    expect(await rejection(reset("zzzzzzzzzz"))).toBe("PASSWORD_REPEATED");
    expect(await rejection(reset("Marigold.Lane!"))).toBe("PASSWORD_CONTAINS_EMAIL");
    expect(await rejection(reset("S1lver-Sage-forever"))).toBe("PASSWORD_CONTAINS_SITE_NAME");
    // Refusals do not use up the link.
    expect(await isPasswordLinkUsable(auth, token)).toBe(true);
    await reset("brand new harbor lamp");
    expect(await isPasswordLinkUsable(auth, token)).toBe(false);
  });

  it("shows each refusal of the password rule as a plain message for the password field", async () => {
    try {
      await signUp("marigold.lane@example.com", "marigold.lane.1985");
      expect.unreachable();
    } catch (error) {
      expect(describeAuthError(error)).toEqual({ kind: "password", message: PASSWORD_MESSAGES.containsEmail });
    }
  });

  it("does not sign in an unconfirmed account, then confirms it without signing in", async () => {
    expect(await rejection(signIn("jane@example.com"))).toBe("EMAIL_NOT_VERIFIED");
    await confirm("jane@example.com");
    const user = await userRow("jane@example.com");
    expect(toBoolean(user!.email_verified)).toBe(true);
    expect(user!.role).toBe("customer");
    expect(await db().selectFrom("session").select("id").where("user_id", "=", user!.id).execute()).toHaveLength(0);
  });

  it("answers a second sign-up for the same address like the first, and emails its owner instead", async () => {
    await signUp("jane@example.com", "another fine password");
    const mails = await emailsTo("jane@example.com");
    expect(mails.map((m) => m.kind)).toEqual(["account.confirm", "account.already-registered"]);
    expect(await db().selectFrom("user").select("id").where("email", "=", "jane@example.com").execute()).toHaveLength(1);

    await signUp("pending@example.com");
    await signUp("pending@example.com");
    expect((await emailsTo("pending@example.com")).map((m) => m.kind)).toEqual(["account.confirm", "account.confirm"]);
  });

  it("signs in with a database session that expires in 7 days", async () => {
    expect(await rejection(signIn("jane@example.com", "wrong password here"))).toBe("INVALID_EMAIL_OR_PASSWORD");
    const { token, setCookies } = await signIn("JANE@example.com");
    expect(setCookies[0]).toMatch(/^__Host-agency\.session_token=.+; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax/);
    const session = await db().selectFrom("session").selectAll().where("token", "=", token).executeTakeFirstOrThrow();
    const expiresIn = toDate(session.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan((SESSION_EXPIRES_IN_SECONDS - 60) * 1000);
    expect(session.ip_address ?? "").toBe("");
  });

  it("slides the expiry of a session in use, in the database and in the cookie", async () => {
    const { cookie, token } = await signIn("jane@example.com");
    // Pretend the session was last refreshed two days ago.
    await db().updateTable("session").set({ expires_at: new Date(Date.now() + 5 * 24 * 3600_000) }).where("token", "=", token).execute();
    const { headers, response } = await auth.api.getSession({ headers: new Headers({ cookie }), returnHeaders: true });
    expect(response?.user.email).toBe("jane@example.com");
    expect(headers.getSetCookie().join("\n")).toMatch(/agency\.session_token=.+Max-Age=604800/);
    const session = await db().selectFrom("session").select("expires_at").where("token", "=", token).executeTakeFirstOrThrow();
    expect(toDate(session.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
  });

  it("gives the admin role to a configured address when it is confirmed, not before", async () => {
    await signUp("OWNER@agency.test");
    expect((await userRow(ADMIN))!.role).toBe("customer");
    await confirm(ADMIN);
    expect((await userRow(ADMIN))!.role).toBe("admin");
  });

  it("gives the admin role at sign-in to a verified address added to ADMIN_EMAILS later", async () => {
    const before = authWith([]);
    await before.api.signUpEmail({ body: { email: "later@agency.test", password: PASSWORD, name: "" } });
    await confirm("later@agency.test");
    expect((await userRow("later@agency.test"))!.role).toBe("customer");
    const after = authWith([ADMIN, "later@agency.test"]);
    await after.api.signInEmail({ body: { email: "later@agency.test", password: PASSWORD } });
    expect((await userRow("later@agency.test"))!.role).toBe("admin");
  });

  it("grants and revokes the role from the command line, effective on the next request", async () => {
    const { cookie } = await signIn("jane@example.com");
    const roleNow = async () => ((await auth.api.getSession({ headers: new Headers({ cookie }) }))?.user as { role?: string }).role;
    expect(await grantAdmin(db(), "Jane@Example.com")).toEqual({ ok: true });
    expect(await roleNow()).toBe("admin");
    expect(await revokeAdmin(db(), "jane@example.com")).toEqual({ ok: true });
    expect(await roleNow()).toBe("customer");
    expect(await grantAdmin(db(), "nobody@example.com")).toEqual({ ok: false, reason: "not-found" });
  });

  it("disables an account: its sessions end and it cannot sign in until enabled", async () => {
    await signUp("gone@example.com");
    await confirm("gone@example.com");
    const { cookie } = await signIn("gone@example.com");
    expect(await setAccountDisabled(db(), "gone@example.com", true)).toEqual({ ok: true });
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    expect(await rejection(signIn("gone@example.com"))).toBe("ACCOUNT_DISABLED");
    await setAccountDisabled(db(), "gone@example.com", false);
    await expect(signIn("gone@example.com")).resolves.toBeTruthy();
  });

  it("resets a password with a single-use link that ends every session", async () => {
    const { cookie } = await signIn("jane@example.com");
    await auth.api.requestPasswordReset({ body: { email: "jane@example.com" } });
    const mail = (await emailsTo("jane@example.com")).find((m) => m.kind === "account.reset-password")!;
    const token = tokenIn(mail.text_body, "/reset-password");
    expect(mail.text_body).toContain(`${ORIGIN}/reset-password?token=`);
    expect(await isPasswordLinkUsable(auth, token)).toBe(true);

    // The token is stored hashed: the database never holds it in the clear.
    const identifiers = (await db().selectFrom("verification").select("identifier").execute()).map((v) => v.identifier);
    expect(identifiers.some((id) => id.includes(token))).toBe(false);

    expect(await rejection(auth.api.resetPassword({ body: { token, newPassword: "iloveyou" } }))).toBe("PASSWORD_TOO_COMMON");
    await auth.api.resetPassword({ body: { token, newPassword: "brand new harbor lamp" } });
    expect(await rejection(auth.api.resetPassword({ body: { token, newPassword: "another harbor lamp" } }))).toBe("INVALID_TOKEN");
    expect(await isPasswordLinkUsable(auth, token)).toBe(false);

    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    expect(await rejection(signIn("jane@example.com"))).toBe("INVALID_EMAIL_OR_PASSWORD");
    await expect(signIn("jane@example.com", "brand new harbor lamp")).resolves.toBeTruthy();
  });

  it("refuses an expired reset link, and sends nothing for an unknown address", async () => {
    const user = (await userRow("jane@example.com"))!;
    const { token } = await issuePasswordLink(auth, user.id, 3600);
    await db().updateTable("verification").set({ expires_at: new Date(Date.now() - 1000) }).execute();
    expect(await isPasswordLinkUsable(auth, token)).toBe(false);
    expect(await rejection(auth.api.resetPassword({ body: { token, newPassword: "expired harbor lamp" } }))).toBe("INVALID_TOKEN");

    await auth.api.requestPasswordReset({ body: { email: "stranger@example.com" } });
    expect(await emailsTo("stranger@example.com")).toHaveLength(0);
  });

  it("creates an admin account whose one-time link sets the password and confirms the address", async () => {
    const created = await createAdminAccount(auth, "Boss@Agency.test", ORIGIN);
    if (!created.ok) throw new Error("not created");
    expect(created.link).toMatch(new RegExp(`^${ORIGIN}/reset-password\\?token=`));
    expect(await createAdminAccount(auth, "boss@agency.test", ORIGIN)).toEqual({ ok: false, reason: "exists" });
    expect(await rejection(signIn("boss@agency.test"))).toBe("INVALID_EMAIL_OR_PASSWORD");

    const token = decodeURIComponent(new URL(created.link).searchParams.get("token")!);
    await auth.api.resetPassword({ body: { token, newPassword: PASSWORD } });
    await signIn("boss@agency.test");
    const user = await userRow("boss@agency.test");
    expect(user!.role).toBe("admin");
    expect(toBoolean(user!.email_verified)).toBe(true);
  });

  it("rate-limits sign-in per address and per account", async () => {
    // The clock is held, so the per-address minute cannot end during the test on a busy machine.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());
    try {
      const env = parseEnv({ AUTH_SIGN_IN_LIMIT_PER_IP: "5", AUTH_SIGN_IN_LIMIT_PER_EMAIL: "2" });
      const attempt = (ip: string, email: string) => hitAuthRateLimits(db(), env, "sign-in", { ip, email });
      expect((await attempt("198.51.100.1", "x@example.com")).allowed).toBe(true);
      expect((await attempt("198.51.100.2", "x@example.com")).allowed).toBe(true);
      const third = await attempt("198.51.100.3", "X@example.com");
      expect(third.allowed).toBe(false);
      expect(third.retryAfterSeconds).toBeGreaterThan(0);
      await forgetSignInAttempts(db(), env, "x@example.com");
      expect((await attempt("198.51.100.4", "x@example.com")).allowed).toBe(true);
      for (let i = 0; i < 5; i++) await attempt("198.51.100.9", `other${i}@example.com`);
      expect((await attempt("198.51.100.9", "fresh@example.com")).allowed).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
