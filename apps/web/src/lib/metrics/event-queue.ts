import { METRICS } from '@app/contract';

export type SendOptions = {
  /** The page is going away: the request must outlive it (fetch keepalive). */
  unloading: boolean;
};

/** Delivers one batch; rejects when the batch was not accepted. */
export type Transport<T> = (batch: readonly T[], options: SendOptions) => Promise<void>;

export type PushOptions = {
  /** Send now with whatever waits (video_complete and video_stop). */
  urgent?: boolean;
  unloading?: boolean;
};

export type QueueOptions = {
  batchSize: number;
  batchTimeoutMs: number;
  /** A failed batch goes back only while fewer events than this wait. */
  requeueBelow: number;
};

const DEFAULTS: QueueOptions = {
  batchSize: METRICS.batchSize,
  batchTimeoutMs: METRICS.batchTimeoutMs,
  requeueBelow: METRICS.requeueBelow,
};

/**
 * Batching (docs/product/metrics.md#batching): flush at 10 events, 5 s after the first
 * waiting one, at once for urgent events (video_complete, video_stop) and when the page is
 * hidden or unloads. A failed batch is put back in front while the queue holds fewer than 20
 * events, otherwise dropped; failures never reach the viewer, only the console.
 */
export class EventQueue<T> {
  private readonly options: QueueOptions;
  private waiting: T[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly send: Transport<T>,
    options: Partial<QueueOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  get size(): number {
    return this.waiting.length;
  }

  push(event: T, { urgent = false, unloading = false }: PushOptions = {}): void {
    this.waiting.push(event);
    if (urgent || this.waiting.length >= this.options.batchSize) void this.flush({ unloading });
    else this.schedule();
  }

  /** Send everything waiting now. Never rejects. */
  async flush(options: SendOptions = { unloading: false }): Promise<void> {
    this.cancelTimer();
    if (this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    try {
      await this.send(batch, options);
    } catch (error) {
      this.requeue(batch, error);
    }
  }

  /** Stop the timer; what waits is left to a final flush({ unloading: true }). */
  dispose(): void {
    this.cancelTimer();
  }

  private requeue(batch: T[], error: unknown): void {
    if (this.waiting.length < this.options.requeueBelow) {
      console.debug(`metrics: ${batch.length} events re-queued`, error);
      this.waiting = [...batch, ...this.waiting];
      this.schedule();
    } else {
      console.warn(`metrics: ${batch.length} events dropped`, error);
    }
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.batchTimeoutMs);
  }

  private cancelTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
