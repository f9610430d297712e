import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, makeTempDir } from '../../../test/media-fixtures';
import { LocalStorage } from '../../storage/local-storage';
import type { AssetRow, MediaAssetsRepository } from './media-assets.repository';
import { transcodeJob } from './transcode.job';

describe('a transcode whose asset is deleted while it runs', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let storage: LocalStorage;

  beforeAll(async () => {
    ({ dir, remove } = await makeTempDir('transcode-deleted'));
    storage = new LocalStorage({
      root: path.join(dir, 'files'),
      publicBaseUrl: '/media',
      uploadSecret: 'x',
    });
    const clip = await makeClip(path.join(dir, 'clip.mp4'), {
      seconds: 1,
      width: 160,
      height: 288,
    });
    await storage.putFile('uploads/gone/episode-1.mp4', clip, { contentType: 'video/mp4' });
  });
  afterAll(async () => {
    await remove?.();
  });

  it('removes its own output and fails, and its progress went up as it ran', async () => {
    const progress: number[] = [];
    const asset = { id: 'asset-1', status: 'uploaded', sourceKey: 'uploads/gone/episode-1.mp4' };
    // the asset row is gone by the time the ladder is stored
    const media = {
      findAsset: async () => asset as AssetRow,
      markProcessing: async () => undefined,
      setProgress: async (_id: string, percent: number) => {
        progress.push(percent);
      },
      markReady: async () => false,
      markFailed: async () => undefined,
    } as unknown as MediaAssetsRepository;
    const run = transcodeJob({
      storage,
      media,
      workRoot: path.join(dir, 'tmp'),
      ladder: { rungs: [144] },
      preset: 'ultrafast',
      progressIntervalMs: 0,
    });
    const outcome = await run(
      { assetId: asset.id },
      {
        jobId: 1,
        attempt: 1,
        signal: new AbortController().signal,
        log: pino({ level: 'silent' }),
      },
    );
    expect(outcome).toEqual({
      status: 'failed',
      reason: 'asset asset-1 was deleted during its transcode',
    });
    const files = await readdir(path.join(dir, 'files'), { recursive: true });
    // the folder the ladder went to is gone with everything in it
    expect(files.filter((f) => f.startsWith(`hls${path.sep}`))).toEqual([]);
    expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);
    expect(progress.length).toBeGreaterThan(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });
});
