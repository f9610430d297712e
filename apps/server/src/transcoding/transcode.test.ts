import { access, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import HLS from 'hls-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAvcCodecFromTs } from './avc-codec';
import { runFfmpeg } from './ffmpeg-binaries';
import { generateSourceVideo } from '../seed/demo-source';
import { parseMasterPlaylist, parseMediaPlaylist } from './hls-playlist';
import { planLadder } from './ladder';
import { probeVideo } from './probe';
import {
  firstVideoFrame,
  makeClip,
  makeRandomFile,
  makeTempDir,
  streamsOf,
} from '../../test/media-fixtures';
import { transcodeToHls, TranscodeError, type TranscodeResult } from './transcode';

const SECONDS = 5;
// what a probe of the real fixture says: lets a test skip probing to reach ffmpeg itself
const fakeProbe = {
  durationSeconds: SECONDS,
  width: 360,
  height: 640,
  hasAudio: true,
  videoCodec: 'h264',
  frameRate: 25,
};

describe('transcodeToHls', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let source: string;
  let outputDir: string;
  let result: TranscodeResult;
  const progress: number[] = [];
  const ladder = planLadder({ width: 360, height: 640 }, { rungs: [240, 360] });

  beforeAll(async () => {
    temp = await makeTempDir('transcode');
    source = path.join(temp.dir, 'vertical.mp4');
    outputDir = path.join(temp.dir, 'hls');
    await generateSourceVideo({
      output: source,
      seconds: SECONDS,
      width: 360,
      height: 640,
      pattern: 'testsrc2',
      title: 'Fixture',
      fps: 25,
    });
    result = await transcodeToHls({
      input: source,
      outputDir,
      ladder,
      onProgress: (fraction) => progress.push(fraction),
    });
  });
  afterAll(() => temp.remove());

  it('writes a master playlist with one variant per rung, BANDWIDTH, RESOLUTION and CODECS', async () => {
    const master = parseMasterPlaylist(await readFile(path.join(outputDir, 'master.m3u8'), 'utf8'));
    expect(result.masterPlaylist).toBe('master.m3u8');
    expect(master.independentSegments).toBe(true);
    expect(master.variants.map((v) => v.uri)).toEqual(['240p/index.m3u8', '360p/index.m3u8']);
    for (const [i, variant] of master.variants.entries()) {
      const rendition = result.renditions[i];
      expect(variant.resolution).toEqual({ width: ladder[i]?.width, height: ladder[i]?.height });
      expect(variant.bandwidth).toBe(rendition?.bandwidth);
      expect(variant.averageBandwidth).toBeLessThanOrEqual(variant.bandwidth);
      expect(variant.codecs).toMatch(/^avc1\.(4d|64)[0-9a-f]{4},mp4a\.40\.2$/);
      expect(rendition?.playlist).toBe(variant.uri);
    }
    expect(result.renditions.map((r) => `${r.width}x${r.height}`)).toEqual(['240x426', '360x640']);
    const [low, high] = master.variants;
    expect(high?.bandwidth).toBeGreaterThan(low?.bandwidth ?? Infinity);
  });

  it('takes a ladder-ready source’s video as it is for the rung of its size, and encodes the rest', async () => {
    // frame checksums after decoding: a copy gives the source's frames bit for bit, an encode never
    const frames = async (file: string) => {
      const { stdout } = await runFfmpeg([
        ...['-loglevel', 'error', '-i', file, '-map', '0:v:0', '-f', 'framemd5', '-'],
      ]);
      return stdout
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => line.split(',').at(-1)?.trim());
    };
    const original = await frames(source);
    expect(original).toHaveLength(SECONDS * 25);
    expect(await frames(path.join(outputDir, '360p', 'index.m3u8'))).toEqual(original);
    const encoded = await frames(path.join(outputDir, '240p', 'index.m3u8'));
    expect(encoded).toHaveLength(original.length);
    expect(encoded).not.toEqual(original);
  });

  it('declares the codec the encoder really wrote and a peak no segment exceeds', async () => {
    for (const rendition of result.renditions) {
      const dir = path.join(outputDir, rendition.name);
      const media = parseMediaPlaylist(await readFile(path.join(dir, 'index.m3u8'), 'utf8'));
      const firstSegment = path.join(dir, media.segments[0]?.uri ?? '');
      expect(rendition.codecs.split(',')[0]).toBe(await readAvcCodecFromTs(firstSegment));
      const [video] = (await streamsOf(firstSegment)).filter((s) => s.codec_type === 'video');
      expect(rendition.codecs.startsWith('avc1.4d')).toBe(video?.profile === 'Main');
      for (const segment of media.segments.filter((s) => s.duration >= 1)) {
        const bits = (await stat(path.join(dir, segment.uri))).size * 8;
        expect(bits / segment.duration).toBeLessThanOrEqual(rendition.bandwidth);
      }
    }
  });

  it('passes an outside parser in strict mode and the Apple HLS authoring clauses', async () => {
    // hls-parser (not our own reader) in strict mode: it throws on anything off-spec
    HLS.setOptions({ strictMode: true });
    try {
      const master = HLS.parse(await readFile(path.join(outputDir, 'master.m3u8'), 'utf8'));
      if (!master.isMasterPlaylist) throw new Error('master.m3u8 is not a master playlist');
      expect(master.variants).toHaveLength(result.renditions.length);
      for (const variant of master.variants) {
        // HLS authoring spec: every variant declares these
        expect(variant.resolution?.width).toBeGreaterThan(0);
        expect(variant.codecs).toMatch(/^avc1\.[0-9a-f]{6},mp4a\.40\.2$/);
        expect(variant.averageBandwidth).toBeGreaterThan(0);
        expect(variant.averageBandwidth).toBeLessThanOrEqual(variant.bandwidth);
        expect(variant.frameRate).toBeGreaterThan(0);

        const dir = path.join(outputDir, path.dirname(variant.uri));
        const media = HLS.parse(await readFile(path.join(outputDir, variant.uri), 'utf8'));
        if (media.isMasterPlaylist) throw new Error(`${variant.uri} is not a media playlist`);
        expect(media.playlistType).toBe('VOD');
        expect(media.endlist).toBe(true);
        for (const segment of media.segments) {
          // EXTINF, rounded to the nearest integer, must not exceed EXT-X-TARGETDURATION
          expect(Math.round(segment.duration)).toBeLessThanOrEqual(media.targetDuration);
          // the measured peak: no segment's bitrate above 1.1 × the declared BANDWIDTH
          if (segment.duration >= 1) {
            const bits = (await stat(path.join(dir, segment.uri))).size * 8;
            expect(bits / segment.duration).toBeLessThanOrEqual(1.1 * variant.bandwidth);
          }
        }
      }
    } finally {
      HLS.setOptions({ strictMode: false });
    }
  });

  it('writes VOD media playlists of ≤ 2.5 s segments that all exist', async () => {
    for (const rendition of result.renditions) {
      const dir = path.join(outputDir, rendition.name);
      const media = parseMediaPlaylist(await readFile(path.join(dir, 'index.m3u8'), 'utf8'));
      expect(media.playlistType).toBe('VOD');
      expect(media.endList).toBe(true);
      expect(media.targetDuration).toBeLessThanOrEqual(3);
      expect(media.segments.length).toBeGreaterThanOrEqual(3);
      for (const segment of media.segments) {
        expect(segment.duration).toBeLessThanOrEqual(2.5);
        expect(segment.uri).toMatch(/^seg_\d{5}\.ts$/);
        await expect(access(path.join(dir, segment.uri))).resolves.toBeUndefined();
      }
      const total = media.segments.reduce((sum, s) => sum + s.duration, 0);
      expect(total).toBeCloseTo(SECONDS, 0);
    }
    expect(result.durationSeconds).toBeGreaterThan(SECONDS - 0.2);
    expect(result.durationSeconds).toBeLessThan(SECONDS + 0.2);
  });

  it('starts every segment with a keyframe', async () => {
    for (const rendition of result.renditions) {
      const dir = path.join(outputDir, rendition.name);
      const media = parseMediaPlaylist(await readFile(path.join(dir, 'index.m3u8'), 'utf8'));
      for (const segment of media.segments) {
        const frame = await firstVideoFrame(path.join(dir, segment.uri));
        expect(frame, `${rendition.name}/${segment.uri}`).toMatchObject({
          key_frame: 1,
          pict_type: 'I',
        });
      }
    }
  });

  it('keeps the vertical aspect and gives every variant the source’s AAC-LC as it is', async () => {
    for (const rung of ['240p', '360p']) {
      const streams = await streamsOf(path.join(outputDir, rung, 'seg_00000.ts'));
      expect(streams.find((s) => s.codec_type === 'audio')).toMatchObject({
        codec_name: 'aac',
        profile: 'LC',
        // the demo source's mono 64 kbit/s: copied, where an encode would make it stereo
        channels: 1,
      });
    }
    const streams = await streamsOf(path.join(outputDir, '240p', 'seg_00000.ts'));
    expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 240,
    });
    expect(result).toMatchObject({ width: 360, height: 640 });
  });

  it('encodes sound a rung cannot take as it is to stereo AAC-LC at 48 kHz', async () => {
    const input = path.join(temp.dir, 'rich-sound.mp4');
    // noise at 192 kbit/s (a tone would take far fewer bits): above the rungs' 128 kbit/s
    await runFfmpeg([
      ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=180x320:rate=24'],
      ...['-f', 'lavfi', '-i', 'anoisesrc=sample_rate=44100:amplitude=0.5'],
      ...['-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '192k', '-ac', '2', input],
    ]);
    const probe = await probeVideo(input);
    expect(probe.audio).toMatchObject({ codec: 'aac', channels: 2, sampleRate: 44_100 });
    expect(probe.audio?.bitRate).toBeGreaterThan(128_000);
    const out = path.join(temp.dir, 'rich-sound-hls');
    await transcodeToHls({
      input,
      outputDir: out,
      ladder: planLadder(probe),
      source: probe,
      preset: 'ultrafast',
    });
    const streams = await streamsOf(path.join(out, '180p', 'seg_00000.ts'));
    expect(streams.find((s) => s.codec_type === 'audio')).toMatchObject({
      codec_name: 'aac',
      profile: 'LC',
      channels: 2,
      sample_rate: '48000',
    });
  });

  it('lists every written file and reports progress up to 1', async () => {
    const onDisk = (await readdir(outputDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(outputDir, path.join(entry.parentPath, entry.name)))
      .sort();
    expect([...result.files].sort()).toEqual(onDisk);
    expect(result.files).toContain('360p/index.m3u8');
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThan(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('adds silent audio to a source without any, and honours rotation', async () => {
    const input = await makeClip(path.join(temp.dir, 'silent-rotated.mp4'), {
      seconds: 1,
      width: 320,
      height: 180,
      audio: false,
      rotate: 90,
    });
    const probe = await probeVideo(input);
    const out = path.join(temp.dir, 'silent-hls');
    const silent = await transcodeToHls({
      input,
      outputDir: out,
      ladder: planLadder(probe),
      source: probe,
      preset: 'ultrafast',
    });
    expect(silent.renditions.map((r) => `${r.width}x${r.height}`)).toEqual(['180x320']);
    const streams = await streamsOf(path.join(out, '180p', 'seg_00000.ts'));
    expect(streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 180 });
  });

  it('fails a corrupt input with a short TranscodeError and leaves nothing behind', async () => {
    const input = await makeRandomFile(path.join(temp.dir, 'corrupt.mp4'));
    const out = path.join(temp.dir, 'corrupt-hls');
    const error = await transcodeToHls({ input, outputDir: out, ladder }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranscodeError);
    expect((error as Error).message).not.toMatch(/\n|at .*\(/);
    await expect(access(out)).rejects.toThrow();
  });

  it('will not read files a playlist posing as the input points at', async () => {
    const input = path.join(temp.dir, 'playlist.mp4');
    await writeFile(
      input,
      `#EXTM3U\n#EXT-X-TARGETDURATION:5\n#EXTINF:5,\n${source}\n#EXT-X-ENDLIST\n`,
    );
    const out = path.join(temp.dir, 'playlist-hls');
    await expect(
      transcodeToHls({ input, outputDir: out, ladder, source: { ...fakeProbe } }),
    ).rejects.toBeInstanceOf(TranscodeError);
    await expect(access(out)).rejects.toThrow();
  });

  it('removes only its own partial output when aborted', async () => {
    const out = path.join(temp.dir, 'aborted-hls');
    await mkdir(out);
    await writeFile(path.join(out, 'keep.txt'), 'not ours');
    const controller = new AbortController();
    const run = transcodeToHls({
      input: source,
      outputDir: out,
      ladder,
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('cancelled')),
    });
    await expect(run).rejects.toThrow('cancelled');
    expect(await readdir(out)).toEqual(['keep.txt']);
  });
});
