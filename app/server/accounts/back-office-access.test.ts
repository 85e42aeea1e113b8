import { describe, expect, it } from "vitest";
import { backOfficeAccess } from "./back-office-access.ts";
import type { SessionUser } from "./current-user.ts";

const withFactor = { twoFactorEnabled: true, secondFactorAt: null };
const admin: SessionUser = { id: "a", email: "owner@agency.test", role: "admin", ...withFactor };
const customer: SessionUser = { id: "c", email: "jane@example.com", role: "customer", twoFactorEnabled: false, secondFactorAt: null };
const staff: SessionUser = { id: "s", email: "dana@agency.test", role: "staff", ...withFactor };

describe("backOfficeAccess", () => {
  it.each([
    [null, "admin", "wrong-role"],
    [customer, "admin", "wrong-role"],
    [staff, "admin", "wrong-role"],
    [admin, "admin", "allow"],
    [null, "staff", "wrong-role"],
    [customer, "staff", "wrong-role"],
    [staff, "staff", "allow"],
    [admin, "staff", "allow"],
  ] as const)("%o on a %s page → %s", (user, needed, expected) => {
    expect(backOfficeAccess(user, needed)).toBe(expected);
  });

  it("asks a team member without a second factor to set one up, once the role fits", () => {
    expect(backOfficeAccess({ ...staff, twoFactorEnabled: false }, "staff")).toBe("no-second-factor");
    expect(backOfficeAccess({ ...admin, twoFactorEnabled: false }, "admin")).toBe("no-second-factor");
    // The role still decides first: staff on an admin page are turned away, factor or not.
    expect(backOfficeAccess({ ...staff, twoFactorEnabled: false }, "admin")).toBe("wrong-role");
  });

  it("never lets a customer in, even with a second factor", () => {
    expect(backOfficeAccess({ ...customer, twoFactorEnabled: true }, "staff")).toBe("wrong-role");
  });
});
