import { stat } from 'node:fs/promises';
import {
  conciseReason,
  guardedInput,
  ProcessError,
  ProcessOutputLimitError,
  runFfprobe,
} from './ffmpeg-binaries';

/**
 * What one ffprobe may take. Reading a container's headers takes milliseconds and a few KB of
 * JSON; a file that needs more is built to make us wait or fill memory (many thousands of
 * streams), and is refused as not a video.
 */
export const PROBE_LIMITS = {
  timeoutMs: 30_000,
  maxOutputBytes: 1024 * 1024,
} as const;

export type ProbeOptions = {
  signal?: AbortSignal;
  /** PROBE_LIMITS unless a test says. */
  timeoutMs?: number;
  maxOutputBytes?: number;
};

export type VideoProbe = {
  durationSeconds: number;
  /** Display size: rotation metadata applied, as players show it. */
  width: number;
  height: number;
  hasAudio: boolean;
  /** The first sound stream, when there is one: what decides whether it is copied or encoded. */
  audio?: AudioProbe | undefined;
  videoCodec: string;
  /** Average frames per second; 30 when the container does not say. */
  frameRate: number;
};

export type AudioProbe = {
  /** 'aac', 'opus', … */
  codec: string;
  /** The AAC object type as ffprobe names it ('LC', 'HE-AAC', …); '' when it does not say. */
  profile: string;
  sampleRate: number;
  channels: number;
  /** Average bits a second; undefined when the container does not say. */
  bitRate: number | undefined;
};

/** The file is not a playable video: corrupt, not media, audio only or an image. */
export class MediaProbeError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'MediaProbeError';
  }
}

type ProbeStream = {
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  sample_rate?: string;
  channels?: number;
  bit_rate?: string;
  width?: number;
  height?: number;
  duration?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number | string }[];
  disposition?: Record<string, number>;
};

type ProbeOutput = {
  streams?: ProbeStream[];
  format?: { duration?: string; format_name?: string };
};

// Single images and image sequences demux as "video" but are not episodes.
const IMAGE_FORMATS = /(^|,)(image2|\w+_pipe|gif|webp)(,|$)/;

function parseRate(rate: string | undefined): number | undefined {
  if (!rate) return undefined;
  const [num, den] = rate.split('/').map(Number);
  if (num === undefined || !Number.isFinite(num) || num <= 0) return undefined;
  const value = den === undefined ? num : num / den;
  return Number.isFinite(value) && value > 0 && value <= 240 ? value : undefined;
}

function rotationOf(stream: ProbeStream): number {
  const fromSideData = stream.side_data_list?.find((entry) => entry.rotation !== undefined);
  const raw = fromSideData?.rotation ?? stream.tags?.rotate ?? 0;
  const degrees = Number(raw);
  return Number.isFinite(degrees) ? ((Math.round(degrees) % 360) + 360) % 360 : 0;
}

function audioOf(stream: ProbeStream): AudioProbe {
  const bitRate = Number(stream.bit_rate);
  return {
    codec: stream.codec_name ?? '',
    profile: stream.profile ?? '',
    sampleRate: Number(stream.sample_rate) || 0,
    channels: stream.channels ?? 0,
    bitRate: Number.isFinite(bitRate) && bitRate > 0 ? bitRate : undefined,
  };
}

export async function probeVideo(
  filePath: string,
  options: ProbeOptions = {},
): Promise<VideoProbe> {
  // a missing file is our bug, not a bad upload: let ENOENT through
  await stat(filePath);

  const timeoutMs = options.timeoutMs ?? PROBE_LIMITS.timeoutMs;
  const maxOutputBytes = options.maxOutputBytes ?? PROBE_LIMITS.maxOutputBytes;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let stdout: string;
  try {
    ({ stdout } = await runFfprobe(
      [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        ...guardedInput(filePath),
      ],
      { signal, maxStdoutBytes: maxOutputBytes },
    ));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) {
      throw new MediaProbeError(`Reading the file took over ${Math.round(timeoutMs / 1000)} s`, {
        cause: error,
      });
    }
    if (error instanceof ProcessOutputLimitError) {
      throw new MediaProbeError('The file describes too many streams', { cause: error });
    }
    // only ffprobe refusing the file is the file's fault; a missing or crashing ffprobe is ours
    if (!(error instanceof ProcessError) || error.exitCode === null) throw error;
    const detail = conciseReason(error.lastLine, filePath);
    throw new MediaProbeError(
      `Not a readable media file${detail ? ` (${detail.slice(0, 120)})` : ''}`,
      { cause: error },
    );
  }
  let output: ProbeOutput;
  try {
    output = JSON.parse(stdout) as ProbeOutput;
  } catch (error) {
    throw new MediaProbeError('Not a readable media file', { cause: error });
  }

  const formatName = output.format?.format_name ?? '';
  const streams = output.streams ?? [];
  const video = streams.find(
    (stream) =>
      stream.codec_type === 'video' &&
      stream.disposition?.attached_pic !== 1 &&
      (stream.width ?? 0) > 0 &&
      (stream.height ?? 0) > 0,
  );
  if (!video || IMAGE_FORMATS.test(formatName)) {
    throw new MediaProbeError('The file has no video stream');
  }

  const durationSeconds = Number(output.format?.duration ?? video.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    throw new MediaProbeError('The video has no duration');
  }

  const sound = streams.find((stream) => stream.codec_type === 'audio');
  const rotation = rotationOf(video);
  const codedWidth = video.width ?? 0;
  const codedHeight = video.height ?? 0;
  const swap = rotation === 90 || rotation === 270;
  return {
    durationSeconds,
    width: swap ? codedHeight : codedWidth,
    height: swap ? codedWidth : codedHeight,
    hasAudio: sound !== undefined,
    audio: sound && audioOf(sound),
    videoCodec: video.codec_name ?? 'unknown',
    frameRate: parseRate(video.avg_frame_rate) ?? parseRate(video.r_frame_rate) ?? 30,
  };
}
