import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AAC_LC_CODEC, fallbackAvcCodec, readAvcCodecFromTs } from './avc-codec';
import { conciseReason, guardedInput, ProcessError, runFfmpeg } from './ffmpeg-binaries';
import { parseMediaPlaylist, writeMasterPlaylist } from './hls-playlist';
import { canCopy, canCopyAudio, copyCandidate, probeCopySource } from './passthrough';
import type { Rendition } from './ladder';
import { MediaProbeError, probeVideo, type VideoProbe } from './probe';

export const X264_PRESETS = [
  'ultrafast',
  'superfast',
  'veryfast',
  'faster',
  'fast',
  'medium',
  'slow',
] as const;
export type X264Preset = (typeof X264_PRESETS)[number];

export const MASTER_PLAYLIST = 'master.m3u8';
/** HLS segment length: a keyframe starts each one (Apple's authoring guidelines use 2–6 s). */
export const SEGMENT_SECONDS = 2;

export type TranscodeOptions = {
  input: string;
  outputDir: string;
  ladder: readonly Rendition[];
  preset?: X264Preset;
  segmentSeconds?: number;
  /** Fraction 0..1 of the source encoded so far; never decreases. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The input's probe when the caller already has it. */
  source?: VideoProbe;
};

export type TranscodedRendition = {
  name: string;
  width: number;
  height: number;
  /** Peak segment bitrate (bits/s, container included), as BANDWIDTH in the master playlist. */
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
  /** Relative to the output directory, e.g. `360p/index.m3u8`. */
  playlist: string;
};

export type TranscodeResult = {
  masterPlaylist: typeof MASTER_PLAYLIST;
  renditions: TranscodedRendition[];
  /** Of the output (its segments' total). */
  durationSeconds: number;
  /** Source display size. */
  width: number;
  height: number;
  /** Every written file, relative to the output directory, slash-separated. */
  files: string[];
};

/** The transcode failed; the message is short and safe to show an editor. */
export class TranscodeError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'TranscodeError';
  }
}

/** Above 30 fps, halve (or more) to stay within the realtime budget on two cores. */
function outputFrameRate(sourceFps: number): number {
  return sourceFps > 30.5 ? sourceFps / Math.ceil(sourceFps / 30) : sourceFps;
}

/**
 * x264 options for a keyframe at each segment boundary and nowhere else: every segment starts
 * decodable and rungs switch cleanly (Apple HLS authoring: keyframe-aligned segments). The demo
 * sources use them too, which is what lets a rung pass them through (passthrough.ts).
 */
export function segmentKeyframeArgs(fps: number, segmentSeconds = SEGMENT_SECONDS): string[] {
  const gop = String(Math.max(1, Math.round(fps * segmentSeconds)));
  return [
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0', '-flags', '+cgop'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`],
  ];
}

