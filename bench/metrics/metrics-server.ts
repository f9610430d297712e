// Child process: the real app over BENCH_DATABASE (a PGlite directory or a postgres:// URL).
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database';
import { serveBenchApp } from '../lib/bench-app';

const target = process.env.BENCH_DATABASE;
if (!target) throw new Error('BENCH_DATABASE is not set');
const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-metrics-'));
const database = target.startsWith('postgres')
  ? await openDatabase({ engine: 'postgres', url: target })
  : await openDatabase({ engine: 'pglite', dataDir: target });
await database.migrate();
// BENCH_GROUP_COMMIT=off: one statement per request, as before group commit (a same-run reference)
const oneStatementPerRequest = process.env.BENCH_GROUP_COMMIT === 'off';
await serveBenchApp({
  dir,
  database,
  options: {
    metrics: {
      // the load generator's connections stand for thousands of players behind one address
      eventsPerMinute: { perIp: Number.MAX_SAFE_INTEGER },
      ...(oneStatementPerRequest ? { groupCommit: { maxWaitMs: 0, maxInFlight: 1000 } } : {}),
    },
  },
});
