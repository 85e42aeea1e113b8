import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { authRateLimitRules, emailKey, tooManyAttemptsMessage } from "./auth-rate-limits.ts";

const env = parseEnv({
  AUTH_RATE_LIMIT_WINDOW_SECONDS: "600",
  AUTH_SIGN_IN_LIMIT_PER_IP: "20",
  AUTH_SIGN_IN_LIMIT_PER_EMAIL: "5",
  AUTH_SIGN_UP_LIMIT_PER_IP: "4",
  AUTH_EMAIL_LIMIT_PER_IP: "6",
  AUTH_EMAIL_LIMIT_PER_EMAIL: "2",
  AUTH_SIGN_IN_IP_WINDOW_SECONDS: "60",
  AUTH_SIGN_IN_EMAIL_WINDOW_SECONDS: "900",
});

const summary = (action: Parameters<typeof authRateLimitRules>[1]) =>
  authRateLimitRules(env, action).map(({ rule, by }) => `${rule.bucket}/${by}/${rule.limit}/${rule.windowSeconds}`);

describe("account rate limits", () => {
  it("limits sign-in per address and per account, each with its own window", () => {
    expect(summary("sign-in")).toEqual(["auth:sign-in:ip/ip/20/60", "auth:sign-in:email/email/5/900"]);
  });

  it("allows 5 failed sign-ins per address per minute and per account per 15 minutes by default", () => {
    const rules = authRateLimitRules(parseEnv({}), "sign-in").map(({ rule, by }) => `${by}/${rule.limit}/${rule.windowSeconds}`);
    expect(rules).toEqual(["ip/5/60", "email/5/900"]);
  });

  it("limits sign-up per address, and emails per mailbox", () => {
    expect(summary("sign-up")).toEqual(["auth:sign-up:ip/ip/4/600", "auth:emails:to/email/2/600"]);
  });

  it("counts resends and reset requests together, per address and per mailbox", () => {
    expect(summary("resend-confirmation")).toEqual(["auth:emails:ip/ip/6/600", "auth:emails:to/email/2/600"]);
    expect(summary("request-reset")).toEqual(summary("resend-confirmation"));
  });

  it("keys email addresses by a hash, the same for any spelling", () => {
    const key = emailKey("Jane@Example.com ");
    expect(key).toBe(emailKey("jane@example.com"));
    expect(key).not.toContain("jane");
    expect(key).toHaveLength(32);
  });

  it("says how long to wait in whole minutes", () => {
    expect(tooManyAttemptsMessage(30)).toMatch(/wait 1 minute and try again/);
    expect(tooManyAttemptsMessage(601)).toMatch(/wait 11 minutes/);
  });
});
