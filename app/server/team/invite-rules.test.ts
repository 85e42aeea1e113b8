import { describe, expect, it } from "vitest";
import { decideInvite } from "./invite-rules.ts";

describe("decideInvite", () => {
  it("creates an account for a new address", () => {
    expect(decideInvite(null)).toBe("create");
  });

  it("invites again a team member who has not set a password yet", () => {
    expect(decideInvite({ role: "staff", disabled: false, hasPassword: false })).toBe("reinvite");
    expect(decideInvite({ role: "admin", disabled: false, hasPassword: false })).toBe("reinvite");
  });

  it("never turns a customer's account into a team account by itself", () => {
    expect(decideInvite({ role: "customer", disabled: false, hasPassword: true })).toBe("customer");
    expect(decideInvite({ role: "customer", disabled: false, hasPassword: false })).toBe("customer");
  });

  it("leaves a team member with a password, and a disabled account, as they are", () => {
    expect(decideInvite({ role: "staff", disabled: false, hasPassword: true })).toBe("member");
    expect(decideInvite({ role: "staff", disabled: true, hasPassword: false })).toBe("disabled");
    expect(decideInvite({ role: "customer", disabled: true, hasPassword: true })).toBe("disabled");
  });
});
