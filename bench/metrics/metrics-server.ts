// Child process: the real app over BENCH_DATABASE (a PGlite directory or a postgres:// URL).
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
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
  // behind a proxy on loopback: each batch names its player's address in X-Forwarded-For, read
  // and counted against the per-address limit as in production (docs/deployment.md)
  env: { TRUST_PROXY: '127.0.0.1' },
  options: {
    metrics: oneStatementPerRequest ? { groupCommit: { maxWaitMs: 0, maxInFlight: 1000 } } : {},
  },
  // asked right after the last answer: how long until the rollups hold every stored event
  prepare: async (services) => {
    process.on('message', (message: { type?: string }) => {
      if (message.type !== 'flush-rollups') return;
      const started = performance.now();
      void services.metrics
        .flushRollups()
        .then(() => process.send?.({ type: 'rollups-flushed', ms: performance.now() - started }));
    });
    return {};
  },
});
