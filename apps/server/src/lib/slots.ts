/**
 * At most `size` tasks at once in this process; one more is refused at once, not queued, so a
 * caller learns to come back later instead of holding a request open behind the others.
 */
export class Slots {
  private busy = 0;

  constructor(private readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`Slots: size ${size}`);
  }

  /** Runs `task` in a free slot; throws `refusal()` when every slot is taken. */
  async run<T>(task: () => Promise<T>, refusal: () => Error): Promise<T> {
    if (this.busy >= this.size) throw refusal();
    this.busy++;
    try {
      return await task();
    } finally {
      this.busy--;
    }
  }
}
