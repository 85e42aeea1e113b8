import { describe, expect, it } from "vitest";
import { decideAccountChange, REFUSE_DISABLE_SELF, REFUSE_LAST_ADMIN, type AccountState } from "./admin-account-rules.ts";

const me: AccountState = { id: "me", role: "admin", disabled: false };
const otherAdmin: AccountState = { id: "other", role: "admin", disabled: false };
const customer: AccountState = { id: "cust", role: "customer", disabled: false };
const disabledCustomer: AccountState = { ...customer, disabled: true };

describe("decideAccountChange", () => {
  it("lets an admin grant and revoke the role of others", () => {
    expect(decideAccountChange("me", customer, "grant", 1)).toEqual({ kind: "apply" });
    expect(decideAccountChange("me", otherAdmin, "revoke", 2)).toEqual({ kind: "apply" });
  });

  it("lets an admin give up their own role only while another active admin remains", () => {
    expect(decideAccountChange("me", me, "revoke", 2)).toEqual({ kind: "apply" });
    expect(decideAccountChange("me", me, "revoke", 1)).toEqual({ kind: "refuse", message: REFUSE_LAST_ADMIN });
    expect(decideAccountChange("me", me, "revoke", 0)).toMatchObject({ kind: "refuse" });
  });

  it("never lets an admin disable themselves", () => {
    expect(decideAccountChange("me", me, "disable", 5)).toEqual({ kind: "refuse", message: REFUSE_DISABLE_SELF });
  });

  it("disables and re-enables other accounts, admins included", () => {
    expect(decideAccountChange("me", customer, "disable", 1)).toEqual({ kind: "apply" });
    expect(decideAccountChange("me", otherAdmin, "disable", 2)).toEqual({ kind: "apply" });
    expect(decideAccountChange("me", disabledCustomer, "enable", 1)).toEqual({ kind: "apply" });
  });

  it("changes nothing when it is already so", () => {
    expect(decideAccountChange("me", otherAdmin, "grant", 2).kind).toBe("unchanged");
    expect(decideAccountChange("me", customer, "revoke", 2).kind).toBe("unchanged");
    expect(decideAccountChange("me", disabledCustomer, "disable", 1).kind).toBe("unchanged");
    expect(decideAccountChange("me", customer, "enable", 1).kind).toBe("unchanged");
  });
});
