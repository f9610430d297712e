import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../transcoding/ffmpeg-binaries';
import { planLadder } from '../transcoding/ladder';
import { segmentKeyframeArgs } from '../transcoding/transcode';
import { findBoldFont } from './font';

export const DEMO_PATTERNS = ['mandelbrot', 'life', 'cellauto', 'gradient', 'testsrc2'] as const;
export type DemoPattern = (typeof DEMO_PATTERNS)[number];

export type DemoSourceOptions = {
  /** An .mp4 path; written atomically, its folder is created. */
  output: string;
  seconds: number;
  /** Even sizes; 540x960 is the demo catalogue's. */
  width: number;
  height: number;
  pattern: DemoPattern;
  title: string;
  subtitle?: string;
  toneHz?: number;
  fps?: number;
  /** x264 preset; superfast is the cheapest here, since fewer bits outweigh its extra analysis. */
  preset?: 'ultrafast' | 'superfast' | 'veryfast';
  /** x264 CRF; the demo sources are re-encoded by the ladder anyway. */
  crf?: number;
  /**
   * true (the default): capped and with a fixed 2 s GOP, so the rung of its own size takes the
   * video as it is (transcoding/passthrough.ts); false: x264's defaults, as most uploads arrive.
   */
  ladderReady?: boolean;
  signal?: AbortSignal;
};

export type DemoSource = { output: string; fontUsed: boolean };

/** A source being written is `<output>.part-<pid>-<ms>.mp4` until it is whole and renamed. */
const PARTIAL_MARK = '.part-';

/** A file `generateSourceVideo` was writing: one a crash left is never a finished source. */
export const isPartialSource = (name: string): boolean => name.includes(`.mp4${PARTIAL_MARK}`);

