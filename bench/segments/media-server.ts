// Child process: the real app serving BENCH_MEDIA_ROOT through its /media/* route, the segments
// also as a priced episode's behind a playback grant.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database';
import { serveBenchApp } from '../lib/bench-app';
import { grantedSegmentPaths } from './priced-episode';

const root = process.env.BENCH_MEDIA_ROOT;
if (!root) throw new Error('BENCH_MEDIA_ROOT is not set');
const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-media-'));
const database = await openDatabase({ engine: 'pglite', dataDir: undefined });
await database.migrate();
// the rendition's segments, as the parent lists them: copied as a priced episode's
const segmentKeys = JSON.parse(process.env.BENCH_SEGMENT_KEYS ?? '[]') as string[];
await serveBenchApp({
  dir,
  database,
  mediaRoot: root,
  prepare: async (services) => ({
    grantedPaths: await grantedSegmentPaths(services, root, segmentKeys),
  }),
});
