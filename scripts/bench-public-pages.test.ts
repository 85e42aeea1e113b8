import { describe, expect, it } from "vitest";
import { combineSlices, KEPT_RUN_ATTEMPTS, sweepPublicRoutes, type Measurement } from "./bench-public-pages.ts";

const slice = (requestsPerSecond: number, p99Ms = 5, p50Ms = 1, errors = 0): Measurement => ({ requestsPerSecond, p50Ms, p99Ms, errors });

describe("combineSlices", () => {
  it("takes the mean rate, every error, and the percentiles of all the slices' answers together", () => {
    // 100 answers in each slice: the first all at 1 ms; the second 97 at 2 ms and 3 at 30 ms.
    const first = { ...slice(30_000, 1, 1), latencyUs: [[1000, 100]] as const };
    const second = { ...slice(20_000, 30, 2, 1), latencyUs: [[2000, 97], [30_000, 3]] as const };
    // 3 of 200 answers (1.5 %) at 30 ms: the p99 of the whole; 1 ms is the median of the whole.
    expect(combineSlices([first, second])).toEqual({ requestsPerSecond: 25_000, p50Ms: 1, p99Ms: 30, errors: 1 });
    // With one more fast slice, the 3 slow answers are 1 % of 300: the p99 is 2 ms.
    expect(combineSlices([first, second, first]).p99Ms).toBe(2);
  });

  it("without latencies, takes the median p50 and the highest p99 (an upper bound of the whole's)", () => {
    expect(combineSlices([slice(30_000, 6, 1.2), slice(20_000, 19, 1.6, 2), slice(25_000, 7, 1.4)])).toEqual({ requestsPerSecond: 25_000, p50Ms: 1.4, p99Ms: 19, errors: 2 });
  });
});

describe("sweepPublicRoutes", () => {
  it("compares each route with the baseline slices taken between its own, so a machine that slows down and recovers moves both", async () => {
    // A machine at half speed up to the first route's first pair of slices, at full speed after: the server
    // always does 0.6 of what the baseline does on the same machine at that moment.
    let clock = 0;
    const speed = () => (clock < 9 ? 0.5 : 1);
    const calls: string[] = [];
    const measure = async (url: string, path: string, _headers: Record<string, string>, seconds: number) => {
      calls.push(`${url}${path} ${seconds}s`);
      const rate = (url === "baseline" ? 40_000 : 24_000) * speed();
      clock += seconds;
      return slice(rate);
    };
    const result = await sweepPublicRoutes({ serverUrl: "server", baselineUrl: "baseline", paths: ["/a", "/b"], headers: {}, seconds: 3, measure, tool: "fake" });
    expect(result.rows.map((row) => [row.path, row.ratio])).toEqual([
      ["/a", 0.6],
      ["/b", 0.6],
    ]);
    // A warm-up, then per route a warm-up, one run of the whole length, and three pairs of
    // one-second slices, the baseline's first.
    expect(calls.slice(0, 9)).toEqual(["baseline/ 2s", "server/a 2s", "server/a 3s", "baseline/ 1s", "server/a 1s", "baseline/ 1s", "server/a 1s", "baseline/ 1s", "server/a 1s"]);
    expect(result.baselines).toHaveLength(6);
  });

  it("takes a route's latencies from the run on connections kept open, and keeps the slices' (new connections each) beside them", async () => {
    // The slices' first answers wait for their connections: a slow tail the kept run has not.
    const measure = async (url: string, _path: string, _headers: Record<string, string>, seconds: number) => {
      if (url === "baseline") return slice(40_000, 4);
      return seconds === 2 ? slice(20_000, 50, 3) : seconds === 1 ? slice(24_000, 30, 1.5, 1) : slice(26_000, 9, 1.2);
    };
    const [row] = (await sweepPublicRoutes({ serverUrl: "server", baselineUrl: "baseline", paths: ["/a"], headers: {}, seconds: 4, measure, tool: "fake" })).rows;
    expect(row).toMatchObject({ p50Ms: 1.2, p99Ms: 9, newConnectionsP99Ms: 30, requestsPerSecond: 24_000, ratio: 0.6, baselineP99Ms: 4, errors: 4 });
  });

  it("measures a route's kept run again when the machine stopped during it, and says so", async () => {
    let keptRuns = 0;
    const measure = async (url: string, _path: string, _headers: Record<string, string>, seconds: number) => {
      if (url === "baseline" || seconds !== 5) return slice(40_000, 4);
      keptRuns += 1;
      return keptRuns === 1 ? slice(30_000, 31) : slice(30_000, 8);
    };
    // The machine stopped for 104 ms during the first kept run only.
    const machineStops = () => (keptRuns === 1 ? [{ at: 0, ms: 104, cpu: 1 }] : []);
    const [row] = (await sweepPublicRoutes({ serverUrl: "server", baselineUrl: "baseline", paths: ["/a"], headers: {}, seconds: 5, measure, tool: "fake", machineStops })).rows;
    expect(keptRuns).toBe(2);
    expect(row).toMatchObject({ p99Ms: 8, stoppedRuns: [{ p99Ms: 31, stops: [{ at: 0, ms: 104, cpu: 1 }] }] });
  });

  it("keeps the server's event loops seen in the judged kept run, read just before and just after it", async () => {
    const events: string[] = [];
    let keptRuns = 0;
    const measure = async (url: string, _path: string, _headers: Record<string, string>, seconds: number) => {
      if (url === "baseline" || seconds !== 5) return slice(40_000, 4);
      keptRuns += 1;
      events.push(`kept run ${keptRuns}`);
      return slice(30_000, keptRuns === 1 ? 31 : 8);
    };
    const serverLoops = async () => {
      events.push("loops");
      return { workersHeldMs: keptRuns * 10, workersMaxMs: keptRuns * 20, primaryMaxMs: 1 };
    };
    const machineStops = () => (keptRuns === 1 ? [{ at: 0, ms: 104, cpu: null }] : []);
    const [row] = (await sweepPublicRoutes({ serverUrl: "server", baselineUrl: "baseline", paths: ["/a"], headers: {}, seconds: 5, measure, tool: "fake", machineStops, serverLoops })).rows;
    expect(events).toEqual(["loops", "kept run 1", "loops", "loops", "kept run 2", "loops"]);
    expect(row!.loops).toEqual({ workersHeldMs: 20, workersMaxMs: 40, primaryMaxMs: 1 });
  });

  it("judges the last kept run when the machine stops in every one", async () => {
    let runs = 0;
    const measure = async (url: string, _path: string, _headers: Record<string, string>, seconds: number) => {
      if (url !== "baseline" && seconds === 5) runs += 1;
      return slice(30_000, url !== "baseline" && seconds === 5 ? 30 + runs : 4);
    };
    const [row] = (await sweepPublicRoutes({ serverUrl: "server", baselineUrl: "baseline", paths: ["/a"], headers: {}, seconds: 5, measure, tool: "fake", machineStops: () => [{ at: 0, ms: 104, cpu: 0 }] })).rows;
    expect(runs).toBe(KEPT_RUN_ATTEMPTS);
    expect(row!.p99Ms).toBe(30 + KEPT_RUN_ATTEMPTS);
    expect(row!.stoppedRuns).toHaveLength(KEPT_RUN_ATTEMPTS - 1);
  });
});
