import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  errorBodySchema,
  type PresignBody,
  STUDIO_TEXTS,
  type UploadSeriesBody,
  uploadSeriesResponseSchema,
  uploadSeriesRoute,
  videoDetailResponseSchema,
} from '@app/contract';
import { LocalStorage } from '../src/storage/local-storage';
import { signedInEditor } from './auth-helpers';
import { testEngines, warnSkippedEngines } from './engines';
import { makeClip, makeTempDir } from './media-fixtures';
import { bearer, postPresignedForm, presignAs } from './studio-uploads';
import { buildTestApp, type TestApp } from './test-app';

warnSkippedEngines();

/** Local storage whose downloads (the video check's first step) can be held at a gate. */
class GatedStorage extends LocalStorage {
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;
  private reached: (() => void) | null = null;

  /** Holds the next downloads; resolves once one of them is waiting. */
  hold(): Promise<void> {
    this.gate = new Promise((resolve) => (this.open = resolve));
    return new Promise((resolve) => (this.reached = resolve));
  }

  release(): void {
    this.open?.();
    this.gate = null;
  }

  override async download(key: string, destinationPath: string): Promise<void> {
    if (this.gate) {
      this.reached?.();
      await this.gate;
    }
    return super.download(key, destinationPath);
  }
}

// docs/decisions.md#uploads-and-media: an upload is checked once, on a pinned copy, and what
// the series serves is what was checked
describe.each(testEngines())('publish checks on %s', (engine) => {
  let t: TestApp<GatedStorage>;
  let root: string;
  let editor: AuthSession;
  let clip: Buffer;
  let png: Buffer;
  let otherPng: Buffer;
  let webp: Buffer;
  /** An episode video any publish here may name: each publish pins its own copy. */
  let sharedVideo: string;
  let removeFixtures: () => Promise<void>;

  const presign = (body: PresignBody) => presignAs(t, editor, body);
  const presignAndPost = async (body: PresignBody, file: Buffer, type: string) => {
    const data = await presign(body);
    expect(await postPresignedForm(t, data, file, type)).toBe(204);
    return data;
  };
  const publish = (body: Partial<UploadSeriesBody> & Pick<UploadSeriesBody, 'thumbnail'>) =>
    t.app.inject({
      method: 'POST',
      url: uploadSeriesRoute.path,
      payload: {
        title: 'Checked Once',
        director: 'Ines Duarte',
        language: 'English',
        year: 2026,
        episodes: [{ episodeNumber: 1, videoUrl: sharedVideo }],
        ...body,
      },
      headers: bearer(editor),
    });
  const published = async (body: Parameters<typeof publish>[0]) => {
    const res = await publish(body);
    expect(res.statusCode, res.body).toBe(200);
    const { id } = uploadSeriesResponseSchema.parse(res.json()).data;
    const detail = await t.app.inject({ method: 'GET', url: `/api/videos/${id}` });
    return videoDetailResponseSchema.parse(detail.json()).data;
  };
  const served = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    const fixtures = await makeTempDir('studio-checks-fixtures');
    removeFixtures = fixtures.remove;
    clip = await readFile(
      await makeClip(path.join(fixtures.dir, 'clip.mp4'), { seconds: 1, width: 160, height: 288 }),
    );
    const image = (r: number) =>
      sharp({ create: { width: 20, height: 30, channels: 3, background: { r, g: 90, b: 60 } } });
    png = await image(10).png().toBuffer();
    otherPng = await image(250).png().toBuffer();
    webp = await image(120).webp().toBuffer();
    root = await mkdtemp(path.join(os.tmpdir(), 'studio-checks-'));
    t = await buildTestApp(engine, {
      storage: new GatedStorage({
        root,
        publicBaseUrl: '/media',
        uploadSecret: 'test-upload-secret',
      }),
      studio: { checksAtOnce: 1 },
    });
    editor = await signedInEditor(t);
    sharedVideo = (
      await presignAndPost(
        { fileType: 'video', seriesId: 'shared', episodeNumber: 1 },
        clip,
        'video/mp4',
      )
    ).s3Key;
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
    await removeFixtures?.();
  });

  it('refuses a form posted again after publish (409), and what is served stays', async () => {
    const poster = await presignAndPost(
      { fileType: 'poster', seriesId: 'replayed', contentType: 'image/png' },
      png,
      'image/png',
    );
    const video = await presignAndPost(
      { fileType: 'video', seriesId: 'replayed', episodeNumber: 1 },
      clip,
      'video/mp4',
    );
    const series = await published({
      thumbnail: poster.s3Key,
      episodes: [{ episodeNumber: 1, videoUrl: video.s3Key }],
    });

    // the same forms, still within their hour, with other bytes
    expect(await postPresignedForm(t, poster, otherPng, 'image/png')).toBe(409);
    expect(await postPresignedForm(t, video, otherPng, 'video/mp4')).toBe(409);

    const shownPoster = await served(series.thumbnail);
    expect(shownPoster.statusCode).toBe(200);
    expect(shownPoster.rawPayload.equals(png)).toBe(true);
    const shownVideo = await served(series.episodes[0]!.videoUrl);
    expect(shownVideo.rawPayload.equals(clip)).toBe(true);
    expect((await readFile(t.storage.pathOf(poster.s3Key))).equals(png)).toBe(true);
  });

  it('publishes posters presigned without a type, each served with the type its bytes say', async () => {
    const untyped = { fileType: 'poster', seriesId: 'spec-posters', seriesTitle: 'Spec' } as const;
    const pngPoster = await presign(untyped);
    expect(pngPoster.s3Key).toMatch(/^uploads\/spec-posters\/poster-[0-9a-f]{12}\.img$/);
    expect(await postPresignedForm(t, pngPoster, png, 'image/png')).toBe(204);
    const webpPoster = await presignAndPost(untyped, webp, 'image/webp');
    const thumbnail = await presignAndPost(
      { fileType: 'thumbnail', seriesId: 'spec-posters', episodeNumber: 1 },
      webp,
      'image/webp',
    );
    const first = await published({
      title: 'PNG Poster',
      thumbnail: pngPoster.publicUrl,
      episodes: [{ episodeNumber: 1, videoUrl: sharedVideo, thumbnail: thumbnail.s3Key }],
    });
    const second = await published({ title: 'WebP Poster', thumbnail: webpPoster.s3Key });
    const cases: [string, string, Buffer][] = [
      [first.thumbnail, 'image/png', png],
      [second.thumbnail, 'image/webp', webp],
      [first.episodes[0]!.thumbnail, 'image/webp', webp],
    ];
    for (const [url, type, bytes] of cases) {
      expect(url).toMatch(/^\/media\/uploads\/spec-posters\/(poster|thumbnail-1)-[0-9a-f]{12}\./);
      const res = await served(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('still refuses what is no image in a presign without a type, and deletes it', async () => {
    const poster = await presignAndPost(
      { fileType: 'poster', seriesId: 'untyped-liar' },
      clip,
      'video/mp4',
    );
    const res = await publish({ thumbnail: poster.s3Key });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).detail).toBe(STUDIO_TEXTS.notAnImage(poster.s3Key));
    expect(await t.storage.stat(poster.s3Key)).toBeNull();
  });

  it('checks one publish at a time here, and answers another 429 meanwhile', async () => {
    const poster = () =>
      presignAndPost(
        { fileType: 'poster', seriesId: 'busy', contentType: 'image/png' },
        png,
        'image/png',
      );
    const video = () =>
      presignAndPost({ fileType: 'video', seriesId: 'busy', episodeNumber: 1 }, clip, 'video/mp4');
    const [a, b] = [
      { poster: await poster(), video: await video() },
      { poster: await poster(), video: await video() },
    ];
    const body = (files: typeof a, title: string) => ({
      title,
      thumbnail: files.poster.s3Key,
      episodes: [{ episodeNumber: 1, videoUrl: files.video.s3Key }],
    });

    const waiting = t.storage.hold();
    const first = publish(body(a, 'First'));
    await waiting;
    const second = await publish(body(b, 'Second'));
    expect(second.statusCode).toBe(429);
    expect(errorBodySchema.parse(second.json())).toEqual({
      detail: STUDIO_TEXTS.tooManyChecks,
      code: 'RATE_LIMITED',
    });
    t.storage.release();
    expect((await first).statusCode).toBe(200);
    // its uploads were not touched: sent again once the slot is free, it goes through
    const retry = await publish(body(b, 'Second'));
    expect(retry.statusCode, retry.body).toBe(200);
  });
});
