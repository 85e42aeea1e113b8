import { describe, expect, it } from "vitest";
import { stopsBetween } from "./machine-gauge.ts";

describe("stopsBetween", () => {
  const stops = [
    { at: 1_000, ms: 104 },
    { at: 5_000, ms: 60 },
  ];

  it("takes the stops that began in the span, or began before it and lasted into it", () => {
    expect(stopsBetween(stops, 900, 2_000)).toEqual([stops[0]]);
    expect(stopsBetween(stops, 1_050, 2_000)).toEqual([stops[0]]);
    expect(stopsBetween(stops, 0, 10_000)).toEqual(stops);
  });

  it("leaves out a stop that ended before the span or began at its end", () => {
    expect(stopsBetween(stops, 1_104, 5_000)).toEqual([]);
  });
});
