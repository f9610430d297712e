import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { guardedInput, runFfmpeg } from './ffmpeg-binaries';
import { probeVideo, type VideoProbe } from './probe';

export const POSTER_DEFAULT_SECONDS = 5;
const DEFAULT_MAX_WIDTH = 720;

export type PosterOptions = {
  input: string;
  /** A .jpg path; its folder is created. */
  output: string;
  /** Default: 5 s, or 1 s before the end when shorter. */
  atSeconds?: number;
  /** Output width (height follows the source aspect); default the source width up to 720. */
  width?: number;
  source?: VideoProbe;
  signal?: AbortSignal;
};

export type Poster = { atSeconds: number; width: number; height: number };

/** Poster time: 5 s in, or 1 s before the end of a shorter video, never negative. */
export function posterTime(durationSeconds: number): number {
  return Math.max(0, Math.min(POSTER_DEFAULT_SECONDS, durationSeconds - 1));
}

const evenDown = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

async function nonEmpty(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.size > 0,
    () => false,
  );
}

export async function extractPoster(options: PosterOptions): Promise<Poster> {
  const { input, output, signal } = options;
  const source = options.source ?? (await probeVideo(input, { signal }));
  const width = evenDown(options.width ?? Math.min(source.width, DEFAULT_MAX_WIDTH));
  const height = evenDown((width * source.height) / source.width);
  const requested = Math.max(0, options.atSeconds ?? posterTime(source.durationSeconds));
  await mkdir(path.dirname(output), { recursive: true });

  const grab = (atSeconds: number) =>
    runFfmpeg(
      [
        ...['-loglevel', 'error', '-y'],
        // input seeking: jumps to the keyframe before, then decodes to the exact frame
        ...['-ss', atSeconds.toFixed(3), ...guardedInput(input)],
        ...['-frames:v', '1', '-an', '-vf', `scale=${width}:${height}:flags=bicubic`],
        ...['-q:v', '3', '-f', 'image2', '-c:v', 'mjpeg', output],
      ],
      { signal },
    );

  await rm(output, { force: true });
  let atSeconds = requested;
  await grab(atSeconds);
  // a seek past the last decodable frame writes nothing: fall back to the first frame
  if (!(await nonEmpty(output)) && atSeconds > 0) {
    atSeconds = 0;
    await grab(atSeconds);
  }
  if (!(await nonEmpty(output))) throw new Error('No frame could be decoded for the poster');
  return { atSeconds, width, height };
}
