import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PATTERNS, escapeFilterValue, generateSourceVideo, wrapText } from './demo-source';
import { probeVideo } from '../transcoding/probe';
import { makeTempDir, streamsOf } from '../../test/media-fixtures';

describe('wrapText', () => {
  it('breaks on spaces within the limit and keeps long words whole', () => {
    expect(wrapText('The Midnight Heiress Returns', 14)).toEqual([
      'The Midnight',
      'Heiress',
      'Returns',
    ]);
    expect(wrapText('  Supercalifragilistic  love ', 8)).toEqual(['Supercalifragilistic', 'love']);
    expect(wrapText('', 8)).toEqual([]);
  });
});

describe('escapeFilterValue', () => {
  it('escapes the option level, then the filtergraph level', () => {
    expect(escapeFilterValue('/fonts/a.ttf')).toBe('/fonts/a.ttf');
    expect(escapeFilterValue('C:\\f.ttf')).toBe('C\\\\:\\\\\\\\f.ttf');
    expect(escapeFilterValue("it's[1],x;y")).toBe("it\\\\\\'s\\[1\\]\\,x\\;y");
  });
});

describe('generateSourceVideo', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    temp = await makeTempDir('demo-source');
  });
  afterAll(() => temp.remove());

  it.each(DEMO_PATTERNS)('makes an H.264/AAC MP4 of the %s pattern', async (pattern) => {
    const output = path.join(temp.dir, `${pattern}.mp4`);
    await generateSourceVideo({
      output,
      seconds: 1.5,
      width: 180,
      height: 320,
      pattern,
      title: 'The Midnight Heiress',
      subtitle: 'Episode 1',
      toneHz: 440,
    });
    const probe = await probeVideo(output);
    expect(probe).toMatchObject({ width: 180, height: 320, hasAudio: true, videoCodec: 'h264' });
    expect(probe.durationSeconds).toBeGreaterThan(1.4);
    expect(probe.durationSeconds).toBeLessThan(1.7);
    const streams = await streamsOf(output);
    expect(streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual([
      'audio:aac',
      'video:h264',
    ]);
  });

  it('draws titles with quotes, colons, brackets and percent signs', async () => {
    const output = path.join(temp.dir, 'nasty.mp4');
    const result = await generateSourceVideo({
      output,
      seconds: 0.5,
      width: 160,
      height: 284,
      pattern: 'gradient',
      title: "It's 100%: [Love]; Rules, \\ %{pts}",
      subtitle: "Ep. 2 ' : ,",
      fps: 12,
    });
    expect(result.output).toBe(output);
    expect((await probeVideo(output)).width).toBe(160);
  });

  it('leaves no partial file behind when ffmpeg fails', async () => {
    const dir = path.join(temp.dir, 'failing');
    await expect(
      generateSourceVideo({
        output: path.join(dir, 'bad.mp4'),
        seconds: 1,
        width: 160,
        height: 284,
        pattern: 'testsrc2',
        title: 'x',
        toneHz: -5,
      }),
    ).rejects.toThrow();
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });

  it('refuses sizes and durations it cannot make', async () => {
    const base = { output: path.join(temp.dir, 'x.mp4'), pattern: 'life', title: 'x' } as const;
    await expect(
      generateSourceVideo({ ...base, seconds: 0, width: 160, height: 284 }),
    ).rejects.toThrow(RangeError);
    await expect(
      generateSourceVideo({ ...base, seconds: 1, width: 8, height: 284 }),
    ).rejects.toThrow(RangeError);
  });
});
