import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStudioEpisodesRoute,
  type AuthSession,
  buildPath,
  deleteStudioEpisodeRoute,
  deleteStudioSeriesResponseSchema,
  errorBodySchema,
  homeResponseSchema,
  homeRoute,
  type PresignBody,
  presignResponseSchema,
  presignUploadRoute,
  retryStudioEpisodeRoute,
  searchIndexResponseSchema,
  searchIndexRoute,
  seriesByIdRoute,
  STUDIO_SERIES_TEXTS,
  STUDIO_TEXTS,
  type StudioSeries,
  studioSeriesListResponseSchema,
  studioSeriesListRoute,
  studioSeriesResponseSchema,
  studioSeriesRoute,
  type UploadSeriesBody,
  uploadSeriesResponseSchema,
  uploadSeriesRoute,
  videoDetailResponseSchema,
  videoDetailRoute,
} from '@app/contract';
import { JobWorker } from '../src/jobs/job-worker';
import { transcodeJob } from '../src/modules/media-assets/transcode.job';
import { makeClip, makeTempDir } from './media-fixtures';
import { buildTestApp, testLogger, type TestApp } from './test-app';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInEditor, signedInUser } from './auth-helpers';

warnSkippedEngines();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

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

/** Every file under `root`, relative and '/'-separated, sorted. */
const walk = async (root: string): Promise<string[]> => {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
};

