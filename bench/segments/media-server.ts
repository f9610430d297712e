// Child process: the real app serving BENCH_MEDIA_ROOT through its /media/* route.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database';
import { serveBenchApp } from '../lib/bench-app';

const root = process.env.BENCH_MEDIA_ROOT;
if (!root) throw new Error('BENCH_MEDIA_ROOT is not set');
const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-media-'));
const database = await openDatabase({ engine: 'pglite', dataDir: undefined });
await database.migrate();
await serveBenchApp({ dir, database, mediaRoot: root });
