import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { JobHandler } from '../../jobs/job-types';
import { cutTrailer } from '../../transcoding/trailer';
import { MediaProbeError } from '../../transcoding/probe';
import { TranscodeError } from '../../transcoding/transcode';
import type { Storage } from '../../storage/storage';
import type { AdsRepository } from './ads.repository';
import type { TrailerStore } from './trailer-store';

export type TrailerJobDeps = {
  storage: Storage;
  ads: AdsRepository;
  trailers: TrailerStore;
  workRoot: string;
};

/**
 * `ads.trailer`: the first seconds of a series' first episode as an MP4 for the VAST answer.
 * A source that is gone or not a video fails for good; anything else is retried.
 */
export const trailerJob =
  (deps: TrailerJobDeps): JobHandler<'ads.trailer'> =>
  async ({ seriesId, assetId }, { log, signal }) => {
    if (await deps.trailers.find(seriesId, assetId)) return { status: 'done' };
    const source = await deps.ads.trailerSource(assetId);
    if (!source) return { status: 'failed', reason: `asset ${assetId} no longer exists` };
    await mkdir(deps.workRoot, { recursive: true });
    const work = await mkdtemp(path.join(deps.workRoot, 'trailer-'));
    try {
      const input = path.join(work, 'source');
      await deps.storage.download(source.sourceKey, input);
      const output = path.join(work, 'trailer.mp4');
      const { copied, ...trailer } = await cutTrailer({ input, output, signal });
      await deps.trailers.save(seriesId, assetId, output, trailer);
      log.info(
        { seriesId, assetId, duration: trailer.durationSeconds, copied },
        'ad trailer ready',
      );
      return { status: 'done' };
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof MediaProbeError || error instanceof TranscodeError) {
        return { status: 'failed', reason: error.message };
      }
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