function buildArgs(options: {
  input: string;
  outputDir: string;
  ladder: readonly Rendition[];
  preset: X264Preset;
  segmentSeconds: number;
  source: VideoProbe;
  fps: number;
  /** The rung whose video is the source's, copied (passthrough.ts); the others are encoded. */
  copied: number | undefined;
}): string[] {
  const { input, outputDir, ladder, preset, segmentSeconds, source, fps, copied } = options;
  const fpsFilter = fps === source.frameRate ? '' : `fps=${fps.toFixed(5)},`;
  const encoded = ladder.map((_, i) => i).filter((i) => i !== copied);
  const splitLabels = encoded.map((i) => `[s${i}]`).join('');
  const scales = encoded.map((i) => {
    const r = ladder[i]!;
    return `[s${i}]scale=${r.width}:${r.height}:flags=bicubic,setsar=1,format=yuv420p[v${i}]`;
  });
  const filter =
    encoded.length > 0
      ? [`[0:v]${fpsFilter}split=${encoded.length}${splitLabels}`, ...scales].join(';')
      : undefined;
  // every rendition gets audio so players switch rungs without codec changes
  const silence = source.hasAudio
    ? []
    : [
        '-f',
        'lavfi',
        '-t',
        source.durationSeconds.toFixed(3),
        '-i',
        'anullsrc=channel_layout=stereo:sample_rate=48000',
      ];
  const audioMap = source.hasAudio ? '0:a:0' : '1:a:0';
  // AAC-LC within the rungs' budget is copied, as a fitting video is: no decode, no encode
  const audio = canCopyAudio(source.audio, ladder)
    ? (_: Rendition) => ['-c:a', 'copy']
    : (r: Rendition) => ['-c:a', 'aac', '-b:a', String(r.audioBitrate), '-ac', '2', '-ar', '48000'];

  const outputs = ladder.flatMap((r, i) => {
    const dir = path.join(outputDir, r.name);
    const video =
      i === copied
        ? ['-map', '0:v:0', '-c:v', 'copy']
        : [
            ...['-map', `[v${i}]`],
            ...['-c:v', 'libx264', '-preset', preset, '-profile:v', r.profile],
            // capped CRF: plain scenes cost fewer bits and less encoder time than an average target
            ...[
              '-crf',
              String(r.crf),
              '-maxrate',
              String(r.maxrate),
              '-bufsize',
              String(r.bufsize),
            ],
            ...segmentKeyframeArgs(fps, segmentSeconds),
          ];
    return [
      ...video,
      ...['-map', audioMap],
      ...audio(r),
      ...['-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_list_size', '0'],
      ...['-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments'],
      ...['-hls_segment_type', 'mpegts'],
      ...['-hls_segment_filename', path.join(dir, 'seg_%05d.ts')],
      path.join(dir, 'index.m3u8'),
    ];
  });

  return [
    ...['-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-y'],
    ...guardedInput(input),
    ...silence,
    ...(filter ? ['-filter_complex', filter] : []),
    ...outputs,
  ];
}

function progressReporter(durationSeconds: number, onProgress?: (fraction: number) => void) {
  let last = 0;
  return (line: string) => {
    if (!onProgress) return;
    const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
    // out_time_ms is in microseconds too (a long-standing ffmpeg quirk)
    if (!match?.[1]) return;
    const fraction = Math.min(1, Number(match[1]) / 1e6 / durationSeconds);
    if (fraction > last) {
      last = fraction;
      onProgress(fraction);
    }
  };
}

async function measureRendition(
  outputDir: string,
  rendition: Rendition,
  segmentSeconds: number,
): Promise<{ result: TranscodedRendition; files: string[]; durationSeconds: number }> {
  const dir = path.join(outputDir, rendition.name);
  const playlist = parseMediaPlaylist(await readFile(path.join(dir, 'index.m3u8'), 'utf8'));
  if (!playlist.endList || playlist.segments.length === 0) {
    throw new TranscodeError(`Rendition ${rendition.name} is incomplete`);
  }
  const sizes = await Promise.all(
    playlist.segments.map(async (segment) => (await stat(path.join(dir, segment.uri))).size),
  );
  const durationSeconds = playlist.segments.reduce((sum, segment) => sum + segment.duration, 0);
  const totalBytes = sizes.reduce((sum, size) => sum + size, 0);
  // a short tail segment is mostly keyframe: it would overstate the peak a player plans for
  const full = playlist.segments
    .map((segment, i) => ({ duration: segment.duration, bytes: sizes[i] ?? 0 }))
    .filter((segment) => segment.duration >= segmentSeconds / 2);
  const peakSource =
    full.length > 0
      ? full
      : playlist.segments.map((s, i) => ({ duration: s.duration, bytes: sizes[i] ?? 0 }));
  const peak = Math.max(...peakSource.map((s) => (s.bytes * 8) / Math.max(s.duration, 0.001)));
  const firstSegment = playlist.segments[0]?.uri ?? '';
  const avc =
    (await readAvcCodecFromTs(path.join(dir, firstSegment))) ?? fallbackAvcCodec(rendition.profile);

  const files = (await readdir(dir)).sort().map((name) => `${rendition.name}/${name}`);
  return {
    result: {
      name: rendition.name,
      width: rendition.width,
      height: rendition.height,
      bandwidth: Math.ceil(peak),
      averageBandwidth: Math.ceil((totalBytes * 8) / Math.max(durationSeconds, 0.001)),
      codecs: `${avc},${AAC_LC_CODEC}`,
      playlist: `${rendition.name}/index.m3u8`,
    },
    files,
    durationSeconds,
  };
}

