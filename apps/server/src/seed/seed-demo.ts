import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KNOWN_LISTS } from '@app/contract';
import type { Logger } from 'pino';
import type { AppMeta } from '../db/app-meta';
import type { CatalogueRepository } from '../modules/catalogue/catalogue.repository';
import type { MediaIngestService } from '../modules/media-assets/media-ingest.service';
import { generateSourceVideo, isPartialSource } from './demo-source';
import { Progress } from '../lib/progress';
import { runAhead } from '../lib/run-ahead';
import { removeStaleFiles } from '../lib/stale-files';
import { DEMO_SERIES, type DemoSeries } from './demo-catalogue';
import { renderDemoPoster } from './demo-poster';

export type SeedDeps = {
  dataDir: string;
  catalogue: CatalogueRepository;
  media: MediaIngestService;
  meta: AppMeta;
  log: Logger;
  /** Demo episode frame size: vertical 9:16. */
  frame?: { width: number; height: number };
  /** What to generate: the demo catalogue unless a benchmark or test names its own. */
  series?: DemoSeries[];
};

const SEED_KEY = 'seed:demo';
export const SEED_VERSION = '1';
/** When this process started: a file older than that is no source it is writing. */
const PROCESS_STARTED = new Date(Date.now() - process.uptime() * 1000);

/** Demo sources generated at once (generateSourceVideo runs x264 on one thread). */
const SOURCES_AT_ONCE = 2;

const sourcePath = (
  cacheDir: string,
  seriesId: string,
  episodeNumber: number,
  frame: { height: number },
) => path.join(cacheDir, `${seriesId}-ep${episodeNumber}-${frame.height}.mp4`);

export const knownListRows = () => KNOWN_LISTS.map((l, position) => ({ ...l, position }));

/**
 * Generates the demo catalogue on first start (docs/decisions.md#demo-catalogue) and publishes
 * it through the upload path: storage → media asset → transcode job. Sources are cached in
 * DATA_DIR, and a series interrupted half-way is redone, so a crash during seeding is harmless.
 */
export const seedDemo = async (deps: SeedDeps): Promise<{ seeded: boolean; series: number }> => {
  if ((await deps.meta.get(SEED_KEY)) === SEED_VERSION) return { seeded: false, series: 0 };
  await deps.catalogue.upsertLists(knownListRows());

  const cacheDir = path.join(deps.dataDir, 'demo-cache');
  mkdirSync(cacheDir, { recursive: true });
  // sources a crash left half-written (generateSourceVideo renames a source only when whole)
  await removeStaleFiles(cacheDir, PROCESS_STARTED, isPartialSource);
  const frame = deps.frame ?? { width: 540, height: 960 };
  const catalogue = deps.series ?? DEMO_SERIES;
  const totalEpisodes = catalogue.reduce((n, s) => n + s.episodes.length, 0);
  const progress = new Progress('Generating demo catalogue', totalEpisodes);

  const pending: { demo: DemoSeries; index: number }[] = [];
  for (const [index, demo] of catalogue.entries()) {
    if (await deps.catalogue.isPublished(demo.id)) progress.tick(demo.title, demo.episodes.length);
    else pending.push({ demo, index });
  }
  // the sources are made two at a time, in seeding order, ahead of the series that use them: a
  // single-threaded x264 each beside the worker's transcodes keeps both cores busy
  const sources = pending.flatMap(({ demo }) =>
    demo.episodes.map((seconds, i) => ({ demo, number: i + 1, seconds })),
  );
  const ahead = runAhead(
    sources,
    async ({ demo, number, seconds }) => {
      const output = sourcePath(cacheDir, demo.id, number, frame);
      if (existsSync(output)) return output;
      const movie = demo.episodes.length === 1;
      await generateSourceVideo({
        output,
        seconds,
        width: frame.width,
        height: frame.height,
        pattern: demo.pattern,
        title: demo.title,
        subtitle: movie ? 'Feature' : `Episode ${number}`,
        toneHz: demo.toneHz + (number - 1) * 20,
      });
      return output;
    },
    SOURCES_AT_ONCE,
  );
  let first = 0;
  for (const { demo, index } of pending) {
    await deps.catalogue.deleteSeries(demo.id);
    const offset = first;
    const source = (number: number) => ahead.resultOf(offset + number - 1);
    await seedSeries(deps, demo, index, cacheDir, source, progress);
    first += demo.episodes.length;
  }
  progress.finish();
  await deps.meta.set(SEED_KEY, SEED_VERSION);
  deps.log.info({ series: catalogue.length, episodes: totalEpisodes }, 'demo catalogue seeded');
  return { seeded: true, series: catalogue.length };
};

const seedSeries = async (
  deps: SeedDeps,
  demo: DemoSeries,
  index: number,
  cacheDir: string,
  /** Episode n's source file, once it exists. */
  source: (episodeNumber: number) => Promise<string>,
  progress: Progress,
) => {
  const posterPath = path.join(cacheDir, `${demo.id}-poster.jpg`);
  if (!existsSync(posterPath)) {
    const subtitle = `${demo.year} · ${demo.genre.join(' · ')}`;
    await writeFile(
      posterPath,
      await renderDemoPoster({
        title: demo.title,
        subtitle,
        palette: demo.palette,
        seed: index + 1,
      }),
    );
  }
  const posterAssetId = await deps.media.ingestFile({
    filePath: posterPath,
    key: `posters/${demo.id}.jpg`,
    kind: 'image',
  });

  await deps.catalogue.insertSeries({
    id: demo.id,
    title: demo.title,
    director: demo.director,
    language: demo.language,
    year: demo.year,
    description: demo.description,
    tags: demo.tags,
    cast: demo.cast,
    genre: demo.genre,
    posterAssetId,
    status: 'draft',
    views: 1000 + ((index * 7919) % 90_000),
    releaseStatus: demo.ongoing ? 'ongoing' : 'completed',
    releaseWeekday: demo.ongoing?.weekday ?? null,
    finalEpisodeCount: demo.ongoing?.finalEpisodes ?? null,
  });

  for (const [i, seconds] of demo.episodes.entries()) {
    const number = i + 1;
    const movie = demo.episodes.length === 1;
    const videoAssetId = await deps.media.ingestFile({
      filePath: await source(number),
      key: `uploads/${demo.id}/episode-${number}.mp4`,
      kind: 'video',
    });
    await deps.catalogue.insertEpisode({
      seriesId: demo.id,
      episodeNumber: number,
      title: movie ? demo.title : `Episode ${number}`,
      description: movie ? demo.description : `${demo.title}, episode ${number}.`,
      duration: seconds,
      videoAssetId,
    });
    progress.tick(`${demo.title} ${movie ? '' : `ep ${number}`}`);
  }
  await deps.catalogue.setMemberships(demo.id, demo.lists);
  await deps.catalogue.publish(demo.id);
};
