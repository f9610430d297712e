// Child process: the app as `npm start` runs it (built web app, production config), seeded with
// eight short single-episode series of distinct media that went through the real upload →
// transcode pipeline, and enough catalogue rows reusing their media for a 100-swipe feed.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { DemoPattern, DemoSeries } from '../../apps/server/src/seed/demo-catalogue';
import { portOf, serveUntilStopped } from '../lib/child-server';
import { startDemoRuntime } from '../lib/demo-runtime';

const PATTERNS: DemoPattern[] = ['mandelbrot', 'life', 'cellauto', 'gradient', 'testsrc2'];
/** Distinct media: the first swipes each start a stream the browser has not seen. */
const DISTINCT = 8;
/** Rows reusing those streams, so the feed outlasts 100 swipes. */
const CLONES = 110;

// ids sort in feed order: with no watch data every series ranks alike, then by id
const series: DemoSeries[] = Array.from({ length: DISTINCT }, (_, i) => ({
  id: `a-feed-${i + 1}`,
  title: `Feed Bench ${i + 1}`,
  director: 'Mira Okafor',
  cast: ['Ava Chen'],
  language: 'English',
  year: 2026,
  genre: ['Drama'],
  tags: ['AI'],
  description: 'A short vertical episode for the For You benchmark.',
  lists: [],
  pattern: PATTERNS[i % PATTERNS.length]!,
  palette: ['#ff3d7f', '#2a0845'],
  episodes: [10],
  toneHz: 300 + i * 40,
}));

const { dir, runtime } = await startDemoRuntime('foryou', series);
const app = runtime.app;
if (!app) throw new Error('the runtime has no HTTP app');
// the HLS ladders a viewer gets, and nothing of the pipeline running while the feed is measured
while ((await app.services.queue.backlog()).pending > 0) {
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const repo = app.services.catalogueRepository;
const { rows } = (await runtime.database.db.execute(sql`
  select s.id, s.poster_asset_id as "posterAssetId", e.video_asset_id as "videoAssetId"
  from series s join episodes e on e.series_id = s.id order by s.id`)) as unknown as {
  rows: { id: string; posterAssetId: string; videoAssetId: string }[];
};
for (let n = 1; n <= CLONES; n++) {
  const source = rows[n % rows.length]!;
  const id = `z-feed-clone-${String(n).padStart(3, '0')}`;
  await repo.insertSeries({
    id,
    title: `Feed Clone ${n}`,
    director: 'Mira Okafor',
    language: 'English',
    year: 2026,
    posterAssetId: source.posterAssetId,
  });
  await repo.insertEpisode({
    seriesId: id,
    episodeNumber: 1,
    title: `Feed Clone ${n}`,
    duration: 10,
    videoAssetId: source.videoAssetId,
  });
  await repo.publish(id);
}
app.services.catalogue.invalidate();

serveUntilStopped(
  portOf(app.server.address()),
  { distinct: DISTINCT, items: DISTINCT + CLONES },
  async () => {
    await runtime.shutdown();
    await rm(dir, { recursive: true, force: true });
  },
);