/** FNV-1a: the same title always gives the same colours, seed and zoom. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hslHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `0x${channel(0)}${channel(8)}${channel(4)}`;
}

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(2), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Escapes a filter option value, then the filtergraph around it (ffmpeg-filters §4.1). */
export function escapeFilterValue(value: string): string {
  const option = value.replace(/[\\':]/g, '\\$&');
  return option.replace(/[\\'[\],;]/g, '\\$&');
}

export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/)) {
    if (current === '') current = word;
    else if (current.length + 1 + word.length <= maxChars) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

const evenDown = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

// Points where the zoom stays busy instead of diving into the black set
const MANDELBROT_POINTS = [
  [-0.743643887037158, 0.131825904205312],
  [-0.74529, 0.113075],
  [-1.25066, 0.02012],
  [-0.160568374, 1.037894],
] as const;
const CELLAUTO_RULES = [30, 45, 73, 86, 89, 105, 110, 150] as const;

/** The pattern chain, ending at the source's own (smaller) size; the caller scales it up. */
function patternChain(options: {
  pattern: DemoPattern;
  width: number;
  height: number;
  fps: number;
  seconds: number;
  seed: number;
}): { chain: string; scaleFlags: string } {
  const { pattern, width, height, fps, seconds, seed } = options;
  const hue = seed % 360;
  const size = (divisor: number) => `${evenDown(width / divisor)}x${evenDown(height / divisor)}`;
  switch (pattern) {
    case 'mandelbrot': {
      const [x, y] = MANDELBROT_POINTS[seed % MANDELBROT_POINTS.length] ?? MANDELBROT_POINTS[0];
      // Render small and shallow, and only 12 new frames a second: a zoom defeats motion search, so
      // every new frame costs nearly an intra frame's bits, and bits are what make x264 slow here
      return {
        chain:
          `mandelbrot=size=${size(3)}:rate=12:maxiter=96:start_x=${x}:start_y=${y}` +
          `:start_scale=2.5:end_scale=0.04:end_pts=${Math.round(seconds * 12)},hue=h=${hue},` +
          `fps=${fps}`,
        scaleFlags: 'bicubic',
      };
    }
    case 'life': {
      const alive = hslHex(hue, 0.85, 0.6);
      const dead = hslHex((hue + 180) % 360, 0.5, 0.12);
      const mold = hslHex((hue + 60) % 360, 0.7, 0.35);
      // 8 generations a second reads as motion rather than noise
      return {
        chain:
          `life=size=${size(6)}:rate=8:ratio=0.25:mold=8:seed=${seed % 100000}` +
          `:life_color=${alive}:death_color=${dead}:mold_color=${mold},fps=${fps}`,
        scaleFlags: 'neighbor',
      };
    }
    case 'cellauto': {
      const rule = CELLAUTO_RULES[seed % CELLAUTO_RULES.length] ?? 110;
      const [r1, g1, b1] = rgbOf(hslHex(hue, 0.8, 0.62));
      const [r0, g0, b0] = rgbOf(hslHex((hue + 150) % 360, 0.6, 0.14));
      // black/white cells into two colours of the series' hue, then a slow hue drift
      const lerp = (from: number, to: number) => `${from}+val*${((to - from) / 255).toFixed(4)}`;
      return {
        chain:
          `cellauto=size=${size(6)}:rate=${fps}:rule=${rule}:random_fill_ratio=0.5` +
          `:random_seed=${seed % 100000}:scroll=1:start_full=1,format=rgb24,` +
          `lutrgb=r='${lerp(r0, r1)}':g='${lerp(g0, g1)}':b='${lerp(b0, b1)}',` +
          `hue=h='t*${(90 / seconds).toFixed(3)}'`,
        scaleFlags: 'neighbor',
      };
    }
    case 'gradient': {
      // no `gradients` source in older ffmpeg: a tiny moving colour field, scaled up smooth (in YUV:
      // scaling planar RGB is ten times slower)
      const phase = ((seed % 628) / 100).toFixed(2);
      const wave = (fx: string, fy: string, speed: string, offset: number) =>
        `128+110*sin(2*PI*(X/W*${fx}+Y/H*${fy})+T*${speed}+${phase}+${offset})`;
      return {
        chain:
          `nullsrc=size=18x32:rate=${fps},format=gbrp,` +
          `geq=r='${wave('0.7', '0.4', '0.9', 0)}':g='${wave('0.3', '-0.6', '0.7', 2)}'` +
          `:b='${wave('-0.5', '0.8', '0.5', 4)}',format=yuv420p`,
        scaleFlags: 'bicubic',
      };
    }
    case 'testsrc2':
      return { chain: `testsrc2=size=${size(2)}:rate=${fps},hue=h=${hue}`, scaleFlags: 'bicubic' };
  }
}

async function textFilters(options: {
  font: string;
  workDir: string;
  width: number;
  height: number;
  title: string;
  subtitle: string | undefined;
}): Promise<string[]> {
  const { font, workDir, width, height } = options;
  const blocks = [
    { text: options.title, maxChars: 14, sizeOfHeight: 1 / 14, y: 0.34, name: 'title.txt' },
    ...(options.subtitle
      ? [{ text: options.subtitle, maxChars: 22, sizeOfHeight: 1 / 26, y: 0.66, name: 'sub.txt' }]
      : []),
  ];
  const filters: string[] = [];
  for (const block of blocks) {
    const lines = wrapText(block.text, block.maxChars);
    if (lines.length === 0) continue;
    const longest = Math.max(...lines.map((line) => line.length));
    // bold sans glyphs average about 0.66 em wide
    const fontSize = Math.floor(
      Math.min(height * block.sizeOfHeight, (width * 0.84) / (0.66 * longest)),
    );
    const file = path.join(workDir, block.name);
    // a text file sidesteps drawtext's quoting rules for arbitrary titles
    await writeFile(file, lines.join('\n'));
    filters.push(
      [
        `drawtext=fontfile=${escapeFilterValue(font)}`,
        `textfile=${escapeFilterValue(file)}`,
        'expansion=none',
        `fontsize=${fontSize}`,
        'fontcolor=white',
        `line_spacing=${Math.round(fontSize * 0.25)}`,
        'box=1',
        'boxcolor=black@0.55',
        `boxborderw=${Math.round(fontSize * 0.45)}`,
        'x=(w-text_w)/2',
        `y=h*${block.y}-text_h/2`,
      ].join(':'),
    );
  }
  return filters;
}

/**
 * A synthetic H.264/AAC MP4 from lavfi sources only (no downloads): the pattern filling the
 * frame, the title and subtitle in boxes when a font exists, and a beeping tone. Tuned for speed
 * (ultrafast, small internal pattern sizes), since the demo catalogue is generated on first start.
 */
export async function generateSourceVideo(options: DemoSourceOptions): Promise<DemoSource> {
  const { output, seconds, pattern, title, subtitle, signal } = options;
  const width = evenDown(options.width);
  const height = evenDown(options.height);
  const fps = options.fps ?? 24;
  if (!(seconds > 0) || width < 16 || height < 16 || !(fps > 0)) {
    throw new RangeError(`Invalid demo video: ${seconds}s ${width}x${height} @${fps}`);
  }
  const seed = hash(`${pattern}|${title}|${subtitle ?? ''}`);
  const toneHz = options.toneHz ?? 220 + (seed % 440);

  const workDir = await mkdtemp(path.join(os.tmpdir(), 'demo-source-'));
  const partial = `${output}${PARTIAL_MARK}${process.pid}-${Date.now()}.mp4`;
  try {
    await mkdir(path.dirname(output), { recursive: true });
    const font = await findBoldFont();
    const text = font ? await textFilters({ font, workDir, width, height, title, subtitle }) : [];
    const { chain, scaleFlags } = patternChain({ pattern, width, height, fps, seconds, seed });
    const video = [
      chain,
      `scale=${width}:${height}:force_original_aspect_ratio=increase:flags=${scaleFlags}`,
      `crop=${width}:${height}`,
      'setsar=1',
      'format=yuv420p',
      ...text,
    ].join(',');
    const audio = `sine=frequency=${toneHz}:sample_rate=48000:beep_factor=2,volume=0.35`;
    // ladder-ready, as a careful uploader's export would be: the rung of its own size takes this
    // video as it is instead of encoding it again (transcoding/passthrough.ts)
    const rung = planLadder({ width, height }, { rungs: [Math.min(width, height)] })[0]!;
    const ladderReady =
      options.ladderReady === false
        ? []
        : [
            ...['-profile:v', rung.profile],
            // under the rung's cap on average too (x264 holds peaks to maxrate, not the mean)
            ...[
              '-maxrate',
              String(Math.round(rung.maxrate * 0.9)),
              '-bufsize',
              String(rung.bufsize),
            ],
            ...segmentKeyframeArgs(fps),
            // no B-frames: 13% less encoder time for 3% more bits under the same cap, and a
            // cheaper decode for the rungs encoded from it
            ...['-bf', '0'],
          ];

    await runFfmpeg(
      [
        ...['-loglevel', 'error', '-y'],
        ...['-filter_complex', `${video}[v];${audio}[a]`, '-map', '[v]', '-map', '[a]'],
        ...['-t', seconds.toFixed(3), '-r', String(fps)],
        // one thread: the seed makes two sources at a time beside the worker's transcodes, so
        // both cores stay busy, and x264 spends 18% less CPU without its frame threads
        ...['-c:v', 'libx264', '-preset', options.preset ?? 'superfast', '-threads', '1'],
        ...['-crf', String(options.crf ?? 26), '-pix_fmt', 'yuv420p', ...ladderReady],
        // mono: the ladder makes it stereo, and AAC costs per channel
        ...['-c:a', 'aac', '-b:a', '64k', '-ac', '1', '-ar', '48000'],
        ...['-movflags', '+faststart', '-f', 'mp4', partial],
      ],
      { signal },
    );
    await rename(partial, output);
    return { output, fontUsed: font !== undefined };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
