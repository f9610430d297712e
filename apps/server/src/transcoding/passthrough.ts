import { guardedInput, ProcessError, ProcessOutputLimitError, runFfprobe } from './ffmpeg-binaries';
import type { Rendition } from './ladder';
import type { AudioProbe, VideoProbe } from './probe';

/**
 * What decides whether a source's video can become a rung as it is, without decoding and
 * encoding it again (docs/decisions.md#transcoding-passthrough): the stream's format and where
 * its keyframes are.
 */
export type CopyProbe = {
  codec: string;
  profile: string;
  pixelFormat: string;
  width: number;
  height: number;
  /** Average bits a second of the video stream; undefined when the container does not say. */
  bitRate: number | undefined;
  /** `avg_frame_rate` and `r_frame_rate` agree: a constant frame rate. */
  constantFrameRate: boolean;
  /** Square pixels (or not stated). */
  squarePixels: boolean;
  rotated: boolean;
  /** Presentation times of the keyframes, in seconds, ascending. */
  keyframes: number[];
  /** The last frame's presentation time: where the video ends, less one frame. */
  lastFrameTime: number;
  /**
   * A frame decoded after a keyframe is shown before it (an open GOP): cut at that keyframe, the
   * frames before the cut would lose a reference.
   */
  openGop: boolean;
};

/** A packet list past this is a very long file: it is encoded as usual, not examined. */
const MAX_PACKET_LIST_BYTES = 4 * 1024 * 1024;

/** H.264 profiles every HLS player decodes; the ladder itself encodes main and high. */
const PLAYABLE_PROFILES = new Set(['Constrained Baseline', 'Baseline', 'Main', 'High']);

/**
 * The rung a source matches in size, codec and frame rate, before the keyframes are read: only
 * then is the packet list worth reading.
 */
export function copyCandidate(
  ladder: readonly Rendition[],
  source: VideoProbe,
  outputFps: number,
): number | undefined {
  if (source.videoCodec !== 'h264' || outputFps !== source.frameRate) return undefined;
  const index = ladder.findIndex((r) => r.width === source.width && r.height === source.height);
  return index >= 0 ? index : undefined;
}

/**
 * Whether the source's video can be that rung's video unchanged: H.264 in a profile players
 * decode, 4:2:0, square pixels, no rotation to apply, a constant frame rate, no more bits than
 * the rung allows, and a keyframe at every segment boundary and nowhere else, so its segments
 * start where the encoded rungs' do and players switch between them cleanly.
 */
export function canCopy(
  rendition: Rendition,
  stream: CopyProbe,
  options: { fps: number; segmentSeconds: number },
): boolean {
  const { fps, segmentSeconds } = options;
  if (stream.codec !== 'h264' || !PLAYABLE_PROFILES.has(stream.profile)) return false;
  if (stream.pixelFormat !== 'yuv420p' || !stream.squarePixels || stream.rotated) return false;
  if (!stream.constantFrameRate || stream.openGop) return false;
  if (stream.width !== rendition.width || stream.height !== rendition.height) return false;
  // no more bits than an encode held to the rung's VBV cap could have: maxrate a second, plus
  // one buffer (what lets its first keyframe and scene changes burst)
  const seconds = stream.lastFrameTime + 1 / fps;
  if (stream.bitRate === undefined) return false;
  if (stream.bitRate * seconds > rendition.maxrate * seconds + rendition.bufsize) return false;
  // one keyframe per segment: at 0, segmentSeconds, 2 × segmentSeconds, … up to the last frame
  const halfFrame = 0.5 / fps;
  const segments = Math.floor((stream.lastFrameTime + halfFrame) / segmentSeconds) + 1;
  return (
    stream.keyframes.length === segments &&
    stream.keyframes.every((time, n) => Math.abs(time - n * segmentSeconds) <= halfFrame)
  );
}

/** Sample rates every HLS player plays as they are. */
const COPYABLE_SAMPLE_RATES = new Set([44_100, 48_000]);

