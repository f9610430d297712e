/** How a GroupCommit gathers items into writes. */
export type GroupCommitOptions = {
  /** How long the first item to reach an idle writer waits for others to join it (ms). */
  maxWaitMs: number;
  /** Rows per write: a group that reaches it is written at once, without waiting. */
  maxRows: number;
  /** Writes running at once; the items that arrive meanwhile are gathered for the next. */
  maxInFlight: number;
};

type Waiting<T, R> = {
  item: T;
  rows: number;
  resolve(result: R): void;
  reject(error: unknown): void;
};

/**
 * Group commit: the items of concurrent callers are written together, one write for many, and
 * each caller's promise settles after the write that holds its item has finished, with that
 * item's own result. A write takes the items waiting when it starts (up to `maxRows` rows); the
 * items that arrive while it runs go into the next one, so under load the writes grow instead of
 * queueing up. When a write of several items fails, each item is written again on its own, so
 * only the item that cannot be written fails (a failed write must have written nothing, as one
 * SQL statement does). A caller is never told its item was written when it was not.
 */
export class GroupCommit<T, R> {
  private waiting: Waiting<T, R>[] = [];
  private waitingRows = 0;
  private inFlight = 0;
  private timer: NodeJS.Timeout | undefined;
  private closing = false;
  private drained: (() => void)[] = [];

  constructor(
    /** Writes the items (in one statement); answers one result per item, in order. */
    private readonly write: (items: T[]) => Promise<R[]>,
    /** The rows an item adds to a write. */
    private readonly rowsOf: (item: T) => number,
    private readonly options: GroupCommitOptions,
  ) {}

  /** Resolves with the item's result once it is written; rejects if it could not be. */
  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const rows = this.rowsOf(item);
      this.waiting.push({ item, rows, resolve, reject });
      this.waitingRows += rows;
      this.schedule();
    });
  }

  /** Writes what is waiting now, and resolves when nothing is waiting or being written. */
  close(): Promise<void> {
    this.closing = true;
    this.flush();
    if (this.waiting.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.drained.push(resolve));
  }

  private schedule(): void {
    // a running write takes what gathered meanwhile when it ends
    if (this.inFlight >= this.options.maxInFlight) return;
    if (this.closing || this.waitingRows >= this.options.maxRows || this.options.maxWaitMs <= 0) {
      this.flush();
      return;
    }
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, this.options.maxWaitMs);
  }

  private flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    while (this.waiting.length > 0 && this.inFlight < this.options.maxInFlight) {
      const group: Waiting<T, R>[] = [];
      let rows = 0;
      // at least one item, however big, then as many as fit
      while (this.waiting.length > 0) {
        const next = this.waiting[0]!;
        if (group.length > 0 && rows + next.rows > this.options.maxRows) break;
        group.push(this.waiting.shift()!);
        rows += next.rows;
      }
      this.waitingRows -= rows;
      this.inFlight++;
      void this.run(group).finally(() => {
        this.inFlight--;
        // these items have already waited for a whole write: no extra wait
        if (this.waiting.length > 0) this.flush();
        else if (this.inFlight === 0) for (const done of this.drained.splice(0)) done();
      });
    }
  }

  private async run(group: Waiting<T, R>[]): Promise<void> {
    try {
      const results = await this.write(group.map((w) => w.item));
      group.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      for (const w of group) {
        try {
          const [result] = await this.write([w.item]);
          w.resolve(result!);
        } catch (alone) {
          w.reject(alone);
        }
      }
    }
  }
}