const until = async (check: () => Promise<boolean>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(testEngines())('managing series on %s', (engine) => {
  let t: TestApp;
  let editor: AuthSession;
  let viewer: AuthSession;
  let clip: Buffer;
  let png: Buffer;
  let otherPng: Buffer;
  let removeFixtures: () => Promise<void>;

  const call = (method: Method, url: string, payload?: object, session?: AuthSession) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: session ? bearer(session) : {},
    });
  const seriesPath = (id: string) => buildPath(studioSeriesRoute.path, { id });
  const episodesPath = (id: string) => buildPath(addStudioEpisodesRoute.path, { id });
  const episodePath = (id: string, n: number) =>
    buildPath(deleteStudioEpisodeRoute.path, { id, number: String(n) });
  const retryPath = (id: string, n: number) =>
    buildPath(retryStudioEpisodeRoute.path, { id, number: String(n) });

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
  const uploadVideo = (seriesId: string, episodeNumber: number) =>
    upload({ fileType: 'video', seriesId, episodeNumber }, clip);
  const uploadImage = (seriesId: string, fileType: 'poster' | 'thumbnail', image = png) =>
    upload({ fileType, seriesId, contentType: 'image/png' }, image);

  /** A published series of `episodes` episodes (episode 1 with a thumbnail): its id. */
  const publish = async (slug: string, episodes = 1, extra: Partial<UploadSeriesBody> = {}) => {
    const poster = await uploadImage(slug, 'poster');
    const thumbnail = await uploadImage(slug, 'thumbnail');
    const body: UploadSeriesBody = {
      title: `Series ${slug}`,
      director: 'Ines Duarte',
      language: 'English',
      year: 2026,
      thumbnail: poster.s3Key,
      episodes: [],
      ...extra,
    };
    for (let n = 1; n <= episodes; n++) {
      const video = await uploadVideo(slug, n);
      body.episodes.push({
        episodeNumber: n,
        videoUrl: video.s3Key,
        ...(n === 1 ? { thumbnail: thumbnail.s3Key } : {}),
      });
    }
    const res = await call('POST', uploadSeriesRoute.path, body, editor);
    expect(res.statusCode, res.body).toBe(200);
    return uploadSeriesResponseSchema.parse(res.json()).data.id;
  };

  const studioSeries = async (id: string): Promise<StudioSeries> => {
    const res = await call('GET', seriesPath(id), undefined, editor);
    expect(res.statusCode, res.body).toBe(200);
    return studioSeriesResponseSchema.parse(res.json()).data;
  };
  const detail = (id: string) => call('GET', buildPath(videoDetailRoute.path, { id }));
  const home = async () => homeResponseSchema.parse((await call('GET', homeRoute.path)).json());
  const searchIds = async () =>
    searchIndexResponseSchema
      .parse((await call('GET', searchIndexRoute.path)).json())
      .data.map((s) => s.id);
  const rowOf = async (list: string) =>
    (await home()).series_lists.find((row) => row.name === list)?.series.map((s) => s.id) ?? [];

  const videoAssetOf = async (seriesId: string, episodeNumber: number) => {
    const result = await t.database.db.execute(
      sql`select video_asset_id as id from episodes
          where series_id = ${seriesId} and episode_number = ${episodeNumber}`,
    );
    return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
  };
  /** Queued jobs of one kind (the transcodes, the followers' announcements). */
  const jobsNamed = async (name: string) => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from jobs where name = ${name}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const count = async (table: string) => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const snapshot = async () => ({
    series: await count('series'),
    episodes: await count('episodes'),
    assets: await count('media_assets'),
    jobs: await count('jobs'),
    memberships: await count('list_memberships'),
    files: await walk(path.join(t.dir, 'files')),
    rows: (
      (await t.database.db.execute(
        sql`select id, title, status, poster_asset_id, updated_at::text from series order by id`,
      )) as unknown as { rows: unknown[] }
    ).rows,
  });

  /**
   * A worker that transcodes the series' videos for real (one small rung), recording each
   * progress write; other suites' jobs wait an hour, out of its way.
   */
  const startWorker = async (seriesId: string, progress: number[]) => {
    const { services } = t.app;
    await t.database.db.execute(
      sql`update jobs set run_at = now() + interval '1 hour' where status = 'queued'
          and payload->>'assetId' not in
            (select video_asset_id::text from episodes where series_id = ${seriesId})`,
    );
    const media = Object.create(services.mediaAssets) as typeof services.mediaAssets;
    media.setProgress = async (id, percent) => {
      progress.push(percent);
      await services.mediaAssets.setProgress(id, percent);
    };
    const worker = new JobWorker({
      queue: services.queue,
      log: testLogger(),
      concurrency: 1,
      pollMs: 50,
      handlers: {
        'media.transcode': transcodeJob({
          storage: t.storage,
          media,
          workRoot: path.join(t.dir, 'tmp'),
          ladder: { rungs: [144] },
          preset: 'ultrafast',
          progressIntervalMs: 0,
          onReady: () => services.catalogue.invalidate(),
        }),
      },
    });
    worker.start();
    return worker;
  };

  beforeAll(async () => {
    const fixtures = await makeTempDir('studio-series-fixtures');
    removeFixtures = fixtures.remove;
    clip = await readFile(
      await makeClip(path.join(fixtures.dir, 'clip.mp4'), { seconds: 1, width: 160, height: 288 }),
    );
    const image = (r: number) =>
      sharp({ create: { width: 20, height: 30, channels: 3, background: { r, g: 40, b: 90 } } })
        .png()
        .toBuffer();
    png = await image(200);
    otherPng = await image(20);
    t = await buildTestApp(engine);
    editor = await signedInEditor(t);
    viewer = await signedInUser(t, { username: 'viewer' });
  });
  afterAll(async () => {
    await t?.close();
    await removeFixtures?.();
  });

  it('refuses guests (401) and viewers (403) on every call, changing nothing', async () => {
    const id = await publish('guarded', 1);
    const before = await snapshot();
    const calls: [Method, string, object?][] = [
      ['GET', studioSeriesListRoute.path],
      ['GET', seriesPath(id)],
      ['PATCH', seriesPath(id), { title: 'Taken over', published: false }],
      ['DELETE', seriesPath(id)],
      ['POST', episodesPath(id), { episodes: [{ episodeNumber: 2, videoUrl: 'uploads/x/e.mp4' }] }],
      ['DELETE', episodePath(id, 1)],
      ['POST', retryPath(id, 1)],
    ];
    for (const [method, url, body] of calls) {
      const guest = await call(method, url, body);
      expect(guest.statusCode, `${method} ${url} as guest`).toBe(401);
      const asViewer = await call(method, url, body, viewer);
      expect(asViewer.statusCode, `${method} ${url} as viewer`).toBe(403);
      expect(errorBodySchema.parse(asViewer.json()).code).toBe('FORBIDDEN');
    }
    expect(await snapshot()).toEqual(before);
    expect((await detail(id)).statusCode).toBe(200);
  });

  it('lists every series with each episode’s transcode state and a summary', async () => {
    const id = await publish('states', 3);
    const hidden = await publish('hidden-one', 1);
    const unpublish = await call('PATCH', seriesPath(hidden), { published: false }, editor);
    expect(unpublish.statusCode, unpublish.body).toBe(200);

    const listed = await call('GET', studioSeriesListRoute.path, undefined, editor);
    expect(listed.statusCode, listed.body).toBe(200);
    const { data } = studioSeriesListResponseSchema.parse(listed.json());
    const ids = data.series.map((s) => s.id);
    // newest first, the unpublished one too
    expect(ids.indexOf(hidden)).toBeLessThan(ids.indexOf(id));
    expect(data.series.find((s) => s.id === hidden)!.published).toBe(false);
    const series = data.series.find((s) => s.id === id)!;
    expect(series).toMatchObject({ title: 'Series states', published: true });
    expect(series.poster).toMatch(/^\/media\/uploads\/states\/poster-/);
    expect(series.episodes.map((e) => [e.episodeNumber, e.transcode])).toEqual([
      [1, { state: 'queued', percent: 0, error: null }],
      [2, { state: 'queued', percent: 0, error: null }],
      [3, { state: 'queued', percent: 0, error: null }],
    ]);
    expect(series.episodes[0]!.thumbnail).toMatch(/^\/media\/uploads\/states\/thumbnail-/);
    expect(series.summary).toEqual({
      episodes: 3,
      queued: 3,
      transcoding: 0,
      ready: 0,
      failed: 0,
      pending: 3,
    });
    expect(data.summary.episodes).toBe(data.series.reduce((sum, s) => sum + s.summary.episodes, 0));

    // episode 1 is claimed by a worker and 42% through; episode 2 failed as not a video;
    // episode 3's job ran out of attempts (the asset never heard)
    const { queue, mediaAssets } = t.app.services;
    const assets = [
      await videoAssetOf(id, 1),
      await videoAssetOf(id, 2),
      await videoAssetOf(id, 3),
    ];
    const jobOf = async (assetId: string) => {
      const result = await t.database.db.execute(
        sql`select id from jobs where dedupe_key = ${`transcode:${assetId}`}`,
      );
      return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
    };
    await t.database.db.execute(
      sql`update jobs set run_at = now() + interval '1 hour' where id <> ${await jobOf(assets[0]!)}`,
    );
    const claimed = await queue.claim('test-worker', 60_000);
    expect(claimed).not.toBeNull();
    await mediaAssets.markProcessing(assets[0]!);
    await mediaAssets.setProgress(assets[0]!, 42);
    await mediaAssets.markFailed(assets[1]!, 'no video stream');
    await t.database.db.execute(
      sql`update jobs set status = 'failed', last_error = 'ffmpeg exited with 1', dedupe_key = null
          where id = ${await jobOf(assets[2]!)}`,
    );
    await mediaAssets.markProcessing(assets[2]!);

    const after = await studioSeries(id);
    expect(after.episodes.map((e) => e.transcode)).toEqual([
      { state: 'transcoding', percent: 42, error: null },
      { state: 'failed', percent: 0, error: 'no video stream' },
      { state: 'failed', percent: 0, error: 'ffmpeg exited with 1' },
    ]);
    expect(after.summary).toMatchObject({ transcoding: 1, failed: 2, pending: 1 });
    await queue.complete(claimed!.id);
  });

  it('edits metadata and lists, reflected at once in /api/videos/{id}, search and home rows', async () => {
    const id = await publish('editable', 1, { listMembership: ['popular'], tags: ['Drama'] });
    // the answers are cached before the edit
    expect(videoDetailResponseSchema.parse((await detail(id)).json()).data.title).toBe(
      'Series editable',
    );
    expect(await rowOf('popular')).toContain(id);

    const res = await call(
      'PATCH',
      seriesPath(id),
      {
        title: 'Paper Moons Returned',
        director: 'Lena Park',
        language: 'Korean',
        year: 2025,
        description: 'Now with a description',
        tags: ['Romance', 'Romance', ' ', 'list:popular', 'Indie'],
        cast: ['A', 'A', 'B'],
        listMembership: ['featured', 'top-picks'],
      },
      editor,
    );
    expect(res.statusCode, res.body).toBe(200);
    const edited = studioSeriesResponseSchema.parse(res.json()).data;
    expect(edited).toMatchObject({
      title: 'Paper Moons Returned',
      director: 'Lena Park',
      language: 'Korean',
      year: 2025,
      tags: ['Romance', 'Indie'],
      genre: ['Romance'],
      cast: ['A', 'B'],
      listMembership: ['featured', 'top-picks'],
    });

    const shown = videoDetailResponseSchema.parse((await detail(id)).json()).data;
    expect(shown).toMatchObject({
      title: 'Paper Moons Returned',
      description: 'Now with a description',
      listMembership: ['featured', 'top-picks'],
    });
    expect(shown.tags).toEqual(['Romance', 'Indie', 'list:featured', 'list:top-picks']);
    expect(await rowOf('popular')).not.toContain(id);
    expect(await rowOf('top-picks')).toContain(id);
    const hero = (await home()).hero_banners.find((banner) => banner.id === id);
    expect(hero?.title).toBe('Paper Moons Returned');

    // a partial edit leaves the rest alone
    const partial = await call('PATCH', seriesPath(id), { year: 2024 }, editor);
    expect(studioSeriesResponseSchema.parse(partial.json()).data).toMatchObject({
      year: 2024,
      title: 'Paper Moons Returned',
      listMembership: ['featured', 'top-picks'],
    });
  });

  it('replaces the poster with a checked upload and removes the old one with its copies', async () => {
    const id = await publish('reposter', 1);
    const oldPoster = (await studioSeries(id)).poster;
    const oldKey = oldPoster.replace(/^\/media\//, '');
    // a resized copy exists once a page asked for it
    expect((await call('GET', `${oldPoster}?w=160`)).statusCode).toBe(200);
    expect((await walk(path.join(t.dir, 'files'))).some((f) => f.includes(oldKey))).toBe(true);

    const fresh = await uploadImage('reposter', 'poster', otherPng);
    const res = await call('PATCH', seriesPath(id), { poster: fresh.publicUrl }, editor);
    expect(res.statusCode, res.body).toBe(200);
    // the series shows the checked copy pinned beside the upload (docs/decisions.md)
    const poster = studioSeriesResponseSchema.parse(res.json()).data.poster;
    expect(poster).toMatch(/^\/media\/uploads\/reposter\/poster-[0-9a-f]{12}\.png$/);
    expect(poster).not.toBe(fresh.publicUrl);
    expect(videoDetailResponseSchema.parse((await detail(id)).json()).data.thumbnail).toBe(poster);
    const files = await walk(path.join(t.dir, 'files'));
    expect(files.filter((f) => f.includes(oldKey))).toEqual([]);
    expect(files).toContain(poster.replace(/^\/media\//, ''));
  });

  it('refuses a poster that is not an image, or not ours, changing nothing', async () => {
    const id = await publish('badposter', 1);
    const lying = await upload(
      { fileType: 'poster', seriesId: 'badposter', contentType: 'image/png' },
      clip,
    );
    const before = await snapshot();
    const res = await call('PATCH', seriesPath(id), { poster: lying.s3Key, title: 'X' }, editor);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(lying.s3Key);
    const elsewhere = await call(
      'PATCH',
      seriesPath(id),
      { poster: 'posters/neon-heirs.jpg' },
      editor,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().detail).toContain('Not a file uploaded');
    // the lying file is gone, nothing else changed
    const after = await snapshot();
    expect(after.files).toEqual(before.files.filter((f) => f !== lying.s3Key));
    expect({ ...after, files: [] }).toEqual({ ...before, files: [] });
  });

  it('unpublishes: hidden from viewers everywhere, still in the studio; republishes', async () => {
    const id = await publish('comeback', 1, { listMembership: ['featured'] });
    expect(await searchIds()).toContain(id);
    expect((await home()).hero_banners.map((b) => b.id)).toContain(id);

    const off = await call('PATCH', seriesPath(id), { published: false }, editor);
    expect(off.statusCode, off.body).toBe(200);
    expect(studioSeriesResponseSchema.parse(off.json()).data.published).toBe(false);
    expect((await detail(id)).statusCode).toBe(404);
    expect((await call('GET', buildPath(seriesByIdRoute.path, { id }))).statusCode).toBe(404);
    expect(await searchIds()).not.toContain(id);
    expect((await home()).hero_banners.map((b) => b.id)).not.toContain(id);
    expect(await rowOf('featured')).not.toContain(id);
    expect((await studioSeries(id)).published).toBe(false);

    const on = await call('PATCH', seriesPath(id), { published: true }, editor);
    expect(on.statusCode).toBe(200);
    expect((await detail(id)).statusCode).toBe(200);
    expect(await searchIds()).toContain(id);
  });

  it('adds episodes at free numbers: transcodes queued, workers woken, shown at once', async () => {
    const id = await publish('growing', 1);
    expect(videoDetailResponseSchema.parse((await detail(id)).json()).data.episodesCount).toBe(1);
    const videos = [await uploadVideo('growing', 2), await uploadVideo('growing', 3)];
    const thumbnail = await uploadImage('growing', 'thumbnail');
    const transcodesBefore = await jobsNamed('media.transcode');
    const announcedBefore = await jobsNamed('notifications.fan-out');
    let wakes = 0;
    const stopListening = t.app.services.queue.onEnqueued(() => wakes++);
    const res = await call(
      'POST',
      episodesPath(id),
      {
        episodes: [
          { episodeNumber: 3, videoUrl: videos[1]!.publicUrl, title: 'Finale', isLocked: true },
          { episodeNumber: 2, videoUrl: videos[0]!.s3Key, thumbnail: thumbnail.s3Key },
        ],
      },
      editor,
    );
    stopListening();
    expect(res.statusCode, res.body).toBe(200);
    const series = studioSeriesResponseSchema.parse(res.json()).data;
    expect(series.episodes.map((e) => [e.episodeNumber, e.title, e.transcode.state])).toEqual([
      [1, 'Episode 1', 'queued'],
      [2, 'Episode 2', 'queued'],
      [3, 'Finale', 'queued'],
    ]);
    expect((await jobsNamed('media.transcode')) - transcodesBefore).toBe(2);
    // and one announcement to the followers, committed with them (docs/product/notifications.md)
    expect((await jobsNamed('notifications.fan-out')) - announcedBefore).toBe(1);
    expect(wakes).toBeGreaterThan(0);
    const shown = videoDetailResponseSchema.parse((await detail(id)).json()).data;
    expect(shown.episodes.map((e) => e.episodeNumber)).toEqual([1, 2, 3]);
    // pinned copies beside the uploads
    expect(shown.episodes[1]!.thumbnail).toMatch(/^\/media\/uploads\/growing\/thumbnail-/);
    expect(shown.episodes[1]!.thumbnail).not.toBe(thumbnail.publicUrl);
    expect(shown.episodes[2]).toMatchObject({
      isLocked: true,
      videoUrl: expect.stringMatching(/^\/media\/uploads\/growing\/episode-3-[0-9a-f]{12}\.mp4$/),
    });
    expect(shown.episodes[2]!.videoUrl).not.toBe(videos[1]!.publicUrl);
  });

  it('refuses taken, repeated or unchecked episodes, changing nothing', async () => {
    const id = await publish('strict', 2);
    const video = await uploadVideo('strict', 3);
    const fake = await upload(
      { fileType: 'video', seriesId: 'strict', episodeNumber: 4, contentType: 'video/mp4' },
      png,
    );
    const before = await snapshot();
    const taken = await call(
      'POST',
      episodesPath(id),
      { episodes: [{ episodeNumber: 2, videoUrl: video.s3Key }] },
      editor,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(STUDIO_SERIES_TEXTS.episodeTaken(2));
    const refused: [object, number, string][] = [
      [
        {
          episodes: [
            { episodeNumber: 3, videoUrl: video.s3Key },
            { episodeNumber: 3, videoUrl: video.s3Key },
          ],
        },
        400,
        STUDIO_TEXTS.duplicateEpisode(3),
      ],
      [{ episodes: [] }, 400, STUDIO_TEXTS.videoRequired],
      [{ episodes: [{ episodeNumber: 0, videoUrl: video.s3Key }] }, 400, ''],
      [{ episodes: [{ episodeNumber: 3, videoUrl: 'hls/x/master.m3u8' }] }, 400, 'Not a file'],
      [{ episodes: [{ episodeNumber: 3, videoUrl: video.s3Key }], extra: 1 }, 400, ''],
    ];
    for (const [body, status, detail] of refused) {
      const res = await call('POST', episodesPath(id), body, editor);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorBodySchema.parse(res.json()).detail).toContain(detail);
    }
    const unknown = await call(
      'POST',
      episodesPath('no-such-series'),
      { episodes: [{ episodeNumber: 1, videoUrl: video.s3Key }] },
      editor,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    // a file that is no video is caught by the content check and deleted
    const lying = await call(
      'POST',
      episodesPath(id),
      { episodes: [{ episodeNumber: 4, videoUrl: fake.s3Key }] },
      editor,
    );
    expect(lying.statusCode).toBe(400);
    expect(lying.json().detail).toContain(fake.s3Key);
    expect(await t.storage.stat(fake.s3Key)).toBeNull();
    expect((await studioSeries(id)).episodes).toHaveLength(2);
  });

  it('removes an episode with its stored files', async () => {
    const id = await publish('shrinking', 2);
    const series = await studioSeries(id);
    const first = series.episodes[0]!;
    const files = (key: string) => key.replace(/^\/media\//, '');
    const videoKey = files(first.videoUrl);
    const thumbKey = files(first.thumbnail);
    expect((await call('GET', `${first.thumbnail}?w=160`)).statusCode).toBe(200);
    const before = await walk(path.join(t.dir, 'files'));
    expect(before).toContain(videoKey);

    const res = await call('DELETE', episodePath(id, 1), undefined, editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      studioSeriesResponseSchema.parse(res.json()).data.episodes.map((e) => e.episodeNumber),
    ).toEqual([2]);
    const after = await walk(path.join(t.dir, 'files'));
    expect(before.filter((f) => !after.includes(f)).sort()).toEqual(
      [videoKey, thumbKey, `variants/w160/${thumbKey}.webp`].sort(),
    );
    const shown = videoDetailResponseSchema.parse((await detail(id)).json()).data;
    expect(shown.episodes.map((e) => e.episodeNumber)).toEqual([2]);
    expect((await call('DELETE', episodePath(id, 1), undefined, editor)).statusCode).toBe(404);
  });

  it('retries a failed transcode, which a worker then completes with its progress', async () => {
    const id = await publish('retrying', 1);
    const assetId = await videoAssetOf(id, 1);
    const notFailed = await call('POST', retryPath(id, 1), undefined, editor);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().detail).toBe(STUDIO_SERIES_TEXTS.notFailed(1));

    // the transcode failed for good
    await t.database.db.execute(
      sql`update jobs set status = 'failed', last_error = 'out of disk', dedupe_key = null
          where dedupe_key = ${`transcode:${assetId}`}`,
    );
    await t.app.services.mediaAssets.markFailed(assetId, 'out of disk');
    expect((await studioSeries(id)).episodes[0]!.transcode).toEqual({
      state: 'failed',
      percent: 0,
      error: 'out of disk',
    });
    expect(
      videoDetailResponseSchema.parse((await detail(id)).json()).data.episodes[0]!.streamStatus,
    ).toBe('failed');

    const retried = await call('POST', retryPath(id, 1), undefined, editor);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(studioSeriesResponseSchema.parse(retried.json()).data.episodes[0]!.transcode).toEqual({
      state: 'queued',
      percent: 0,
      error: null,
    });
    expect(
      videoDetailResponseSchema.parse((await detail(id)).json()).data.episodes[0]!.streamStatus,
    ).toBe('processing');
    // a second retry finds nothing failed
    expect((await call('POST', retryPath(id, 1), undefined, editor)).statusCode).toBe(409);

    const progress: number[] = [];
    const worker = await startWorker(id, progress);
    try {
      await until(async () => (await studioSeries(id)).summary.pending === 0);
    } finally {
      await worker.stop();
    }
    const done = await studioSeries(id);
    expect(done.episodes[0]!.transcode).toEqual({ state: 'ready', percent: 100, error: null });
    expect(done.episodes[0]!.videoUrl).toBe(`/media/hls/${assetId}/master.m3u8`);
    // progress was written as the job went, never backwards
    expect(progress.length).toBeGreaterThan(2);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(progress.at(-1)).toBeGreaterThanOrEqual(90);
  });

  it('deletes a series with every stored file, and it is gone everywhere', async () => {
    const baseline = await walk(path.join(t.dir, 'files'));
    const id = await publish('doomed', 2, { listMembership: ['featured', 'popular'] });
    const progress: number[] = [];
    const worker = await startWorker(id, progress);
    try {
      await until(async () => (await studioSeries(id)).summary.ready === 2);
    } finally {
      await worker.stop();
    }
    const series = await studioSeries(id);
    // resized copies of the poster, the uploaded thumbnail and a poster frame
    for (const image of [
      series.poster,
      series.episodes[0]!.thumbnail,
      series.episodes[1]!.thumbnail,
    ]) {
      expect((await call('GET', `${image}?w=160`)).statusCode).toBe(200);
    }
    const stored = (await walk(path.join(t.dir, 'files'))).filter((f) => !baseline.includes(f));
    const assetIds = [await videoAssetOf(id, 1), await videoAssetOf(id, 2)];
    for (const assetId of assetIds) {
      expect(stored).toContain(`hls/${assetId}/master.m3u8`);
      expect(stored).toContain(`hls/${assetId}/poster.jpg`);
    }
    // episode 2 has no uploaded thumbnail: its poster frame is shown, and resized
    expect(series.episodes[1]!.thumbnail).toBe(`/media/hls/${assetIds[1]}/poster.jpg`);
    expect(stored).toContain(`variants/w160/hls/${assetIds[1]}/poster.jpg.webp`);
    expect(stored.filter((f) => f.endsWith('.ts')).length).toBeGreaterThan(0);
    expect(stored.filter((f) => f.startsWith('variants/')).length).toBe(3);
    expect(await rowOf('popular')).toContain(id);

    const res = await call('DELETE', seriesPath(id), undefined, editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(deleteStudioSeriesResponseSchema.parse(res.json()).data.id).toBe(id);

    // what is left are the uploads the series' files were pinned from: unpublished uploads,
    // which the upload janitor sweeps within a day
    const left = (await walk(path.join(t.dir, 'files'))).filter((f) => !baseline.includes(f));
    expect(left).toHaveLength(4);
    expect(left.every((f) => f.startsWith('uploads/doomed/'))).toBe(true);
    for (const url of [series.poster, series.episodes[0]!.thumbnail]) {
      expect(left).not.toContain(url.replace(/^\/media\//, ''));
    }
    expect((await detail(id)).statusCode).toBe(404);
    expect(await searchIds()).not.toContain(id);
    expect((await home()).hero_banners.map((b) => b.id)).not.toContain(id);
    expect(await rowOf('popular')).not.toContain(id);
    expect((await call('GET', seriesPath(id), undefined, editor)).statusCode).toBe(404);
    const leftovers = await t.database.db.execute(
      sql`select
        (select count(*)::int from episodes where series_id = ${id}) as episodes,
        (select count(*)::int from list_memberships where series_id = ${id}) as memberships,
        (select count(*)::int from media_assets where id = any(${sql.raw(
          `array['${assetIds.join("','")}']::uuid[]`,
        )})) as assets`,
    );
    expect((leftovers as unknown as { rows: unknown[] }).rows[0]).toEqual({
      episodes: 0,
      memberships: 0,
      assets: 0,
    });
    expect((await call('DELETE', seriesPath(id), undefined, editor)).statusCode).toBe(404);
  });

  it('answers bad input with 4xx', async () => {
    const id = await publish('inputs', 1);
    const before = await snapshot();
    const bad: [Method, string, object | undefined, number][] = [
      ['GET', '/api/studio/series/Not_A_Slug', undefined, 400],
      ['GET', seriesPath('no-such-series'), undefined, 404],
      ['PATCH', seriesPath(id), {}, 400],
      ['PATCH', seriesPath(id), { title: ' ' }, 400],
      ['PATCH', seriesPath(id), { year: 1800 }, 400],
      ['PATCH', seriesPath(id), { language: 'Klingon' }, 400],
      ['PATCH', seriesPath(id), { listMembership: ['nope'] }, 400],
      ['PATCH', seriesPath(id), { published: 'yes' }, 400],
      ['PATCH', seriesPath(id), { owner: 'me' }, 400],
      ['PATCH', seriesPath('no-such-series'), { title: 'X' }, 404],
      ['DELETE', seriesPath('no-such-series'), undefined, 404],
      ['DELETE', '/api/studio/series/inputs/episodes/0', undefined, 400],
      ['DELETE', '/api/studio/series/inputs/episodes/abc', undefined, 400],
      ['DELETE', episodePath(id, 9), undefined, 404],
      ['POST', retryPath(id, 9), undefined, 404],
      ['POST', retryPath('no-such-series', 1), undefined, 404],
    ];
    for (const [method, url, body, status] of bad) {
      const res = await call(method, url, body, editor);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
      expect(errorBodySchema.parse(res.json()).detail.length).toBeGreaterThan(0);
    }
    const title = await call('PATCH', seriesPath(id), { title: '' }, editor);
    expect(title.json().detail).toBe(STUDIO_TEXTS.titleRequired);
    const empty = await call('PATCH', seriesPath(id), {}, editor);
    expect(empty.json().detail).toContain(STUDIO_SERIES_TEXTS.nothingToChange);
    expect(await snapshot()).toEqual(before);
  });
});