/**
 * Whether the source's sound can be every rung's sound unchanged: AAC-LC (what the master
 * playlist's CODECS names), mono or stereo at 44.1 or 48 kHz, and no more bits than the
 * smallest rung gives its sound. Every rung then carries the same sound, as encoded rungs do,
 * and players switch between them without a change of audio.
 */
export function canCopyAudio(audio: AudioProbe | undefined, ladder: readonly Rendition[]): boolean {
  if (audio === undefined || audio.codec !== 'aac' || audio.profile !== 'LC') return false;
  if (audio.channels < 1 || audio.channels > 2) return false;
  if (!COPYABLE_SAMPLE_RATES.has(audio.sampleRate) || audio.bitRate === undefined) return false;
  return audio.bitRate <= Math.min(...ladder.map((rendition) => rendition.audioBitrate));
}

type ProbeJson = {
  streams?: {
    codec_name?: string;
    profile?: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    bit_rate?: string;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    sample_aspect_ratio?: string;
    tags?: Record<string, string>;
    side_data_list?: { rotation?: number | string }[];
  }[];
  packets?: { pts_time?: string; flags?: string }[];
  format?: { bit_rate?: string };
};

/**
 * Reads the video stream's format and its keyframes' times from the packet list (the demuxer
 * only: nothing is decoded, milliseconds for an episode). Undefined when the file cannot tell,
 * which only means the rung is encoded as usual.
 */
export async function probeCopySource(
  input: string,
  options: { signal?: AbortSignal } = {},
): Promise<CopyProbe | undefined> {
  let stdout: string;
  try {
    ({ stdout } = await runFfprobe(
      [
        ...['-v', 'error', '-select_streams', 'v:0', '-print_format', 'json'],
        '-show_entries',
        'stream=codec_name,profile,pix_fmt,width,height,bit_rate,avg_frame_rate,r_frame_rate,' +
          'sample_aspect_ratio:stream_tags=rotate:stream_side_data=rotation:' +
          'packet=pts_time,flags:format=bit_rate',
        '-show_packets',
        ...guardedInput(input),
      ],
      { signal: options.signal, maxStdoutBytes: MAX_PACKET_LIST_BYTES },
    ));
  } catch (error) {
    if (error instanceof ProcessOutputLimitError || error instanceof ProcessError) return undefined;
    throw error;
  }
  const json = JSON.parse(stdout) as ProbeJson;
  const stream = json.streams?.[0];
  if (!stream) return undefined;
  const rotation = Number(
    stream.side_data_list?.find((entry) => entry.rotation !== undefined)?.rotation ??
      stream.tags?.rotate ??
      0,
  );
  const bitRate = Number(stream.bit_rate ?? json.format?.bit_rate);
  const packets = (json.packets ?? [])
    .map((packet) => ({ time: Number(packet.pts_time), key: packet.flags?.startsWith('K') }))
    .filter((packet) => Number.isFinite(packet.time));
  const keyframes = packets
    .filter((packet) => packet.key)
    .map((packet) => packet.time)
    .sort((a, b) => a - b);
  // packets come in decode order: one shown before the last keyframe decoded refers to it
  let lastKey = Number.NEGATIVE_INFINITY;
  let openGop = false;
  for (const packet of packets) {
    if (packet.key) lastKey = Math.max(lastKey, packet.time);
    else if (packet.time < lastKey - 1e-6) openGop = true;
  }
  return {
    codec: stream.codec_name ?? '',
    profile: stream.profile ?? '',
    pixelFormat: stream.pix_fmt ?? '',
    width: stream.width ?? 0,
    height: stream.height ?? 0,
    bitRate: Number.isFinite(bitRate) && bitRate > 0 ? bitRate : undefined,
    constantFrameRate: stream.avg_frame_rate === stream.r_frame_rate,
    squarePixels: ['1:1', '0:1', undefined].includes(stream.sample_aspect_ratio),
    rotated: Number.isFinite(rotation) && Math.round(rotation) % 360 !== 0,
    keyframes,
    lastFrameTime: packets.reduce((last, packet) => Math.max(last, packet.time), 0),
    openGop,
  };
}
