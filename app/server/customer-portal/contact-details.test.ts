import { describe, expect, it } from "vitest";
import { splitName } from "./contact-details.ts";

describe("splitName", () => {
  it("keeps the last word as the last name", () => {
    expect(splitName("Rosa María Delgado")).toEqual({ firstName: "Rosa María", lastName: "Delgado" });
    expect(splitName("  Dana   Reyes ")).toEqual({ firstName: "Dana", lastName: "Reyes" });
  });
  it("takes one word as a first name", () => {
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
    expect(splitName("")).toEqual({ firstName: "", lastName: "" });
  });
});
