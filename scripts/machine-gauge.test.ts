import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { processTree } from "./local-process.ts";
import { coresToPin, describeStops, parseCpuList, stopsBetween, stopsSummary, type MachineGauge, type MachineStop } from "./machine-gauge.ts";

describe("stopsBetween", () => {
  const stops = [
    { at: 1_000, ms: 104, cpu: 1 },
    { at: 5_000, ms: 60, cpu: 0 },
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

describe("describeStops", () => {
  it("names the core a pinned watcher saw stop, and only the length where the watcher ran on any core", () => {
    expect(describeStops([{ at: 0, ms: 99.6, cpu: 1 }, { at: 9, ms: 52.2, cpu: null }])).toBe("100 ms on core 1, 52 ms");
  });
});

describe("parseCpuList", () => {
  it("reads Linux's list of allowed cores, ranges included", () => {
    expect(parseCpuList("0-1\n")).toEqual([0, 1]);
    expect(parseCpuList("0,2-4,7")).toEqual([0, 2, 3, 4, 7]);
  });

  it("gives nothing for a list it cannot read, so the watch is not pinned", () => {
    expect(parseCpuList("")).toEqual([]);
    expect(parseCpuList("0-1,x")).toEqual([]);
  });
});

describe("stopsSummary", () => {
  const gaugeWith = (stops: MachineStop[] | undefined, watch: string | null): MachineGauge => ({
    slowdown: () => 1,
    stopsBetween: (from, to) => (stops ? stopsBetween(stops, from, to) : undefined),
    stopWatch: () => watch,
    stop: async () => {},
  });

  it("lists the stops of the span with their lengths and cores, and how they were watched", () => {
    const gauge = gaugeWith([{ at: 1_000, ms: 104.4, cpu: 0 }, { at: 5_000, ms: 410.6, cpu: 1 }, { at: 9_000, ms: 70, cpu: 1 }], "on each of the 2 cores at the highest priority");
    expect(stopsSummary(gauge, 0, 6_000, "the run")).toBe("The machine stopped for over 50 ms 2 time(s) in the run: 104 ms on core 0, 411 ms on core 1 (watched on each of the 2 cores at the highest priority)");
    expect(stopsSummary(gauge, 6_000, 8_000, "the run")).toBe("The machine stopped for over 50 ms 0 time(s) in the run (watched on each of the 2 cores at the highest priority)");
  });

  it("says nothing where the machine could not be watched", () => {
    expect(stopsSummary(gaugeWith(undefined, null), 0, 6_000, "the run")).toBeNull();
  });
});

describe("startMachineGauge", () => {
  /** Running (an exited process whose parent is gone may linger as a zombie until it is reaped). */
  const alive = (pid: number) => {
    try {
      return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
    } catch {
      return false;
    }
  };

  it.skipIf(!existsSync("/proc/thread-self/schedstat"))("watches each core with a process of its own, which ends when the bench that started it dies", async () => {
    const gaugeModule = pathToFileURL(resolve("scripts/machine-gauge.ts")).href;
    // A bench that starts the gauge and says how it watches whenever asked, until it is killed.
    // CommonJS with a dynamic import: --input-type=module would reach the gauge's own worker (eval'd CommonJS) through execArgv.
    const script = `import(${JSON.stringify(gaugeModule)}).then(({ startMachineGauge }) => { const gauge = startMachineGauge(); process.stdin.on("data", () => console.log(gauge.stopWatch())); });`;
    const bench = spawn(process.execPath, ["-e", script], { stdio: ["pipe", "pipe", "inherit"] });
    try {
      const cores = coresToPin();
      const expected = new RegExp(`^on ${cores ? `each of the ${cores.length} cores` : "any core"} at the (highest|normal) priority$`);
      let said = "";
      bench.stdout!.on("data", (chunk: Buffer) => (said = chunk.toString().trim().split("\n").at(-1)!));
      const deadline = Date.now() + 30_000; // a hang guard, not a timing
      while (!expected.test(said)) {
        if (Date.now() > deadline) throw new Error(`the gauge says it watches "${said}"`);
        bench.stdin!.write("\n");
        await new Promise((r) => setTimeout(r, 50));
      }
      const watchers = processTree(bench.pid!).filter((pid) => pid !== bench.pid);
      expect(watchers).toHaveLength(cores?.length ?? 1);

      bench.kill("SIGKILL");
      while (watchers.some(alive)) {
        if (Date.now() > deadline) throw new Error(`watchers still running after the bench died: ${watchers.filter(alive).join(", ")}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      if (bench.exitCode === null && bench.signalCode === null) bench.kill("SIGKILL");
    }
  }, 60_000);
});
