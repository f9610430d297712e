import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  errorBodySchema,
  type PresignBody,
  presignResponseSchema,
  presignUploadRoute,
  searchIndexResponseSchema,
  searchIndexRoute,
  storageStatusResponseSchema,
  storageStatusRoute,
  STUDIO_TEXTS,
  uploadCheckResponseSchema,
  uploadCheckRoute,
  UPLOADS,
  type UploadSeriesBody,
  uploadSeriesResponseSchema,
  uploadSeriesRoute,
  videoDetailResponseSchema,
} from '@app/contract';
import { makeClip, makeTempDir } from './media-fixtures';
import { buildTestApp, type TestApp } from './test-app';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInEditor, signedInUser } from './auth-helpers';

warnSkippedEngines();

const bearer = (session: AuthSession) => ({ authorization: `Bearer ${session.access_token}` });

/** The multipart body a browser builds from the presigned fields and a file. */
const encodeForm = async (fields: Record<string, string>, file: Buffer, type: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file], { type }), 'upload');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
};

describe.each(testEngines())('studio API on %s', (engine) => {
  let t: TestApp;
  let editor: AuthSession;
  let viewer: AuthSession;
  let clip: Buffer;
  let png: Buffer;
  let removeFixtures: () => Promise<void>;
  let failInsideTransaction = false;

  const call = (method: 'GET' | 'POST', url: string, payload?: object, session?: AuthSession) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: session ? bearer(session) : {},
    });

  /** Presign, then post the form as a browser would: the presign's answer. */
  const upload = async (body: PresignBody, file: Buffer) => {
    const res = await call('POST', presignUploadRoute.path, body, editor);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = presignResponseSchema.parse(res.json());
    const form = await encodeForm(data.fields, file, body.contentType ?? 'video/mp4');
    const sent = await t.app.inject({ method: 'POST', url: data.uploadUrl, ...form });
    expect(sent.statusCode, sent.body).toBe(204);
    return data;
  };

  /** A PNG poster and a one-episode MP4, uploaded for `seriesId`. */
  const uploadPosterAndVideo = async (seriesId: string) => ({
    poster: await upload({ fileType: 'poster', seriesId, contentType: 'image/png' }, png),
    video: await upload({ fileType: 'video', seriesId, episodeNumber: 1 }, clip),
  });

  const seriesBody = (
    poster: string,
    videos: string[],
    extra: Partial<UploadSeriesBody> = {},
  ): UploadSeriesBody => ({
    title: 'Paper Moons',
    director: 'Ines Duarte',
    language: 'English',
    year: 2026,
    description: 'A studio test series',
    tags: ['Drama', 'Drama', ' ', 'Indie'],
    cast: ['Lena Park'],
    thumbnail: poster,
    episodes: videos.map((videoUrl, i) => ({ episodeNumber: i + 1, videoUrl })),
    ...extra,
  });

  /** Queued jobs of one kind (the transcodes, the followers' announcements). */
  const jobsNamed = async (name: string) => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from jobs where name = ${name}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const count = async (table: 'series' | 'episodes' | 'media_assets' | 'jobs') => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const counts = async () => ({
    series: await count('series'),
    episodes: await count('episodes'),
    assets: await count('media_assets'),
    jobs: await count('jobs'),
  });

  beforeAll(async () => {
    const fixtures = await makeTempDir('studio-fixtures');
    removeFixtures = fixtures.remove;
    clip = await readFile(
      await makeClip(path.join(fixtures.dir, 'clip.mp4'), { seconds: 1, width: 160, height: 288 }),
    );
    png = await sharp({
      create: { width: 20, height: 30, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    t = await buildTestApp(engine, {
      studio: {
        beforeCommit: async () => {
          if (failInsideTransaction) throw new Error('injected failure after every write');
        },
      },
    });
    editor = await signedInEditor(t);
    viewer = await signedInUser(t, { username: 'viewer' });
  });
  afterAll(async () => {
    await t?.close();
    await removeFixtures?.();
  });

  it('refuses guests (401) and viewers (403) on every call, creating nothing', async () => {
    const before = await counts();
    const poster = { fileType: 'poster', seriesId: 'paper-moons', contentType: 'image/png' };
    const calls: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['POST', presignUploadRoute.path, poster],
      ['GET', storageStatusRoute.path],
      ['POST', uploadCheckRoute.path, poster],
      ['POST', uploadSeriesRoute.path, seriesBody('uploads/x/poster-1.png', ['uploads/x/e.mp4'])],
    ];
    for (const [method, url, body] of calls) {
      const guest = await call(method, url, body);
      expect(guest.statusCode, `${url} as guest`).toBe(401);
      const asViewer = await call(method, url, body, viewer);
      expect(asViewer.statusCode, `${url} as viewer`).toBe(403);
      expect(errorBodySchema.parse(asViewer.json()).code).toBe('FORBIDDEN');
    }
    expect(await counts()).toEqual(before);
  });

  it('publishes uploaded files: the series is listed and its episodes play the originals', async () => {
    const poster = await upload(
      {
        fileType: 'poster',
        seriesId: 'Paper Moons!',
        contentType: 'image/png',
        fileSize: png.length,
      },
      png,
    );
    expect(poster.s3Key).toMatch(/^uploads\/paper-moons\/poster-[0-9a-f]{12}\.png$/);
    expect(poster.publicUrl).toBe(`/media/${poster.s3Key}`);
    const videos = [];
    for (const episodeNumber of [1, 2]) {
      videos.push(
        await upload(
          { fileType: 'video', seriesId: 'paper-moons', episodeNumber, contentType: 'video/mp4' },
          clip,
        ),
      );
    }
    expect(videos[0]!.s3Key).toMatch(/^uploads\/paper-moons\/episode-1-[0-9a-f]{12}\.mp4$/);
    const thumb = await upload(
      {
        fileType: 'thumbnail',
        seriesId: 'paper-moons',
        episodeNumber: 1,
        contentType: 'image/png',
      },
      png,
    );
    const transcodesBefore = await jobsNamed('media.transcode');
    const announcedBefore = await jobsNamed('notifications.fan-out');
    let wakes = 0;
    const stopListening = t.app.services.queue.onEnqueued(() => wakes++);

    const res = await call(
      'POST',
      uploadSeriesRoute.path,
      seriesBody(poster.publicUrl, [videos[0]!.publicUrl, videos[1]!.s3Key], {
        listMembership: ['featured'],
        episodes: [
          { episodeNumber: 2, videoUrl: videos[1]!.s3Key, title: 'The Fold', isLocked: true },
          { episodeNumber: 1, videoUrl: videos[0]!.publicUrl, thumbnail: thumb.publicUrl },
        ],
      }),
      editor,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = uploadSeriesResponseSchema.parse(res.json());
    expect(data.id).toBe(data.seriesId);
    expect(data.id).toMatch(/^paper-moons-[0-9a-f]{6}$/);
    // the probe's downloads are gone
    expect(await readdir(path.join(t.dir, 'tmp'))).toEqual([]);
    // one transcode per episode, and this process's workers are told at once
    expect((await jobsNamed('media.transcode')) - transcodesBefore).toBe(2);
    // and one announcement to the followers, committed with them (docs/product/notifications.md)
    expect((await jobsNamed('notifications.fan-out')) - announcedBefore).toBe(1);
    stopListening();
    expect(wakes).toBeGreaterThan(0);

    const index = searchIndexResponseSchema.parse(
      (await call('GET', searchIndexRoute.path)).json(),
    );
    expect(index.data.map((s) => s.id)).toContain(data.id);

    const detail = await call('GET', `/api/videos/${data.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const series = videoDetailResponseSchema.parse(detail.json()).data;
    // each file is served from its pinned copy: beside the upload, under a key no form names
    const pinned = (stem: string, extension: string) =>
      new RegExp(`^/media/uploads/paper-moons/${stem}-[0-9a-f]{12}\\.${extension}$`);
    expect(series).toMatchObject({
      title: 'Paper Moons',
      director: 'Ines Duarte',
      thumbnail: expect.stringMatching(pinned('poster', 'png')),
      listMembership: ['featured'],
      episodesCount: 2,
    });
    expect(series.thumbnail).not.toBe(poster.publicUrl);
    expect(series.tags).toEqual(['Drama', 'Indie', 'list:featured']);
    expect(series.episodes.map((e) => e.episodeNumber)).toEqual([1, 2]);
    const [first, second] = series.episodes;
    expect(first!.videoUrl).toMatch(pinned('episode-1', 'mp4'));
    expect(first!.videoUrl).not.toBe(videos[0]!.publicUrl);
    expect(first!.thumbnail).toMatch(pinned('thumbnail-1', 'png'));
    expect(first!.streamStatus).toBe('processing');
    expect(first!.duration).toBeCloseTo(1, 0);
    expect(second).toMatchObject({
      title: 'The Fold',
      isLocked: true,
      videoUrl: expect.stringMatching(pinned('episode-2', 'mp4')),
    });
    // the original is served
    const media = await call('GET', first!.videoUrl);
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(clip)).toBe(true);
  });

  it('takes a given id as a slug, and answers 409 when it is taken', async () => {
    const { poster, video } = await uploadPosterAndVideo('own-id');
    const body = seriesBody(poster.s3Key, [video.s3Key], { id: 'Own ID' });
    const first = await call('POST', uploadSeriesRoute.path, body, editor);
    expect(first.statusCode, first.body).toBe(200);
    expect(uploadSeriesResponseSchema.parse(first.json()).data.id).toBe('own-id');
    const again = await call('POST', uploadSeriesRoute.path, body, editor);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a declared size over the limit and a wrong type at presign', async () => {
    const tooBig = await call(
      'POST',
      presignUploadRoute.path,
      {
        fileType: 'video',
        seriesId: 'a',
        contentType: 'video/mp4',
        fileSize: UPLOADS.videoMaxBytes + 1,
      },
      editor,
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().detail).toBe('File size (500.00 MB) exceeds limit (500 MB)');
    const bigImage = await call(
      'POST',
      presignUploadRoute.path,
      { fileType: 'poster', seriesId: 'a', contentType: 'image/png', fileSize: 11 * 1024 * 1024 },
      editor,
    );
    expect(bigImage.json().detail).toBe('File size (11 MB) exceeds limit (10 MB)');
    const svg = await call(
      'POST',
      presignUploadRoute.path,
      { fileType: 'poster', seriesId: 'a', contentType: 'image/svg+xml' },
      editor,
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().detail).toBe(STUDIO_TEXTS.invalidImage);
    const avi = await call(
      'POST',
      presignUploadRoute.path,
      { fileType: 'video', seriesId: 'a', contentType: 'video/x-msvideo' },
      editor,
    );
    expect(avi.statusCode).toBe(400);
    expect(avi.json().detail).toBe(STUDIO_TEXTS.unsupportedVideo);
    for (const body of [
      { seriesId: 'a' },
      { fileType: 'video' },
      { fileType: 'gif', seriesId: 'a' },
    ]) {
      const res = await call('POST', presignUploadRoute.path, body, editor);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(STUDIO_TEXTS.invalidUploadParameters);
    }
  });

  it('neutralises a ../ series id in keys, and refuses one with nothing left', async () => {
    const sneaky = await call(
      'POST',
      presignUploadRoute.path,
      { fileType: 'poster', seriesId: '../../etc', contentType: 'image/png' },
      editor,
    );
    expect(sneaky.statusCode, sneaky.body).toBe(200);
    expect(presignResponseSchema.parse(sneaky.json()).data.s3Key).toMatch(
      /^uploads\/etc\/poster-[0-9a-f]{12}\.png$/,
    );
    const nothingLeft = await call(
      'POST',
      presignUploadRoute.path,
      { fileType: 'poster', seriesId: '../', contentType: 'image/png' },
      editor,
    );
    expect(nothingLeft.statusCode).toBe(400);
    expect(nothingLeft.json().detail).toBe(STUDIO_TEXTS.invalidUploadParameters);
  });

  it('catches a PNG uploaded as an MP4 at publish and deletes it', async () => {
    const before = await counts();
    const poster = await upload(
      { fileType: 'poster', seriesId: 'liar', contentType: 'image/png' },
      png,
    );
    const fake = await upload(
      { fileType: 'video', seriesId: 'liar', episodeNumber: 1, contentType: 'video/mp4' },
      png,
    );
    const res = await call(
      'POST',
      uploadSeriesRoute.path,
      seriesBody(poster.s3Key, [fake.s3Key]),
      editor,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(fake.s3Key);
    expect(await t.storage.stat(fake.s3Key)).toBeNull();
    expect(await t.storage.stat(poster.s3Key)).not.toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('catches an MP4 uploaded as a poster at publish and deletes it', async () => {
    const before = await counts();
    const poster = await upload(
      { fileType: 'poster', seriesId: 'liar', contentType: 'image/jpeg' },
      clip,
    );
    const video = await upload({ fileType: 'video', seriesId: 'liar', episodeNumber: 1 }, clip);
    const res = await call(
      'POST',
      uploadSeriesRoute.path,
      seriesBody(poster.s3Key, [video.s3Key]),
      editor,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(poster.s3Key);
    expect(await t.storage.stat(poster.s3Key)).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('refuses keys outside its uploads, files never uploaded, and missing fields', async () => {
    const { poster, video } = await uploadPosterAndVideo('refs');
    const before = await counts();
    const refused: [Partial<UploadSeriesBody>, string][] = [
      [{ title: ' ' }, STUDIO_TEXTS.titleRequired],
      [{ director: '' }, STUDIO_TEXTS.directorRequired],
      [{ thumbnail: '' }, STUDIO_TEXTS.posterRequired],
      [{ episodes: [] }, STUDIO_TEXTS.videoRequired],
      [{ thumbnail: 'https://elsewhere.example/poster.png' }, 'Not a file uploaded'],
      [{ thumbnail: 'posters/neon-heirs.jpg' }, 'Not a file uploaded'],
      [{ thumbnail: 'uploads/refs/../../secrets.png' }, 'Not a file uploaded'],
      [{ thumbnail: video.s3Key }, 'Not a file uploaded'],
      [{ thumbnail: 'uploads/refs/poster-000000000000.png' }, 'not found'],
      [
        {
          episodes: [
            { episodeNumber: 1, videoUrl: video.s3Key },
            { episodeNumber: 1, videoUrl: video.s3Key },
          ],
        },
        'Episode 1 appears more than once',
      ],
    ];
    for (const [change, detail] of refused) {
      const body = { ...seriesBody(poster.s3Key, [video.s3Key]), ...change };
      const res = await call('POST', uploadSeriesRoute.path, body, editor);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
    const { title: _title, ...untitled } = seriesBody(poster.s3Key, [video.s3Key]);
    const missing = await call('POST', uploadSeriesRoute.path, untitled, editor);
    expect(missing.json().detail).toBe(STUDIO_TEXTS.titleRequired);
    expect(await counts()).toEqual(before);
  });

  it('publishes atomically: a failure after every write leaves nothing of the series', async () => {
    const { poster, video } = await uploadPosterAndVideo('atomic');
    const before = await counts();
    failInsideTransaction = true;
    try {
      const res = await call(
        'POST',
        uploadSeriesRoute.path,
        seriesBody(poster.s3Key, [video.s3Key], { id: 'atomic', listMembership: ['popular'] }),
        editor,
      );
      expect(res.statusCode).toBe(500);
    } finally {
      failInsideTransaction = false;
    }
    expect(await counts()).toEqual(before);
    expect((await call('GET', '/api/videos/atomic')).statusCode).toBe(404);
    // the pinned copies went; the uploads stay: the editor can publish again
    const stored = await readdir(path.dirname(t.storage.pathOf(poster.s3Key)));
    expect(stored.sort()).toEqual([poster.s3Key, video.s3Key].map((k) => path.basename(k)).sort());
    const retry = await call(
      'POST',
      uploadSeriesRoute.path,
      seriesBody(poster.s3Key, [video.s3Key], { id: 'atomic' }),
      editor,
    );
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('reports storage status', async () => {
    const res = await call('GET', storageStatusRoute.path, undefined, editor);
    expect(res.statusCode).toBe(200);
    expect(storageStatusResponseSchema.parse(res.json())).toEqual({
      available: true,
      error: null,
      solution: null,
    });
  });

  it('tells what a presign would do without signing', async () => {
    const ok = await call(
      'POST',
      uploadCheckRoute.path,
      {
        fileType: 'video',
        seriesId: 'Paper Moons',
        episodeNumber: 3,
        fileSize: 1000,
        seriesTitle: 'x',
      },
      editor,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const { debug } = uploadCheckResponseSchema.parse(ok.json());
    expect(debug).toMatchObject({
      seriesId: 'paper-moons',
      contentType: 'video/mp4',
      contentTypeAllowed: true,
      maxBytes: UPLOADS.videoMaxBytes,
      withinLimit: true,
      problems: [],
      wouldSign: true,
      storage: { kind: 'local', available: true, error: null, solution: null },
    });
    expect(debug.exampleKey).toMatch(/^uploads\/paper-moons\/episode-3-[0-9a-f]{12}\.mp4$/);
    const bad = await call(
      'POST',
      uploadCheckRoute.path,
      {
        fileType: 'poster',
        seriesId: 'x',
        contentType: 'image/svg+xml',
        fileSize: 20 * 1024 * 1024,
      },
      editor,
    );
    const report = uploadCheckResponseSchema.parse(bad.json()).debug;
    expect(report.wouldSign).toBe(false);
    expect(report.problems).toEqual([
      STUDIO_TEXTS.invalidImage,
      'File size (20 MB) exceeds limit (10 MB)',
    ]);
  });
});
