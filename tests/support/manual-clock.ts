/**
 * A clock a test moves by hand, for jobs that take one (the post publisher's PublisherClock):
 * time stands still until the test runs the next timer, which moves the clock to that timer's
 * time first. Nothing waits for real time to pass.
 */
interface Timer {
  at: number;
  run: () => void;
}

export class ManualClock {
  private time: number;
  private timers: Timer[] = [];
  private onSet: (() => void)[] = [];

  constructor(start: Date) {
    this.time = start.getTime();
  }

  now = (): number => this.time;

  setTimer = (run: () => void, ms: number): unknown => {
    const timer = { at: this.time + ms, run };
    this.timers.push(timer);
    for (const resolve of this.onSet.splice(0)) resolve();
    return timer;
  };

  clearTimer = (timer: unknown): void => {
    this.timers = this.timers.filter((t) => t !== timer);
  };

  /** When the earliest timer is due (undefined when none is set). */
  get nextTimerAt(): Date | undefined {
    const next = this.earliest();
    return next ? new Date(next.at) : undefined;
  }

  /** How many timers are set. */
  get pending(): number {
    return this.timers.length;
  }

  /** Resolves once `count` timers are set (a job sets its next one when a run is over). */
  async timersSet(count = 1): Promise<void> {
    while (this.timers.length < count) await new Promise<void>((resolve) => this.onSet.push(resolve));
  }

  /**
   * Moves the clock to the earliest timer's time and runs it; resolves once as many timers are set
   * again (the run it started is over and has set its next timer).
   */
  async runNext(): Promise<void> {
    const next = this.earliest();
    if (!next) throw new Error("no timer is set");
    const count = this.timers.length;
    this.timers = this.timers.filter((t) => t !== next);
    this.time = Math.max(this.time, next.at);
    next.run();
    await this.timersSet(count);
  }

  private earliest(): Timer | undefined {
    return this.timers.reduce<Timer | undefined>((min, t) => (!min || t.at < min.at ? t : min), undefined);
  }
}
