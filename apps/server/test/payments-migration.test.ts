import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/database';
import { payments, subscriptions } from '../src/db/schema';
import { openTestDatabase, testEngines, warnSkippedEngines, type TestDatabase } from './engines';

warnSkippedEngines();

/** The migration that moved coin_pack_payments into payments. */
const ONE_PAYMENTS_TABLE = '0020_one_payments_table';

type Journal = { entries: { idx: number; tag: string }[] };

/** A copy of the migrations folder that ends just before `tag`. */
const migrationsBefore = async (tag: string): Promise<string> => {
  const from = migrationsFolder();
  const to = await mkdtemp(path.join(os.tmpdir(), 'reelforge-migrations-'));
  const journal = JSON.parse(
    await readFile(path.join(from, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(end).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, end);
  await mkdir(path.join(to, 'meta'));
  await writeFile(path.join(to, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    await cp(path.join(from, `${entry.tag}.sql`), path.join(to, `${entry.tag}.sql`));
  return to;
};

/** Rows of a raw query, on either engine's driver. */
const rowsOf = async <R>(query: Promise<unknown>): Promise<R[]> =>
  ((await query) as { rows: R[] }).rows;

describe.each(testEngines())('the one-payments-table migration on %s', (engine) => {
  let database: TestDatabase;
  let before: string;
  const ids = {
    plan: '11111111-1111-4111-8111-111111111111',
    packPaid: '22222222-2222-4222-8222-222222222222',
    packOpen: '33333333-3333-4333-8333-333333333333',
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine, { migrated: false });
    before = await migrationsBefore(ONE_PAYMENTS_TABLE);
    // the migrators only read the folder and run its SQL through the database's session
    const migrate = engine === 'pglite' ? migratePglite : migratePg;
    await migrate(database.db as never, { migrationsFolder: before });
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('moves coin pack checkouts into payments with their ids, and drops coin_pack_payments', async () => {
    const { db } = database;
    const [created] = await rowsOf<{ id: string }>(
      db.execute(
        sql`insert into users (username, password_hash) values ('migrated', 'x') returning id`,
      ),
    );
    const userId = created!.id;
    await db.execute(sql`
      insert into plans (id, name, price_cents, duration_days) values ('monthly', 'Monthly', 999, 30)`);
    await db.execute(sql`
      insert into payments (id, user_id, plan_id, amount_cents, status, provider, created_at, settled_at)
      values (${ids.plan}, ${userId}, 'monthly', 999, 'succeeded', 'simulated',
        '2026-01-01T00:00:00Z', '2026-01-01T00:01:00Z')`);
    await db.execute(sql`
      insert into subscriptions (user_id, plan_id, status, start_date, end_date, payment_id)
      values (${userId}, 'monthly', 'active', '2026-01-01T00:01:00Z', '2026-01-31T00:01:00Z', ${ids.plan})`);
    await db.execute(sql`
      insert into coin_pack_payments
        (id, user_id, pack_id, coins, amount_cents, status, provider, provider_ref, created_at, settled_at)
      values
        (${ids.packPaid}, ${userId}, 'coins-500', 500, 499, 'succeeded', 'simulated', null,
          '2026-01-02T00:00:00Z', '2026-01-02T00:00:30Z'),
        (${ids.packOpen}, ${userId}, 'coins-100', 100, 99, 'pending', 'simulated', null,
          '2026-01-03T00:00:00Z', null)`);

    await database.migrate();

    const rows = await db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.createdAt));
    expect(rows).toMatchObject([
      {
        id: ids.plan,
        kind: 'plan',
        planId: 'monthly',
        packId: null,
        coins: null,
        amountCents: 999,
        status: 'succeeded',
      },
      {
        id: ids.packPaid,
        kind: 'coin_pack',
        planId: null,
        contentId: null,
        packId: 'coins-500',
        coins: 500,
        amountCents: 499,
        currency: 'usd',
        status: 'succeeded',
        provider: 'simulated',
        createdAt: new Date('2026-01-02T00:00:00Z'),
        settledAt: new Date('2026-01-02T00:00:30Z'),
      },
      { id: ids.packOpen, kind: 'coin_pack', packId: 'coins-100', coins: 100, status: 'pending' },
    ]);
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.paymentId, ids.plan));
    expect(subscription).toBeDefined();
    const [left] = await rowsOf<{ name: string | null }>(
      db.execute(sql`select to_regclass('public.coin_pack_payments')::text as name`),
    );
    expect(left!.name).toBeNull();
  });

  it("refuses a payment without its kind's columns", async () => {
    const { db } = database;
    const [user] = await rowsOf<{ id: string }>(
      db.execute(sql`select id from users where username = 'migrated'`),
    );
    const insert = (values: Partial<typeof payments.$inferInsert>) =>
      db.insert(payments).values({
        userId: user!.id,
        kind: 'coin_pack',
        amountCents: 99,
        provider: 'simulated',
        ...values,
      });
    await expect(insert({ packId: 'coins-100' })).rejects.toThrow();
    await expect(insert({ packId: 'coins-100', coins: 100, planId: 'monthly' })).rejects.toThrow();
    await expect(insert({ kind: 'plan', coins: 100 })).rejects.toThrow();
    await expect(insert({ packId: 'coins-100', coins: 100 })).resolves.toBeDefined();
  });
});
