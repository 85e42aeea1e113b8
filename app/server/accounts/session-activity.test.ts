import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { adminIdleMs, lastActivityOf, sessionActivity, touchIntervalMs } from "./session-activity.ts";

const MINUTE = 60_000;
const now = Date.parse("2030-01-01T12:00:00Z");
const ago = (ms: number) => new Date(now - ms);
const idleMs = 30 * MINUTE;

describe("idle sessions", () => {
  it("defaults to 30 minutes for admins, configurable (fractions too)", () => {
    expect(adminIdleMs(parseEnv({}))).toBe(30 * MINUTE);
    expect(adminIdleMs(parseEnv({ ADMIN_IDLE_MINUTES: "0.05" }))).toBe(3000);
    expect(() => parseEnv({ ADMIN_IDLE_MINUTES: "0" })).toThrow(/ADMIN_IDLE_MINUTES/);
  });

  it.each(["admin", "staff"] as const)("ends a %s session unused for longer than the limit, not before", (role) => {
    expect(sessionActivity({ role, lastActiveAt: ago(30 * MINUTE + 1), now, idleMs })).toBe("idle");
    expect(sessionActivity({ role, lastActiveAt: ago(30 * MINUTE), now, idleMs })).toBe("touch");
    expect(sessionActivity({ role, lastActiveAt: ago(29 * MINUTE), now, idleMs })).toBe("touch");
    expect(sessionActivity({ role, lastActiveAt: ago(59_000), now, idleMs })).toBe("fresh");
  });

  it("never ends a customer session for being idle (the 7-day expiry applies)", () => {
    expect(sessionActivity({ role: "customer", lastActiveAt: ago(3 * 24 * 60 * MINUTE), now, idleMs })).toBe("touch");
  });

  it("records activity at most once a minute", () => {
    expect(touchIntervalMs(idleMs)).toBe(MINUTE);
    expect(sessionActivity({ role: "admin", lastActiveAt: ago(59_000), now, idleMs })).toBe("fresh");
    expect(sessionActivity({ role: "customer", lastActiveAt: ago(10_000), now, idleMs })).toBe("fresh");
    expect(sessionActivity({ role: "admin", lastActiveAt: ago(MINUTE), now, idleMs })).toBe("touch");
    // A clock slightly ahead on another server: recent, not idle.
    expect(sessionActivity({ role: "admin", lastActiveAt: new Date(now + 5000), now, idleMs })).toBe("fresh");
  });

  it("records more often when the limit is very short", () => {
    expect(touchIntervalMs(3000)).toBe(300);
    expect(touchIntervalMs(5 * MINUTE)).toBe(30_000);
  });

  it("uses the last refresh for sessions from before activity was recorded", () => {
    expect(lastActivityOf({ lastActiveAt: null, updatedAt: "2030-01-01T11:00:00.000Z" })).toEqual(new Date("2030-01-01T11:00:00Z"));
    expect(lastActivityOf({ lastActiveAt: "2030-01-01T11:59:00.000Z", updatedAt: "2030-01-01T11:00:00.000Z" })).toEqual(new Date("2030-01-01T11:59:00Z"));
  });
});
