import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ADS } from '@app/contract';
import { conciseReason, guardedInput, ProcessError, runFfmpeg } from './ffmpeg-binaries';
import { probeCopySource, type CopyProbe } from './passthrough';
import { probeVideo, type VideoProbe } from './probe';
import { TranscodeError } from './transcode';

/** A house-ad trailer: long enough to tell the story, short enough to sit through (10–15 s). */
export const TRAILER_SECONDS = 12;
/** At most 720p: the short side, as the ladder names its rungs (a vertical 720×1280 is 720p). */
const MAX_SHORT_SIDE = 720;
/** The trailer's video bit rate cap, encoded (x264's maxrate) or copied (the stream's average). */
const MAX_VIDEO_BITS_PER_SECOND = 1_800_000;
/** The trailer is H.264 main at most: what every VAST player decodes. */
const COPYABLE_PROFILES = new Set(['Constrained Baseline', 'Baseline', 'Main']);

export type TrailerOptions = {
  input: string;
  /** An .mp4 path; its folder is created. */
  output: string;
  seconds?: number;
  source?: VideoProbe;
  signal?: AbortSignal;
};

export type Trailer = {
  width: number;
  height: number;
  durationSeconds: number;
  /** The source's first seconds taken as they are: nothing decoded or encoded. */
  copied: boolean;
};

const evenDown = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/**
 * Whether the source's first `seconds` can be the trailer as they are: H.264 up to main, 4:2:0,
 * square pixels, upright, at most 720p and within the trailer's bit rate, with AAC sound,
 * closed GOPs and a keyframe where the cut falls (or the video ends before it), so that every
 * frame kept has the frames it refers to. A ladder-ready upload is; most phone exports are not.
 */
export function canCopyTrailer(
  stream: CopyProbe,
  source: Pick<VideoProbe, 'audio' | 'frameRate'>,
  seconds: number,
): boolean {
  if (stream.codec !== 'h264' || !COPYABLE_PROFILES.has(stream.profile)) return false;
  if (stream.pixelFormat !== 'yuv420p' || !stream.squarePixels || stream.rotated) return false;
  if (stream.openGop || Math.min(stream.width, stream.height) > MAX_SHORT_SIDE) return false;
  if (stream.width % 2 !== 0 || stream.height % 2 !== 0) return false;
  if (stream.bitRate === undefined || stream.bitRate > MAX_VIDEO_BITS_PER_SECOND) return false;
  if (source.audio?.codec !== 'aac') return false;
  const halfFrame = 0.5 / source.frameRate;
  return (
    stream.lastFrameTime < seconds - halfFrame ||
    stream.keyframes.some((time) => Math.abs(time - seconds) <= halfFrame)
  );
}

/**
 * The first seconds of a video as a progressive MP4 for a VAST MediaFile: H.264 main +
 * AAC, at most 720p, moov atom first (faststart) so playback starts before the download
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
  const scale = Math.min(1, MAX_SHORT_SIDE / Math.min(source.width, source.height));
  const width = evenDown(source.width * scale);
  const height = evenDown(source.height * scale);
  await mkdir(path.dirname(output), { recursive: true });
  await rm(output, { force: true });
  const stream = source.hasAudio ? await probeCopySource(input, { signal }) : undefined;
  const copied = stream !== undefined && canCopyTrailer(stream, source, seconds);
  const silence = source.hasAudio
    ? []
    : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000'];
  const encode = [
    ...['-vf', `scale=${width}:${height}:flags=bicubic,setsar=1,format=yuv420p`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-crf', '24'],
    ...['-maxrate', `${MAX_VIDEO_BITS_PER_SECOND / 1000}k`, '-bufsize', '3600k'],
    ...['-c:a', 'aac', '-b:a', '96k', '-ac', '2', '-ar', '48000'],
  ];
  try {
    await runFfmpeg(
      [
        ...['-loglevel', 'error', '-y'],
        ...guardedInput(input),
        ...silence,
        ...['-t', seconds.toFixed(3)],
        // a copy's video is cut in decode order: the frames of the closed GOPs before the cut,
        // not the keyframe at it (whose time in decode order falls before the cut)
        ...(copied ? ['-frames:v', String(Math.round(seconds * source.frameRate))] : []),
        ...['-map', '0:v:0', '-map', source.hasAudio ? '0:a:0' : '1:a:0'],
        ...(copied ? ['-c', 'copy'] : encode),
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
  return {
    width: made.width,
    height: made.height,
    durationSeconds: made.durationSeconds,
    copied,
  };
}
