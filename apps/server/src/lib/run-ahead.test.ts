import { describe, expect, it } from 'vitest';
import { runAhead } from './run-ahead';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('runAhead', () => {
  it('starts the items in order, never more than `concurrency` at once', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const ahead = runAhead(
      [1, 2, 3, 4, 5],
      async (n) => {
        started.push(n);
        most = Math.max(most, ++running);
        await tick();
        running--;
        return n * 10;
      },
      2,
    );
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await ahead.resultOf(i));
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('works ahead of its consumer', async () => {
    const done: number[] = [];
    const ahead = runAhead(
      [1, 2, 3],
      async (n) => {
        await tick();
        done.push(n);
        return n;
      },
      2,
    );
    await ahead.resultOf(0);
    await tick();
    // item 2 finished while the consumer was still on item 1
    expect(done).toContain(2);
  });

  it('keeps a failure for its consumer and goes on with the rest', async () => {
    const ahead = runAhead(
      ['a', 'b', 'c'],
      async (item) => {
        await tick();
        if (item === 'b') throw new Error('b failed');
        return item;
      },
      1,
    );
    await expect(ahead.resultOf(0)).resolves.toBe('a');
    await expect(ahead.resultOf(1)).rejects.toThrow('b failed');
    await expect(ahead.resultOf(2)).resolves.toBe('c');
    expect(() => ahead.resultOf(3)).toThrow(RangeError);
  });
});
