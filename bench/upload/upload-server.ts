// Child process: the real app over embedded PGlite with local storage and an editor account
// (BENCH_EDITOR_USERNAME / BENCH_EDITOR_PASSWORD), for uploads through the presigned-POST receiver.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database';
import { serveBenchApp } from '../lib/bench-app';

const parent = process.env.BENCH_UPLOAD_DIR;
if (!parent) throw new Error('BENCH_UPLOAD_DIR is required');
// on the disk the parent's `cp` writes to, so both write to the same filesystem
const dir = await mkdtemp(path.join(parent, 'server-'));
const database = await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'db') });
await database.migrate();

await serveBenchApp({
  dir,
  database,
  admin: {
    username: process.env.BENCH_EDITOR_USERNAME ?? 'bench-editor',
    password: process.env.BENCH_EDITOR_PASSWORD ?? 'bench editor password',
  },
  info: { dataDir: dir },
});
