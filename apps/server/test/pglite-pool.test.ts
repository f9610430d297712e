import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgliteDatabase } from '../src/db/database';
import { migratedPgliteTarball } from './engines';
import { leasePglite } from './pglite-pool';

// A pooled test database must be, to the next test, what a new one from the template is.

const lease = async () => {
  const leased = await leasePglite(await migratedPgliteTarball());
  return { ...leased, db: pgliteDatabase(leased.client).db };
};

/** drizzle's error around the client's */
const CLOSED = { cause: { message: 'the database is closed' } };

type Db = Awaited<ReturnType<typeof lease>>['db'];
const rows = async (db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;

const stateOf = async (db: Db) => ({
  drain: await rows(db, sql`select * from watch_event_drain order by id`),
  sequence: await rows(db, sql`select last_value, is_called from ad_events_id_seq`),
  adEvents: await rows(db, sql`select count(*)::int as n from ad_events`),
  timeout: await rows(db, sql`show statement_timeout`),
  scratch: await rows(db, sql`select to_regclass('pg_temp.scratch') as t`),
});

describe('the pool of PGlite test databases', () => {
  it('hands a database back emptied: rows, seed rows, sequences and session as the template had them', async () => {
    const first = await lease();
    const before = await stateOf(first.db);
    await first.db.execute(sql`insert into ad_events (ad_id, event) values ('a', 'x'), ('b', 'y')`);
    await first.db.execute(sql`update watch_event_drain set last_xid = 42`);
    await first.db.execute(sql`set statement_timeout = '4321'`);
    await first.db.execute(sql`create temporary table scratch (id int)`);
    expect(await stateOf(first.db)).not.toEqual(before);
    await first.release();

    const second = await lease();
    expect(second.reused).toBe(true);
    expect(await stateOf(second.db)).toEqual(before);
    await second.release();
  });

  it('closes a database whose schema a test changed instead of handing it on', async () => {
    const changed = await lease();
    await changed.db.execute(sql`create table stray (id int)`);
    await changed.release();

    const next = await lease();
    expect(await rows(next.db, sql`select to_regclass('stray') as t`)).toEqual([{ t: null }]);
    await next.release();
  });

  it('refuses statements once closed or released, as a closed PGlite does', async () => {
    const leased = await lease();
    const database = pgliteDatabase(leased.client);
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject(CLOSED);
    await leased.release();

    const other = await lease();
    await other.release();
    await expect(other.db.execute(sql`select 1`)).rejects.toMatchObject(CLOSED);
  });
});
