import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  notificationsPageSchema,
  pushPayloadSchema,
  unlockResultSchema,
} from '@app/contract';
import { rowsOf } from '../src/db/raw-sql';
import { JobWorker } from '../src/jobs/job-worker';
import { DAY_MS } from '../src/lib/time';
import { deliverJob } from '../src/modules/push/deliver.job';
import { SimulatedPaymentProvider } from '../src/modules/payments/payment-provider';
import { manualClock, signedInEditor, signedInUser } from './auth-helpers';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { buy, call } from './monetization-helpers';
import {
  browserKeys,
  decryptPush,
  startPushService,
  until,
  type BrowserKeys,
  type PushService,
} from './push-service-fixture';
import { buildTestApp, testLogger, type TestApp } from './test-app';

warnSkippedEngines();

/**
 * Web Push for the inbox entries written one at a time, not by a fan-out: a refund and a renewal
 * reminder (docs/product/notifications.md#web-push), each pushed in its user's language, with
 * its pushes queued in the entry's own transaction and the workers woken once it commits.
 */
describe.each(testEngines())('pushes of refunds and renewal reminders on %s', (engine) => {
  let t: TestApp;
  let service: PushService;
  let worker: JobWorker | undefined;
  let editor: string;
  const clock = manualClock(Date.parse('2026-05-01T12:00:00Z'));
  let users = 0;

  const subscribe = async (who: AuthSession, name: string): Promise<BrowserKeys> => {
    const browser = browserKeys();
    const answer = await call(t, who.access_token, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: `${service.origin}/push/${name}`, keys: browser.keys },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return browser;
  };
  const viewer = async (locale?: 'es') => {
    const session = await signedInUser(t, { username: `pushed${++users}` });
    if (locale) {
      const set = await call(t, session.access_token, {
        method: 'PUT',
        url: '/api/account/locale',
        payload: { locale },
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    return session;
  };
  const inbox = async (who: AuthSession) =>
    notificationsPageSchema.parse(
      (await call(t, who.access_token, { method: 'GET', url: '/api/notifications' })).json(),
    ).items;
  /** The one push the device `name` received, decrypted. */
  const pushTo = async (name: string, browser: BrowserKeys) => {
    await until(() => service.received.some((p) => p.path === `/push/${name}`), `${name}'s push`);
    const pushes = service.received.filter((p) => p.path === `/push/${name}`);
    expect(pushes).toHaveLength(1);
    return pushPayloadSchema.parse(JSON.parse(decryptPush(pushes[0]!.body, browser)));
  };
  const pushJobs = async () =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from jobs where name = 'push.deliver'`,
      ),
    )[0]!.n;

  beforeAll(async () => {
    service = await startPushService();
    t = await buildTestApp(engine, {
      push: { allowLoopback: true },
      billing: { clock: clock.now, provider: new SimulatedPaymentProvider() },
    });
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'cut-story', title: 'Cut Story', episodes: 3, lists: [] },
    ]);
    editor = (await signedInEditor(t)).access_token;
    const priced = await call(t, editor, {
      method: 'PATCH',
      url: '/api/studio/series/cut-story',
      payload: { free_episodes: 0, coin_price_per_episode: 30 },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    // the pushes' worker: it polls once an hour, so only a wake after a commit starts it
    worker = new JobWorker({
      queue: t.app.services.queue,
      log: testLogger(),
      concurrency: 2,
      pollMs: 3_600_000,
      handlers: { 'push.deliver': deliverJob(t.app.services.push) },
    });
    worker.start();
  });
  afterEach(() => {
    service.received.length = 0;
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await service?.close();
  });

  it("pushes a refund to the viewer's device: the inbox's words, and a click to the wallet", async () => {
    const ana = await viewer();
    const phone = await subscribe(ana, 'ana');
    const unlocked = await call(t, ana.access_token, {
      method: 'POST',
      url: '/api/series/cut-story/episodes/2/unlock',
      payload: { idempotency_key: 'push-refund-unlock' },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    unlockResultSchema.parse(unlocked.json());

    const deleted = await call(t, editor, {
      method: 'DELETE',
      url: '/api/studio/series/cut-story/episodes/2',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [entry] = await inbox(ana);
    expect(entry).toMatchObject({ kind: 'refund', coins: 30, url: '/rewards' });
    expect(await pushTo('ana', phone)).toEqual({
      id: entry!.id,
      title: '30 coins refunded for Cut Story, episode 2',
      body: 'The coins are back in your wallet.',
      url: '/rewards',
    });
  });

  it("pushes a renewal reminder once, in the viewer's language, with a click to the plan", async () => {
    const ben = await viewer('es');
    const laptop = await subscribe(ben, 'ben');
    const { subscription } = await buy(t, ben.access_token, 'monthly');
    const end = Date.parse(subscription.end_date!);
    expect(new Date(end).toISOString()).toBe('2026-05-31T12:00:00.000Z');
    clock.advance(end - DAY_MS - clock.now().getTime());

    expect((await t.app.services.billing.run()).reminded).toBe(1);
    const [entry] = await inbox(ben);
    expect(entry).toMatchObject({ kind: 'renewal_reminder', url: '/subscription' });
    expect(await pushTo('ben', laptop)).toEqual({
      id: entry!.id,
      title: 'Tu plan mensual se renueva el 31 de mayo de 2026',
      body: 'Para que no se renueve, cancélalo en tu página de suscripción.',
      url: '/subscription',
    });
    // a pass again writes no entry, so queues no push
    const jobs = await pushJobs();
    expect((await t.app.services.billing.run()).reminded).toBe(0);
    expect(await pushJobs()).toBe(jobs);
    const cancelled = await call(t, ben.access_token, {
      method: 'POST',
      url: '/api/subscriptions/cancel',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it("wakes the workers once a fan-out's entries and pushes have committed, and only then", async () => {
    const carla = await viewer();
    await subscribe(carla, 'carla');
    const followed = await call(t, carla.access_token, {
      method: 'PUT',
      url: '/api/series/cut-story/follow',
    });
    expect(followed.statusCode, followed.body).toBe(200);
    // at each wake, the push jobs another connection sees: committed ones only
    const seen: Promise<number>[] = [];
    const stop = t.app.services.queue.onEnqueued(() => seen.push(pushJobs()));
    try {
      const before = await pushJobs();
      const payload = { kind: 'new_episode' as const, seriesId: 'cut-story', episodeNumbers: [3] };
      expect(await t.app.services.notifications.fanOut(payload)).toBe(1);
      expect(await Promise.all(seen)).toEqual([before + 1]);
      // run again it writes nothing, queues nothing and wakes nobody
      expect(await t.app.services.notifications.fanOut(payload)).toBe(0);
      expect(seen).toHaveLength(1);
    } finally {
      stop();
    }
    await until(() => service.received.some((p) => p.path === '/push/carla'), "carla's push");
  });
});
