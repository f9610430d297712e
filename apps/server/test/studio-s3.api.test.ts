import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  homeResponseSchema,
  homeRoute,
  type PresignBody,
  searchIndexResponseSchema,
  searchIndexRoute,
  STUDIO_UPLOADS,
  UPLOADS,
  type UploadSeriesBody,
  uploadSeriesResponseSchema,
  uploadSeriesRoute,
  videoDetailResponseSchema,
} from '@app/contract';
import { S3Storage } from '../src/storage/s3-storage';
import { makeClip, makeTempDir } from './media-fixtures';
import { signedInEditor } from './auth-helpers';
import { testEngines, warnSkippedEngines } from './engines';
import { startS3rver, type S3rverFixture } from './s3rver-fixture';
import { bearer, postPresignedForm, presignAndUpload, presignAs } from './studio-uploads';
import { buildTestApp, type TestApp } from './test-app';

warnSkippedEngines();

/** The S3 POST policy document a presign signed (its `Policy` field, base64 JSON). */
type PostPolicy = { expiration: string; conditions: unknown[] };
const policyOf = (fields: Record<string, string>): PostPolicy =>
  JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as PostPolicy;

// the same studio flow as studio.api.test.ts, with the S3 driver against s3rver: the browser posts
// straight to the bucket and the server reads the files back from it. s3rver does not enforce
// POST policy conditions, so here the policy's content is checked; enforcement is the local
// receiver's test (upload-receiver.routes.test.ts) and S3's own
describe.each(testEngines())('studio API with S3 storage on %s', (engine) => {
  let s3: S3rverFixture;
  let t: TestApp<S3Storage>;
  let editor: AuthSession;
  let clip: Buffer;
  let png: Buffer;
  let removeFixtures: () => Promise<void>;

  const upload = (body: PresignBody, file: Buffer) => presignAndUpload(t, editor, body, file);
  const presign = (body: PresignBody) => presignAs(t, editor, body);
  const publish = (body: UploadSeriesBody) =>
    t.app.inject({
      method: 'POST',
      url: uploadSeriesRoute.path,
      payload: body,
      headers: bearer(editor),
    });
  const seriesBody = (poster: string, videos: string[]): UploadSeriesBody => ({
    title: 'Salt Lines',
    director: 'Mara Quinn',
    language: 'Spanish',
    year: 2026,
    tags: ['Drama'],
    thumbnail: poster,
    episodes: videos.map((videoUrl, i) => ({ episodeNumber: i + 1, videoUrl })),
  });

  beforeAll(async () => {
    const fixtures = await makeTempDir('studio-s3-fixtures');
    removeFixtures = fixtures.remove;
    clip = await readFile(
      await makeClip(path.join(fixtures.dir, 'clip.mp4'), { seconds: 1, width: 160, height: 288 }),
    );
    png = await sharp({
      create: { width: 20, height: 30, channels: 3, background: { r: 10, g: 160, b: 90 } },
    })
      .png()
      .toBuffer();
    s3 = await startS3rver();
    t = await buildTestApp(engine, { storage: new S3Storage(s3.config) });
    editor = await signedInEditor(t);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await removeFixtures?.();
  });

  it('signs an S3 POST policy holding the key, content type, size range and expiry', async () => {
    const signedAt = Date.now();
    const video = await presign({ fileType: 'video', seriesId: 'salt-lines', episodeNumber: 1 });
    expect(video.uploadUrl.startsWith(s3.config.endpoint!)).toBe(true);
    expect(video.s3Key).toMatch(/^uploads\/salt-lines\/episode-1-[0-9a-f]{12}\.mp4$/);
    expect(video.publicUrl).toBe(`/media/${video.s3Key}`);
    expect(video.fields).toMatchObject({ key: video.s3Key, 'Content-Type': 'video/mp4' });
    expect(Object.keys(video.fields)).toEqual(
      expect.arrayContaining(['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Signature']),
    );
    const policy = policyOf(video.fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: video.s3Key },
        ['eq', '$Content-Type', 'video/mp4'],
        ['content-length-range', 0, UPLOADS.videoMaxBytes],
      ]),
    );
    const expiresIn = Date.parse(policy.expiration) - signedAt;
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(STUDIO_UPLOADS.presignExpiresSeconds * 1000 + 1000);

    const poster = await presign({
      fileType: 'poster',
      seriesId: 'salt-lines',
      contentType: 'image/webp',
    });
    expect(policyOf(poster.fields).conditions).toEqual(
      expect.arrayContaining([
        { key: poster.s3Key },
        ['eq', '$Content-Type', 'image/webp'],
        ['content-length-range', 0, UPLOADS.imageMaxBytes],
      ]),
    );
  });

  it('publishes files posted to the bucket: listed, detailed and on its home row', async () => {
    const poster = await upload(
      { fileType: 'poster', seriesId: 'Salt Lines', contentType: 'image/png' },
      png,
    );
    const videos = [
      await upload({ fileType: 'video', seriesId: 'salt-lines', episodeNumber: 1 }, clip),
      await upload({ fileType: 'video', seriesId: 'salt-lines', episodeNumber: 2 }, clip),
    ];
    const thumb = await upload(
      { fileType: 'thumbnail', seriesId: 'salt-lines', episodeNumber: 1, contentType: 'image/png' },
      png,
    );
    // in the bucket, with the type the policy fixed
    expect(await t.storage.stat(videos[0]!.s3Key)).toMatchObject({
      size: clip.length,
      contentType: 'video/mp4',
    });

    const body = seriesBody(poster.publicUrl, [videos[0]!.s3Key, videos[1]!.publicUrl]);
    body.episodes[0]!.thumbnail = thumb.s3Key;
    body.listMembership = ['new-releases'];
    const res = await publish(body);
    expect(res.statusCode, res.body).toBe(200);
    const { id } = uploadSeriesResponseSchema.parse(res.json()).data;
    // the probe's downloads from the bucket are gone
    expect(await readdir(path.join(t.dir, 'tmp'))).toEqual([]);

    const index = searchIndexResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: searchIndexRoute.path })).json(),
    );
    expect(index.data.map((s) => s.id)).toContain(id);

    const detail = await t.app.inject({ method: 'GET', url: `/api/videos/${id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    const series = videoDetailResponseSchema.parse(detail.json()).data;
    // served from pinned copies in the bucket, which no presigned form names
    const pinned = (stem: string, extension: string) =>
      expect.stringMatching(
        new RegExp(`^/media/uploads/salt-lines/${stem}-[0-9a-f]{12}\\.${extension}$`),
      );
    expect(series).toMatchObject({
      title: 'Salt Lines',
      thumbnail: pinned('poster', 'png'),
      listMembership: ['new-releases'],
      episodesCount: 2,
    });
    expect(series.episodes.map((e) => [e.episodeNumber, e.videoUrl, e.thumbnail])).toEqual([
      [1, pinned('episode-1', 'mp4'), pinned('thumbnail-1', 'png')],
      [2, pinned('episode-2', 'mp4'), expect.any(String)],
    ]);
    const pinnedKey = series.thumbnail.slice('/media/'.length);
    expect(await t.storage.stat(pinnedKey)).toMatchObject({ contentType: 'image/png' });

    const home = homeResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: homeRoute.path })).json(),
    );
    const row = home.series_lists.find((list) => list.name === 'new-releases');
    expect(row?.series.map((card) => card.id)).toContain(id);

    // the original plays through the media route, read from the bucket
    const media = await t.app.inject({ method: 'GET', url: series.episodes[0]!.videoUrl });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(clip)).toBe(true);
  });

  // S3 takes a presigned form as often as it is posted within its hour: what holds is the pin
  it('serves what was checked when a form is posted to the bucket again after publish', async () => {
    const poster = await upload(
      { fileType: 'poster', seriesId: 'replayed', contentType: 'image/png' },
      png,
    );
    const video = await upload({ fileType: 'video', seriesId: 'replayed', episodeNumber: 1 }, clip);
    const res = await publish({
      ...seriesBody(poster.s3Key, [video.s3Key]),
      title: 'Replayed',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = uploadSeriesResponseSchema.parse(res.json()).data;
    const detail = await t.app.inject({ method: 'GET', url: `/api/videos/${id}` });
    const series = videoDetailResponseSchema.parse(detail.json()).data;

    // the same forms, other bytes: the bucket takes them over the uploads
    expect(await postPresignedForm(t, poster, Buffer.from('not the poster'), 'image/png')).toBe(
      204,
    );
    expect(await postPresignedForm(t, video, png, 'video/mp4')).toBe(204);
    expect((await t.storage.stat(video.s3Key))?.size).toBe(png.length);

    const shownPoster = await t.app.inject({ method: 'GET', url: series.thumbnail });
    expect(shownPoster.rawPayload.equals(png)).toBe(true);
    const shownVideo = await t.app.inject({ method: 'GET', url: series.episodes[0]!.videoUrl });
    expect(shownVideo.rawPayload.equals(clip)).toBe(true);
  });

  it('publishes a WebP poster presigned without a type, stored and served as WebP', async () => {
    const webp = await sharp(png).webp().toBuffer();
    const poster = await presign({ fileType: 'poster', seriesId: 'untyped', seriesTitle: 'U' });
    expect(poster.fields['Content-Type']).toBe('application/octet-stream');
    expect(await postPresignedForm(t, poster, webp, 'image/webp')).toBe(204);
    const video = await upload({ fileType: 'video', seriesId: 'untyped', episodeNumber: 1 }, clip);
    const res = await publish({ ...seriesBody(poster.s3Key, [video.s3Key]), title: 'Untyped' });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = uploadSeriesResponseSchema.parse(res.json()).data;
    const detail = await t.app.inject({ method: 'GET', url: `/api/videos/${id}` });
    const { thumbnail } = videoDetailResponseSchema.parse(detail.json()).data;
    expect(thumbnail).toMatch(/^\/media\/uploads\/untyped\/poster-[0-9a-f]{12}\.webp$/);
    // the bucket's own metadata says so too, for a bucket or CDN that serves it directly
    expect((await t.storage.stat(thumbnail.slice('/media/'.length)))?.contentType).toBe(
      'image/webp',
    );
    const served = await t.app.inject({ method: 'GET', url: thumbnail });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(webp)).toBe(true);
  });

  it('deletes from the bucket a PNG sent as an MP4 and an MP4 sent as a poster', async () => {
    const poster = await upload(
      { fileType: 'poster', seriesId: 'liars', contentType: 'image/png' },
      png,
    );
    const fakeVideo = await upload({ fileType: 'video', seriesId: 'liars', episodeNumber: 1 }, png);
    const refused = await publish(seriesBody(poster.s3Key, [fakeVideo.s3Key]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain(fakeVideo.s3Key);
    expect(await t.storage.stat(fakeVideo.s3Key)).toBeNull();
    expect(await t.storage.stat(poster.s3Key)).not.toBeNull();
    // the copies the checks pinned went too: only the poster's upload is left, for a retry
    const left = [];
    for await (const item of t.storage.list('uploads/liars/')) left.push(item.key);
    expect(left).toEqual([poster.s3Key]);

    const fakePoster = await upload(
      { fileType: 'poster', seriesId: 'liars', contentType: 'image/jpeg' },
      clip,
    );
    const video = await upload({ fileType: 'video', seriesId: 'liars', episodeNumber: 1 }, clip);
    const again = await publish(seriesBody(fakePoster.s3Key, [video.s3Key]));
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toContain(fakePoster.s3Key);
    expect(await t.storage.stat(fakePoster.s3Key)).toBeNull();
    expect(await t.storage.stat(video.s3Key)).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/videos/liars' })).statusCode).toBe(404);
  });
});
