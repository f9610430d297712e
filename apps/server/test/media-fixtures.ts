import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg, runFfprobe } from '../src/transcoding/ffmpeg-binaries';

/** Tiny media made on the spot for the tests, never checked in. */

export async function makeTempDir(prefix: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A plain lavfi clip: testsrc2 video, optional tone, optional rotation metadata. */
export async function makeClip(
  output: string,
  options: { seconds: number; width: number; height: number; audio?: boolean; rotate?: number },
): Promise<string> {
  const { seconds, width, height, rotate } = options;
  const audio = options.audio ?? true;
  // encoders drop rotation metadata: encode first, then set it on a stream copy
  const encoded = rotate === undefined ? output : `${output}.unrotated.mp4`;
  await runFfmpeg([
    ...['-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=24`],
    ...(audio ? ['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'] : []),
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...(audio ? ['-c:a', 'aac', '-b:a', '64k'] : []),
    encoded,
  ]);
  if (rotate !== undefined) {
    await runFfmpeg([
      ...['-loglevel', 'error', '-y', '-i', encoded, '-c', 'copy'],
      ...['-metadata:s:v:0', `rotate=${rotate}`, output],
    ]);
    await rm(encoded, { force: true });
  }
  return output;
}

export async function makeRandomFile(output: string, bytes = 64 * 1024): Promise<string> {
  await writeFile(output, randomBytes(bytes));
  return output;
}

/** key_frame and pict_type of a file's first video frame, via ffprobe. */
export async function firstVideoFrame(file: string) {
  const { stdout } = await runFfprobe([
    ...['-v', 'error', '-select_streams', 'v', '-show_frames', '-read_intervals', '%+#1'],
    ...['-show_entries', 'frame=key_frame,pict_type', '-of', 'json', file],
  ]);
  const parsed = JSON.parse(stdout) as { frames?: { key_frame?: number; pict_type?: string }[] };
  return parsed.frames?.[0];
}

/** codec_type, codec_name and profile of each stream in a file, via ffprobe. */
export async function streamsOf(file: string) {
  const { stdout } = await runFfprobe([
    ...['-v', 'error', '-show_entries'],
    'stream=codec_type,codec_name,profile,width,height,channels,sample_rate',
    ...['-of', 'json', file],
  ]);
  return (
    JSON.parse(stdout) as {
      streams: {
        codec_type: string;
        codec_name: string;
        profile?: string;
        width?: number;
        channels?: number;
        sample_rate?: string;
      }[];
    }
  ).streams;
}
