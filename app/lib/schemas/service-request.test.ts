import { describe, expect, it } from "vitest";
import { customerReplySchema, serviceRequestSchema, staffReplySchema, statusChangeSchema, type RequestBook } from "./service-request.ts";

const book: RequestBook = {
  policies: [
    { id: "auto-1", vehicles: [{ id: "car-1" }, { id: "car-2" }], drivers: [{ id: "drv-1" }] },
    { id: "auto-2", vehicles: [{ id: "car-3" }], drivers: [] },
  ],
};
const TODAY = "2026-11-23";
const parse = (type: Parameters<typeof serviceRequestSchema>[0], values: Record<string, unknown>) => serviceRequestSchema(type, book, TODAY).safeParse(values);
const errorsOf = (result: ReturnType<typeof parse>) => (result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message])));

describe("service request schemas", () => {
  it("take a policy only among the customer's, required or optional by type", () => {
    expect(errorsOf(parse("cancel-policy", { cancelDate: "2027-01-01", reason: "sold" }))).toEqual({ policyId: "Please choose the policy." });
    expect(errorsOf(parse("cancel-policy", { policyId: "someone-elses", cancelDate: "2027-01-01", reason: "sold" }))).toEqual({ policyId: "Please choose one of your policies." });
    expect(parse("other", { policyId: "", message: "Hi" })).toMatchObject({ success: true, data: { policyId: null } });
    expect(errorsOf(parse("other", { policyId: "someone-elses", message: "Hi" }))).toEqual({ policyId: "Please choose one of your policies." });
  });

  it("ID cards: vehicles of the chosen policy only; none ticked means all", () => {
    expect(parse("id-cards", { policyId: "auto-1", vehicles: ["car-1", "car-2"], delivery: "email" }).success).toBe(true);
    expect(parse("id-cards", { policyId: "auto-1", delivery: "download" })).toMatchObject({ success: true, data: { vehicles: [] } });
    expect(errorsOf(parse("id-cards", { policyId: "auto-1", vehicles: ["car-3"], delivery: "email" }))).toHaveProperty("vehicles");
  });

  it("certificate: the holder's email is needed only when we send it to the holder", () => {
    const base = { policyId: "auto-1", holderName: "Builders", holderAddress: "1 Main St", additionalInsured: "no" };
    expect(errorsOf(parse("certificate", { ...base, sendTo: "holder" }))).toEqual({ holderEmail: "Please enter the certificate holder's email address." });
    expect(errorsOf(parse("certificate", { ...base, sendTo: "holder", holderEmail: "nope" }))).toHaveProperty("holderEmail");
    expect(parse("certificate", { ...base, sendTo: "me", holderEmail: "kept@x.test" })).toMatchObject({ success: true, data: { holderEmail: null } });
    expect(parse("certificate", { ...base, sendTo: "holder", holderEmail: "Certs@Builders.TEST" })).toMatchObject({ success: true, data: { holderEmail: "certs@builders.test" } });
  });

  it("add a vehicle: a real VIN, and a lienholder when financed or leased", () => {
    const base = { policyId: "auto-1", year: "2024", make: "Ford", model: "F-150", purchaseDate: "2026-11-01", garagingZip: "89118" };
    expect(parse("add-vehicle", { ...base, vin: "1ftfw1e50pfa12345", ownership: "owned", lienholder: "ignored" })).toMatchObject({
      success: true,
      data: { vin: "1FTFW1E50PFA12345", lienholder: null },
    });
    expect(errorsOf(parse("add-vehicle", { ...base, vin: "1FTFW1E50PFA1234O", ownership: "leased", lienholder: "Toyota Financial" }))).toEqual({
      vin: "A VIN has 17 letters and digits (never I, O or Q).",
    });
    expect(errorsOf(parse("add-vehicle", { ...base, vin: "1FTFW1E50PFA12345", ownership: "financed" }))).toEqual({ lienholder: "Please enter the lender or leasing company." });
  });

  it("remove a vehicle or driver: one of the policy's, or described", () => {
    const vehicle = { policyId: "auto-1", removalDate: "2026-12-01", reason: "sold" };
    expect(parse("remove-vehicle", { ...vehicle, vehicleId: "car-2" }).success).toBe(true);
    expect(parse("remove-vehicle", { ...vehicle, vehicleDescription: "The old truck" }).success).toBe(true);
    expect(errorsOf(parse("remove-vehicle", vehicle))).toEqual({ vehicleId: "Please choose the vehicle, or describe it below." });
    expect(errorsOf(parse("remove-vehicle", { ...vehicle, vehicleId: "car-3" }))).toEqual({ vehicleId: "Please choose a vehicle of the policy you chose." });
    expect(errorsOf(parse("remove-driver", { policyId: "auto-2", driverId: "drv-1", reason: "moved_out", removalDate: "2026-12-01" }))).toEqual({
      driverId: "Please choose a driver of the policy you chose.",
    });
  });

  it("add a driver: a date of birth in the past, the license state as two letters", () => {
    const base = { policyId: "auto-1", driverName: "Leo", licenseNumber: "NV1", relationship: "child" };
    expect(parse("add-driver", { ...base, dateOfBirth: "2008-02-29", licenseState: "nv" })).toMatchObject({ success: true, data: { licenseState: "NV" } });
    expect(errorsOf(parse("add-driver", { ...base, dateOfBirth: "2008-02-30", licenseState: "NV" }))).toHaveProperty("dateOfBirth");
    expect(errorsOf(parse("add-driver", { ...base, dateOfBirth: TODAY, licenseState: "Nevada" }))).toEqual({
      dateOfBirth: "Please enter a date of birth in the past.",
      licenseState: "Please enter the state's two letters, like NV.",
    });
  });

  it("address change: the policies ticked are the customer's", () => {
    const base = { address: "1 Palm", city: "Henderson", state: "nv", zipCode: "89052", effectiveDate: "2026-12-15" };
    expect(parse("address-change", base)).toMatchObject({ success: true, data: { state: "NV", policyIds: [] } });
    expect(errorsOf(parse("address-change", { ...base, policyIds: ["auto-1", "other"] }))).toEqual({ policyIds: "Please choose among your policies." });
  });

  it("billing questions and other requests need the customer's words", () => {
    expect(errorsOf(parse("billing-question", { message: "  " }))).toEqual({ message: "Please enter your question." });
    expect(errorsOf(parse("other", {}))).toEqual({ message: "Please enter how we can help." });
  });

  it("thread messages and status changes", () => {
    expect(customerReplySchema.safeParse({ message: "" }).success).toBe(false);
    expect(staffReplySchema.safeParse({ message: "Done", docType: "certificate", nextStatus: "keep" })).toMatchObject({ success: true, data: { title: null } });
    expect(staffReplySchema.safeParse({ message: "Done", docType: "poem", nextStatus: "keep" }).success).toBe(false);
    expect(staffReplySchema.safeParse({ message: "Done", docType: "other", nextStatus: "archived" }).success).toBe(false);
    expect(statusChangeSchema.safeParse({ status: "needs_info" }).success).toBe(true);
    expect(statusChangeSchema.safeParse({ status: "deleted" }).success).toBe(false);
  });
});
