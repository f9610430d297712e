import type { Logger } from 'pino';
import type { WatchRollups } from './watch-rollups';

/** When the rollups run (docs/product/metrics.md#rollups). */
export type WatchDrainOptions = {
  /** How long after an acknowledged write the rollups run, gathering what follows (ms). */
  delayMs: number;
  /** How often they look anyway: events another instance stored, or left by a crash (ms). */
  pollMs: number;
  /** Events per rollup statement, about (a transaction's events are never split). */
  maxRows: number;
  /** On close, how long to keep rolling up what is left before leaving it to the next start. */
  closeWithinMs: number;
  /**
   * Only flush() rolls up: no timers, nothing on close (tests of a stop before the rollups ran).
   */
  manual: boolean;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the watch-event rollups in the background, one statement at a time: shortly after each
 * acknowledged write (`notify`), every `pollMs`, and once at start for what a crash left. A
 * failed run is logged and tried again at the next poll; nothing is lost, since the cursor moves
 * only with the rollups it covers (watch-rollups.ts).
 */
export class WatchDrain {
  private timer: NodeJS.Timeout | undefined;
  private poller: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Another run was asked for while one ran. */
  private again = false;
  private closed = false;

  constructor(
    private readonly rollups: WatchRollups,
    private readonly options: WatchDrainOptions,
    private readonly log: Pick<Logger, 'error'>,
  ) {}

  /** Starts the polling, and a first run for whatever the last process left. */
  start(): void {
    if (this.options.manual || this.closed || this.poller) return;
    this.poller = setInterval(() => this.kick(), this.options.pollMs);
    this.poller.unref();
    this.kick();
  }

  /** Events were stored: roll them up after `delayMs`, with whatever follows meanwhile. */
  notify(): void {
    if (this.options.manual || this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.kick();
    }, this.options.delayMs);
  }

  private kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runUntilIdle()
      .catch((error: unknown) => this.log.error({ err: error }, 'watch event rollups failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Rolls up until a statement takes less than a full chunk. */
  private async runUntilIdle(): Promise<void> {
    while ((await this.rollups.drain(this.options.maxRows)) >= this.options.maxRows) {
      if (this.closed) return;
    }
  }

  /**
   * Resolves once every event stored before the call is rolled up, this instance's and any
   * other's: for tests and tools that read the rollups right after writing. Waits out
   * transactions still running (the rollups take only finished ones).
   */
  async flush(): Promise<void> {
    const newest = await this.rollups.newest();
    if (newest === null) return;
    while (!(await this.rollups.reached(newest))) {
      await this.running;
      if (await this.rollups.reached(newest)) return;
      // a transaction older than the newest event is still running: it ends soon
      if ((await this.rollups.drain(this.options.maxRows)) === 0) await sleep(5);
    }
  }

  /**
   * Stops the timers and rolls up what is left, for at most `closeWithinMs` (a transaction that
   * keeps running elsewhere must not hold the shutdown); the rest waits for the next start.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.options.manual) return;
    clearTimeout(this.timer);
    clearInterval(this.poller);
    await this.running;
    const until = Date.now() + this.options.closeWithinMs;
    try {
      const newest = await this.rollups.newest();
      if (newest === null) return;
      while (Date.now() < until && !(await this.rollups.reached(newest))) {
        if ((await this.rollups.drain(this.options.maxRows)) === 0) await sleep(5);
      }
    } catch (error) {
      this.log.error({ err: error }, 'watch event rollups failed on close');
    }
  }
}
