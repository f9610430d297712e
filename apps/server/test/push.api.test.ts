import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountExportSchema,
  addStudioEpisodesRoute,
  type AuthSession,
  buildPath,
  errorBodySchema,
  notificationsPageSchema,
  PUSH,
  PUSH_TEXTS,
  pushPayloadSchema,
  pushSubscriptionStateSchema,
  vapidPublicKeySchema,
} from '@app/contract';
import { rowsOf } from '../src/db/raw-sql';
import { JobWorker } from '../src/jobs/job-worker';
import { fanOutJob } from '../src/modules/notifications/fan-out.job';
import { deliverJob } from '../src/modules/push/deliver.job';
import { buildTestApp, testLogger, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInEditor, signedInUser } from './auth-helpers';
import { makeClip, makeTempDir } from './media-fixtures';
import { presignAndUpload } from './studio-uploads';
import {
  browserKeys,
  decryptPush,
  readVapid,
  startPushService,
  until,
  type BrowserKeys,
  type PushService,
} from './push-service-fixture';

warnSkippedEngines();

/** Web Push, end to end against a push service on loopback (docs/product/notifications.md#web-push). */
describe.each(testEngines())('web push on %s', (engine) => {
  let t: TestApp;
  let service: PushService;
  let worker: JobWorker | undefined;
  let ana: AuthSession;
  let ben: AuthSession;
  let editor: AuthSession;

  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    who?: AuthSession,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who ? { authorization: `Bearer ${who.access_token}` } : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
  const subscribe = async (who: AuthSession, endpoint: string, browser: BrowserKeys) => {
    const res = await call('POST', '/api/push/subscriptions', who, {
      endpoint,
      expirationTime: null,
      keys: browser.keys,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(pushSubscriptionStateSchema.parse(res.json())).toEqual({ subscribed: true });
  };
  const devices = async (username?: string) =>
    rowsOf<{ endpoint: string; username: string }>(
      await t.database.db.execute(sql`
        select p.endpoint, u.username from push_subscriptions p join users u on u.id = p.user_id
        where ${username ?? null}::text is null or u.username = ${username ?? null}
        order by p.id`),
    );
  /** The app's job worker for the two jobs a publish starts, polling often. */
  const startWorker = () => {
    const { services } = t.app;
    worker = new JobWorker({
      queue: services.queue,
      log: testLogger(),
      concurrency: 1,
      pollMs: 10,
      handlers: {
        'notifications.fan-out': fanOutJob(services.notifications),
        'push.deliver': deliverJob(services.push),
      },
    });
    worker.start();
  };
  const pushesTo = (pathname: string) => service.received.filter((p) => p.path === pathname);

  beforeAll(async () => {
    service = await startPushService();
    t = await buildTestApp(engine, {
      // the loopback push service, and retries in milliseconds rather than minutes
      push: { allowLoopback: true, delivery: { retry: { baseMs: 5, maxMs: 20 }, batchSize: 2 } },
    });
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 2, lists: [] },
      { id: 'salt-moon', title: 'Salt Moon', episodes: 1, lists: [] },
    ]);
    [ana, ben, editor] = await Promise.all([
      signedInUser(t, { username: 'ana' }),
      signedInUser(t, { username: 'ben' }),
      signedInEditor(t),
    ]);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  it('serves the VAPID public key to everyone, a P-256 point', async () => {
    const res = await call('GET', '/api/push/vapid-public-key');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const { publicKey } = vapidPublicKeySchema.parse(res.json());
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
  });

  it('refuses guests, and subscriptions the server must not call or cannot encrypt to', async () => {
    const good = browserKeys().keys;
    expect(
      (await call('POST', '/api/push/subscriptions', undefined, { endpoint: 'x', keys: good }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('DELETE', '/api/push/subscriptions', undefined, { endpoint: 'x' })).statusCode,
    ).toBe(401);

    const notAPoint = Buffer.alloc(65, 7);
    notAPoint[0] = 4;
    const refused: [unknown, string | null][] = [
      [{}, null],
      [{ endpoint: 'https://push.example.com/a' }, null],
      [{ endpoint: 'https://push.example.com/a', keys: { ...good, p256dh: 'short' } }, null],
      [{ endpoint: 'https://push.example.com/a', keys: { ...good, auth: 'AAAA' } }, null],
      [{ endpoint: 'x'.repeat(PUSH.maxEndpointLength + 1), keys: good }, null],
      [
        {
          endpoint: 'https://push.example.com/a',
          keys: { ...good, p256dh: notAPoint.toString('base64url') },
        },
        PUSH_TEXTS.badKeys,
      ],
      ...[
        'not a url',
        'http://push.example.com/a',
        'ftp://push.example.com/a',
        'https://push.example.com:8443/a',
        'https://user:secret@push.example.com/a',
        'https://10.0.0.8/a',
        'https://169.254.169.254/latest/meta-data',
        'https://[fd00::1]/a',
        'https://[::ffff:10.0.0.1]/a',
        'https://localhost/a',
        'https://redis/a',
        'https://metadata.google.internal/a',
        'http://192.168.1.20:8080/a',
      ].map((endpoint): [unknown, string] => [{ endpoint, keys: good }, PUSH_TEXTS.badEndpoint]),
    ];
    for (const [body, detail] of refused) {
      const res = await call('POST', '/api/push/subscriptions', ana, body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)}: ${res.body}`).toBe(400);
      const answer = errorBodySchema.parse(res.json());
      expect(answer.detail).toBeTruthy();
      if (detail) expect(answer.detail).toBe(detail);
    }
    expect(await devices()).toEqual([]);
  });

  it('keeps one row per endpoint, moves it to whoever subscribed last, caps a user, unsubscribes only the caller', async () => {
    const browser = browserKeys();
    const shared = `${service.origin}/push/shared`;
    await subscribe(ana, shared, browser);
    await subscribe(ana, shared, browser);
    expect(await devices()).toEqual([{ endpoint: shared, username: 'ana' }]);
    // the same browser signed into another account: the device is theirs now
    await subscribe(ben, shared, browserKeys());
    expect(await devices()).toEqual([{ endpoint: shared, username: 'ben' }]);
    // another user's endpoint is not ana's to remove
    const notMine = await call('DELETE', '/api/push/subscriptions', ana, { endpoint: shared });
    expect(pushSubscriptionStateSchema.parse(notMine.json())).toEqual({ subscribed: false });
    expect(await devices()).toHaveLength(1);
    for (let n = 0; n < PUSH.maxSubscriptionsPerUser + 2; n++) {
      await subscribe(ana, `${service.origin}/push/ana-${n}`, browserKeys());
    }
    const anas = await devices('ana');
    expect(anas).toHaveLength(PUSH.maxSubscriptionsPerUser);
    // the oldest went
    expect(anas[0]!.endpoint).toBe(`${service.origin}/push/ana-2`);
    for (const { endpoint } of [...anas, { endpoint: shared }]) {
      const who = endpoint === shared ? ben : ana;
      expect((await call('DELETE', '/api/push/subscriptions', who, { endpoint })).statusCode).toBe(
        200,
      );
    }
    expect(await devices()).toEqual([]);
  });

  it("pushes a followed series' new episode to each device, encrypted (RFC 8291) and signed (VAPID)", async () => {
    const media = await makeTempDir('push-clip');
    const clip = await readFile(
      await makeClip(path.join(media.dir, 'clip.mp4'), {
        seconds: 1,
        width: 160,
        height: 288,
        audio: false,
      }),
    );
    await media.remove();
    const phone = browserKeys();
    const laptop = browserKeys();
    const bens = browserKeys();
    await subscribe(ana, `${service.origin}/push/ana-phone`, phone);
    await subscribe(ana, `${service.origin}/push/ana-laptop`, laptop);
    // ben has a device but follows nothing
    await subscribe(ben, `${service.origin}/push/ben`, bens);
    expect((await call('PUT', '/api/series/neon-heirs/follow', ana)).statusCode).toBe(200);
    startWorker();

    const video = await presignAndUpload(
      t,
      editor,
      { fileType: 'video', seriesId: 'neon-heirs', episodeNumber: 3, contentType: 'video/mp4' },
      clip,
    );
    const published = await call(
      'POST',
      buildPath(addStudioEpisodesRoute.path, { id: 'neon-heirs' }),
      editor,
      { episodes: [{ episodeNumber: 3, title: 'The Lighthouse Wakes', videoUrl: video.s3Key }] },
    );
    expect(published.statusCode, published.body).toBe(200);
    await until(() => pushesTo('/push/ana-laptop').length > 0, 'the laptop push');
    await until(() => pushesTo('/push/ana-phone').length > 0, 'the phone push');

    const inbox = await call('GET', '/api/notifications', ana);
    const [entry] = notificationsPageSchema.parse(inbox.json()).items;
    expect(entry).toMatchObject({ kind: 'new_episode', episode_number: 3 });
    const { publicKey } = vapidPublicKeySchema.parse(
      (await call('GET', '/api/push/vapid-public-key')).json(),
    );
    for (const [pathname, browser] of [
      ['/push/ana-phone', phone],
      ['/push/ana-laptop', laptop],
    ] as const) {
      const [push] = pushesTo(pathname);
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
      const payload = pushPayloadSchema.parse(JSON.parse(decryptPush(push!.body, browser)));
      expect(payload).toEqual({
        id: entry!.id,
        title: 'Neon Heirs: episode 3 is out',
        body: 'The Lighthouse Wakes',
        url: '/play?id=neon-heirs&episode=3',
      });
      const vapid = readVapid(push!.headers.authorization);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.header.alg).toBe('ES256');
      expect(vapid.verified).toBe(true);
      expect(vapid.claims.aud).toBe(service.origin);
      expect(vapid.claims.sub).toMatch(/^(mailto:|https:)/);
      expect(vapid.claims.exp).toBeGreaterThan(Date.now() / 1000);
      // another device's keys cannot read it
      expect(() => decryptPush(push!.body, bens)).toThrow();
    }
    expect(pushesTo('/push/ben')).toEqual([]);
  });

  it('removes a device the push service calls gone (410, 404), and retries one that failed (500)', async () => {
    const gone = `${service.origin}/push/gone`;
    const missing = `${service.origin}/push/missing`;
    const flaky = `${service.origin}/push/flaky`;
    await t.database.db.execute(sql`delete from push_subscriptions`);
    const browser = browserKeys();
    for (const endpoint of [gone, missing, flaky]) await subscribe(ana, endpoint, browserKeys());
    await call('DELETE', '/api/push/subscriptions', ana, { endpoint: flaky });
    await subscribe(ana, flaky, browser);
    service.answer('/push/gone', 410);
    service.answer('/push/missing', 404);
    service.answer('/push/flaky', 500, 503);
    startWorker();
    await t.app.services.notifications.announceEpisodes(t.app.services.queue, 'neon-heirs', [4]);

    await until(
      () => pushesTo('/push/flaky').filter((p) => p.status === 201).length > 0,
      'the third try of the flaky device',
    );
    expect(pushesTo('/push/flaky').map((p) => p.status)).toEqual([500, 503, 201]);
    const delivered = pushesTo('/push/flaky').at(-1)!;
    expect(JSON.parse(decryptPush(delivered.body, browser))).toMatchObject({
      url: '/play?id=neon-heirs&episode=4',
    });
    expect(pushesTo('/push/gone').map((p) => p.status)).toEqual([410]);
    expect(pushesTo('/push/missing').map((p) => p.status)).toEqual([404]);
    expect((await devices('ana')).map((d) => d.endpoint)).toEqual([flaky]);
  });

  it('exports the device endpoints with the account, and deleting the account removes them', async () => {
    const carla = await signedInUser(t, { username: 'carla' });
    const endpoint = `${service.origin}/push/carla`;
    await subscribe(carla, endpoint, browserKeys());
    const exported = await call('GET', '/api/account/export', carla);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(accountExportSchema.parse(exported.json()).push_subscriptions).toEqual([
      { endpoint, created_at: expect.any(String) },
    ]);
    const deleted = await call('POST', '/api/account/delete', carla, {
      password: 'correct horse battery',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await devices()).not.toContainEqual(expect.objectContaining({ endpoint }));
  });
});
