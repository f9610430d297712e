import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSourceVideo } from '../seed/demo-source';
import { makeClip, makeTempDir } from '../../test/media-fixtures';
import { planLadder } from './ladder';
import { runFfmpeg } from './ffmpeg-binaries';
import {
  canCopy,
  canCopyAudio,
  copyCandidate,
  probeCopySource,
  type CopyProbe,
} from './passthrough';
import type { AudioProbe, VideoProbe } from './probe';

const ladder = planLadder({ width: 540, height: 960 }, { rungs: [360, 540] });
const rung540 = ladder[1]!;
const timing = { fps: 24, segmentSeconds: 2 };
// 31 s at 24 fps: the last frame at 30.958 s, so 16 segments and a keyframe at 0, 2, … 30
const ready: CopyProbe = {
  codec: 'h264',
  profile: 'Main',
  pixelFormat: 'yuv420p',
  width: 540,
  height: 960,
  bitRate: 1_200_000,
  constantFrameRate: true,
  squarePixels: true,
  rotated: false,
  keyframes: Array.from({ length: 16 }, (_, n) => n * 2),
  lastFrameTime: 30.958,
  openGop: false,
};
const source: VideoProbe = {
  durationSeconds: 31,
  width: 540,
  height: 960,
  hasAudio: true,
  videoCodec: 'h264',
  frameRate: 24,
};

describe('copyCandidate', () => {
  it('names the rung of the source’s own size when the codec and frame rate can stay', () => {
    expect(copyCandidate(ladder, source, 24)).toBe(1);
    expect(copyCandidate(ladder, { ...source, videoCodec: 'hevc' }, 24)).toBeUndefined();
    // a 60 fps source is halved to 30: every frame is re-encoded anyway
    expect(copyCandidate(ladder, { ...source, frameRate: 60 }, 30)).toBeUndefined();
    expect(copyCandidate(ladder, { ...source, width: 720, height: 1280 }, 24)).toBeUndefined();
  });
});

describe('canCopy', () => {
  it('takes a ladder-ready stream: one keyframe at each segment boundary, within the cap', () => {
    expect(canCopy(rung540, ready, timing)).toBe(true);
    const fullBuffer = rung540.maxrate + rung540.bufsize / 31;
    expect(canCopy(rung540, { ...ready, bitRate: fullBuffer }, timing)).toBe(true);
    // a keyframe on the last frame's boundary: 30.0 s starts a 17th segment of one frame
    expect(
      canCopy(
        rung540,
        { ...ready, lastFrameTime: 32, keyframes: [...ready.keyframes, 32] },
        timing,
      ),
    ).toBe(true);
  });

  it.each<[string, Partial<CopyProbe>]>([
    // 31 s held to the cap carry at most maxrate × 31 s + one buffer
    [
      'more bits than the rung’s cap allows',
      { bitRate: rung540.maxrate + rung540.bufsize / 31 + 1 },
    ],
    ['an unknown bit rate', { bitRate: undefined }],
    ['a keyframe half a second off a boundary', { keyframes: ready.keyframes.with(3, 6.5) }],
    [
      'a keyframe between boundaries (a scene cut)',
      { keyframes: [0, 1, ...ready.keyframes.slice(1)] },
    ],
    ['a boundary without a keyframe', { keyframes: ready.keyframes.filter((t) => t !== 10) }],
    ['no keyframe at the last boundary', { keyframes: ready.keyframes.slice(0, -1) }],
    ['a rotation to apply', { rotated: true }],
    ['non-square pixels', { squarePixels: false }],
    ['a variable frame rate', { constantFrameRate: false }],
    ['4:2:2 chroma', { pixelFormat: 'yuv422p' }],
    ['a profile players may not decode', { profile: 'High 4:4:4 Predictive' }],
    ['another size', { width: 544 }],
    ['an open GOP', { openGop: true }],
  ])('encodes instead for %s', (_, change) => {
    expect(canCopy(rung540, { ...ready, ...change }, timing)).toBe(false);
  });
});

