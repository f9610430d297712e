/** Short-side sizes: "720p" means a 720-pixel short side, so a 9:16 episode's 720p is 720x1280. */
export const DEFAULT_RUNGS = [360, 540, 720, 1080] as const;

/** Demo media: fewer rungs keep first-start seeding fast. */
export const DEMO_RUNGS = [360, 540, 720] as const;

export const AUDIO_BITRATE = 128_000;

// Video bitrate caps for 24–30 fps short drama. The 360p cap keeps a 2 s segment with audio
// under 150 KB (the first-segment target in docs/decisions.md#performance-targets).
const VIDEO_BITRATES: Readonly<Record<number, number>> = {
  360: 400_000,
  540: 1_400_000,
  720: 2_500_000,
  1080: 4_500_000,
};

export type Rendition = {
  /** e.g. `540p`; also the rendition's folder name. */
  name: string;
  width: number;
  height: number;
  /** Short side, the number in the name. */
  rung: number;
  /** The rung's bitrate budget: x264 runs capped CRF, so simple scenes use less and none use more. */
  videoBitrate: number;
  /** Constant quality below the cap (capped CRF, as most short-form services encode). */
  crf: number;
  /** x264 VBV cap and buffer. */
  maxrate: number;
  bufsize: number;
  audioBitrate: number;
  /** Nominal peak (video cap + audio), before the real segments are measured. */
  bandwidth: number;
  profile: 'main' | 'high';
};

export type LadderOptions = {
  /**
   * At most this many renditions. The lowest fitting rung is kept (fast start, slow networks) and
   * the rest are filled from the top down (best quality the source allows), so 3 of
   * 360/540/720/1080 gives 360/720/1080 and 1 gives the highest fitting rung only.
   */
  maxRungs?: number;
  /** Short sides to offer instead of `DEFAULT_RUNGS`. */
  rungs?: readonly number[];
};

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
const evenDown = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/** Bitrate for any short side: the table where it has one, else scaled by pixel area. */
export function videoBitrateFor(rung: number): number {
  const exact = VIDEO_BITRATES[rung];
  if (exact !== undefined) return exact;
  const known = Object.keys(VIDEO_BITRATES)
    .map(Number)
    .sort((a, b) => a - b);
  const lower = [...known].reverse().find((size) => size < rung);
  const upper = known.find((size) => size > rung);
  if (lower !== undefined && upper !== undefined) {
    const t = (rung - lower) / (upper - lower);
    const low = VIDEO_BITRATES[lower] ?? 0;
    const high = VIDEO_BITRATES[upper] ?? 0;
    return Math.round((low + t * (high - low)) / 1000) * 1000;
  }
  // outside the table: bits grow slower than pixels (exponent 0.75, the usual ladder rule of thumb)
  const anchor = lower ?? upper ?? 360;
  const scaled = (VIDEO_BITRATES[anchor] ?? 400_000) * ((rung / anchor) ** 2) ** 0.75;
  return Math.max(150_000, Math.round(scaled / 1000) * 1000);
}

function renditionFor(rung: number, source: { width: number; height: number }): Rendition {
  const vertical = source.height >= source.width;
  const shortSide = vertical ? source.width : source.height;
  const longSide = vertical ? source.height : source.width;
  const long = Math.min(even((rung * longSide) / shortSide), evenDown(longSide));
  const videoBitrate = videoBitrateFor(rung);
  // bufsize 1.5x the cap lets each segment's IDR breathe without overshooting BANDWIDTH much
  const maxrate = videoBitrate;
  return {
    name: `${rung}p`,
    width: vertical ? rung : long,
    height: vertical ? long : rung,
    rung,
    videoBitrate,
    crf: 23,
    maxrate,
    bufsize: Math.round(videoBitrate * 1.5),
    audioBitrate: AUDIO_BITRATE,
    bandwidth: maxrate + AUDIO_BITRATE,
    profile: rung >= 720 ? 'high' : 'main',
  };
}

/**
 * The HLS renditions for a source of this display size, lowest first. Only rungs up to the
 * source's short side (never upscaled); a source smaller than every rung gets one rendition at
 * its own (even) size. Aspect is kept and every dimension is even, as yuv420p requires.
 */
export function planLadder(
  source: { width: number; height: number },
  options: LadderOptions = {},
): Rendition[] {
  if (!(source.width >= 2 && source.height >= 2)) {
    throw new RangeError(`Cannot plan a ladder for ${source.width}x${source.height}`);
  }
  const shortSide = Math.min(source.width, source.height);
  const candidates = [...new Set(options.rungs ?? DEFAULT_RUNGS)]
    .filter((rung) => Number.isInteger(rung) && rung >= 2)
    .map(evenDown)
    .sort((a, b) => a - b);
  let rungs = candidates.filter((rung) => rung <= shortSide);
  if (rungs.length === 0) rungs = [evenDown(shortSide)];

  const maxRungs = Math.max(1, Math.floor(options.maxRungs ?? rungs.length));
  if (rungs.length > maxRungs) {
    const top = rungs.slice(-(maxRungs === 1 ? 1 : maxRungs - 1));
    rungs = maxRungs === 1 ? top : [rungs[0] ?? top[0] ?? 2, ...top];
  }
  return [...new Set(rungs)].map((rung) => renditionFor(rung, source));
}
