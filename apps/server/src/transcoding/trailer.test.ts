import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSourceVideo } from '../seed/demo-source';
import { makeClip, makeTempDir } from '../../test/media-fixtures';
import { runFfmpeg } from './ffmpeg-binaries';
import { probeCopySource, type CopyProbe } from './passthrough';
import { probeVideo } from './probe';
import { canCopyTrailer, cutTrailer } from './trailer';

// 6 s at 24 fps with a keyframe every 2 s, as a ladder-ready upload arrives
const ready: CopyProbe = {
  codec: 'h264',
  profile: 'Main',
  pixelFormat: 'yuv420p',
  width: 360,
  height: 640,
  bitRate: 600_000,
  constantFrameRate: true,
  squarePixels: true,
  rotated: false,
  keyframes: [0, 2, 4],
  lastFrameTime: 5.958,
  openGop: false,
};
const aac = { codec: 'aac', profile: 'LC', sampleRate: 48_000, channels: 1, bitRate: 64_000 };
const sound = { audio: aac, frameRate: 24 };

describe('canCopyTrailer', () => {
  it('takes H.264 main with AAC, cut at a keyframe or past the end', () => {
    expect(canCopyTrailer(ready, sound, 4)).toBe(true);
    expect(canCopyTrailer({ ...ready, profile: 'Constrained Baseline' }, sound, 2)).toBe(true);
    // 720p is the short side: a vertical 720×1280 is one
    expect(canCopyTrailer({ ...ready, width: 720, height: 1280 }, sound, 4)).toBe(true);
    // the whole video is shorter than the trailer: nothing is cut
    expect(canCopyTrailer(ready, sound, 6)).toBe(true);
  });

  it.each<[string, Partial<CopyProbe>, Partial<typeof sound>, number]>([
    ['a cut between keyframes', {}, {}, 3],
    ['an open GOP', { openGop: true }, {}, 4],
    ['the high profile', { profile: 'High' }, {}, 4],
    ['more than 720p', { width: 1080, height: 1920 }, {}, 4],
    ['more bits than the trailer allows', { bitRate: 2_500_000 }, {}, 4],
    ['an unknown bit rate', { bitRate: undefined }, {}, 4],
    ['Opus sound', {}, { audio: { ...aac, codec: 'opus' } }, 4],
    ['no sound', {}, { audio: undefined }, 4],
    ['a rotation to apply', { rotated: true }, {}, 4],
    ['4:2:2 chroma', { pixelFormat: 'yuv422p' }, {}, 4],
  ])('encodes instead for %s', (_, stream, audio, seconds) => {
    expect(canCopyTrailer({ ...ready, ...stream }, { ...sound, ...audio }, seconds)).toBe(false);
  });
});

describe('cutTrailer', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let readySource: string;
  beforeAll(async () => {
    temp = await makeTempDir('trailer');
    readySource = path.join(temp.dir, 'ready.mp4');
    await generateSourceVideo({
      output: readySource,
      seconds: 6,
      width: 360,
      height: 640,
      pattern: 'testsrc2',
      title: 'Trailer',
    });
  });
  afterAll(() => temp.remove());

  /** Decodes every frame: ffmpeg stops at the first error (a frame missing its reference). */
  const decodesCleanly = (file: string) =>
    runFfmpeg(['-v', 'error', '-xerror', '-i', file, '-f', 'null', '-']);

  it('copies a ladder-ready source’s first seconds up to a keyframe, decoding nothing', async () => {
    const output = path.join(temp.dir, 'copied.mp4');
    const trailer = await cutTrailer({ input: readySource, output, seconds: 4 });
    expect(trailer).toMatchObject({ copied: true, width: 360, height: 640 });
    expect(trailer.durationSeconds).toBeCloseTo(4, 0);
    const stream = await probeCopySource(output);
    expect(stream).toMatchObject({ codec: 'h264', profile: 'Main', keyframes: [0, 2] });
    expect((await probeVideo(output)).audio?.codec).toBe('aac');
    await decodesCleanly(output);
  });

  it('encodes where the cut falls between keyframes, to H.264 main with stereo AAC', async () => {
    const output = path.join(temp.dir, 'encoded.mp4');
    const trailer = await cutTrailer({ input: readySource, output, seconds: 3 });
    expect(trailer).toMatchObject({ copied: false, width: 360, height: 640 });
    expect(trailer.durationSeconds).toBeCloseTo(3, 0);
    expect(await probeCopySource(output)).toMatchObject({ profile: 'Main', keyframes: [0] });
    await decodesCleanly(output);
  });

  it('scales a vertical source over 720p down to 720 on its short side', async () => {
    const tall = await makeClip(path.join(temp.dir, 'tall.mp4'), {
      seconds: 1,
      width: 736,
      height: 1308,
    });
    const trailer = await cutTrailer({
      input: tall,
      output: path.join(temp.dir, 'tall-trailer.mp4'),
    });
    expect(trailer).toMatchObject({ copied: false, width: 720, height: 1278 });
  });

  it('encodes a source made as most uploads arrive (the high profile)', async () => {
    const plain = path.join(temp.dir, 'plain.mp4');
    await generateSourceVideo({
      output: plain,
      seconds: 3,
      width: 360,
      height: 640,
      pattern: 'testsrc2',
      title: 'Plain',
      ladderReady: false,
    });
    expect(await probeCopySource(plain)).toMatchObject({ profile: 'High' });
    const output = path.join(temp.dir, 'from-plain.mp4');
    const trailer = await cutTrailer({ input: plain, output, seconds: 2 });
    expect(trailer.copied).toBe(false);
    expect(await probeCopySource(output)).toMatchObject({ profile: 'Main' });
  });
});
