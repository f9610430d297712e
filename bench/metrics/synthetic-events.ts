import { randomUUID } from 'node:crypto';
import type { WatchEventInput } from '@app/contract';

/** The events of one player's batch (METRICS.batchSize): what the web client sends. */
export const EVENTS_PER_VIEW = 10;

/** The published series the events are about, with their episode ids in episode order. */
export type BenchCatalogue = { seriesId: string; episodeIds: string[] }[];

/**
 * Batches of `size` events (a multiple of 10): each holds size/10 viewers' last 10 events (a
 * start, progress every 10% of a 40 s episode, a pause or a stop), spread over the catalogue's
 * series and episodes. Positions and rollups then get real upserts, not one hot row. At size 10
 * a batch is one player's flush, as the web client sends it.
 */
export const syntheticBatches = (
  catalogue: BenchCatalogue,
  batches: number,
  size: number,
  seed = 0,
): WatchEventInput[][] =>
  Array.from({ length: batches }, (_, b) =>
    Array.from({ length: size }, (_, i): WatchEventInput => {
      const viewers = size / EVENTS_PER_VIEW;
      // the viewer across all batches
      const view = b * viewers + Math.floor(i / EVENTS_PER_VIEW);
      const step = i % EVENTS_PER_VIEW;
      const series = catalogue[view % catalogue.length]!;
      const episode = (view * 7 + b) % series.episodeIds.length;
      return {
        event_id: randomUUID(),
        viewer_id: `bench-viewer-${seed}-${view % 20_000}`,
        series_id: series.seriesId,
        episode_id: series.episodeIds[episode]!,
        episode_number: episode + 1,
        event_type:
          step === 0
            ? 'video_start'
            : step === EVENTS_PER_VIEW - 1
              ? view % 3 === 0
                ? 'video_complete'
                : 'video_pause'
              : 'video_progress',
        current_time: step * 4,
        episode_duration: 40,
        platform: view % 2 ? 'mobile' : 'pc',
        timestamp: Date.now() + step * 4000,
        session_id: `bench-session-${seed}-${b}-${view}`,
      };
    }),
  );

/** The watch_events columns, in the order rawInsertRow gives their values. */
export const WATCH_EVENT_COLUMNS = [
  'event_id',
  'viewer_id',
  'series_id',
  'episode_id',
  'episode_number',
  'event_type',
  '"current_time"',
  'episode_duration',
  'platform',
  'session_id',
  'client_timestamp',
] as const;

export const rawInsertRow = (e: WatchEventInput): unknown[] => [
  e.event_id,
  e.viewer_id,
  e.series_id,
  e.episode_id,
  e.episode_number ?? null,
  e.event_type,
  e.current_time,
  e.episode_duration,
  e.platform,
  e.session_id,
  new Date(e.timestamp).toISOString(),
];

/** `INSERT INTO watch_events (...) VALUES ($1, …), (…)` for `rows` rows: the raw reference. */
export const rawInsertSql = (rows: number): string => {
  const width = WATCH_EVENT_COLUMNS.length;
  const values = Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
  );
  return `insert into watch_events (${WATCH_EVENT_COLUMNS.join(', ')}) values ${values.join(', ')}`;
};
