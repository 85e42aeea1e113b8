import { describe, expect, it } from "vitest";
import { labelFor, optionValues, stateOptions } from "./options.ts";

describe("option helpers", () => {
  const options = [
    { value: "a", label: "Alpha" },
    { value: "b", label: "Beta" },
  ] as const;

  it("optionValues lists the stored values in order", () => {
    expect(optionValues(options)).toEqual(["a", "b"]);
  });

  it("labelFor shows the label, the raw value for unknown values, and nothing for empty ones", () => {
    expect(labelFor(options, "b")).toBe("Beta");
    expect(labelFor(options, "z")).toBe("z");
    expect(labelFor(options, "")).toBe("");
    expect(labelFor(options, null)).toBe("");
    expect(labelFor(options, undefined)).toBe("");
  });

  it("offers NV (the default, first), CA, AZ and UT", () => {
    expect(stateOptions).toEqual([
      { value: "NV", label: "Nevada" },
      { value: "CA", label: "California" },
      { value: "AZ", label: "Arizona" },
      { value: "UT", label: "Utah" },
    ]);
  });
});
