import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../apps/server/src/db/database';
import { scratchDatabase } from './scratch-database';

export type BenchEngine = { name: 'PGlite' | 'PostgreSQL'; database: Database };

/**
 * Runs `measure` over a fresh, migrated PGlite in a temp dir, then, when BENCH_DATABASE_URL is
 * set, over a scratch PostgreSQL database; both are removed afterwards.
 */
export const forEachBenchEngine = async (
  prefix: string,
  measure: (engine: BenchEngine) => Promise<void>,
  notes: string[],
): Promise<void> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), `reelforge-${prefix}-`));
  try {
    const database = await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'db') });
    try {
      await database.migrate();
      await measure({ name: 'PGlite', database });
    } finally {
      await database.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    notes.push('BENCH_DATABASE_URL is not set: PostgreSQL was not measured.');
    return;
  }
  const scratch = await scratchDatabase(adminUrl, `bench_${prefix}`);
  try {
    const database = await openDatabase({ engine: 'postgres', url: scratch.url });
    try {
      await database.migrate();
      await measure({ name: 'PostgreSQL', database });
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
  }
};

/** Median wall time in ms of `runs` calls of `fn`, after `warmup` unmeasured calls. */
export const medianMs = async (
  fn: () => Promise<unknown>,
  runs: number,
  warmup = 3,
): Promise<number> => {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
};
