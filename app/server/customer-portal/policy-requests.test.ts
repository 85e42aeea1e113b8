import { describe, expect, it } from "vitest";
import { serviceRequestTypes } from "../../lib/service-requests.ts";
import { policyRequestLinks } from "./policy-requests.ts";

describe("the changes a policy's page offers", () => {
  it("offers every type, vehicle and driver changes included, on a vehicle line", () => {
    const links = policyRequestLinks({ id: "p1", line: "auto" });
    expect(links.map((l) => l.code)).toEqual(serviceRequestTypes.map((t) => t.code));
    expect(links.find((l) => l.code === "add-vehicle")!.href).toBe("/dashboard/requests/new/add-vehicle?policy=p1");
  });

  it("leaves out ID cards, vehicles and drivers on other lines", () => {
    const codes = policyRequestLinks({ id: "p2", line: "home" }).map((l) => l.code);
    expect(codes).toEqual(["certificate", "address-change", "cancel-policy", "billing-question", "other"]);
  });
});