describe('canCopyAudio', () => {
  const aac: AudioProbe = {
    codec: 'aac',
    profile: 'LC',
    sampleRate: 48_000,
    channels: 1,
    bitRate: 64_000,
  };

  it('takes AAC-LC in mono or stereo at 44.1 or 48 kHz within the smallest rung’s budget', () => {
    expect(canCopyAudio(aac, ladder)).toBe(true);
    expect(canCopyAudio({ ...aac, channels: 2, sampleRate: 44_100 }, ladder)).toBe(true);
    expect(canCopyAudio({ ...aac, bitRate: rung540.audioBitrate }, ladder)).toBe(true);
  });

  it('leaves every other sound to the encoder', () => {
    expect(canCopyAudio(undefined, ladder)).toBe(false);
    expect(canCopyAudio({ ...aac, codec: 'opus' }, ladder)).toBe(false);
    // HE-AAC: the master playlist names AAC-LC
    expect(canCopyAudio({ ...aac, profile: 'HE-AAC' }, ladder)).toBe(false);
    expect(canCopyAudio({ ...aac, channels: 6 }, ladder)).toBe(false);
    expect(canCopyAudio({ ...aac, sampleRate: 96_000 }, ladder)).toBe(false);
    expect(canCopyAudio({ ...aac, bitRate: 192_000 }, ladder)).toBe(false);
    expect(canCopyAudio({ ...aac, bitRate: undefined }, ladder)).toBe(false);
  });
});

describe('probeCopySource', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    temp = await makeTempDir('passthrough');
  });
  afterAll(() => temp.remove());

  it('reads a demo source as ladder-ready: its rung takes it as it is', async () => {
    const file = path.join(temp.dir, 'demo.mp4');
    await generateSourceVideo({
      output: file,
      seconds: 7,
      width: 360,
      height: 640,
      pattern: 'testsrc2',
      title: 'Passthrough',
      fps: 25,
    });
    const stream = await probeCopySource(file);
    expect(stream).toMatchObject({
      codec: 'h264',
      profile: 'Main',
      pixelFormat: 'yuv420p',
      width: 360,
      height: 640,
      constantFrameRate: true,
      squarePixels: true,
      rotated: false,
      keyframes: [0, 2, 4, 6],
      openGop: false,
    });
    expect(stream!.lastFrameTime).toBeCloseTo(6.96, 2);
    const rung360 = planLadder({ width: 360, height: 640 }, { rungs: [360] })[0]!;
    expect(stream!.bitRate).toBeLessThanOrEqual(rung360.maxrate + rung360.bufsize / 7);
    expect(canCopy(rung360, stream!, { fps: 25, segmentSeconds: 2 })).toBe(true);
  });

  it('reads a demo source made as most uploads arrive (ladderReady false) as one to encode', async () => {
    const file = path.join(temp.dir, 'demo-plain.mp4');
    await generateSourceVideo({
      output: file,
      seconds: 5,
      width: 360,
      height: 640,
      pattern: 'testsrc2',
      title: 'Plain',
      fps: 25,
      ladderReady: false,
    });
    const stream = await probeCopySource(file);
    // x264's default: a keyframe interval of 250 frames, so one keyframe in 5 s
    expect(stream?.keyframes).toEqual([0]);
    const rung360 = planLadder({ width: 360, height: 640 }, { rungs: [360] })[0]!;
    expect(canCopy(rung360, stream!, { fps: 25, segmentSeconds: 2 })).toBe(false);
  });

  it('reads a plain encode’s keyframes where its encoder put them, and a rotation', async () => {
    const file = await makeClip(path.join(temp.dir, 'plain.mp4'), {
      seconds: 5,
      width: 360,
      height: 640,
      rotate: 90,
    });
    const stream = await probeCopySource(file);
    // x264's default keyframe interval is 250 frames: one keyframe in 5 s
    expect(stream).toMatchObject({ codec: 'h264', keyframes: [0], rotated: true });
  });

  it('reads an open GOP: a frame decoded after a keyframe but shown before it', async () => {
    const file = path.join(temp.dir, 'open-gop.mp4');
    await runFfmpeg([
      ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=360x640:rate=25'],
      ...['-t', '5', '-c:v', 'libx264', '-preset', 'superfast'],
      ...['-x264-params', 'open-gop=1:keyint=50:min-keyint=50:scenecut=0:bframes=3', file],
    ]);
    const stream = await probeCopySource(file);
    expect(stream).toMatchObject({ keyframes: [0, 2, 4], openGop: true });
  });

  it('answers undefined for a file that is not media', async () => {
    const file = path.join(temp.dir, 'not-media.mp4');
    await writeFile(file, 'not a video');
    expect(await probeCopySource(file)).toBeUndefined();
  });
});
