import { describe, expect, it } from "vitest";
import { decideAccountChange, decideRoleChange, REFUSE_DISABLE_SELF, REFUSE_LAST_ADMIN, type AccountState } from "./admin-account-rules.ts";

const me: AccountState = { id: "me", role: "admin", disabled: false };
const otherAdmin: AccountState = { id: "other", role: "admin", disabled: false };
const customer: AccountState = { id: "cust", role: "customer", disabled: false };
const disabledCustomer: AccountState = { ...customer, disabled: true };

describe("decideAccountChange", () => {
  it("never lets an admin disable themselves", () => {
    expect(decideAccountChange("me", me, "disable")).toEqual({ kind: "refuse", message: REFUSE_DISABLE_SELF });
  });

  it("disables and re-enables other accounts, admins included", () => {
    expect(decideAccountChange("me", customer, "disable")).toEqual({ kind: "apply" });
    expect(decideAccountChange("me", otherAdmin, "disable")).toEqual({ kind: "apply" });
    expect(decideAccountChange("me", disabledCustomer, "enable")).toEqual({ kind: "apply" });
  });

  it("changes nothing when it is already so", () => {
    expect(decideAccountChange("me", disabledCustomer, "disable").kind).toBe("unchanged");
    expect(decideAccountChange("me", customer, "enable").kind).toBe("unchanged");
  });
});

describe("decideRoleChange", () => {
  const staff: AccountState = { id: "staff", role: "staff", disabled: false };

  it("moves any other account among customer, staff and admin", () => {
    expect(decideRoleChange("me", customer, "staff", 1)).toEqual({ kind: "apply" });
    expect(decideRoleChange("me", staff, "admin", 1)).toEqual({ kind: "apply" });
    expect(decideRoleChange("me", staff, "customer", 1)).toEqual({ kind: "apply" });
    expect(decideRoleChange("me", otherAdmin, "staff", 2)).toEqual({ kind: "apply" });
    // Another admin can be demoted even when the actor is then the only one left.
    expect(decideRoleChange("me", otherAdmin, "customer", 2)).toEqual({ kind: "apply" });
  });

  it("keeps the last active admin from demoting themselves, to staff or to customer", () => {
    expect(decideRoleChange("me", me, "staff", 1)).toEqual({ kind: "refuse", message: REFUSE_LAST_ADMIN });
    expect(decideRoleChange("me", me, "customer", 1)).toEqual({ kind: "refuse", message: REFUSE_LAST_ADMIN });
    expect(decideRoleChange("me", me, "staff", 2)).toEqual({ kind: "apply" });
  });

  it("changes nothing when the account already has the role", () => {
    expect(decideRoleChange("me", staff, "staff", 1)).toEqual({ kind: "unchanged", message: "This account is already staff." });
    expect(decideRoleChange("me", me, "admin", 1)).toEqual({ kind: "unchanged", message: "This account is already an admin." });
  });
});
