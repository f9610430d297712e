import { STUDIO_SERIES_TEXTS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { addSummaries, summarize, transcodeStatusOf } from './transcode-state';

const row = (overrides: Partial<Parameters<typeof transcodeStatusOf>[0]> = {}) => ({
  videoStatus: 'uploaded' as const,
  videoError: null,
  videoProgress: 0,
  liveJob: 'queued' as const,
  lastJobError: null,
  ...overrides,
});

describe('transcodeStatusOf', () => {
  it('follows the asset when it is ready or failed, else its live job', () => {
    expect(transcodeStatusOf(row({ videoStatus: 'ready', liveJob: null }))).toEqual({
      state: 'ready',
      percent: 100,
      error: null,
    });
    expect(transcodeStatusOf(row({ videoStatus: 'failed', videoError: 'no video' }))).toEqual({
      state: 'failed',
      percent: 0,
      error: 'no video',
    });
    expect(transcodeStatusOf(row())).toEqual({ state: 'queued', percent: 0, error: null });
    // a retry waiting on its backoff is queued again
    expect(transcodeStatusOf(row({ videoStatus: 'processing', videoProgress: 30 })).state).toBe(
      'queued',
    );
    expect(
      transcodeStatusOf(row({ videoStatus: 'processing', liveJob: 'running', videoProgress: 37 })),
    ).toEqual({ state: 'transcoding', percent: 37, error: null });
  });

  it('calls an asset without a live job failed, with its last job’s reason', () => {
    expect(
      transcodeStatusOf(row({ videoStatus: 'processing', liveJob: null, lastJobError: 'killed' })),
    ).toEqual({ state: 'failed', percent: 0, error: 'killed' });
    expect(transcodeStatusOf(row({ liveJob: null })).error).toBe(
      STUDIO_SERIES_TEXTS.transcodeNotQueued,
    );
    expect(transcodeStatusOf(row({ videoStatus: null, liveJob: null })).error).toBe(
      STUDIO_SERIES_TEXTS.videoMissing,
    );
  });

  it('sums states per series and over every series', () => {
    const a = summarize([
      { transcode: { state: 'queued', percent: 0, error: null } },
      { transcode: { state: 'transcoding', percent: 5, error: null } },
      { transcode: { state: 'ready', percent: 100, error: null } },
    ]);
    expect(a).toEqual({ episodes: 3, queued: 1, transcoding: 1, ready: 1, failed: 0, pending: 2 });
    const b = summarize([{ transcode: { state: 'failed', percent: 0, error: 'x' } }]);
    expect(addSummaries([a, b])).toEqual({
      episodes: 4,
      queued: 1,
      transcoding: 1,
      ready: 1,
      failed: 1,
      pending: 2,
    });
  });
});
