import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PutOptions, Storage } from '../storage/storage';
import { planLadder, type LadderOptions } from './ladder';
import { extractPoster } from './poster';
import { probeVideo } from './probe';
import { MASTER_PLAYLIST, transcodeToHls, type X264Preset } from './transcode';

export const POSTER_FILE = 'poster.jpg';

export const PIPELINE_STAGES = ['download', 'probe', 'transcode', 'poster', 'upload'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export type TranscodePipelineOptions = {
  storage: Storage;
  sourceKey: string;
  /** Where the outputs go, e.g. `media/<episodeId>/<jobId>`; cleared if the job fails mid-upload. */
  outputPrefix: string;
  /** A local folder for scratch space; each run works in its own subfolder and removes it. */
  workRoot: string;
  ladderOptions?: LadderOptions;
  preset?: X264Preset;
  /** `fraction` is of the whole job (0..1, never decreasing); `stage` is what runs now. */
  onProgress?: (fraction: number, stage: PipelineStage) => void;
  signal?: AbortSignal;
};

export type PipelineRendition = {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
  playlistKey: string;
};

export type TranscodePipelineResult = {
  masterKey: string;
  posterKey: string;
  renditions: PipelineRendition[];
  durationSeconds: number;
  width: number;
  height: number;
};

// Share of the job's time each stage takes, roughly, for one progress bar
const STAGE_SPAN: Record<PipelineStage, [number, number]> = {
  download: [0, 0.04],
  probe: [0.04, 0.05],
  transcode: [0.05, 0.9],
  poster: [0.9, 0.92],
  upload: [0.92, 1],
};

const UPLOAD_CONCURRENCY = 6;

const IMMUTABLE = 'public, max-age=31536000, immutable';
// playlists stay revalidatable: a re-transcode may replace them under the same key
const PLAYLIST_CACHE = 'public, max-age=60';

export function putOptionsFor(file: string): PutOptions {
  if (file.endsWith('.m3u8')) {
    return { contentType: 'application/vnd.apple.mpegurl', cacheControl: PLAYLIST_CACHE };
  }
  if (file.endsWith('.ts')) return { contentType: 'video/mp2t', cacheControl: IMMUTABLE };
  if (file.endsWith('.jpg')) return { contentType: 'image/jpeg', cacheControl: IMMUTABLE };
  return { contentType: 'application/octet-stream' };
}

/** Segments first, then media playlists, master last: a reader never sees a dangling reference. */
function uploadOrder(file: string): number {
  if (file === MASTER_PLAYLIST) return 2;
  return file.endsWith('.m3u8') ? 1 : 0;
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(run));
  }
}

/**
 * Source key in storage → HLS ladder + poster in storage (docs/decisions.md#media): download,
 * probe, plan, transcode, poster, upload. Its scratch folder is always removed, success or not.
 */
export async function runTranscodePipeline(
  options: TranscodePipelineOptions,
): Promise<TranscodePipelineResult> {
  const { storage, sourceKey, workRoot, signal, onProgress } = options;
  const prefix = options.outputPrefix.replace(/\/+$/, '');
  const keyOf = (file: string) => `${prefix}/${file}`;
  const report = (stage: PipelineStage, withinStage: number) => {
    const [from, to] = STAGE_SPAN[stage];
    onProgress?.(from + (to - from) * Math.min(1, Math.max(0, withinStage)), stage);
  };

  await mkdir(workRoot, { recursive: true });
  const workDir = await mkdtemp(path.join(workRoot, `transcode-${randomUUID().slice(0, 8)}-`));
  let uploadStarted = false;
  try {
    report('download', 0);
    const sourcePath = path.join(workDir, 'source');
    await storage.download(sourceKey, sourcePath);

    report('probe', 0);
    const source = await probeVideo(sourcePath, { signal });
    const ladder = planLadder(source, options.ladderOptions);

    report('transcode', 0);
    const outputDir = path.join(workDir, 'out');
    const hls = await transcodeToHls({
      input: sourcePath,
      outputDir,
      ladder,
      source,
      signal,
      ...(options.preset && { preset: options.preset }),
      onProgress: (fraction) => report('transcode', fraction),
    });

    report('poster', 0);
    await extractPoster({
      input: sourcePath,
      output: path.join(outputDir, POSTER_FILE),
      source,
      signal,
    });

    const files = [...hls.files, POSTER_FILE].sort((a, b) => uploadOrder(a) - uploadOrder(b));
    uploadStarted = true;
    let uploaded = 0;
    report('upload', 0);
    for (const order of [0, 1, 2]) {
      const batch = files.filter((file) => uploadOrder(file) === order);
      await inBatches(batch, UPLOAD_CONCURRENCY, async (file) => {
        signal?.throwIfAborted();
        await storage.putFile(keyOf(file), path.join(outputDir, file), putOptionsFor(file));
        uploaded += 1;
        report('upload', uploaded / files.length);
      });
    }

    return {
      masterKey: keyOf(hls.masterPlaylist),
      posterKey: keyOf(POSTER_FILE),
      renditions: hls.renditions.map((r) => ({
        name: r.name,
        width: r.width,
        height: r.height,
        bandwidth: r.bandwidth,
        playlistKey: keyOf(r.playlist),
      })),
      durationSeconds: hls.durationSeconds,
      width: hls.width,
      height: hls.height,
    };
  } catch (error) {
    if (uploadStarted) {
      // a half-uploaded ladder is worse than none; the job's retry starts clean
      await storage.deletePrefix(`${prefix}/`).catch(() => undefined);
    }
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
