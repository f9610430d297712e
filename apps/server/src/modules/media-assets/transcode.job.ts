import path from 'node:path';
import type { Storage } from '../../storage/storage';
import type { JobHandler } from '../../jobs/job-types';
import { runTranscodePipeline } from '../../transcoding/transcode-pipeline';
import { MediaProbeError } from '../../transcoding/probe';
import { TranscodeError } from '../../transcoding/transcode';
import type { LadderOptions } from '../../transcoding/ladder';
import type { X264Preset } from '../../transcoding/transcode';
import type { MediaAssetsRepository, TranscodeOutput } from './media-assets.repository';
import { progressWriter } from './transcode-progress';

export type TranscodeJobDeps = {
  storage: Storage;
  media: MediaAssetsRepository;
  workRoot: string;
  ladder?: LadderOptions;
  /** x264 preset; the demo seed trades a little size for speed. */
  preset?: X264Preset;
  /** Told when an asset becomes playable as HLS (catalogue caches drop). */
  onReady?: (assetId: string) => void;
  onProgress?: (assetId: string, fraction: number) => void;
  /** The least time between two progress writes (PROGRESS_WRITE_MS unless a test sets it). */
  progressIntervalMs?: number;
  /** Runs once the ladder is stored, before it is marked ready (captions join its master). */
  beforeReady?: (assetId: string, output: TranscodeOutput) => Promise<void>;
};

/** Where an asset's HLS ladder and poster frame are stored. */
export const transcodeOutputPrefix = (assetId: string): string => path.posix.join('hls', assetId);

/**
 * `media.transcode`: source video → HLS ladder + poster + duration. A source that is not
 * a video fails for good (no retry); anything else is retried by the queue.
 */
export const transcodeJob =
  (deps: TranscodeJobDeps): JobHandler<'media.transcode'> =>
  async ({ assetId }, { log, signal }) => {
    const asset = await deps.media.findAsset(assetId);
    if (!asset) return { status: 'failed', reason: `asset ${assetId} no longer exists` };
    if (asset.status === 'ready') return { status: 'done' };
    await deps.media.markProcessing(assetId);
    const outputPrefix = transcodeOutputPrefix(assetId);
    // the studio shows it (docs/product/studio.md#managing-series)
    const progress = progressWriter(
      (percent) => deps.media.setProgress(assetId, percent),
      (error) => log.warn({ err: error, assetId }, 'transcode progress not recorded'),
      deps.progressIntervalMs === undefined ? {} : { intervalMs: deps.progressIntervalMs },
    );
    try {
      const output = await runTranscodePipeline({
        storage: deps.storage,
        sourceKey: asset.sourceKey,
        outputPrefix,
        workRoot: deps.workRoot,
        ...(deps.ladder ? { ladderOptions: deps.ladder } : {}),
        ...(deps.preset ? { preset: deps.preset } : {}),
        onProgress: (fraction) => {
          progress.report(fraction);
          deps.onProgress?.(assetId, fraction);
        },
        signal,
      });
      await progress.flush();
      await deps.beforeReady?.(assetId, output);
      if (!(await deps.media.markReady(assetId, output))) {
        // deleted while it was transcoded: its outputs belong to nothing
        await deps.storage.deletePrefix(`${outputPrefix}/`);
        return { status: 'failed', reason: `asset ${assetId} was deleted during its transcode` };
      }
      deps.onReady?.(assetId);
      log.info({ assetId, duration: output.durationSeconds }, 'transcoded');
      return { status: 'done' };
    } catch (error) {
      await progress.flush();
      if (signal.aborted) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof MediaProbeError || error instanceof TranscodeError) {
        await deps.media.markFailed(assetId, reason);
        return { status: 'failed', reason };
      }
      throw error;
    }
  };
