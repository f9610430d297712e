import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  homeResponseSchema,
  type PresignBody,
  presignResponseSchema,
  presignUploadRoute,
  studioSeriesRoute,
  uploadSeriesResponseSchema,
  uploadSeriesRoute,
  videoDetailResponseSchema,
} from '@app/contract';
import { makeClip } from './media-fixtures';
import { reachableRedis } from './redis-probe';
import { killProcess, startServerProcess, type ServerProcess } from './server-process';
import { createPostgresDatabase } from './engines';

/**
 * The topology of docs/deployment.md#more-than-one-instance, started for real: two app
 * processes (WORKERS=0) and one `--worker` process on one PostgreSQL database and one Redis,
 * all on loopback ports, sharing the data directory as instances on one host share a volume.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: the two-instances-and-a-worker suite did not run (it needs PostgreSQL).',
  );
}

// probed once, before the suites are declared (it warns when nothing answers)
const redisUrl = postgresUrl ? await reachableRedis() : undefined;

describe.runIf(Boolean(postgresUrl))('two app instances and a worker on one database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  let one: ServerProcess;
  let two: ServerProcess;
  let worker: ServerProcess;
  let dir: string;
  // a fresh client address per run: Redis counters outlive a run, and 127.0.0.1's are shared
  const clientIp = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;
  const admin = {
    username: `editor${randomBytes(3).toString('hex')}`,
    password: 'long enough password',
  };

  const call = async (
    server: ServerProcess,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    options: { token?: string; body?: unknown; raw?: { body: Blob | FormData } } = {},
  ) => {
    const res = await fetch(`${server.origin}${url}`, {
      method,
      headers: {
        'x-forwarded-for': clientIp,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.raw ? { body: options.raw.body } : {}),
    });
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) as unknown };
  };

  beforeAll(async () => {
    if (!redisUrl) {
      console.warn(
        'Redis is not reachable: the shared rate-limit test of the two-instances suite did not run.',
      );
    }
    const database = await createPostgresDatabase('multi');
    cleanups.push(database.drop);
    dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-multi-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    // the secrets every instance shares (as JWT_SECRET and a shared DATA_DIR give them)
    await writeFile(
      path.join(dir, 'secrets.json'),
      JSON.stringify({
        jwtSecret: randomBytes(32).toString('base64url'),
        uploadSecret: randomBytes(32).toString('base64url'),
      }),
    );
    const env: Record<string, string> = {
      DATA_DIR: dir,
      DATABASE_URL: database.url,
      TRUST_PROXY: '127.0.0.1',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    [one, two, worker] = await Promise.all([
      startServerProcess({
        ...env,
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
      }),
      startServerProcess(env),
      startServerProcess({ ...env, WORKERS: '1' }, { worker: true }),
    ]);
    cleanups.push(
      () => killProcess(one),
      () => killProcess(two),
      () => killProcess(worker),
    );
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it.runIf(Boolean(redisUrl))(
    'counts the sign-in limit of one account across both instances (Redis)',
    async () => {
      const user = {
        username: `multi${randomBytes(3).toString('hex')}`,
        password: 'correct horse battery',
      };
      expect((await call(one, 'POST', '/api/auth/signup', { body: user })).status).toBe(200);
      const wrong = { username: user.username, password: 'not the password' };
      const statuses: number[] = [];
      // ten failures, alternating instances: each instance alone has seen five
      for (let i = 0; i < 10; i++) {
        statuses.push(
          (await call(i % 2 ? two : one, 'POST', '/api/auth/signin', { body: wrong })).status,
        );
      }
      expect(statuses).toEqual(Array(10).fill(401));
      // the eleventh is refused by both, the right password included
      expect((await call(one, 'POST', '/api/auth/signin', { body: wrong })).status).toBe(429);
      expect((await call(two, 'POST', '/api/auth/signin', { body: wrong })).status).toBe(429);
      expect((await call(two, 'POST', '/api/auth/signin', { body: user })).status).toBe(429);
    },
  );

  it('shows a studio change made through one instance through the other within 1 s, and the worker transcodes what an instance enqueued', async () => {
    const signIn = await call(one, 'POST', '/api/auth/signin', { body: admin });
    expect(signIn.status, signIn.text).toBe(200);
    const token = authResponseSchema.parse(signIn.json()).data.access_token;

    const clip = await readFile(
      await makeClip(path.join(dir, 'clip.mp4'), { seconds: 1, width: 160, height: 288 }),
    );
    const png = await sharp({
      create: { width: 20, height: 30, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    /** Presign on one instance, post the form to the other: any instance takes any upload. */
    const upload = async (body: PresignBody, file: Buffer) => {
      const presign = await call(one, 'POST', presignUploadRoute.path, { token, body });
      expect(presign.status, presign.text).toBe(200);
      const { data } = presignResponseSchema.parse(presign.json());
      const form = new FormData();
      for (const [name, value] of Object.entries(data.fields)) form.append(name, value);
      form.append('file', new Blob([file], { type: body.contentType ?? 'video/mp4' }), 'upload');
      const sent = await call(two, 'POST', data.uploadUrl, { raw: { body: form } });
      expect(sent.status, sent.text).toBe(204);
      return data;
    };
    const poster = await upload(
      { fileType: 'poster', seriesId: 'two-towers', contentType: 'image/png' },
      png,
    );
    const video = await upload(
      { fileType: 'video', seriesId: 'two-towers', episodeNumber: 1 },
      clip,
    );
    const published = await call(one, 'POST', uploadSeriesRoute.path, {
      token,
      body: {
        title: 'Two Towers',
        director: 'Ines Duarte',
        language: 'English',
        year: 2026,
        thumbnail: poster.s3Key,
        episodes: [{ episodeNumber: 1, videoUrl: video.s3Key }],
        listMembership: ['trending-now'],
      },
    });
    expect(published.status, published.text).toBe(200);
    const id = uploadSeriesResponseSchema.parse(published.json()).data.id;

    const seriesOn = async (server: ServerProcess) => {
      const res = await call(server, 'GET', `/api/videos/${id}`);
      expect(res.status, res.text).toBe(200);
      return videoDetailResponseSchema.parse(res.json()).data;
    };
    const homeTitlesOn = async (server: ServerProcess) => {
      const res = await call(server, 'GET', '/api/home');
      expect(res.status, res.text).toBe(200);
      return homeResponseSchema.parse(res.json()).game_videos.map((card) => card.title);
    };
    /** Polls until `check` holds; the milliseconds it took. */
    const until = async (ms: number, check: () => Promise<boolean>) => {
      const start = Date.now();
      while (!(await check())) {
        if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return Date.now() - start;
    };

    // the other instance has both answers cached (for 10 s without a word from the writer)
    expect((await seriesOn(two)).title).toBe('Two Towers');
    expect(await homeTitlesOn(two)).toContain('Two Towers');
    expect((await seriesOn(two)).title).toBe('Two Towers');

    const renamed = await call(one, 'PATCH', studioSeriesRoute.path.replace(':id', id), {
      token,
      body: { title: 'Two Towers Redux' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const seen = await until(1000, async () => (await seriesOn(two)).title === 'Two Towers Redux');
    expect(seen).toBeLessThan(1000);
    console.info(`a title change through one instance showed through the other after ${seen} ms`);
    expect(await homeTitlesOn(two)).toContain('Two Towers Redux');

    // unpublishing through one instance hides it on the other as quickly
    const hidden = await call(one, 'PATCH', studioSeriesRoute.path.replace(':id', id), {
      token,
      body: { published: false },
    });
    expect(hidden.status, hidden.text).toBe(200);
    await until(1000, async () => (await call(two, 'GET', `/api/videos/${id}`)).status === 404);
    const shown = await call(two, 'PATCH', studioSeriesRoute.path.replace(':id', id), {
      token,
      body: { published: true },
    });
    expect(shown.status, shown.text).toBe(200);
    await until(1000, async () => (await call(one, 'GET', `/api/videos/${id}`)).status === 200);

    // the upload's transcode was enqueued by an instance (WORKERS=0 on both) and run by the worker,
    // whose "ready" reaches the instances' caches through the bus
    await until(90_000, async () => (await seriesOn(one)).episodes[0]!.streamStatus === 'ready');
    const transcoded = worker.logs.filter((line) => line.msg === 'transcoded');
    expect(transcoded).toHaveLength(1);
    for (const app of [one, two])
      expect(app.logs.some((line) => line.msg === 'transcoded')).toBe(false);
    expect((await seriesOn(two)).episodes[0]!.videoUrl).toMatch(/\.m3u8$/);
  }, 150_000);
});
