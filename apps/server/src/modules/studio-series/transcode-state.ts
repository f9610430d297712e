import {
  STUDIO_SERIES_TEXTS,
  type StudioEpisodeState,
  type TranscodeStatus,
  type TranscodeSummary,
} from '@app/contract';
import type { EpisodeStateRow } from './studio-series.repository';

type TranscodeRow = Pick<
  EpisodeStateRow,
  'videoStatus' | 'videoError' | 'videoProgress' | 'liveJob' | 'lastJobError'
>;

/**
 * An episode's transcode as the studio shows it (docs/product/studio.md#managing-series). The
 * asset says ready or failed for good; otherwise its live job decides: queued (a retry waiting
 * on its backoff too) or transcoding. An asset left without a live job failed: its job ran out
 * of attempts (the reason is its last error) or was never queued.
 */
export const transcodeStatusOf = (row: TranscodeRow): TranscodeStatus => {
  if (row.videoStatus === null) {
    return { state: 'failed', percent: 0, error: STUDIO_SERIES_TEXTS.videoMissing };
  }
  if (row.videoStatus === 'ready') return { state: 'ready', percent: 100, error: null };
  if (row.videoStatus === 'failed') {
    return {
      state: 'failed',
      percent: 0,
      error: row.videoError ?? STUDIO_SERIES_TEXTS.transcodeNotQueued,
    };
  }
  if (row.liveJob === 'running') {
    const percent = Math.max(0, Math.min(100, Math.round(row.videoProgress ?? 0)));
    return { state: 'transcoding', percent, error: null };
  }
  if (row.liveJob === 'queued') return { state: 'queued', percent: 0, error: null };
  return {
    state: 'failed',
    percent: 0,
    error: row.lastJobError ?? STUDIO_SERIES_TEXTS.transcodeNotQueued,
  };
};

export const summarize = (
  episodes: readonly Pick<StudioEpisodeState, 'transcode'>[],
): TranscodeSummary => {
  const summary = { episodes: episodes.length, queued: 0, transcoding: 0, ready: 0, failed: 0 };
  for (const { transcode } of episodes) summary[transcode.state] += 1;
  return { ...summary, pending: summary.queued + summary.transcoding };
};

/** Summaries added up, for the whole list. */
export const addSummaries = (summaries: readonly TranscodeSummary[]): TranscodeSummary => {
  const total: TranscodeSummary = {
    episodes: 0,
    queued: 0,
    transcoding: 0,
    ready: 0,
    failed: 0,
    pending: 0,
  };
  for (const summary of summaries) {
    for (const field of Object.keys(total) as (keyof TranscodeSummary)[]) {
      total[field] += summary[field];
    }
  }
  return total;
};
