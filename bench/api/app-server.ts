// Child process: the real app over embedded PGlite holding BENCH_SERIES generated series.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../apps/server/src/db/database';
import { serveBenchApp } from '../lib/bench-app';
import { insertBulkCatalogue } from './bulk-catalogue';

const count = Number(process.env.BENCH_SERIES ?? '100');
const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-api-'));
const database = await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'db') });
await database.migrate();

const started = performance.now();
await insertBulkCatalogue(database.db, count);
const insertSeconds = (performance.now() - started) / 1000;

await serveBenchApp({ dir, database, info: { series: count, insertSeconds } });
