import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { invalidAdminEmails, isConfiguredAdmin, parseAdminEmails } from "./admin-emails.ts";

describe("ADMIN_EMAILS", () => {
  it("is empty when unset", () => {
    expect(parseAdminEmails(undefined)).toEqual([]);
    expect(parseAdminEmails("")).toEqual([]);
    expect(parseEnv({}).ADMIN_EMAILS).toEqual([]);
  });

  it("splits on commas (and spaces or semicolons), trims, lower-cases and de-duplicates", () => {
    expect(parseAdminEmails(" Owner@Agency.com, ops@agency.com;owner@agency.com ,, ")).toEqual(["owner@agency.com", "ops@agency.com"]);
  });

  it("names the entries that are not email addresses", () => {
    expect(invalidAdminEmails("owner@agency.com, not-an-email")).toEqual(["not-an-email"]);
    expect(() => parseEnv({ ADMIN_EMAILS: "owner@agency.com, not-an-email" })).toThrow(/ADMIN_EMAILS.*not-an-email/);
  });

  it("is parsed by the environment check", () => {
    expect(parseEnv({ ADMIN_EMAILS: "Owner@Agency.com" }).ADMIN_EMAILS).toEqual(["owner@agency.com"]);
  });

  it("matches an address case-insensitively and exactly", () => {
    const admins = parseAdminEmails("owner@agency.com");
    expect(isConfiguredAdmin("OWNER@agency.com", admins)).toBe(true);
    expect(isConfiguredAdmin("owner@agency.com.evil.test", admins)).toBe(false);
    expect(isConfiguredAdmin("other@agency.com", admins)).toBe(false);
  });
});

describe("account settings in the environment", () => {
  it("refuses a BETTER_AUTH_SECRET shorter than 32 characters", () => {
    expect(() => parseEnv({ BETTER_AUTH_SECRET: "too-short" })).toThrow(/BETTER_AUTH_SECRET/);
    expect(parseEnv({ BETTER_AUTH_SECRET: "x".repeat(32) }).BETTER_AUTH_SECRET).toHaveLength(32);
  });

  it("has rate-limit defaults and accepts overrides", () => {
    const defaults = parseEnv({});
    expect(defaults.AUTH_SIGN_IN_LIMIT_PER_EMAIL).toBeGreaterThan(0);
    expect(defaults.AUTH_SECRET_FILE).toBe("./data/auth-secret");
    expect(parseEnv({ AUTH_SIGN_IN_LIMIT_PER_IP: "3" }).AUTH_SIGN_IN_LIMIT_PER_IP).toBe(3);
    expect(() => parseEnv({ AUTH_SIGN_IN_LIMIT_PER_IP: "0" })).toThrow(/AUTH_SIGN_IN_LIMIT_PER_IP/);
  });
});
