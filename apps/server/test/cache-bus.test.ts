import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriesResponseSchema } from '@app/contract';
import { openDatabase, type Database } from '../src/db/database';
import { series } from '../src/db/schema';
import { LocalCacheBus, type CacheBus } from '../src/modules/cache-bus/cache-bus';
import { CACHE_BUS_APPLICATION, PgCacheBus } from '../src/modules/cache-bus/pg-cache-bus';
import { createCatalogue } from '../src/modules/catalogue/create-catalogue';
import { MediaAssetsRepository } from '../src/modules/media-assets/media-assets.repository';
import type { Services } from '../src/services';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { createPostgresDatabase } from './engines';

const log = pino({ level: 'silent' });
const storage = { put: async () => undefined, publicUrl: (key: string) => `/media/${key}` };

/** Polls `check` until it is true or `ms` pass: how long the change took to arrive. */
const within = async (ms: number, check: () => boolean | Promise<boolean>): Promise<number> => {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - start;
};

describe('the in-process cache bus (embedded PGlite: one process)', () => {
  it('publishes to no one and runs handlers only when asked', async () => {
    const bus = new LocalCacheBus();
    let runs = 0;
    bus.subscribe('catalogue', () => runs++);
    bus.publish('catalogue');
    await new Promise((r) => setTimeout(r, 20));
    expect(runs).toBe(0);
    await bus.ready();
    await bus.close();
  });
});

if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    'TEST_DATABASE_URL is not set: the PostgreSQL LISTEN/NOTIFY cache bus suite did not run.',
  );
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the PostgreSQL LISTEN/NOTIFY cache bus',
  () => {
    let target: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let database: Database;
    const buses: CacheBus[] = [];
    const newBus = async () => {
      const bus = new PgCacheBus({ url: target.url, db: database.db, log });
      buses.push(bus);
      await bus.ready();
      return bus;
    };

    beforeAll(async () => {
      target = await createPostgresDatabase('cachebus');
      database = await openDatabase({ engine: 'postgres', url: target.url, poolSize: 4 });
      await database.migrate();
    });
    afterAll(async () => {
      for (const bus of buses) await bus.close();
      await database?.close();
      await target?.drop();
    });

    it("delivers a publish to the other processes' handlers, not to the publisher's", async () => {
      const [a, b, c] = [await newBus(), await newBus(), await newBus()];
      const runs = { a: 0, b: 0, c: 0 };
      a.subscribe('catalogue', () => runs.a++);
      b.subscribe('catalogue', () => runs.b++);
      c.subscribe('catalogue', () => runs.c++);
      a.publish('catalogue');
      // one tick's publishes are one message
      a.publish('catalogue');
      await within(1000, () => runs.b === 1 && runs.c === 1);
      await new Promise((r) => setTimeout(r, 100));
      expect(runs).toEqual({ a: 0, b: 1, c: 1 });
    });

    it('listens again after its connection drops, and clears everything once for what it missed', async () => {
      const [a, b] = [await newBus(), await newBus()];
      let runs = 0;
      b.subscribe('catalogue', () => runs++);
      const before = await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${CACHE_BUS_APPLICATION} and datname = current_database()`,
      );
      expect((before as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2);
      // every listener of this database was cut: each clears its caches once it is back
      await within(5000, () => runs === 1);
      a.publish('catalogue');
      await within(1000, () => runs === 2);
    });

    it('makes a catalogue change through one instance visible through another within 1 s', async () => {
      const instance = async () => {
        const catalogue = createCatalogue({
          db: database.db,
          storage: storage as unknown as Services['storage'],
          bus: await newBus(),
        });
        return { ...catalogue, mediaAssets: new MediaAssetsRepository(database.db) };
      };
      const [one, two] = [await instance(), await instance()];
      await insertFixtureCatalogue(one as unknown as Services, storage, [
        { id: 'salt-road', title: 'Salt Road', episodes: 1, lists: ['trending-now'] },
      ]);
      const titleOn = async (at: typeof one) =>
        seriesResponseSchema.parse(
          JSON.parse((await at.catalogue.seriesJson('salt-road')).toString()),
        ).data.title;
      // both have the answer cached (10 s TTL)
      expect(await titleOn(one)).toBe('Salt Road');
      expect(await titleOn(two)).toBe('Salt Road');

      await database.db
        .update(series)
        .set({ title: 'Salt Road Redux' })
        .where(eq(series.id, 'salt-road'));
      one.catalogue.invalidate();
      expect(await titleOn(one)).toBe('Salt Road Redux');
      const took = await within(1000, async () => (await titleOn(two)) === 'Salt Road Redux');
      expect(took).toBeLessThan(1000);
    });
  },
);
