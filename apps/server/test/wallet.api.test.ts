import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  FAIR_CAP_COINS,
  WALLET,
  WALLET_ERRORS,
  checkInResponseSchema,
  coinPackCheckoutSchema,
  rewardedAdSessionSchema,
  rewardsSchema,
  seriesResponseSchema,
  seriesUnlocksSchema,
  unlockResultSchema,
  walletSchema,
} from '@app/contract';
import { mediaAssets } from '../src/db/schema';
import { SimulatedPaymentProvider } from '../src/modules/payments/payment-provider';
import { DAY_MS, HOUR_MS } from '../src/lib/time';
import { manualClock, signedInEditor, signedInUser } from './auth-helpers';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines } from './engines';
import { accessOf, buy, buyCoinPack, statusOf } from './monetization-helpers';
import { buildTestApp, type TestApp } from './test-app';
import { parseVast } from './vast-validator';

/** The house ads' length here: every episode's source stands in for its series' trailer. */
const AD_SECONDS = 12;

describe.each(testEngines())('the coin wallet on %s', (engine) => {
  let t: TestApp;
  let editor: string;
  // 2026-03-10 12:00 UTC
  const clock = manualClock(Date.parse('2026-03-10T12:00:00Z'));
  const provider = new SimulatedPaymentProvider();
  let users = 0;

  const send = (
    token: string | null,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const newUser = async () => (await signedInUser(t, { username: `coins${++users}` })).access_token;
  const wallet = async (token: string, query = '') => {
    const answer = await send(token, 'GET', `/api/wallet${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return walletSchema.parse(answer.json());
  };
  const ledgerSum = (token: string) =>
    wallet(token, '?limit=100').then((w) => w.entries.reduce((sum, e) => sum + e.coins, 0));
  const price = async (id: string, body: object) => {
    const answer = await send(editor, 'PATCH', `/api/studio/series/${id}`, body);
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const unlock = (token: string, id: string, n: number, key: string) =>
    send(token, 'POST', `/api/series/${id}/episodes/${n}/unlock`, { idempotency_key: key });

  /** A path of an absolute URL we served, for inject. */
  const local = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
  /** The rewarded session's VAST as its viewer's player gets it: its tracking URLs. */
  const rewardedVast = async (token: string | null, vastUrl: string) => {
    const answer = await send(token, 'GET', vastUrl);
    expect(answer.statusCode, answer.body).toBe(200);
    return parseVast(answer.body).ad;
  };
  const pixel = (url: string) => t.app.inject({ method: 'GET', url: local(url) });
  const startAd = async (token: string, id: string, n: number) => {
    const started = await send(token, 'POST', `/api/series/${id}/episodes/${n}/rewarded-ad`);
    expect(started.statusCode, started.body).toBe(200);
    return rewardedAdSessionSchema.parse(started.json());
  };
  /** Plays a rewarded ad to its end: the VAST, the ad's length on the wallet's clock, complete. */
  const watchAd = async (token: string, vastUrl: string) => {
    const ad = await rewardedVast(token, vastUrl);
    expect(ad?.durationSeconds).toBe(AD_SECONDS);
    clock.advance(AD_SECONDS * 1000);
    expect((await pixel(ad!.tracking.complete)).statusCode).toBe(204);
  };

  beforeAll(async () => {
    t = await buildTestApp(engine, { wallet: { clock: clock.now }, billing: { provider } });
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'long-drama', title: 'Long Drama', episodes: 50, lists: [] },
      { id: 'capped', title: 'Capped', episodes: 6, lists: [] },
      { id: 'ad-series', title: 'Ad Series', episodes: 3, lists: [] },
      { id: 'free-series', title: 'Free Series', episodes: 2, lists: [] },
      { id: 'draft-series', title: 'Draft', episodes: 1, lists: [], published: false },
    ]);
    editor = (await signedInEditor(t)).access_token;
    await price('long-drama', { free_episodes: 0, coin_price_per_episode: 15 });
    await price('capped', { free_episodes: 1, coin_price_per_episode: 200 });
    await price('ad-series', { free_episodes: 1, coin_price_per_episode: 40 });
    // what a house ad needs of the promoted series' first episode (the files are not read)
    await t.database.db
      .update(mediaAssets)
      .set({ width: 180, height: 320, durationSeconds: AD_SECONDS })
      .where(eq(mediaAssets.kind, 'video'));
  }, 120_000);
  afterAll(() => t?.close());

  it('grants the first sign-in coins once, shows them in the history, and refuses guests', async () => {
    const token = await newUser();
    // before the wallet exists, the series page already counts the coins it will grant
    const preview = seriesUnlocksSchema.parse(
      (await send(token, 'GET', '/api/series/ad-series/unlocks')).json(),
    );
    expect(preview.balance).toBe(WALLET.firstSignInCoins);
    // the first calls arrive together: still one grant
    const [first, ...others] = await Promise.all([wallet(token), wallet(token), wallet(token)]);
    for (const w of others) expect(w.balance).toBe(WALLET.firstSignInCoins);
    expect(first).toMatchObject({
      balance: WALLET.firstSignInCoins,
      bonus_balance: WALLET.firstSignInCoins,
      purchased_balance: 0,
    });
    expect(first.entries).toHaveLength(1);
    expect(first.entries[0]).toMatchObject({
      kind: 'grant',
      coins: 50,
      reason: 'first_sign_in',
      expires_at: new Date(clock.now().getTime() + WALLET.bonusExpiryDays * DAY_MS).toISOString(),
    });
    expect(first.expiring).toEqual([{ coins: 50, expires_at: first.entries[0]!.expires_at }]);
    expect((await wallet(token)).entries).toHaveLength(1);

    const guest = await send(null, 'GET', '/api/wallet');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: ErrorCode.UNAUTHORIZED });
  });

  it('pages the history newest first with a cursor, and refuses a bad cursor', async () => {
    const token = await newUser();
    // one instant: the history keeps the order the entries were written in
    await wallet(token);
    await buyCoinPack(t, token, 'coins-100');
    await unlock(token, 'long-drama', 1, 'page-test-1');
    const page1 = await wallet(token, '?limit=2');
    expect(page1.entries.map((e) => e.kind)).toEqual(['spend', 'purchase']);
    expect(page1.next_cursor).not.toBeNull();
    const page2 = await wallet(token, `?limit=2&cursor=${page1.next_cursor}`);
    expect(page2.entries.map((e) => e.kind)).toEqual(['grant']);
    expect(page2.next_cursor).toBeNull();
    const bad = await send(token, 'GET', '/api/wallet?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: WALLET_ERRORS.cursorInvalid });
  });

  it('lets exactly 10 of 50 concurrent unlocks through with coins for 10, never below 0', async () => {
    const token = await newUser();
    // 50 first sign-in coins + 100 bought: 150, ten episodes at 15
    await wallet(token);
    await buyCoinPack(t, token, 'coins-100');
    expect((await wallet(token)).balance).toBe(150);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => unlock(token, 'long-drama', i + 1, `burst-key-${i}`)),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(402);
      expect(answer.json()).toMatchObject({ code: ErrorCode.INSUFFICIENT_COINS });
    }
    for (const answer of ok) {
      const body = unlockResultSchema.parse(answer.json());
      expect(body).toMatchObject({ access: 'coins', charged: 15 });
      expect(body.balance).toBeGreaterThanOrEqual(0);
    }
    const after = await wallet(token, '?limit=100');
    expect(after).toMatchObject({ balance: 0, bonus_balance: 0, purchased_balance: 0 });
    expect(await ledgerSum(token)).toBe(0);
    expect(after.entries.filter((e) => e.kind === 'spend')).toHaveLength(10);
    const state = seriesUnlocksSchema.parse(
      (await send(token, 'GET', '/api/series/long-drama/unlocks')).json(),
    );
    expect(state.unlocked).toHaveLength(10);
    expect(state.coins_spent).toBe(150);
  });

  it('charges a replayed or double-clicked unlock once', async () => {
    const token = await newUser();
    await wallet(token);
    const first = await unlock(token, 'long-drama', 3, 'click-aaaa');
    expect(unlockResultSchema.parse(first.json())).toMatchObject({ charged: 15, balance: 35 });
    // the same request again, and concurrent repeats
    const replays = await Promise.all([
      unlock(token, 'long-drama', 3, 'click-aaaa'),
      unlock(token, 'long-drama', 3, 'click-aaaa'),
      unlock(token, 'long-drama', 3, 'click-bbbb'),
    ]);
    for (const replay of replays) {
      expect(replay.statusCode, replay.body).toBe(200);
      expect(unlockResultSchema.parse(replay.json())).toMatchObject({
        access: 'coins',
        charged: 0,
        balance: 35,
      });
    }
    // a key names one unlock: reused for another episode it is refused
    const reused = await unlock(token, 'long-drama', 4, 'click-aaaa');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ detail: WALLET_ERRORS.idempotencyKeyReused });
    expect((await wallet(token)).balance).toBe(35);
    expect(await ledgerSum(token)).toBe(35);
  });

  it('refuses a short balance with the price and the balance, and unknown episodes', async () => {
    const token = await newUser();
    await wallet(token);
    // the capped series: 200 per episode, 50 coins
    const short = await unlock(token, 'capped', 2, 'short-key-1');
    expect(short.statusCode).toBe(402);
    expect(short.json()).toEqual({
      detail: WALLET_ERRORS.insufficientCoins(200, 50),
      code: ErrorCode.INSUFFICIENT_COINS,
    });
    expect((await unlock(token, 'capped', 99, 'short-key-2')).statusCode).toBe(404);
    expect((await unlock(token, 'draft-series', 1, 'short-key-3')).statusCode).toBe(404);
    expect((await unlock(token, 'capped', 2, 'x')).statusCode).toBe(400);
    expect((await send(null, 'POST', '/api/series/capped/episodes/2/unlock', {})).statusCode).toBe(
      401,
    );
    // a free episode needs nothing
    const free = unlockResultSchema.parse((await unlock(token, 'capped', 1, 'free-key-1')).json());
    expect(free).toMatchObject({ access: 'free', charged: 0, balance: 50 });
    expect((await wallet(token)).balance).toBe(50);
  });

  it('unlocks the rest of a series once the coins spent reach the series price', async () => {
    const token = await newUser();
    await wallet(token);
    await buyCoinPack(t, token, 'coins-500');
    const before = seriesUnlocksSchema.parse(
      (await send(token, 'GET', '/api/series/capped/unlocks')).json(),
    );
    // 5 locked at 200 = 1000, but the cap leaves 500 to spend: buying ($5) costs the same
    expect(before.cost_to_finish).toEqual({
      episodes: 5,
      coins: FAIR_CAP_COINS,
      usd_cents_equivalent: 500,
      series_price_cents: 500,
      cheaper: 'buy',
    });
    const a = unlockResultSchema.parse((await unlock(token, 'capped', 2, 'cap-key-1')).json());
    const b = unlockResultSchema.parse((await unlock(token, 'capped', 3, 'cap-key-2')).json());
    expect([a.charged, b.charged, a.cap_reached, b.cap_reached]).toEqual([200, 200, false, false]);
    const middle = seriesUnlocksSchema.parse(
      (await send(token, 'GET', '/api/series/capped/unlocks')).json(),
    );
    expect(middle.cost_to_finish).toMatchObject({ episodes: 3, coins: 100, cheaper: 'coins' });
    // the third costs only what is left to the cap, and everything else unlocks
    const c = unlockResultSchema.parse((await unlock(token, 'capped', 6, 'cap-key-3')).json());
    expect(c).toMatchObject({ charged: 100, cap_reached: true, balance: 550 - 500 });
    const after = seriesUnlocksSchema.parse(
      (await send(token, 'GET', '/api/series/capped/unlocks')).json(),
    );
    expect(after.access).toBe('all');
    expect(after.cost_to_finish).toBeNull();
    expect(after.coins_spent).toBe(FAIR_CAP_COINS);
    expect(after.episodes.map((e) => e.access)).toEqual([
      'free',
      'coins',
      'coins',
      'cap',
      'cap',
      'coins',
    ]);
    const access = await accessOf(t, token, 'capped');
    expect(access).toMatchObject({ has_access: false, locked_episodes: [] });
    expect(access.unlocked_episodes).toEqual([2, 3, 4, 5, 6]);
    // an unlock of a capped episode charges nothing
    const d = unlockResultSchema.parse((await unlock(token, 'capped', 4, 'cap-key-4')).json());
    expect(d).toMatchObject({ access: 'cap', charged: 0 });
  });

  it('counts a subscription or a purchase as access to every episode, with no charge', async () => {
    const token = await newUser();
    await wallet(token);
    await buy(t, token, 'individual_series', 'capped');
    const answer = unlockResultSchema.parse(
      (await unlock(token, 'capped', 2, 'buyer-key-1')).json(),
    );
    expect(answer).toMatchObject({ access: 'purchase', charged: 0, balance: 50 });
    const access = await accessOf(t, token, 'capped');
    expect(access).toMatchObject({ has_access: true, locked_episodes: [], unlocked_episodes: [] });
  });

  it('puts the unlocks into the access answers the play page already asks for', async () => {
    const token = await newUser();
    await wallet(token);
    const before = await accessOf(t, token, 'ad-series');
    expect(before).toMatchObject({
      has_access: false,
      unlocked_episodes: [],
      locked_episodes: [2, 3],
    });
    await unlock(token, 'ad-series', 2, 'access-key-1');
    const after = await accessOf(t, token, 'ad-series');
    expect(after).toMatchObject({ unlocked_episodes: [2], locked_episodes: [3] });
    expect((await statusOf(t, token, 'ad-series')).unlocked_episodes).toEqual([2]);
    // a series that sells nothing: nothing locked
    expect(await accessOf(t, token, 'free-series')).toMatchObject({
      unlocked_episodes: [],
      locked_episodes: [],
    });
    // the public series detail marks priced episodes and carries the pricing
    const detail = seriesResponseSchema.parse(
      (await send(null, 'GET', '/api/series/ad-series')).json(),
    );
    expect(detail.data).toMatchObject({
      free_episodes: 1,
      coin_price_per_episode: 40,
      ai_disclosure: 'none',
    });
    expect(detail.data.episodes.map((e) => e.isLocked)).toEqual([false, true, true]);
    const free = seriesResponseSchema.parse(
      (await send(null, 'GET', '/api/series/free-series')).json(),
    );
    expect(free.data).toMatchObject({ free_episodes: null, coin_price_per_episode: null });
    expect(free.data.episodes.every((e) => !e.isLocked)).toBe(true);
  });

  it('shows guests the prices and the cost to finish, without a balance', async () => {
    const answer = await send(null, 'GET', '/api/series/ad-series/unlocks');
    expect(answer.statusCode).toBe(200);
    const state = seriesUnlocksSchema.parse(answer.json());
    expect(state).toMatchObject({
      free_episodes: 1,
      coin_price_per_episode: 40,
      access: 'partial',
      balance: null,
      rewarded_ads_left: null,
      cost_to_finish: { episodes: 2, coins: 80, usd_cents_equivalent: 80, cheaper: 'coins' },
    });
    expect(state.episodes).toEqual([
      { episode_number: 1, access: 'free', price: null },
      { episode_number: 2, access: 'locked', price: 40 },
      { episode_number: 3, access: 'locked', price: 40 },
    ]);
    expect((await send(null, 'GET', '/api/series/nope/unlocks')).statusCode).toBe(404);
    expect((await send(null, 'GET', '/api/series/draft-series/unlocks')).statusCode).toBe(404);
  });

  it('unlocks nothing for a rewarded ad until its complete pixel arrives, the ad played out', async () => {
    const token = await newUser();
    const session = await startAd(token, 'ad-series', 3);
    expect(session.vast_url).toContain(`reward_session=${session.ad_session_id}`);
    const claim = () =>
      send(
        token,
        'POST',
        `/api/series/ad-series/episodes/3/rewarded-ad/${session.ad_session_id}/claim`,
      );
    expect((await claim()).json()).toMatchObject({ code: ErrorCode.AD_NOT_COMPLETED });
    // only the session's viewer gets its ad
    expect(await rewardedVast(null, session.vast_url)).toBeNull();
    expect(await rewardedVast(await newUser(), session.vast_url)).toBeNull();
    const ad = (await rewardedVast(token, session.vast_url))!;
    expect(ad.durationSeconds).toBe(AD_SECONDS);
    const complete = new URL(ad.tracking.complete);
    expect(complete.searchParams.get('reward_session')).toBe(session.ad_session_id);
    expect(complete.searchParams.get('reward_viewer')).toMatch(/^[\w-]{22}$/);
    // start, quartiles, skip: no complete, no unlock
    for (const url of [
      ad.impressionUrl,
      ad.tracking.start,
      ad.tracking.firstQuartile,
      ad.tracking.midpoint,
      ad.tracking.thirdQuartile,
      ad.tracking.skip,
    ]) {
      expect((await pixel(url)).statusCode).toBe(204);
    }
    // a complete fired at once, or before the ad's length has passed, unlocks nothing
    expect((await pixel(ad.tracking.complete)).statusCode).toBe(204);
    clock.advance((AD_SECONDS - 2) * 1000);
    expect((await pixel(ad.tracking.complete)).statusCode).toBe(204);
    const early = await claim();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: ErrorCode.AD_NOT_COMPLETED });
    expect((await accessOf(t, token, 'ad-series')).locked_episodes).toEqual([2, 3]);
    clock.advance(2 * 1000);
    // once it has: not without the viewer's tag, nor with another one
    const untagged = new URL(complete);
    untagged.searchParams.delete('reward_viewer');
    const forged = new URL(complete);
    forged.searchParams.set('reward_viewer', 'A'.repeat(22));
    for (const url of [untagged, forged]) {
      expect((await pixel(url.href)).statusCode).toBe(204);
    }
    expect((await claim()).statusCode).toBe(409);
    // the ad's own complete pixel unlocks; the claim answers it
    expect((await pixel(ad.tracking.complete)).statusCode).toBe(204);
    const claimed = await claim();
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(unlockResultSchema.parse(claimed.json())).toMatchObject({ access: 'ad', charged: 0 });
    expect((await accessOf(t, token, 'ad-series')).locked_episodes).toEqual([2]);
    // nothing was charged
    expect((await wallet(token)).balance).toBe(50);
    // another user's session is not found; an unlocked episode needs no ad
    const other = await newUser();
    const foreign = await send(
      other,
      'POST',
      `/api/series/ad-series/episodes/3/rewarded-ad/${session.ad_session_id}/claim`,
    );
    expect(foreign.statusCode).toBe(404);
    const again = await send(token, 'POST', '/api/series/ad-series/episodes/3/rewarded-ad');
    expect(again.statusCode).toBe(409);
    const free = await send(token, 'POST', '/api/series/ad-series/episodes/1/rewarded-ad');
    expect(free.json()).toMatchObject({ detail: WALLET_ERRORS.notForSale });
  });

  it("unlocks nothing with one viewer's signed pixel on another viewer's session", async () => {
    const me = await newUser();
    const them = await newUser();
    const mine = await startAd(me, 'ad-series', 2);
    const theirs = await startAd(them, 'ad-series', 2);
    const myAd = (await rewardedVast(me, mine.vast_url))!;
    const theirAd = (await rewardedVast(them, theirs.vast_url))!;
    clock.advance(AD_SECONDS * 1000);
    const swapped = new URL(myAd.tracking.complete);
    swapped.searchParams.set('reward_session', theirs.ad_session_id);
    expect((await pixel(swapped.href)).statusCode).toBe(204);
    const claim = () =>
      send(
        them,
        'POST',
        `/api/series/ad-series/episodes/2/rewarded-ad/${theirs.ad_session_id}/claim`,
      );
    expect((await claim()).json()).toMatchObject({ code: ErrorCode.AD_NOT_COMPLETED });
    // their own pixel, at the same time, does
    expect((await pixel(theirAd.tracking.complete)).statusCode).toBe(204);
    expect((await claim()).statusCode).toBe(200);
  });

  it('limits rewarded-ad unlocks per day', async () => {
    const token = await newUser();
    await price('long-drama', { free_episodes: 0, coin_price_per_episode: 15 });
    for (let n = 1; n <= WALLET.rewardedAdsPerDay; n++) {
      const { vast_url, remaining_today } = await startAd(token, 'long-drama', n);
      expect(remaining_today).toBe(WALLET.rewardedAdsPerDay - n);
      await watchAd(token, vast_url);
    }
    const over = await send(token, 'POST', '/api/series/long-drama/episodes/20/rewarded-ad');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      detail: WALLET_ERRORS.adDailyLimit(WALLET.rewardedAdsPerDay),
    });
    // a day later the limit has room again
    clock.advance(DAY_MS + 1000);
    const later = await send(token, 'POST', '/api/series/long-drama/episodes/20/rewarded-ad');
    expect(later.statusCode, later.body).toBe(200);
  });

  it('credits a coin pack once, however often its payment is repeated', async () => {
    const token = await newUser();
    await wallet(token);
    const { payment_id, result } = await buyCoinPack(t, token, 'coins-500');
    expect(result).toMatchObject({ pack_id: 'coins-500', coins: 500, balance: 550 });
    const repeats = await Promise.all(
      [1, 2, 3].map(() => send(token, 'POST', `/api/wallet/payments/${payment_id}/pay`)),
    );
    for (const repeat of repeats) {
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toMatchObject({ payment_id, coins: 500, balance: 550 });
    }
    const after = await wallet(token);
    expect(after).toMatchObject({ balance: 550, purchased_balance: 500 });
    expect(after.entries.filter((e) => e.kind === 'purchase')).toHaveLength(1);
    expect(after.entries[0]).toMatchObject({
      kind: 'purchase',
      reason: 'coin_pack',
      expires_at: null,
    });
    // another user's payment does not exist for them; unknown packs are refused
    const other = await newUser();
    expect((await send(other, 'POST', `/api/wallet/payments/${payment_id}/pay`)).statusCode).toBe(
      404,
    );
    expect((await send(token, 'POST', '/api/wallet/coin-packs/coins-7/purchase')).statusCode).toBe(
      400,
    );
  });

  it('charges the provider once for concurrent payments of one checkout', async () => {
    const token = await newUser();
    const checkout = await send(token, 'POST', '/api/wallet/coin-packs/coins-100/purchase');
    const { payment_id } = coinPackCheckoutSchema.parse(checkout.json());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(token, 'POST', `/api/wallet/payments/${payment_id}/pay`),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ payment_id, coins: 100, balance: 150 });
    }
    expect(provider.charges.filter((c) => c.paymentId === payment_id)).toEqual([
      { idempotencyKey: `coin-pack:${payment_id}`, paymentId: payment_id, amountCents: 99 },
    ]);
    expect(await wallet(token)).toMatchObject({ balance: 150, purchased_balance: 100 });
  });

  it('expires only bonus coins, 30 days after the grant, spending the soonest-expiring first', async () => {
    const token = await newUser();
    await wallet(token); // 50 bonus, expiring in 30 days
    clock.advance(10 * DAY_MS);
    const checkIn = await send(token, 'POST', '/api/rewards/check-in', { time_zone: 'UTC' });
    expect(checkInResponseSchema.parse(checkIn.json()).granted).toBe(5); // expires 10 days later
    await buyCoinPack(t, token, 'coins-100');
    // 30 coins spent come from the first grant (expiring first): 20 of it and the 5 remain bonus
    await unlock(token, 'long-drama', 7, 'expiry-key-1');
    await unlock(token, 'long-drama', 8, 'expiry-key-2');
    expect(await wallet(token)).toMatchObject({
      balance: 125,
      bonus_balance: 25,
      purchased_balance: 100,
    });
    clock.advance(20 * DAY_MS + 1000); // the first grant is 30 days old
    const after = await wallet(token);
    expect(after).toMatchObject({ balance: 105, bonus_balance: 5, purchased_balance: 100 });
    expect(after.entries[0]).toMatchObject({ kind: 'expiry', coins: -20, reason: 'bonus_expiry' });
    expect(after.expiring).toHaveLength(1);
    expect(after.expiring[0]!.coins).toBe(5);
    clock.advance(10 * DAY_MS);
    const later = await wallet(token);
    expect(later).toMatchObject({ balance: 100, bonus_balance: 0, purchased_balance: 100 });
    expect(later.expiring).toEqual([]);
    expect(await ledgerSum(token)).toBe(100);
    // reading again writes nothing more
    expect((await wallet(token)).entries).toHaveLength(later.entries.length);
  });

  describe('daily check-in', () => {
    const checkIn = async (token: string, zone?: string) => {
      const answer = await send(
        token,
        'POST',
        '/api/rewards/check-in',
        zone ? { time_zone: zone } : {},
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return checkInResponseSchema.parse(answer.json());
    };
    const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());

    it('grants once per calendar day: a second check-in the same day grants nothing', async () => {
      setClock('2026-04-01T09:00:00Z');
      const token = await newUser();
      const first = await checkIn(token, 'Europe/Paris');
      expect(first).toMatchObject({
        granted: 5,
        streak_day: 1,
        checked_in_today: true,
        local_date: '2026-04-01',
        time_zone: 'Europe/Paris',
        balance: 55,
      });
      // past the next midnight in Paris (UTC+2 in April): 20 hours after this one
      expect(first.next_check_in_at).toBe('2026-04-02T05:00:00.000Z');
      const twice = await Promise.all([
        checkIn(token, 'Europe/Paris'),
        checkIn(token, 'Europe/Paris'),
      ]);
      for (const again of twice) expect(again).toMatchObject({ granted: 0, balance: 55 });
      const rewards = rewardsSchema.parse(
        (await send(token, 'GET', '/api/rewards?time_zone=Europe/Paris')).json(),
      );
      expect(rewards).toMatchObject({ checked_in_today: true, streak_day: 1, today_reward: 5 });
      expect(rewards.schedule).toEqual([...WALLET.checkInSchedule]);
    });

    it('grants at 23:59, not at 00:01, again 20 hours later, and follows the 7-day schedule', async () => {
      // 23:59 in New York (UTC-4 in April) is 03:59 UTC the next day
      setClock('2026-04-11T03:59:00Z');
      const token = await newUser();
      const late = await checkIn(token, 'America/New_York');
      expect(late).toMatchObject({ granted: 5, local_date: '2026-04-10' });
      clock.advance(2 * 60 * 1000);
      // a new local day, but not WALLET.checkInMinIntervalHours later
      const early = await checkIn(token, 'America/New_York');
      expect(early).toMatchObject({ granted: 0, local_date: '2026-04-11', checked_in_today: true });
      expect(early.next_check_in_at).toBe('2026-04-11T23:59:00.000Z');
      clock.advance(WALLET.checkInMinIntervalHours * HOUR_MS - 2 * 60 * 1000);
      const next = await checkIn(token, 'America/New_York');
      expect(next).toMatchObject({ granted: 5, local_date: '2026-04-11', streak_day: 2 });
      const days = [late.granted, next.granted];
      for (let day = 3; day <= 8; day++) {
        clock.advance(DAY_MS);
        days.push((await checkIn(token, 'America/New_York')).granted);
      }
      expect(days).toEqual([5, 5, 10, 10, 15, 15, 30, 5]);
      // a day missed starts the streak again
      clock.advance(2 * DAY_MS);
      expect(await checkIn(token, 'America/New_York')).toMatchObject({ granted: 5, streak_day: 1 });
    });

    it('refuses a second check-in by switching to a zone where it is already tomorrow', async () => {
      setClock('2026-04-20T20:00:00Z');
      const token = await newUser();
      expect((await checkIn(token, 'UTC')).granted).toBe(5);
      // in Kiritimati (UTC+14) it is already the 21st, but not where the last check-in was
      const hop = await checkIn(token, 'Pacific/Kiritimati');
      expect(hop).toMatchObject({ granted: 0, checked_in_today: true });
      expect(hop.next_check_in_at).toBe('2026-04-21T16:00:00.000Z');
      // past midnight UTC it is a new day in both zones, but only 4 hours later
      clock.advance(4 * HOUR_MS + 1000);
      expect((await checkIn(token, 'Pacific/Kiritimati')).granted).toBe(0);
      clock.advance(16 * HOUR_MS);
      expect((await checkIn(token, 'Pacific/Kiritimati')).granted).toBe(5);
    });

    it('grants once for three zone changes within an hour, and a new local day 20 hours later', async () => {
      // 23:59:50 on 1 May in Pago Pago (UTC-11)
      setClock('2026-05-02T10:59:50Z');
      const token = await newUser();
      const first = await checkIn(token, 'Pacific/Pago_Pago');
      expect(first).toMatchObject({ granted: 5, local_date: '2026-05-01' });
      // 20 s later: 23:45 on 2 May on the Chatham Islands (UTC+12:45), a day after Pago Pago's
      clock.advance(20 * 1000);
      expect((await checkIn(token, 'Pacific/Chatham')).granted).toBe(0);
      // 15 minutes later: 3 May there, and in Kiritimati
      clock.advance(15 * 60 * 1000);
      expect((await checkIn(token, 'Pacific/Chatham')).granted).toBe(0);
      expect((await checkIn(token, 'Pacific/Kiritimati')).granted).toBe(0);
      clock.advance(40 * 60 * 1000);
      const hop = await checkIn(token, 'Asia/Tokyo');
      expect(hop).toMatchObject({ granted: 0, balance: 55 });
      expect(hop.next_check_in_at).toBe('2026-05-03T06:59:50.000Z');
      // 20 hours after the first: 19:59:50 on 2 May in Pago Pago
      setClock('2026-05-03T06:59:50Z');
      const next = await checkIn(token, 'Pacific/Pago_Pago');
      expect(next).toMatchObject({ granted: 5, local_date: '2026-05-02', streak_day: 2 });
      expect(await ledgerSum(token)).toBe(60);
    });

    it('defaults to UTC and refuses an unknown zone', async () => {
      const token = await newUser();
      expect((await checkIn(token)).time_zone).toBe('UTC');
      const bad = await send(token, 'POST', '/api/rewards/check-in', { time_zone: 'Mars/Olympus' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ detail: WALLET_ERRORS.invalidTimeZone });
      expect((await send(token, 'GET', '/api/rewards?time_zone=Nowhere')).statusCode).toBe(400);
      expect((await send(null, 'POST', '/api/rewards/check-in', {})).statusCode).toBe(401);
    });
  });

  it('holds the studio pricing fields to their ranges', async () => {
    const patch = (body: object) => send(editor, 'PATCH', '/api/studio/series/free-series', body);
    expect((await patch({ free_episodes: 3 })).statusCode).toBe(400);
    expect((await patch({ free_episodes: -1 })).statusCode).toBe(400);
    expect((await patch({ coin_price_per_episode: 0 })).statusCode).toBe(400);
    expect((await patch({ coin_price_per_episode: 1001 })).statusCode).toBe(400);
    expect((await patch({ ai_disclosure: 'mostly' })).statusCode).toBe(400);
    const ok = await patch({
      free_episodes: 2,
      coin_price_per_episode: 1000,
      ai_disclosure: 'full',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      free_episodes: 2,
      coin_price_per_episode: 1000,
      ai_disclosure: 'full',
    });
    const detail = seriesResponseSchema.parse(
      (await send(null, 'GET', '/api/series/free-series')).json(),
    );
    expect(detail.data.ai_disclosure).toBe('full');
    // back to every episode free
    const reset = await patch({
      free_episodes: null,
      coin_price_per_episode: null,
      ai_disclosure: 'none',
    });
    expect(reset.json().data).toMatchObject({ free_episodes: null, coin_price_per_episode: null });
  });
});
