import { readFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STUDIO_API_PATHS,
  uploadSeriesResponseSchema,
  type AuthSession,
  type UploadSeriesBody,
} from '@app/contract';
import { makeClip, makeTempDir } from '../src/media/test-fixtures';
import { variantKeyOf } from '../src/modules/media-files/image-variants';
import { UPLOAD_JANITOR, UploadJanitor } from '../src/modules/studio/upload-janitor';
import { UploadReferencesRepository } from '../src/modules/studio/upload-references.repository';
import { createWorker } from '../src/worker';
import { manualClock, signedInEditor } from './auth-helpers';
import { testEngines, warnSkippedEngines } from './engines';
import { bearer, presignAndUpload } from './studio-uploads';
import { buildTestApp, testLogger, type TestApp } from './test-app';

warnSkippedEngines();

const HOUR = 60 * 60 * 1000;

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
      url: STUDIO_API_PATHS.uploadSeries,
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

  it('deletes uploads no series uses once a day old, and keeps used and recent ones', async () => {
    const clock = manualClock();
    const janitor = new UploadJanitor({
      storage: t.storage,
      references: new UploadReferencesRepository(t.database.db),
      now: clock.now,
    });
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
    // the studio's preview asked for a resized copy of the abandoned poster
    const copy = await t.app.inject({ method: 'GET', url: `${abandoned[0]!.publicUrl}?w=160` });
    expect(copy.statusCode).toBe(200);
    const copyKey = variantKeyOf(abandoned[0]!.s3Key, 160);
    expect(await exists(copyKey)).toBe(true);
    // not the janitor's: only uploads/ is swept
    await t.storage.put('posters/elsewhere.png', png, { contentType: 'image/png' });

    clock.advance(UPLOAD_JANITOR.graceMs - HOUR);
    expect((await janitor.sweep()).deleted).toEqual([]);

    // uploaded an hour before the next sweep
    const recent = await video('recent');
    await uploadedAt(recent.s3Key, new Date(clock.now().getTime() + HOUR));
    clock.advance(2 * HOUR);
    const result = await janitor.sweep();
    expect(result.scanned).toBe(6);
    expect(result.deleted.sort()).toEqual(abandoned.map((upload) => upload.s3Key).sort());

    for (const upload of abandoned) expect(await exists(upload.s3Key)).toBe(false);
    expect(await exists(copyKey)).toBe(false);
    for (const key of [kept.poster.s3Key, kept.video.s3Key, thumbnail.s3Key, recent.s3Key]) {
      expect(await exists(key), key).toBe(true);
    }
    expect(await exists('posters/elsewhere.png')).toBe(true);
    const detail = await t.app.inject({ method: 'GET', url: `/api/videos/${id}` });
    expect(detail.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: kept.poster.publicUrl })).statusCode).toBe(
      200,
    );
  });

  it('sweeps in the worker as soon as it starts', async () => {
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR);
    const stale = await poster('stale');
    await uploadedAt(stale.s3Key, twoDaysAgo);
    const used = { poster: await poster('used'), video: await video('used') };
    await publish({
      title: 'Used',
      director: 'D',
      language: 'Korean',
      year: 2025,
      thumbnail: used.poster.s3Key,
      episodes: [{ episodeNumber: 1, videoUrl: used.video.s3Key }],
    });
    await uploadedAt(used.video.s3Key, twoDaysAgo);
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
    expect(await exists(used.video.s3Key)).toBe(true);
    const result = await t.database.db.execute(
      sql`select status, dedupe_key from jobs where name = 'studio.upload-janitor'`,
    );
    const rows = (result as unknown as { rows: { status: string; dedupe_key: string | null }[] })
      .rows;
    expect(rows).toEqual([{ status: 'done', dedupe_key: null }]);
  });
});
