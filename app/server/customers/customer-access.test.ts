import { describe, expect, it } from "vitest";
import { customerAccess } from "./customer-access.ts";

describe("customerAccess", () => {
  it("lets a customer account in, sends a signed-out visitor to sign in, and turns the team away", () => {
    expect(customerAccess({ role: "customer" })).toBe("allow");
    expect(customerAccess(null)).toBe("sign-in");
    expect(customerAccess({ role: "staff" })).toBe("not-a-customer");
    expect(customerAccess({ role: "admin" })).toBe("not-a-customer");
  });
});
