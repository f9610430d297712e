import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalStorage } from '../storage/local-storage';
import type { PutOptions } from '../storage/storage';
import { parseMasterPlaylist, parseMediaPlaylist } from './hls-playlist';
import { MediaProbeError } from './probe';
import { makeClip, makeRandomFile, makeTempDir } from '../../test/media-fixtures';
import { runTranscodePipeline, type TranscodePipelineResult } from './transcode-pipeline';

async function readText(storage: LocalStorage, key: string): Promise<string> {
  const found = await storage.read(key);
  if (!found) throw new Error(`missing ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('runTranscodePipeline', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let storage: LocalStorage;
  let workRoot: string;
  let result: TranscodePipelineResult;
  const puts = new Map<string, PutOptions>();
  const progress: number[] = [];

  beforeAll(async () => {
    temp = await makeTempDir('pipeline');
    workRoot = path.join(temp.dir, 'work');
    await mkdir(workRoot);
    storage = new LocalStorage({ root: path.join(temp.dir, 'files'), publicBaseUrl: '/media' });
    const putFile = storage.putFile.bind(storage);
    vi.spyOn(storage, 'putFile').mockImplementation(async (key, file, options) => {
      puts.set(key, options);
      await putFile(key, file, options);
    });

    const clip = await makeClip(path.join(temp.dir, 'upload.mp4'), {
      seconds: 3,
      width: 360,
      height: 640,
    });
    await storage.putFile('uploads/episode-1.mp4', clip, { contentType: 'video/mp4' });
    puts.clear();
    result = await runTranscodePipeline({
      storage,
      sourceKey: 'uploads/episode-1.mp4',
      outputPrefix: 'hls/episode-1/',
      workRoot,
      ladderOptions: { rungs: [240, 360] },
      onProgress: (fraction) => progress.push(fraction),
    });
  });
  afterAll(() => temp.remove());

  it('returns the stored keys, size and duration', () => {
    expect(result).toMatchObject({
      masterKey: 'hls/episode-1/master.m3u8',
      posterKey: 'hls/episode-1/poster.jpg',
      width: 360,
      height: 640,
    });
    expect(result.durationSeconds).toBeCloseTo(3, 0);
    expect(result.renditions.map((r) => [r.name, r.playlistKey])).toEqual([
      ['240p', 'hls/episode-1/240p/index.m3u8'],
      ['360p', 'hls/episode-1/360p/index.m3u8'],
    ]);
  });

  it('uploads master, playlists, segments and poster with their types and caching', async () => {
    const master = parseMasterPlaylist(await readText(storage, result.masterKey));
    expect(master.variants.map((v) => v.uri)).toEqual(['240p/index.m3u8', '360p/index.m3u8']);
    expect(puts.get(result.masterKey)).toEqual({
      contentType: 'application/vnd.apple.mpegurl',
      cacheControl: 'public, max-age=60',
    });
    expect(puts.get(result.posterKey)).toEqual({
      contentType: 'image/jpeg',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect((await storage.stat(result.posterKey))?.size).toBeGreaterThan(0);
    for (const rendition of result.renditions) {
      expect(puts.get(rendition.playlistKey)?.contentType).toBe('application/vnd.apple.mpegurl');
      const media = parseMediaPlaylist(await readText(storage, rendition.playlistKey));
      const dir = path.posix.dirname(rendition.playlistKey);
      for (const segment of media.segments) {
        const key = `${dir}/${segment.uri}`;
        expect(await storage.stat(key), key).not.toBeNull();
        expect(puts.get(key)).toEqual({
          contentType: 'video/mp2t',
          cacheControl: 'public, max-age=31536000, immutable',
        });
      }
    }
  });

  it('uploads the master playlist last', () => {
    expect([...puts.keys()].at(-1)).toBe(result.masterKey);
  });

  it('leaves its work directory empty and reports progress to 1', async () => {
    expect(await readdir(workRoot)).toEqual([]);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('rejects a corrupt upload with MediaProbeError, uploads nothing and leaves no temp dir', async () => {
    const corrupt = await makeRandomFile(path.join(temp.dir, 'corrupt.mp4'));
    await storage.putFile('uploads/corrupt.mp4', corrupt, { contentType: 'video/mp4' });
    const error = await runTranscodePipeline({
      storage,
      sourceKey: 'uploads/corrupt.mp4',
      outputPrefix: 'hls/corrupt',
      workRoot,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaProbeError);
    expect((error as Error).message).toMatch(/^Not a readable media file/);
    expect(await readdir(workRoot)).toEqual([]);
    expect(await storage.stat('hls/corrupt/master.m3u8')).toBeNull();
  });

  it('removes what it uploaded when an upload fails part-way', async () => {
    const flaky = new LocalStorage({ root: path.join(temp.dir, 'flaky'), publicBaseUrl: '/m' });
    await flaky.putFile('src.mp4', path.join(temp.dir, 'upload.mp4'), { contentType: 'video/mp4' });
    const putFile = flaky.putFile.bind(flaky);
    let calls = 0;
    vi.spyOn(flaky, 'putFile').mockImplementation(async (key, file, options) => {
      calls += 1;
      if (calls === 4) throw new Error('disk full');
      await putFile(key, file, options);
    });
    await expect(
      runTranscodePipeline({
        storage: flaky,
        sourceKey: 'src.mp4',
        outputPrefix: 'hls/flaky',
        workRoot,
        ladderOptions: { rungs: [240] },
        preset: 'ultrafast',
      }),
    ).rejects.toThrow('disk full');
    expect(calls).toBeGreaterThanOrEqual(4);
    expect(await readdir(path.join(temp.dir, 'flaky', 'hls', 'flaky')).catch(() => [])).toEqual([]);
    expect(await readdir(workRoot)).toEqual([]);
  });

  it('rejects a missing source and leaves no temp dir', async () => {
    await expect(
      runTranscodePipeline({
        storage,
        sourceKey: 'uploads/none.mp4',
        outputPrefix: 'hls/x',
        workRoot,
      }),
    ).rejects.toThrow();
    expect(await readdir(workRoot)).toEqual([]);
  });
});
