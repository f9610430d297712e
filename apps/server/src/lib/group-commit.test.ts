import { describe, expect, it } from 'vitest';
import { GroupCommit, type GroupCommitOptions } from './group-commit';

type Item = { name: string; rows: number; poison?: boolean };

/** A writer that records each write's items and answers each item's row count. */
const recordingWriter = (fail: (items: Item[]) => boolean = () => false) => {
  const writes: string[][] = [];
  let release: (() => void) | undefined;
  let hold: Promise<void> | undefined;
  return {
    writes,
    /** Holds the next writes until released: items gather meanwhile. */
    pause() {
      hold = new Promise((resolve) => (release = resolve));
    },
    resume() {
      release?.();
      hold = undefined;
    },
    write: async (items: Item[]): Promise<number[]> => {
      writes.push(items.map((i) => i.name));
      await hold;
      await Promise.resolve();
      if (fail(items)) throw new Error(`write of ${items.map((i) => i.name).join('+')} failed`);
      return items.map((i) => i.rows);
    },
  };
};

const make = (writer: ReturnType<typeof recordingWriter>, options: Partial<GroupCommitOptions>) =>
  new GroupCommit<Item, number>(writer.write, (item) => item.rows, {
    maxWaitMs: 5,
    maxRows: 100,
    maxInFlight: 1,
    ...options,
  });

const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

describe('GroupCommit', () => {
  it('writes the items of concurrent callers in one write and answers each its own result', async () => {
    const writer = recordingWriter();
    const group = make(writer, {});
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name, i) => group.submit({ name, rows: i + 1 })),
    );
    expect(writer.writes).toEqual([['a', 'b', 'c']]);
    expect(results).toEqual([1, 2, 3]);
  });

  it('gathers what arrives during a write into the next one, up to maxRows a write', async () => {
    const writer = recordingWriter();
    const group = make(writer, { maxRows: 25 });
    writer.pause();
    const first = group.submit({ name: 'first', rows: 10 });
    await new Promise((r) => setTimeout(r, 20));
    expect(writer.writes).toEqual([['first']]);
    // one write runs (maxInFlight 1): these wait for it, then go 25 rows at a time
    const later = ['b', 'c', 'd', 'e'].map((name) => group.submit({ name, rows: 10 }));
    await new Promise((r) => setTimeout(r, 20));
    expect(writer.writes).toHaveLength(1);
    writer.resume();
    expect(await Promise.all([first, ...later])).toEqual([10, 10, 10, 10, 10]);
    expect(writer.writes).toEqual([['first'], ['b', 'c'], ['d', 'e']]);
  });

  it('writes a full group at once, without waiting out maxWaitMs', async () => {
    const writer = recordingWriter();
    const group = make(writer, { maxWaitMs: 60_000, maxRows: 20 });
    const started = Date.now();
    await Promise.all([
      group.submit({ name: 'a', rows: 10 }),
      group.submit({ name: 'b', rows: 10 }),
    ]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(writer.writes).toEqual([['a', 'b']]);
  });

  it('fails only the item whose write fails; its neighbours are written on their own', async () => {
    const writer = recordingWriter((items) => items.some((i) => i.poison));
    const group = make(writer, {});
    const results = await settle([
      group.submit({ name: 'a', rows: 1 }),
      group.submit({ name: 'bad', rows: 1, poison: true }),
      group.submit({ name: 'c', rows: 1 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(writer.writes).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });

  it('answers every waiting caller with the error when nothing can be written, never a result', async () => {
    let down = true;
    const writer = recordingWriter(() => down);
    const group = make(writer, {});
    const results = await settle(['a', 'b', 'c'].map((name) => group.submit({ name, rows: 1 })));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // once the database is back, the next items are written
    down = false;
    expect(await group.submit({ name: 'd', rows: 4 })).toBe(4);
  });

  it('close writes what is gathering at once and resolves after the last write', async () => {
    const writer = recordingWriter();
    const group = make(writer, { maxWaitMs: 60_000 });
    const pending = group.submit({ name: 'late', rows: 2 });
    let answered = false;
    void pending.then(() => (answered = true));
    await group.close();
    expect(answered).toBe(true);
    expect(writer.writes).toEqual([['late']]);
    // after close, an item is written without waiting
    expect(await group.submit({ name: 'after', rows: 1 })).toBe(1);
  });
});
