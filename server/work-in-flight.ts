/**
 * The work requests started and have not finished. A connection ends when its client hangs up,
 * but the loader or action it started goes on (a session lookup, a submission being stored), so
 * a shutdown that waited only for connections closed the database under it. Shutdown waits for
 * this count to reach zero before the jobs and the database stop.
 */
export class WorkInFlight {
  #count = 0;
  #waiting: Array<() => void> = [];

  get count(): number {
    return this.#count;
  }

  /** Counts `work` until it settles; returns it unchanged. */
  track<T>(work: Promise<T>): Promise<T> {
    this.#count++;
    return work.finally(() => {
      this.#count--;
      if (this.#count === 0) for (const wake of this.#waiting.splice(0)) wake();
    });
  }

  /** Resolves true once nothing is in flight, or false when `signal` aborts first. */
  settled(signal: AbortSignal): Promise<boolean> {
    if (this.#count === 0) return Promise.resolve(true);
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const wake = () => {
        signal.removeEventListener("abort", giveUp);
        resolve(true);
      };
      const giveUp = () => {
        this.#waiting = this.#waiting.filter((other) => other !== wake);
        resolve(false);
      };
      this.#waiting.push(wake);
      signal.addEventListener("abort", giveUp, { once: true });
    });
  }
}
