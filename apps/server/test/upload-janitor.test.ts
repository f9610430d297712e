import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  type UploadSeriesBody,
  uploadSeriesResponseSchema,
  uploadSeriesRoute,
  videoDetailResponseSchema,
} from '@app/contract';
import { HOUR_MS } from '../src/lib/time';
import { variantKeyOf } from '../src/storage/image-variant-keys';
import { UPLOAD_JANITOR, UploadJanitor } from '../src/modules/studio/upload-janitor';
import { UploadReferencesRepository } from '../src/modules/studio/upload-references.repository';
import { S3Storage } from '../src/storage/s3-storage';
import { createWorker } from '../src/worker';
import { manualClock, signedInEditor } from './auth-helpers';
import { testEngines, warnSkippedEngines } from './engines';
import { makeClip, makeTempDir } from './media-fixtures';
import { bearer, presignAndUpload } from './studio-uploads';
import { buildTestApp, testLogger, type TestApp } from './test-app';

warnSkippedEngines();

const until = async (check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.each(testEngines())('unpublished uploads on %s', (engine) => {
  let t: TestApp;
  let editor: AuthSession;
  let clip: Buffer;
  let png: Buffer;
  let removeFixtures: () => Promise<void>;

  /** Sets a stored file's modification time, as if it had been uploaded then. */
  const uploadedAt = (key: string, when: Date) => utimes(t.storage.pathOf(key), when, when);
  const exists = async (key: string) => (await t.storage.stat(key)) !== null;

  const poster = (seriesId: string) =>
    presignAndUpload(t, editor, { fileType: 'poster', seriesId, contentType: 'image/png' }, png);
  const video = (seriesId: string, episodeNumber = 1) =>
    presignAndUpload(t, editor, { fileType: 'video', seriesId, episodeNumber }, clip);

  const publish = async (body: UploadSeriesBody) => {
    const res = await t.app.inject({
      method: 'POST',
      url: uploadSeriesRoute.path,
      payload: body,
      headers: bearer(editor),
    });
    expect(res.statusCode, res.body).toBe(200);
    return uploadSeriesResponseSchema.parse(res.json()).data.id;
  };

  beforeAll(async () => {
    const fixtures = await makeTempDir('janitor-fixtures');
    removeFixtures = fixtures.remove;
    clip = await readFile(
      await makeClip(path.join(fixtures.dir, 'clip.mp4'), { seconds: 1, width: 160, height: 288 }),
    );
    png = await sharp({
      create: { width: 20, height: 30, channels: 3, background: { r: 30, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    t = await buildTestApp(engine);
    editor = await signedInEditor(t);
  });
  afterAll(async () => {
    await t?.close();
    await removeFixtures?.();
  });

  const janitorAt = (clock: ReturnType<typeof manualClock>) =>
    new UploadJanitor({
      storage: t.storage,
      references: new UploadReferencesRepository(t.database.db),
      tmpDir: path.join(t.dir, 'tmp'),
      now: clock.now,
    });
  /** The keys a published series serves: its poster's and its episodes' (pinned copies). */
  const servedKeys = async (id: string) => {
    const detail = await t.app.inject({ method: 'GET', url: `/api/videos/${id}` });
    const series = videoDetailResponseSchema.parse(detail.json()).data;
    return [series.thumbnail, ...series.episodes.flatMap((e) => [e.videoUrl, e.thumbnail])]
      .filter((url) => url.startsWith('/media/uploads/'))
      .map((url) => url.slice('/media/'.length));
  };

  it('deletes uploads no series uses once a day old, and keeps used and recent ones', async () => {
    const clock = manualClock();
    const janitor = janitorAt(clock);
    const kept = { poster: await poster('kept'), video: await video('kept') };
    const thumbnail = await presignAndUpload(
      t,
      editor,
      { fileType: 'thumbnail', seriesId: 'kept', episodeNumber: 1, contentType: 'image/png' },
      png,
    );
    const id = await publish({
      title: 'Kept',
      director: 'D',
      language: 'English',
      year: 2026,
      thumbnail: kept.poster.s3Key,
      episodes: [{ episodeNumber: 1, videoUrl: kept.video.s3Key, thumbnail: thumbnail.s3Key }],
    });
    const abandoned = [await poster('abandoned'), await video('abandoned')];
    // a resized copy of the abandoned poster, as a preview may have made (media-delivery routes)
    const copyKey = variantKeyOf(abandoned[0]!.s3Key, 160);
    await t.storage.put(copyKey, png, { contentType: 'image/webp' });
    // not the janitor's: only uploads/ is swept
    await t.storage.put('posters/elsewhere.png', png, { contentType: 'image/png' });

    clock.advance(UPLOAD_JANITOR.graceMs - HOUR_MS);
    expect((await janitor.sweep()).deleted).toEqual([]);

    // uploaded an hour before the next sweep
    const recent = await video('recent');
    await uploadedAt(recent.s3Key, new Date(clock.now().getTime() + HOUR_MS));
    clock.advance(2 * HOUR_MS);
    const result = await janitor.sweep();
    // the published uploads were pinned: their copies are what the series uses
    const served = await servedKeys(id);
    expect(served).toHaveLength(3);
    const published = [kept.poster.s3Key, kept.video.s3Key, thumbnail.s3Key];
    expect(result.scanned).toBe(9);
    expect(result.deleted.sort()).toEqual(
      [...abandoned.map((upload) => upload.s3Key), ...published].sort(),
    );

    for (const key of result.deleted) expect(await exists(key), key).toBe(false);
    expect(await exists(copyKey)).toBe(false);
    for (const key of [...served, recent.s3Key]) expect(await exists(key), key).toBe(true);
    expect(await exists('posters/elsewhere.png')).toBe(true);
    const detail = await t.app.inject({ method: 'GET', url: `/api/videos/${id}` });
    expect(detail.statusCode).toBe(200);
    const shown = videoDetailResponseSchema.parse(detail.json()).data.thumbnail;
    expect((await t.app.inject({ method: 'GET', url: shown })).statusCode).toBe(200);
  });

  it('removes what a crash left once a day old: temporary files, parts and probe copies', async () => {
    const clock = manualClock();
    const old = new Date(clock.now().getTime() - HOUR_MS);
    const stamp = (file: string) => utimes(file, old, old);
    const temps = [await t.storage.createTempPath(), await t.storage.createTempPath()];
    for (const temp of temps) await writeFile(temp, 'part of an upload');
    await stamp(temps[0]!);
    const multipart = { contentType: 'video/mp4', partSize: 10, fileSize: 20 };
    const stale = await t.storage.multipart.create({
      ...multipart,
      key: 'uploads/crashed/episode-1-000000000000.mp4',
    });
    const live = await t.storage.multipart.create({
      ...multipart,
      key: 'uploads/crashed/episode-2-000000000000.mp4',
    });
    await stamp(path.join(t.storage.root, '.multipart', stale));
    const probeCopies = path.join(t.dir, 'tmp');
    await mkdir(probeCopies, { recursive: true });
    await writeFile(path.join(probeCopies, 'studio-crashed.mp4'), 'copy');
    await stamp(path.join(probeCopies, 'studio-crashed.mp4'));
    await writeFile(path.join(probeCopies, 'studio-running.mp4'), 'copy');

    // a day since the stale ones were last written, not yet since the others
    clock.advance(UPLOAD_JANITOR.graceMs - HOUR_MS / 2);
    const result = await janitorAt(clock).sweep();
    expect(result).toMatchObject({ temporaryFiles: 2, multipartUploads: 1 });
    expect(await readdir(path.dirname(temps[0]!))).toEqual([path.basename(temps[1]!)]);
    expect(await readdir(path.join(t.storage.root, '.multipart'))).toEqual([live]);
    expect(await readdir(probeCopies)).toEqual(['studio-running.mp4']);
  });

  it('sweeps in the worker as soon as it starts', async () => {
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR_MS);
    const stale = await poster('stale');
    await uploadedAt(stale.s3Key, twoDaysAgo);
    const used = { poster: await poster('used'), video: await video('used') };
    const id = await publish({
      title: 'Used',
      director: 'D',
      language: 'Korean',
      year: 2025,
      thumbnail: used.poster.s3Key,
      episodes: [{ episodeNumber: 1, videoUrl: used.video.s3Key }],
    });
    const usedVideo = (await servedKeys(id)).find((key) => key.endsWith('.mp4'))!;
    await uploadedAt(usedVideo, twoDaysAgo);
    // only the sweep runs here: the publishes' transcodes are another suite's subject
    await t.database.db.execute(sql`delete from jobs where name = 'media.transcode'`);

    const { services } = t.app;
    const worker = createWorker(
      { ...services, config: { ...services.config, workers: 1 } },
      testLogger(),
    );
    worker.start();
    try {
      await until(async () => !(await exists(stale.s3Key)));
    } finally {
      await worker.stop();
    }
    expect(await exists(usedVideo)).toBe(true);
    const result = await t.database.db.execute(
      sql`select status, dedupe_key from jobs where name = 'studio.upload-janitor'`,
    );
    const rows = (result as unknown as { rows: { status: string; dedupe_key: string | null }[] })
      .rows;
    expect(rows).toEqual([{ status: 'done', dedupe_key: null }]);
  });
});

/**
 * On S3 the janitor aborts resumable uploads begun more than a day ago, against a stand-in that
 * answers ListObjects and ListMultipartUploads as S3 documents (s3rver has no ListMultipartUploads).
 */
describe('unpublished uploads on S3', () => {
  let server: Server;
  let storage: S3Storage;
  const requests: string[] = [];
  const begun = {
    stale: new Date(Date.now() - 30 * HOUR_MS),
    fresh: new Date(Date.now() - HOUR_MS),
  };

  const answer = (request: IncomingMessage): [number, string] => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const xml = '<?xml version="1.0" encoding="UTF-8"?>';
    if (request.method === 'DELETE') {
      requests.push(`abort ${url.searchParams.get('uploadId')}`);
      return [204, ''];
    }
    if (url.searchParams.has('uploads')) {
      requests.push(`list uploads under ${url.searchParams.get('prefix')}`);
      const upload = (id: keyof typeof begun) =>
        `<Upload><Key>uploads/s/episode-1-${id}.mp4</Key><UploadId>${id}</UploadId>` +
        `<Initiated>${begun[id].toISOString()}</Initiated></Upload>`;
      return [
        200,
        `${xml}<ListMultipartUploadsResult><Bucket>b</Bucket><IsTruncated>false</IsTruncated>` +
          `${upload('stale')}${upload('fresh')}</ListMultipartUploadsResult>`,
      ];
    }
    requests.push(`list objects under ${url.searchParams.get('prefix')}`);
    return [
      200,
      `${xml}<ListBucketResult><Name>b</Name><IsTruncated>false</IsTruncated></ListBucketResult>`,
    ];
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const [status, body] = answer(request);
      response.writeHead(status, { 'content-type': 'application/xml' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    storage = new S3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      publicUrl: undefined,
    });
  });
  afterAll(async () => {
    storage?.client.destroy();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('aborts the resumable uploads begun over a day ago, and only those', async () => {
    const fixtures = await makeTempDir('janitor-s3');
    try {
      const janitor = new UploadJanitor({
        storage,
        references: { referencedKeys: async () => new Set() },
        tmpDir: fixtures.dir,
      });
      const result = await janitor.sweep();
      expect(result).toMatchObject({ scanned: 0, deleted: [], multipartUploads: 1 });
      expect(requests).toEqual([
        'list objects under uploads/',
        'list uploads under uploads/',
        'abort stale',
      ]);
    } finally {
      await fixtures.remove();
    }
  });
});