/** The rung that takes the source's video as it is, if one can (passthrough.ts). */
async function copiedRendition(options: {
  input: string;
  ladder: readonly Rendition[];
  source: VideoProbe;
  fps: number;
  segmentSeconds: number;
  signal: AbortSignal | undefined;
}): Promise<number | undefined> {
  const { input, ladder, source, fps, segmentSeconds, signal } = options;
  const candidate = copyCandidate(ladder, source, fps);
  const rendition = candidate === undefined ? undefined : ladder[candidate];
  if (candidate === undefined || !rendition) return undefined;
  const stream = await probeCopySource(input, { signal });
  return stream && canCopy(rendition, stream, { fps, segmentSeconds }) ? candidate : undefined;
}

/**
 * Encodes the ladder in one ffmpeg run (one decode, one split, one x264 per rung) into
 * `<outputDir>/<rung>/index.m3u8` + `seg_NNNNN.ts`, then writes `master.m3u8` from what was
 * really produced. On failure the partial output is removed.
 */
export async function transcodeToHls(options: TranscodeOptions): Promise<TranscodeResult> {
  const { input, outputDir, ladder, signal } = options;
  const preset = options.preset ?? 'veryfast';
  const segmentSeconds = options.segmentSeconds ?? SEGMENT_SECONDS;
  if (ladder.length === 0) throw new TranscodeError('The ladder has no renditions');
  if (new Set(ladder.map((r) => r.name)).size !== ladder.length) {
    throw new TranscodeError('Rendition names must be unique');
  }

  let source: VideoProbe;
  try {
    source = options.source ?? (await probeVideo(input, { signal }));
  } catch (error) {
    if (error instanceof MediaProbeError) {
      throw new TranscodeError(error.message, { cause: error });
    }
    throw error;
  }

  const outputExisted = await stat(outputDir).then(
    () => true,
    () => false,
  );
  const cleanUp = async () => {
    if (!outputExisted) {
      await rm(outputDir, { recursive: true, force: true });
      return;
    }
    await Promise.all([
      rm(path.join(outputDir, MASTER_PLAYLIST), { force: true }),
      ...ladder.map((r) => rm(path.join(outputDir, r.name), { recursive: true, force: true })),
    ]);
  };

  try {
    await Promise.all(ladder.map((r) => mkdir(path.join(outputDir, r.name), { recursive: true })));
    const fps = outputFrameRate(source.frameRate);
    const copied = await copiedRendition({ input, ladder, source, fps, segmentSeconds, signal });
    const args = buildArgs({
      input,
      outputDir,
      ladder,
      preset,
      segmentSeconds,
      source,
      fps,
      copied,
    });
    await runFfmpeg(args, {
      signal,
      onStdoutLine: progressReporter(source.durationSeconds, options.onProgress),
    });

    const measured = await Promise.all(
      ladder.map((r) => measureRendition(outputDir, r, segmentSeconds)),
    );
    const renditions = measured.map((m) => m.result);
    await writeFile(
      path.join(outputDir, MASTER_PLAYLIST),
      writeMasterPlaylist(
        renditions.map((r) => ({
          uri: r.playlist,
          bandwidth: r.bandwidth,
          averageBandwidth: r.averageBandwidth,
          width: r.width,
          height: r.height,
          codecs: r.codecs,
          frameRate: fps,
        })),
      ),
    );
    options.onProgress?.(1);
    return {
      masterPlaylist: MASTER_PLAYLIST,
      renditions,
      durationSeconds: Math.round((measured[0]?.durationSeconds ?? 0) * 1000) / 1000,
      width: source.width,
      height: source.height,
      files: [MASTER_PLAYLIST, ...measured.flatMap((m) => m.files)],
    };
  } catch (error) {
    await cleanUp();
    if (signal?.aborted) throw signal.reason;
    if (error instanceof TranscodeError) throw error;
    if (error instanceof ProcessError) {
      // ffmpeg 4.1's HLS muxer logs this at error level on every run: it is never the reason
      const line =
        error.stderrTail.findLast((l) => !l.includes('Cannot use rename on non file')) ??
        error.lastLine;
      throw new TranscodeError(`ffmpeg failed: ${conciseReason(line, input)}`, { cause: error });
    }
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new TranscodeError(`Transcode failed: ${reason}`, { cause: error });
  }
}
