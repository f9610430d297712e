import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/database';
import { PgliteThread } from '../src/db/pglite-thread';

// PGlite in a worker thread must mean what PGlite in this thread means: results, errors with
// their SQLSTATE, transactions that isolate and roll back, and data that outlives a restart.

describe('PGlite in a worker thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.open(undefined);
    await thread.query('create table t (id int primary key, note text, at timestamptz)');
  });
  afterAll(() => thread.close());

  it('answers queries with parameters, in object and array rows', async () => {
    await thread.query('insert into t values ($1, $2, $3)', [1, 'one', '2026-01-02T03:04:05Z']);
    const objects = await thread.query('select id, note from t where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, note: 'one' }]);
    const arrays = await thread.query('select id, note from t', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
  });

  it('keeps the types the caller asks to keep as text, and parses the others', async () => {
    const TIMESTAMPTZ = 1184;
    const raw = await thread.query('select at from t where id = 1', [], {
      parsers: { [TIMESTAMPTZ]: (value: string) => value },
    });
    expect(typeof (raw.rows[0] as { at: unknown }).at).toBe('string');
    const parsed = await thread.query('select at from t where id = 1');
    expect((parsed.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
  });

  it('rejects with the database error and its SQLSTATE, and keeps working', async () => {
    const error = await thread.query('insert into t values (1, $1, null)', ['dup']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
    const syntax = await thread.query('selec 1').catch((e) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await thread.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into t values (2, $1, null)', ['two']);
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into t values (3, $1, null)', ['three']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ids = await thread.query('select id from t order by id', [], { rowMode: 'array' });
    expect(ids.rows).toEqual([[1], [2]]);
  });

  it('holds other statements until an open transaction ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    const transaction = thread.transaction(async (tx) => {
      await tx.query('insert into t values (4, $1, null)', ['four']);
      order.push('tx wrote');
      await paused;
      await tx.query('update t set note = $1 where id = 4', ['four, final']);
      order.push('tx done');
    });
    // sent while the transaction is open: it must see the committed row, never a half state
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = thread.query('select note from t where id = 4').then((result) => {
      order.push('outside read');
      return result.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['tx wrote']);
    release();
    await transaction;
    expect(await outside).toEqual([{ note: 'four, final' }]);
    expect(order).toEqual(['tx wrote', 'tx done', 'outside read']);
  });
});

describe('the app database on a PGlite thread', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-pglite-thread-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('migrates, runs drizzle transactions, and keeps the data across a restart', async () => {
    const open = async (): Promise<Database> => {
      const database = await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'db') });
      await database.migrate();
      return database;
    };
    const first = await open();
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`create table kept (id int primary key)`);
      await tx.execute(sql`insert into kept values (7)`);
      // a nested transaction is a savepoint: its failure leaves the outer one intact
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into kept values (8)`);
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    await first.close();

    const second = await open();
    try {
      const result = await second.db.execute(sql`select id from kept order by id`);
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ id: 7 }]);
    } finally {
      await second.close();
    }
  });
});
