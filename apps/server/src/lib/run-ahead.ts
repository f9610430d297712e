/**
 * Runs `work` for each item, at most `concurrency` at once, in the items' order, ahead of whoever
 * consumes the results one by one: `resultOf(i)` is item i's outcome. A failure waits, unhandled,
 * for its consumer; a consumer that stops early leaves the rest to finish or fail on their own.
 */
export function runAhead<T, R>(
  items: readonly T[],
  work: (item: T) => Promise<R>,
  concurrency: number,
): { resultOf(index: number): Promise<R> } {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`runAhead: concurrency ${concurrency}`);
  }
  const settle: { resolve(value: R): void; reject(reason: unknown): void }[] = [];
  const results = items.map(
    () => new Promise<R>((resolve, reject) => settle.push({ resolve, reject })),
  );
  // a failure is the consumer's to see when it gets there; never an unhandled rejection before
  for (const result of results) result.catch(() => undefined);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        settle[index]!.resolve(await work(items[index]!));
      } catch (error) {
        settle[index]!.reject(error);
      }
    }
  };
  for (let i = 0; i < Math.min(concurrency, items.length); i++) void lane();
  return {
    resultOf(index) {
      const result = results[index];
      if (!result) throw new RangeError(`runAhead: no item ${index}`);
      return result;
    },
  };
}
