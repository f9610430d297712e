import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  WALLET,
  coinPackCheckoutSchema,
  mySubscriptionsResponseSchema,
  notificationsPageSchema,
  seriesUnlocksSchema,
  unlockResultSchema,
  walletSchema,
  type CoinEntry,
} from '@app/contract';
import { episodeUnlocks } from '../src/db/schema';
import { SimulatedPaymentProvider } from '../src/modules/payments/payment-provider';
import { DAY_MS } from '../src/lib/time';
import { manualClock, signedInEditor, signedInUser } from './auth-helpers';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines } from './engines';
import { accessOf, buy, call } from './monetization-helpers';
import { buildTestApp, type TestApp } from './test-app';

describe.each(testEngines())('refunds of coins spent on withdrawn content on %s', (engine) => {
  let t: TestApp;
  let editor: string;
  const clock = manualClock(Date.parse('2026-03-10T12:00:00Z'));
  const provider = new SimulatedPaymentProvider();
  let users = 0;
  let keys = 0;

  const send = (
    token: string | null,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ) => call(t, token, { method, url, ...(payload && { payload }) });
  const newSession = () => signedInUser(t, { username: `refund${++users}` });
  const newUser = async () => (await newSession()).access_token;
  const wallet = async (token: string) => {
    const answer = await send(token, 'GET', '/api/wallet?limit=100');
    expect(answer.statusCode, answer.body).toBe(200);
    return walletSchema.parse(answer.json());
  };
  const refundsOf = async (token: string): Promise<CoinEntry[]> =>
    (await wallet(token)).entries.filter((e) => e.kind === 'refund').reverse();
  const studio = async (method: 'PATCH' | 'DELETE', path: string, body?: object) =>
    send(editor, method, `/api/studio/series/${path}`, body);
  const unlock = async (token: string, id: string, n: number) => {
    const answer = await send(token, 'POST', `/api/series/${id}/episodes/${n}/unlock`, {
      idempotency_key: `unlock-key-${++keys}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return unlockResultSchema.parse(answer.json());
  };
  const buyPack = async (token: string) => {
    const checkout = await send(token, 'POST', '/api/wallet/coin-packs/coins-100/purchase');
    const { payment_id } = coinPackCheckoutSchema.parse(checkout.json());
    const paid = await send(token, 'POST', `/api/wallet/payments/${payment_id}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
  };
  const unlockRows = (userId: string, seriesId: string) =>
    t.database.db
      .select({ n: episodeUnlocks.episodeNumber, via: episodeUnlocks.via })
      .from(episodeUnlocks)
      .where(and(eq(episodeUnlocks.userId, userId), eq(episodeUnlocks.seriesId, seriesId)))
      .orderBy(episodeUnlocks.episodeNumber);
  const sum = (entries: CoinEntry[]) => entries.reduce((total, e) => total + e.coins, 0);
  /** The refund entries of the viewer's inbox, as [coins, series, title, episode, url]. */
  const inboxRefunds = async (token: string) => {
    const answer = await send(token, 'GET', '/api/notifications');
    expect(answer.statusCode, answer.body).toBe(200);
    return notificationsPageSchema
      .parse(answer.json())
      .items.filter((n) => n.kind === 'refund')
      .map((n) => [n.coins, n.series_id, n.series_title, n.episode_number, n.url]);
  };

  beforeAll(async () => {
    t = await buildTestApp(engine, { wallet: { clock: clock.now }, billing: { provider } });
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'gone-series', title: 'Gone Series', episodes: 4, lists: [] },
      { id: 'cut-episode', title: 'Cut Episode', episodes: 4, lists: [] },
      { id: 'withdrawn', title: 'Withdrawn', episodes: 3, lists: [] },
      { id: 'old-bonus', title: 'Old Bonus', episodes: 2, lists: [] },
      { id: 'raced', title: 'Raced', episodes: 6, lists: [] },
    ]);
    editor = (await signedInEditor(t)).access_token;
    for (const id of ['gone-series', 'cut-episode', 'withdrawn', 'old-bonus', 'raced']) {
      const priced = await studio('PATCH', id, { free_episodes: 0, coin_price_per_episode: 30 });
      expect(priced.statusCode, priced.body).toBe(200);
    }
  }, 120_000);
  afterAll(() => t?.close());

  it('gives back the coins spent on a deleted series, bonus as bonus and purchased as purchased, once under concurrent deletes', async () => {
    const viewer = await newUser();
    const other = await newUser();
    await buyPack(viewer); // 50 bonus (first sign-in) + 100 purchased
    await unlock(viewer, 'gone-series', 1); // 30 bonus
    await unlock(viewer, 'gone-series', 2); // 20 bonus + 10 purchased
    await unlock(viewer, 'gone-series', 3); // 30 purchased
    await unlock(other, 'gone-series', 1); // 30 bonus
    const before = await wallet(viewer);
    expect(before).toMatchObject({ balance: 60, bonus_balance: 0, purchased_balance: 60 });

    const deletes = await Promise.all([1, 2, 3].map(() => studio('DELETE', 'gone-series')));
    for (const answer of deletes) expect([200, 404], answer.body).toContain(answer.statusCode);
    expect(deletes.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);

    const after = await wallet(viewer);
    expect(after).toMatchObject({ balance: 150, bonus_balance: 50, purchased_balance: 100 });
    const grant = after.entries.find((e) => e.reason === 'first_sign_in')!;
    // the bonus part keeps its grant's date: that was still more than the grace period away
    expect(after.expiring).toEqual([{ coins: 50, expires_at: grant.expires_at }]);
    const refunds = await refundsOf(viewer);
    expect(refunds.map((e) => [e.kind, e.reason, e.coins, e.series_id, e.episode_number])).toEqual([
      ['refund', 'refund', 30, 'gone-series', 1],
      ['refund', 'refund', 30, 'gone-series', 2],
      ['refund', 'refund', 30, 'gone-series', 3],
    ]);
    expect(refunds.map((e) => e.expires_at)).toEqual([grant.expires_at, grant.expires_at, null]);
    expect(sum(after.entries)).toBe(after.balance);
    expect(await wallet(other)).toMatchObject({ balance: 50, bonus_balance: 50 });
    expect(await refundsOf(other)).toHaveLength(1);

    // one inbox entry per refunded viewer, however many deletes raced
    expect(await inboxRefunds(viewer)).toEqual([
      [90, 'gone-series', 'Gone Series', null, '/rewards'],
    ]);
    expect(await inboxRefunds(other)).toEqual([
      [30, 'gone-series', 'Gone Series', null, '/rewards'],
    ]);

    // deleting it again finds nothing: the refunds stay as they are
    expect((await studio('DELETE', 'gone-series')).statusCode).toBe(404);
    expect(await refundsOf(viewer)).toHaveLength(3);
    expect(await inboxRefunds(viewer)).toHaveLength(1);
  });

  it("refunds a deleted episode's spends only, once, and takes away its unlock", async () => {
    const session = await newSession();
    const viewer = session.access_token;
    await buyPack(viewer);
    await unlock(viewer, 'cut-episode', 1); // 30 bonus
    await unlock(viewer, 'cut-episode', 2); // 20 bonus + 10 purchased
    expect(await wallet(viewer)).toMatchObject({ bonus_balance: 0, purchased_balance: 90 });

    const deletes = await Promise.all([1, 2].map(() => studio('DELETE', 'cut-episode/episodes/2')));
    for (const answer of deletes) expect([200, 404], answer.body).toContain(answer.statusCode);

    expect(await wallet(viewer)).toMatchObject({ bonus_balance: 20, purchased_balance: 100 });
    expect((await refundsOf(viewer)).map((e) => [e.coins, e.series_id, e.episode_number])).toEqual([
      [30, 'cut-episode', 2],
    ]);
    expect(await inboxRefunds(viewer)).toEqual([[30, 'cut-episode', 'Cut Episode', 2, '/rewards']]);
    expect(await unlockRows(session.user_attributes.sub, 'cut-episode')).toEqual([
      { n: 1, via: 'coins' },
    ]);
    const unlocks = seriesUnlocksSchema.parse(
      (await send(viewer, 'GET', '/api/series/cut-episode/unlocks')).json(),
    );
    expect(unlocks.episodes.map((e) => [e.episode_number, e.access])).toEqual([
      [1, 'coins'],
      [3, 'locked'],
      [4, 'locked'],
    ]);
  });

  it('refunds a withdrawn series and removes its unlocks: publishing it again opens nothing for free', async () => {
    const session = await newSession();
    const viewer = session.access_token;
    const buyer = await newUser();
    const userId = session.user_attributes.sub;
    await unlock(viewer, 'withdrawn', 1);
    await buy(t, buyer, 'individual_series', 'withdrawn');
    expect(await unlockRows(userId, 'withdrawn')).toEqual([{ n: 1, via: 'coins' }]);

    const [first, second] = await Promise.all([
      studio('PATCH', 'withdrawn', { published: false }),
      studio('PATCH', 'withdrawn', { published: false }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await wallet(viewer)).toMatchObject({ balance: 50, bonus_balance: 50 });
    expect((await refundsOf(viewer)).map((e) => [e.coins, e.series_id, e.episode_number])).toEqual([
      [30, 'withdrawn', 1],
    ]);
    expect(await unlockRows(userId, 'withdrawn')).toEqual([]);
    expect(await inboxRefunds(viewer)).toEqual([[30, 'withdrawn', 'Withdrawn', null, '/rewards']]);
    // a money purchase is no coin spend: no coins come back, and no entry says so
    expect(await inboxRefunds(buyer)).toEqual([]);
    // while withdrawn, nothing can be unlocked
    const refused = await send(viewer, 'POST', '/api/series/withdrawn/episodes/2/unlock', {
      idempotency_key: 'while-withdrawn',
    });
    expect(refused.statusCode).toBe(404);

    // the money purchase stays a purchase, marked withdrawn while the series is away
    const mine = async () => {
      const answer = await send(buyer, 'GET', '/api/subscriptions/my-subscriptions');
      expect(answer.statusCode, answer.body).toBe(200);
      return mySubscriptionsResponseSchema.parse(answer.json()).subscriptions;
    };
    expect(await mine()).toMatchObject([
      { content_id: 'withdrawn', content_title: null, content_withdrawn: true },
    ]);

    expect((await studio('PATCH', 'withdrawn', { published: true })).statusCode).toBe(200);
    const unlocks = seriesUnlocksSchema.parse(
      (await send(viewer, 'GET', '/api/series/withdrawn/unlocks')).json(),
    );
    expect(unlocks.episodes.map((e) => e.access)).toEqual(['locked', 'locked', 'locked']);
    expect(unlocks.coins_spent).toBe(0);
    expect((await unlock(viewer, 'withdrawn', 1)).charged).toBe(30);
    expect(await mine()).toMatchObject([
      { content_id: 'withdrawn', content_title: 'Withdrawn', content_withdrawn: false },
    ]);
    expect((await accessOf(t, buyer, 'withdrawn')).has_access).toBe(true);
  });

  it('gives refunded bonus coins a grace period when their grant has expired since', async () => {
    const viewer = await newUser();
    await unlock(viewer, 'old-bonus', 1); // 30 of the 50 bonus coins
    clock.advance((WALLET.bonusExpiryDays + 1) * DAY_MS);
    try {
      expect((await wallet(viewer)).balance).toBe(0); // the other 20 expired
      expect((await studio('DELETE', 'old-bonus')).statusCode).toBe(200);
      const after = await wallet(viewer);
      const expiresAt = new Date(
        clock.now().getTime() + WALLET.refundBonusGraceDays * DAY_MS,
      ).toISOString();
      expect(after).toMatchObject({
        balance: 30,
        bonus_balance: 30,
        purchased_balance: 0,
        expiring: [{ coins: 30, expires_at: expiresAt }],
      });
      expect(sum(after.entries)).toBe(30);
    } finally {
      clock.advance(-(WALLET.bonusExpiryDays + 1) * DAY_MS);
    }
  });

  it('refunds every unlock that races a delete, or refuses it', async () => {
    const viewer = await newUser();
    await buyPack(viewer);
    await unlock(viewer, 'raced', 1);
    const [unlocked, deleted] = await Promise.all([
      send(viewer, 'POST', '/api/series/raced/episodes/2/unlock', {
        idempotency_key: 'race-unlock-2',
      }),
      studio('DELETE', 'raced'),
    ]);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect([200, 404], unlocked.body).toContain(unlocked.statusCode);
    const after = await wallet(viewer);
    expect(after).toMatchObject({ balance: 150, bonus_balance: 50, purchased_balance: 100 });
    const spends = after.entries.filter((e) => e.kind === 'spend').length;
    expect(after.entries.filter((e) => e.kind === 'refund')).toHaveLength(spends);
  });
});
