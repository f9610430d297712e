import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ADS } from '@app/contract';
import { conciseReason, guardedInput, ProcessError, runFfmpeg } from './ffmpeg-binaries';
import { probeVideo, type VideoProbe } from './probe';
import { TranscodeError } from './transcode';

/** A house-ad trailer: long enough to tell the story, short enough to sit through (10–15 s). */
export const TRAILER_SECONDS = 12;
const MAX_HEIGHT = 720;

export type TrailerOptions = {
  input: string;
  /** An .mp4 path; its folder is created. */
  output: string;
  seconds?: number;
  source?: VideoProbe;
  signal?: AbortSignal;
};

export type Trailer = { width: number; height: number; durationSeconds: number };

const evenDown = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/**
 * The first seconds of a video as a progressive MP4 for a VAST MediaFile: H.264 main +
 * AAC, at most 720 px high, moov atom first (faststart) so playback starts before the download
 * ends. Audio-less sources get silence: players expect an audio track in an ad.
 */
export async function cutTrailer(options: TrailerOptions): Promise<Trailer> {
  const { input, output, signal } = options;
  const source = options.source ?? (await probeVideo(input, { signal }));
  // never longer than an ad may be (docs/product/ads.md#ad-length), whatever a caller asks
  const seconds = Math.min(
    options.seconds ?? TRAILER_SECONDS,
    ADS.maxAdSeconds,
    source.durationSeconds,
  );
  const height = evenDown(Math.min(source.height, MAX_HEIGHT));
  const width = evenDown((height * source.width) / source.height);
  await mkdir(path.dirname(output), { recursive: true });
  await rm(output, { force: true });
  const silence = source.hasAudio
    ? []
    : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000'];
  try {
    await runFfmpeg(
      [
        ...['-loglevel', 'error', '-y'],
        ...guardedInput(input),
        ...silence,
        ...['-t', seconds.toFixed(3)],
        ...['-map', '0:v:0', '-map', source.hasAudio ? '0:a:0' : '1:a:0'],
        ...['-vf', `scale=${width}:${height}:flags=bicubic,setsar=1,format=yuv420p`],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-crf', '24'],
        ...['-maxrate', '1800k', '-bufsize', '3600k'],
        ...['-c:a', 'aac', '-b:a', '96k', '-ac', '2', '-ar', '48000'],
        ...['-movflags', '+faststart', '-f', 'mp4', output],
      ],
      { signal },
    );
  } catch (error) {
    if (error instanceof ProcessError && !signal?.aborted) {
      throw new TranscodeError(`Trailer failed: ${conciseReason(error.lastLine, input)}`, {
        cause: error,
      });
    }
    throw error;
  }
  const made = await probeVideo(output, { signal });
  return { width: made.width, height: made.height, durationSeconds: made.durationSeconds };
}
