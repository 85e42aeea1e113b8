/**
 * Second factors against real databases (SQLite, and PostgreSQL when available), through the
 * domain functions the pages call and better-auth configured as in production: enrolling an
 * authenticator app, recovery codes stored as keyed hashes and spent once, the sign-in's pending
 * challenge, the remember-device policy, passkeys as a factor (and the team keeping one), an
 * admin's reset, and the step-up's confirmation on the session.
 */
import { randomBytes } from "node:crypto";
import { generateSync } from "otplib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { agencyFromEnv } from "../../app/config/agency.ts";
import { createAuth, type Auth } from "../../app/server/accounts/auth.ts";
import { toBoolean } from "../../app/server/accounts/auth-values.ts";
import { removePasskey, syncSecondFactorFlag } from "../../app/server/accounts/passkeys.ts";
import { hashRecoveryCode, normalizeRecoveryCode, recoveryCodesLeft } from "../../app/server/accounts/recovery-codes.ts";
import { DEFAULT_REMEMBER_DEVICE, loadRememberDevicePolicy, saveRememberDevicePolicy } from "../../app/server/accounts/remember-device.ts";
import { resetSecondFactors } from "../../app/server/accounts/reset-second-factors.ts";
import { answerSignInChallenge, confirmAuthenticatorSetup, confirmStepUp, findPendingChallenge, startAuthenticatorSetup } from "../../app/server/accounts/second-factor.ts";
import { secondFactorIsRecent } from "../../app/server/accounts/second-factor-sessions.ts";
import type { AppServices } from "../../app/server/services.ts";
import { parseEnv } from "../../app/server/env.ts";
import { testFileKeys } from "../support/file-keys.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/test-database.ts";

const ORIGIN = "https://agency.test";
const PASSWORD = "a quiet harbor lamp";

