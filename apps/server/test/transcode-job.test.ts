import { randomBytes } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriesResponseSchema } from '@app/contract';
import { JobWorker } from '../src/jobs/job-worker';
import { transcodeJob } from '../src/modules/media-assets/transcode.job';
import { parseMasterPlaylist } from '../src/transcoding/hls-playlist';
import { makeClip } from './media-fixtures';
import { buildTestApp, testLogger, type TestApp } from './test-app';

const until = async (check: () => Promise<boolean>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('upload to HLS through the job queue', () => {
  let t: TestApp;
  let worker: JobWorker;
  let workRoot: string;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    const { services } = t.app;
    workRoot = path.join(t.dir, 'tmp');
    worker = new JobWorker({
      queue: services.queue,
      log: testLogger(),
      concurrency: 1,
      pollMs: 50,
      handlers: {
        'media.transcode': transcodeJob({
          storage: t.storage,
          media: services.mediaAssets,
          workRoot,
          ladder: { rungs: [240, 360] },
          preset: 'ultrafast',
          onReady: () => services.catalogue.invalidate(),
        }),
      },
    });
    worker.start();
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('publishes the original at once, then the HLS master once the job is done', async () => {
    const { catalogueRepository: repo, catalogue } = t.app.services;
    const source = await makeClip(path.join(t.dir, 'clip.mp4'), {
      seconds: 4,
      width: 360,
      height: 640,
    });
    const assetId = await t.app.services.mediaIngest.ingestFile({
      filePath: source,
      key: 'uploads/pipe/episode-1.mp4',
      kind: 'video',
    });
    await repo.insertSeries({
      id: 'pipe',
      title: 'Pipe',
      director: 'D',
      language: 'English',
      year: 2026,
    });
    await repo.insertEpisode({
      seriesId: 'pipe',
      episodeNumber: 1,
      title: 'Episode 1',
      videoAssetId: assetId,
    });
    await repo.publish('pipe');
    catalogue.invalidate();

    const before = seriesResponseSchema.parse(
      (await t.app.inject({ url: '/api/series/pipe' })).json(),
    );
    expect(before.data.episodes[0]!.videoUrl).toBe('/media/uploads/pipe/episode-1.mp4');

    await until(
      async () => (await t.app.services.mediaAssets.findAsset(assetId))?.status === 'ready',
    );
    const after = seriesResponseSchema.parse(
      (await t.app.inject({ url: '/api/series/pipe' })).json(),
    );
    const episode = after.data.episodes[0]!;
    expect(episode.videoUrl).toBe(`/media/hls/${assetId}/master.m3u8`);
    expect(episode.streamStatus).toBe('ready');
    expect(episode.duration).toBeGreaterThan(3.5);
    expect(episode.duration).toBeLessThan(4.5);

    const master = await t.app.inject({ url: episode.videoUrl });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('mpegurl');
    const variants = parseMasterPlaylist(master.body).variants;
    expect(variants.map((v) => v.resolution)).toEqual([
      { width: 240, height: 426 },
      { width: 360, height: 640 },
    ]);
    expect(await t.app.services.mediaAssets.renditionsOf(assetId)).toHaveLength(2);
    expect(await readdir(workRoot)).toEqual([]);
  });

  it('fails a corrupt upload for good, with the reason, without retrying', async () => {
    const bogus = path.join(t.dir, 'bogus.mp4');
    await writeFile(bogus, randomBytes(64 * 1024));
    const assetId = await t.app.services.mediaIngest.ingestFile({
      filePath: bogus,
      key: 'uploads/bogus/episode-1.mp4',
      kind: 'video',
    });
    await until(
      async () => (await t.app.services.mediaAssets.findAsset(assetId))?.status === 'failed',
    );
    const asset = (await t.app.services.mediaAssets.findAsset(assetId))!;
    expect(asset.error).toMatch(/\S/);
    const jobs = await t.database.db.query.jobs.findMany();
    const job = jobs.find((j) => (j.payload as { assetId: string }).assetId === assetId)!;
    expect(job.status).toBe('failed');
    expect(job.attempts).toBe(1);
    expect(await readdir(workRoot)).toEqual([]);
  });
});
