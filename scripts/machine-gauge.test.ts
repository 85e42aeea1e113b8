import { describe, expect, it } from "vitest";
import { stopsBetween, stopsSummary, type MachineGauge, type MachineStop } from "./machine-gauge.ts";

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

describe("stopsSummary", () => {
  const gaugeWith = (stops: MachineStop[] | undefined, watch: ReturnType<MachineGauge["stopWatch"]>): MachineGauge => ({
    slowdown: () => 1,
    stopsBetween: (from, to) => (stops ? stopsBetween(stops, from, to) : undefined),
    stopWatch: () => watch,
    stop: async () => {},
  });

  it("lists the stops of the span with their lengths and how they were watched", () => {
    const gauge = gaugeWith([{ at: 1_000, ms: 104.4 }, { at: 5_000, ms: 410.6 }, { at: 9_000, ms: 70 }], "highest priority");
    expect(stopsSummary(gauge, 0, 6_000, "the run")).toBe("The whole machine stopped for over 50 ms 2 time(s) in the run: 104 ms, 411 ms (watched at highest priority)");
    expect(stopsSummary(gauge, 6_000, 8_000, "the run")).toBe("The whole machine stopped for over 50 ms 0 time(s) in the run (watched at highest priority)");
  });

  it("says nothing where the machine could not be watched", () => {
    expect(stopsSummary(gaugeWith(undefined, "none"), 0, 6_000, "the run")).toBeNull();
  });
});