/** A browser's cookie jar, enough for better-auth's Set-Cookie headers. */
class Jar {
  private cookies = new Map<string, string>();
  take(setCookies: string[]): this {
    for (const line of setCookies) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const value = pair!.slice(eq + 1);
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(pair!.slice(0, eq));
      else this.cookies.set(pair!.slice(0, eq), value);
    }
    return this;
  }
  headers(): Headers {
    return new Headers({ cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "), "user-agent": "test" });
  }
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe.each(testEngines())("second factors on %s", (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  let services: AppServices;
  let secret = "";
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    secret = randomBytes(32).toString("base64url");
    const env = parseEnv({});
    const agency = agencyFromEnv(env);
    auth = createAuth({ db: database.db, engine, publicUrl: ORIGIN, secret, adminEmails: [], agency });
    services = { env, agency, db: database.db, engine, auth, kickOutbox: vi.fn(), fileKeys: testFileKeys() };
  });
  afterAll(async () => {
    await database?.destroy();
  });

  async function account(email: string, role: "customer" | "staff" | "admin"): Promise<{ id: string; email: string; role: typeof role }> {
    const context = await auth.$context;
    const user = await context.internalAdapter.createUser({ email, name: "", emailVerified: true, role }, { method: "test" });
    await context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: await context.password.hash(PASSWORD) });
    return { id: user.id, email, role };
  }

  async function signInWithPassword(email: string): Promise<{ jar: Jar; challenged: boolean }> {
    const { headers, response } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, headers: new Headers({ "user-agent": "test" }), returnHeaders: true });
    return { jar: new Jar().take(headers.getSetCookie()), challenged: "twoFactorRedirect" in response && response.twoFactorRedirect === true };
  }

  /** Sets up the authenticator app through the two steps; returns its key and the recovery codes. */
  async function enrol(email: string): Promise<{ key: string; codes: string[]; jar: Jar }> {
    const { jar } = await signInWithPassword(email);
    const started = await startAuthenticatorSetup(services, form({ password: PASSWORD }), jar.headers());
    if (!started.ok) throw new Error(`setup refused: ${JSON.stringify(started)}`);
    const key = started.setup.key.replace(/\s+/g, "");
    const confirmed = await confirmAuthenticatorSetup(services, form({ code: generateSync({ secret: key }) }), jar.headers(), { id: (await userId(email))!, email });
    if (!confirmed.ok) throw new Error(`confirmation refused: ${JSON.stringify(confirmed)}`);
    return { key, codes: confirmed.recoveryCodes, jar: jar.take(confirmed.setCookies) };
  }

  const userId = async (email: string) => (await db().selectFrom("user").select("id").where("email", "=", email).executeTakeFirst())?.id;
  const auditCount = async (action: string, label: string) =>
    Number((await db().selectFrom("audit_log").select((eb) => eb.fn.countAll<number>().as("n")).where("action", "=", action).where("target_label", "=", label).executeTakeFirstOrThrow()).n);

  it("sets up an authenticator app: a wrong password or first code is refused, the right code turns it on and makes ten recovery codes, stored only as keyed hashes", async () => {
    const rosa = await account("rosa@example.com", "customer");
    const { jar } = await signInWithPassword(rosa.email);
    const wrongPassword = await startAuthenticatorSetup(services, form({ password: "not the password" }), jar.headers());
    expect(wrongPassword).toMatchObject({ ok: false, status: 400, errors: { password: "That password is not right." } });

    const started = await startAuthenticatorSetup(services, form({ password: PASSWORD }), jar.headers());
    if (!started.ok) throw new Error("setup refused");
    expect(started.setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(started.setup.qrSvg).not.toMatch(/<script|href=/i);
    const key = started.setup.key.replace(/\s+/g, "");

    const wrongCode = await confirmAuthenticatorSetup(services, form({ code: "12345", setupUri: started.setup.uri }), jar.headers(), rosa);
    expect(wrongCode).toMatchObject({ ok: false, status: 400, errors: { code: "The code is 6 digits." } });
    // The same QR code comes back with the refusal.
    expect(wrongCode.setup?.key).toBe(started.setup.key);
    expect(toBoolean((await db().selectFrom("user").select("two_factor_enabled").where("id", "=", rosa.id).executeTakeFirstOrThrow()).two_factor_enabled)).toBe(false);

    const confirmed = await confirmAuthenticatorSetup(services, form({ code: generateSync({ secret: key }) }), jar.headers(), rosa);
    if (!confirmed.ok) throw new Error("confirmation refused");
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const row = await db().selectFrom("two_factor").select(["backup_codes", "verified"]).where("user_id", "=", rosa.id).executeTakeFirstOrThrow();
    expect(toBoolean(row.verified)).toBe(true);
    expect(JSON.parse(row.backup_codes)).toEqual(confirmed.recoveryCodes.map((code) => hashRecoveryCode(secret, code)));
    for (const code of confirmed.recoveryCodes) expect(row.backup_codes).not.toContain(normalizeRecoveryCode(code));
    expect(await recoveryCodesLeft(db(), rosa.id)).toBe(10);
    expect(await auditCount("user.second_factor_added", rosa.email)).toBe(1);
    // The session that confirmed it was replaced by one that knows it confirmed a factor.
    const sessions = await db().selectFrom("session").select("second_factor_at").where("user_id", "=", rosa.id).execute();
    expect(sessions.filter((s) => s.second_factor_at !== null)).toHaveLength(1);
  });

  it("asks a password sign-in for the code; a wrong code is refused and audited, a recovery code works once", async () => {
    const dana = await account("dana@agency.test", "staff");
    const { key, codes } = await enrol(dana.email);

    const first = await signInWithPassword(dana.email);
    expect(first.challenged).toBe(true);
    expect(first.jar.headers().get("cookie")).not.toContain("session_token");
    const pending = await findPendingChallenge(services, first.jar.headers().get("cookie"));
    expect(pending).toMatchObject({ userId: dana.id, role: "staff", hasAuthenticator: true, hasPasskeys: false, mayRemember: true });

    const stale = generateSync({ secret: key, epoch: Math.floor(Date.now() / 1000) - 600 });
    const refused = await answerSignInChallenge(services, form({ code: stale }), first.jar.headers(), "203.0.113.9", "app");
    expect(refused).toMatchObject({ ok: false, status: 401 });
    expect(await auditCount("user.second_factor_refused", dana.email)).toBe(1);
    const accepted = await answerSignInChallenge(services, form({ code: generateSync({ secret: key }) }), first.jar.headers(), "203.0.113.9", "app");
    expect(accepted).toMatchObject({ ok: true, role: "staff" });

    const second = await signInWithPassword(dana.email);
    const withRecovery = await answerSignInChallenge(services, form({ code: ` ${codes[3]!.toUpperCase()} ` }), second.jar.headers(), "203.0.113.9", "recovery");
    expect(withRecovery.ok).toBe(true);
    expect(await recoveryCodesLeft(db(), dana.id)).toBe(9);
    const third = await signInWithPassword(dana.email);
    const again = await answerSignInChallenge(services, form({ code: codes[3]! }), third.jar.headers(), "203.0.113.9", "recovery");
    expect(again).toMatchObject({ ok: false, status: 401, errors: { code: "That recovery code is not right, or it was already used." } });
  });

  it("answers a second step without a pending sign-in as expired", async () => {
    const result = await answerSignInChallenge(services, form({ code: "123456" }), new Headers(), "203.0.113.9", "app");
    expect(result).toMatchObject({ ok: false, status: 401, expired: true });
  });

  it("lets the agency choose who may remember a device: off for admins until changed, audited", async () => {
    expect(await loadRememberDevicePolicy(db())).toEqual(DEFAULT_REMEMBER_DEVICE);
    const owner = await account("owner@agency.test", "admin");
    await enrol(owner.email);
    const pending = await findPendingChallenge(services, (await signInWithPassword(owner.email)).jar.headers().get("cookie"));
    expect(pending?.mayRemember).toBe(false);
    expect(await saveRememberDevicePolicy(db(), owner, { customer: true, staff: false, admin: true })).toEqual({ changed: true });
    expect(await saveRememberDevicePolicy(db(), owner, { customer: true, staff: false, admin: true })).toEqual({ changed: false });
    const after = await findPendingChallenge(services, (await signInWithPassword(owner.email)).jar.headers().get("cookie"));
    expect(after?.mayRemember).toBe(true);
    expect(await auditCount("settings.remember_device", "")).toBe(1);
    await saveRememberDevicePolicy(db(), owner, DEFAULT_REMEMBER_DEVICE);
  });

  it("counts a passkey as a second factor, and keeps the team's last factor", async () => {
    const sam = await account("sam@agency.test", "staff");
    const lena = await account("lena@example.com", "customer");
    for (const [who, id] of [[sam, "pk-sam"], [lena, "pk-lena"]] as const) {
      await db()
        .insertInto("passkey")
        .values({ id, name: "Laptop", public_key: "key", user_id: who.id, credential_id: `cred-${id}`, counter: 0, device_type: "singleDevice", backed_up: false, transports: null, aaguid: null, created_at: new Date().toISOString() })
        .execute();
      expect(await syncSecondFactorFlag(db(), who.id)).toBe(true);
    }
    expect(await removePasskey(db(), sam, "pk-lena")).toBe("not-found");
    expect(await removePasskey(db(), sam, "pk-sam")).toBe("last-factor");
    expect(await removePasskey(db(), lena, "pk-lena")).toBe("removed");
    expect(toBoolean((await db().selectFrom("user").select("two_factor_enabled").where("id", "=", lena.id).executeTakeFirstOrThrow()).two_factor_enabled)).toBe(false);
    expect(await auditCount("user.second_factor_removed", lena.email)).toBe(1);
  });

  it("lets an admin reset a member's factors: all removed, every session ended, audited, reported and emailed", async () => {
    const owner = (await db().selectFrom("user").select(["id", "email"]).where("email", "=", "owner@agency.test").executeTakeFirstOrThrow()) as { id: string; email: string };
    const kim = await account("kim@agency.test", "staff");
    await enrol(kim.email);
    expect(await resetSecondFactors(db(), owner, owner.id, { agency: services.agency, origin: ORIGIN })).toEqual({ ok: false, reason: "own-account" });
    expect(await resetSecondFactors(db(), owner, kim.id, { agency: services.agency, origin: ORIGIN })).toEqual({ ok: true, email: kim.email });
    expect(await db().selectFrom("two_factor").select("id").where("user_id", "=", kim.id).execute()).toEqual([]);
    expect(await db().selectFrom("session").select("id").where("user_id", "=", kim.id).execute()).toEqual([]);
    expect(toBoolean((await db().selectFrom("user").select("two_factor_enabled").where("id", "=", kim.id).executeTakeFirstOrThrow()).two_factor_enabled)).toBe(false);
    expect(await auditCount("user.second_factor_reset", kim.email)).toBe(1);
    const reported = await db().selectFrom("audit_log").select("target_id").where("action", "=", "security.second_factor_reset").execute();
    expect(reported).toEqual([{ target_id: kim.id }]);
    const emails = await db().selectFrom("email_outbox").select(["kind", "to_address"]).where("kind", "=", "account.second-factor-reset").execute();
    expect(emails).toEqual([{ kind: "account.second-factor-reset", to_address: kim.email }]);
    // A password sign-in now ends in a session without a challenge: the member must set a factor up again.
    expect((await signInWithPassword(kim.email)).challenged).toBe(false);
  });

  it("confirms a step-up on the session: a wrong code is refused and audited, the right one is recent for 15 minutes", async () => {
    const ana = await account("ana@agency.test", "admin");
    const { key, jar } = await enrol(ana.email);
    const wrong = await confirmStepUp(services, form({ code: generateSync({ secret: key, epoch: Math.floor(Date.now() / 1000) - 600 }) }), jar.headers(), "203.0.113.7", ana);
    expect(wrong).toMatchObject({ ok: false, status: 401 });
    const before = new Date();
    expect(await confirmStepUp(services, form({ code: generateSync({ secret: key }) }), jar.headers(), "203.0.113.7", ana)).toEqual({ ok: true });
    expect(await auditCount("user.step_up", ana.email)).toBe(1);
    const [session] = await db().selectFrom("session").select("second_factor_at").where("user_id", "=", ana.id).orderBy("created_at", "desc").limit(1).execute();
    const at = new Date(session!.second_factor_at!);
    expect(at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(secondFactorIsRecent(at, new Date(at.getTime() + 14 * 60_000))).toBe(true);
    expect(secondFactorIsRecent(at, new Date(at.getTime() + 16 * 60_000))).toBe(false);
  });
});
