import { describe, expect, it } from "vitest";
import type { CustomerBook } from "./request-book.ts";
import { vehicleLabel } from "./request-book.ts";
import { firstMessage, requestDetails } from "./request-details.ts";
import { documentTitles } from "./request-work.ts";

const book: CustomerBook = {
  policies: [
    {
      id: "p1",
      label: "Personal auto · Progressive · PA-1",
      line: "auto",
      status: "active",
      vehicleLine: true,
      vehicles: [{ id: "v1", label: "2021 Toyota RAV4" }],
      drivers: [{ id: "d1", label: "Ana Alvarez" }],
    },
  ],
};

describe("a request's stored details", () => {
  it("name the policy, vehicles and choices as the customer read them, in the form's order", () => {
    const details = requestDetails("id-cards", { policyId: "p1", vehicles: ["v1"], otherVehicles: null, delivery: "email", message: null }, book, []);
    expect(details).toEqual([
      { label: "Policy", value: "Personal auto · Progressive · PA-1" },
      { label: "Vehicles to include", value: "2021 Toyota RAV4" },
      { label: "Other vehicles (year, make, model)", value: "" },
      { label: "How would you like the ID cards?", value: "Email them to me" },
      { label: "Anything else we should know", value: "" },
    ]);
  });

  it("say 'all vehicles' when none was chosen, format dates and list attached files", () => {
    expect(requestDetails("id-cards", { policyId: "p1", vehicles: [], delivery: "download" }, book, [])[1]).toEqual({ label: "Vehicles to include", value: "All vehicles on the policy" });
    const cancel = requestDetails("cancel-policy", { policyId: "p1", cancelDate: "2027-01-01", reason: "price", message: null }, book, ["letter.pdf"]);
    expect(cancel).toContainEqual({ label: "Cancellation date you would like", value: "January 1, 2027" });
    expect(cancel).toContainEqual({ label: "Reason", value: "The price" });
    expect(cancel.at(-1)).toEqual({ label: "Attachments (proof of other coverage, bill of sale)", value: "letter.pdf" });
  });

  it("open the thread with the customer's words, or a summary", () => {
    expect(firstMessage("other", { message: " Call me " }, book)).toBe("Call me");
    expect(firstMessage("remove-driver", { policyId: "p1", message: null }, book)).toBe("Remove a driver for Personal auto · Progressive · PA-1.");
    expect(firstMessage("address-change", { message: null }, book)).toBe("Change my address.");
  });
});

describe("labels", () => {
  it("a vehicle: year, make, model and the VIN's end", () => {
    expect(vehicleLabel({ year: "2021", make: "Toyota", model: "RAV4", vin: "JTMW1RFV0MD123456" })).toBe("2021 Toyota RAV4, VIN …123456");
    expect(vehicleLabel({ year: null, make: null, model: null, vin: null })).toBe("Vehicle without details");
  });

  it("documents from a staff reply: the title given (numbered when several), else the file's name", () => {
    expect(documentTitles("COI", [{ fileName: "a.pdf" }])).toEqual(["COI"]);
    expect(documentTitles("ID card", [{ fileName: "a.pdf" }, { fileName: "b.pdf" }])).toEqual(["ID card (1)", "ID card (2)"]);
    expect(documentTitles(null, [{ fileName: "Certificate 2026.pdf" }, { fileName: ".pdf" }])).toEqual(["Certificate 2026", ".pdf"]);
  });
});
