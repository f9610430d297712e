// Child process: the app as `npm start` runs it (built web app, production config), seeded with
// one short vertical series whose episodes went through the real upload → transcode pipeline.
import { rm } from 'node:fs/promises';
import type { DemoSeries } from '../../apps/server/src/seed/demo-catalogue';
import { portOf, serveUntilStopped } from '../lib/child-server';
import { startDemoRuntime } from '../lib/demo-runtime';

export const BENCH_SERIES: DemoSeries = {
  id: 'bench-player-drama',
  title: 'Bench Player Drama',
  director: 'Mira Okafor',
  cast: ['Ava Chen', 'Kenji Mori'],
  language: 'English',
  year: 2026,
  genre: ['Drama'],
  tags: ['AI'],
  description: 'Two short vertical episodes for the player benchmark.',
  lists: ['featured'],
  // the demo's busiest pattern: segments as large as the demo catalogue's
  pattern: 'mandelbrot',
  palette: ['#ff3d7f', '#2a0845'],
  episodes: [12, 12],
  toneHz: 440,
};

/**
 * Another series, so a guest on the first one gets a house ad: the server promotes the
 * catalogue's other series, never the one being watched (a trailer cut from its first episode).
 */
export const BENCH_AD_SERIES: DemoSeries = {
  id: 'bench-player-ad',
  title: 'Bench Player Ad',
  director: 'Jun Park',
  cast: ['Lina Haddad'],
  language: 'English',
  year: 2026,
  genre: ['Drama'],
  tags: [],
  description: 'One short vertical episode: the house ad a guest sees in the player benchmark.',
  lists: ['featured'],
  pattern: 'gradient',
  palette: ['#3d7fff', '#08452a'],
  episodes: [12],
  toneHz: 660,
};

const { dir, runtime } = await startDemoRuntime('player', [BENCH_SERIES, BENCH_AD_SERIES]);

// the original MP4 plays until the ladder is ready: measure the HLS ladder a viewer gets
const app = runtime.app;
if (!app) throw new Error('the runtime has no HTTP app');
// every job, trailers too: nothing of the pipeline may run while the player is measured
while ((await app.services.queue.backlog()).pending > 0) {
  await new Promise((resolve) => setTimeout(resolve, 250));
}
// episode 2 priced: a subscriber plays it through its playback grant, measured beside episode 1
await app.services.studioSeries.update(BENCH_SERIES.id, {
  free_episodes: 1,
  coin_price_per_episode: 10,
});
app.services.catalogue.invalidate();
await app.services.access.ready();
serveUntilStopped(portOf(app.server.address()), { seriesId: BENCH_SERIES.id }, async () => {
  await runtime.shutdown();
  await rm(dir, { recursive: true, force: true });
});
