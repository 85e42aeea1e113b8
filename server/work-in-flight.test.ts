import { describe, expect, it } from "vitest";
import { WorkInFlight } from "./work-in-flight.ts";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe("WorkInFlight", () => {
  it("is settled at once when nothing was started", async () => {
    expect(await new WorkInFlight().settled(new AbortController().signal)).toBe(true);
  });

  it("settles only when the last piece of work has finished, failed ones included", async () => {
    const inFlight = new WorkInFlight();
    const first = deferred();
    const second = deferred();
    void inFlight.track(first.promise);
    inFlight.track(second.promise).catch(() => undefined);
    let settled = false;
    const waiting = inFlight.settled(new AbortController().signal).then((value) => (settled = value));
    first.resolve();
    await first.promise;
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(inFlight.count).toBe(1);
    second.reject(new Error("the client left"));
    await waiting;
    expect(settled).toBe(true);
    expect(inFlight.count).toBe(0);
  });

  it("gives up when the signal aborts first, and a later settle still works", async () => {
    const inFlight = new WorkInFlight();
    const work = deferred();
    void inFlight.track(work.promise);
    const timeout = new AbortController();
    const givenUp = inFlight.settled(timeout.signal);
    timeout.abort();
    expect(await givenUp).toBe(false);
    const later = inFlight.settled(new AbortController().signal);
    work.resolve();
    expect(await later).toBe(true);
  });

  it("hands back the work's own result", async () => {
    expect(await new WorkInFlight().track(Promise.resolve(42))).toBe(42);
  });
});
