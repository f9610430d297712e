import {
  AD_VAST_PATH,
  COIN_PACKS,
  ErrorCode,
  FAIR_CAP_COINS,
  WALLET,
  WALLET_ERRORS,
  type CheckInResponse,
  type CoinEntry,
  type CoinPackCheckout,
  type CoinPackId,
  type CoinPackPaymentResult,
  type CostToFinish,
  type EpisodeAccess,
  type RewardedAdSession,
  type Rewards,
  type SeriesUnlocks,
  type UnlockResult,
  type Wallet,
  type walletQuerySchema,
} from '@app/contract';
import type { z } from 'zod';
import { HttpError, badRequest, notFound } from '../../http/http-error';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import { isPricedEpisode, type SeriesPricing } from '../access/access-rules';
import { viewerOf, type AccessService } from '../access/access.service';
import type { AuthUser } from '../../http/auth-guard';
import type { PaymentProvider } from '../payments/payment-provider';
import {
  canCheckIn,
  canonicalZone,
  localDate,
  nextCheckInAt,
  nextStreak,
  rewardFor,
  streakDay,
  type LastCheckIn,
} from './check-in-rules';
import { adWatched } from './rewarded-ad-rules';
import type {
  CoinEntryRow,
  EntryCursor,
  LockedWallet,
  PackPaymentRow,
  WalletRepository,
  WalletRow,
} from './wallet.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Unpaid coin-pack checkouts one user may have open (pending, of the last day). */
const OPEN_CHECKOUTS = { max: 20, windowMs: DAY_MS } as const;
/** Rewarded-ad sessions one user may start in 24 hours, completed or not. */
const AD_SESSIONS_PER_DAY = WALLET.rewardedAdsPerDay * 4;
/** A rewarded ad's `complete` counts within this long of its start. */
const AD_SESSION_TTL_MS = 60 * 60 * 1000;

export type WalletServiceDeps = {
  repository: WalletRepository;
  catalogue: CatalogueRepository;
  /** The access decision: every episode's state for a viewer, and the plans' access. */
  access: AccessService;
  provider: PaymentProvider;
  clock: () => Date;
};

type Series = SeriesPricing & { id: string };

const cursorOf = (row: CoinEntryRow): string => Buffer.from(String(row.seq)).toString('base64url');

const parseCursor = (cursor: string | undefined): EntryCursor | null => {
  if (cursor === undefined) return null;
  const text = Buffer.from(cursor, 'base64url').toString();
  if (!/^[1-9][0-9]{0,15}$/.test(text)) throw badRequest(WALLET_ERRORS.cursorInvalid);
  return { seq: Number(text) };
};

const toEntry = (row: CoinEntryRow): CoinEntry => ({
  id: row.id,
  kind: row.kind,
  coins: row.coins,
  reason: row.reason,
  series_id: row.seriesId,
  episode_number: row.episodeNumber,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
});

const lastCheckIn = (row: WalletRow): LastCheckIn =>
  row.lastCheckInDate && row.lastCheckInZone
    ? { date: row.lastCheckInDate, zone: row.lastCheckInZone, at: row.lastCheckInAt }
    : null;

/**
 * The viewer economy (docs/product/wallet.md): the coin ledger, daily check-ins, coin packs,
 * per-episode unlocks with the fair cap, and rewarded ads. Every change of a wallet runs under
 * its row lock, so concurrent requests cannot spend the same coins twice.
 */
export class WalletService {
  constructor(private readonly deps: WalletServiceDeps) {}

  /**
   * The wallet, locked, after the first-use grant and lazy expiry: the account's first signed-in
   * wallet call grants the first sign-in coins, once (idempotency key `first-sign-in`).
   */
  private locked<T>(userId: string, work: (wallet: LockedWallet, now: Date) => Promise<T>) {
    return this.deps.repository.locked(userId, async (wallet) => {
      const now = this.deps.clock();
      if (wallet.created && !(await wallet.findEntry('first-sign-in'))) {
        await wallet.grantBonus({
          kind: 'grant',
          coins: WALLET.firstSignInCoins,
          reason: 'first_sign_in',
          idempotencyKey: 'first-sign-in',
          createdAt: now,
          expiresAt: new Date(now.getTime() + WALLET.bonusExpiryDays * DAY_MS),
        });
      }
      await wallet.expire(now);
      return work(wallet, now);
    });
  }

  private async expiring(userId: string, now: Date) {
    const rows = await this.deps.repository.expiring(userId, now);
    return rows.map((row) => ({ coins: row.coins, expires_at: row.expiresAt.toISOString() }));
  }

  async wallet(userId: string, query: z.output<typeof walletQuerySchema>): Promise<Wallet> {
    const cursor = parseCursor(query.cursor);
    const { row, now } = await this.locked(userId, (wallet, now) =>
      Promise.resolve({ row: wallet.row, now }),
    );
    const [rows, expiring] = await Promise.all([
      this.deps.repository.entries(userId, cursor, query.limit + 1),
      this.expiring(userId, now),
    ]);
    const page = rows.slice(0, query.limit);
    return {
      balance: row.bonusBalance + row.purchasedBalance,
      bonus_balance: row.bonusBalance,
      purchased_balance: row.purchasedBalance,
      expiring,
      entries: page.map(toEntry),
      next_cursor: rows.length > query.limit ? cursorOf(page.at(-1)!) : null,
    };
  }

  // ── daily check-in ──

  private zone(requested: string | undefined): string {
    const zone = canonicalZone(requested ?? 'UTC');
    if (!zone) throw badRequest(WALLET_ERRORS.invalidTimeZone, ErrorCode.VALIDATION_FAILED);
    return zone;
  }

  private async rewardsState(row: WalletRow, zone: string, now: Date): Promise<Rewards> {
    const last = lastCheckIn(row);
    const open = canCheckIn(last, now, zone);
    const today = localDate(now, zone);
    const day = streakDay(open ? nextStreak(last, row.checkInStreak, today) : row.checkInStreak);
    return {
      schedule: [...WALLET.checkInSchedule],
      streak_day: day,
      today_reward: rewardFor(day),
      checked_in_today: !open,
      local_date: today,
      time_zone: zone,
      next_check_in_at: nextCheckInAt(last, now, zone).toISOString(),
      balance: row.bonusBalance + row.purchasedBalance,
      bonus_balance: row.bonusBalance,
      expiring: await this.expiring(row.userId, now),
    };
  }

  async rewards(userId: string, requestedZone: string | undefined): Promise<Rewards> {
    const zone = this.zone(requestedZone);
    const { row, now } = await this.locked(userId, (wallet, now) =>
      Promise.resolve({ row: wallet.row, now }),
    );
    return this.rewardsState(row, zone, now);
  }

  /**
   * Once per calendar day in the viewer's zone, and `WALLET.checkInMinIntervalHours` apart
   * (check-in-rules.ts); a call before then answers the state with `granted: 0`.
   */
  async checkIn(userId: string, requestedZone: string | undefined): Promise<CheckInResponse> {
    const zone = this.zone(requestedZone);
    const { row, now, granted } = await this.locked(userId, async (wallet, now) => {
      const last = lastCheckIn(wallet.row);
      if (!canCheckIn(last, now, zone)) return { row: wallet.row, now, granted: 0 };
      const date = localDate(now, zone);
      const streak = nextStreak(last, wallet.row.checkInStreak, date);
      const coins = rewardFor(streakDay(streak));
      await wallet.grantBonus({
        kind: 'grant',
        coins,
        reason: 'daily_check_in',
        // dates only grow (isNewDay), so one key per date cannot collide
        idempotencyKey: `check-in:${date}`,
        createdAt: now,
        expiresAt: new Date(now.getTime() + WALLET.bonusExpiryDays * DAY_MS),
      });
      await wallet.setCheckIn(date, zone, now, streak);
      return { row: wallet.row, now, granted: coins };
    });
    return { ...(await this.rewardsState(row, zone, now)), granted };
  }

  // ── coin packs ──

  async checkoutPack(userId: string, packId: CoinPackId): Promise<CoinPackCheckout> {
    const pack = COIN_PACKS.find((p) => p.id === packId);
    if (!pack) throw notFound(WALLET_ERRORS.unknownPack);
    const now = this.deps.clock();
    const payment = await this.deps.repository.createPackPayment(
      {
        userId,
        packId: pack.id,
        coins: pack.coins,
        amountCents: pack.price_cents,
        provider: this.deps.provider.name,
        createdAt: now,
      },
      { maxOpen: OPEN_CHECKOUTS.max, openSince: new Date(now.getTime() - OPEN_CHECKOUTS.windowMs) },
    );
    if (!payment) {
      throw new HttpError(429, ErrorCode.RATE_LIMITED, WALLET_ERRORS.tooManyCheckouts);
    }
    return {
      payment_id: payment.id,
      pack_id: pack.id,
      coins: pack.coins,
      amount: pack.price_cents / 100,
      amount_cents: pack.price_cents,
      test_mode: this.deps.provider.testMode,
    };
  }

  /**
   * Pays a checkout through the provider and credits its coins, once: the settle (pending →
   * succeeded) and the `purchase` entry commit together, so a repeat answers the same.
   */
  async payPack(userId: string, paymentId: string): Promise<CoinPackPaymentResult> {
    const payment = await this.deps.repository.packPayment(paymentId, userId);
    if (!payment) throw notFound(WALLET_ERRORS.paymentNotFound);
    if (payment.status === 'pending') {
      // outside the wallet lock, so concurrent pays reach the provider: one key per checkout
      // charges once (docs/decisions.md#payments)
      const outcome = await this.deps.provider.confirm(
        {
          id: payment.id,
          amountCents: payment.amountCents,
          currency: payment.currency,
          providerRef: payment.providerRef,
        },
        `coin-pack:${payment.id}`,
      );
      if (outcome === 'failed') {
        await this.deps.repository.markPackFailed(payment.id, userId, this.deps.clock());
        throw new HttpError(402, ErrorCode.PAYMENT_FAILED, WALLET_ERRORS.paymentFailed);
      }
      const balance = await this.locked(userId, async (wallet, now) => {
        const settled = await wallet.settlePack(payment.id, now);
        if (settled) {
          await wallet.creditPurchase({
            kind: 'purchase',
            coins: settled.coins,
            reason: 'coin_pack',
            idempotencyKey: `pack:${settled.id}`,
            createdAt: now,
          });
        }
        return wallet.balance;
      });
      return this.packResult(payment, balance);
    }
    if (payment.status === 'failed') {
      throw new HttpError(402, ErrorCode.PAYMENT_FAILED, WALLET_ERRORS.paymentFailed);
    }
    return this.packResult(payment, await this.balance(userId));
  }

  private packResult(payment: PackPaymentRow, balance: number): CoinPackPaymentResult {
    return {
      success: true,
      payment_id: payment.id,
      status: 'succeeded',
      pack_id: payment.packId,
      coins: payment.coins,
      balance,
    };
  }

  /** The balance without writing: bonus coins past their date do not count. */
  private async balance(userId: string): Promise<number> {
    const now = this.deps.clock();
    const [row, expiring] = await Promise.all([
      this.deps.repository.find(userId),
      this.deps.repository.expiring(userId, now),
    ]);
    // no wallet yet: its first use grants the first sign-in coins before anything else
    if (!row) return WALLET.firstSignInCoins;
    return row.purchasedBalance + expiring.reduce((sum, lot) => sum + lot.coins, 0);
  }

  // ── unlocks ──

  private async series(seriesId: string): Promise<Series> {
    const row = await this.deps.catalogue.findPublishedSeries(seriesId);
    if (!row) throw notFound(WALLET_ERRORS.seriesNotFound);
    return {
      id: row.id,
      freeEpisodes: row.freeEpisodes,
      coinPricePerEpisode: row.coinPricePerEpisode,
    };
  }

  private async episode(seriesId: string, episodeNumber: number): Promise<number[]> {
    const numbers = await this.deps.repository.episodeNumbers(seriesId);
    if (!numbers.includes(episodeNumber))
      throw notFound(WALLET_ERRORS.episodeNotFound(episodeNumber));
    return numbers;
  }

  /** What finishing costs: the locked episodes' price, never more than the cap leaves. */
  private costToFinish(series: Series, locked: number, spent: number): CostToFinish | null {
    if (locked === 0 || series.coinPricePerEpisode === null) return null;
    const coins = Math.min(locked * series.coinPricePerEpisode, FAIR_CAP_COINS - spent);
    const cents = coins * WALLET.coinValueCents;
    return {
      episodes: locked,
      coins,
      usd_cents_equivalent: cents,
      series_price_cents: WALLET.seriesPriceCents,
      cheaper: cents < WALLET.seriesPriceCents ? 'coins' : 'buy',
    };
  }

  async seriesUnlocks(seriesId: string, user: AuthUser | null): Promise<SeriesUnlocks> {
    const userId = user?.id ?? null;
    const [standing, balance, adsUsed] = await Promise.all([
      this.deps.access.standing(viewerOf(user), seriesId),
      userId ? this.balance(userId) : null,
      userId
        ? this.deps.repository.completedAdsSince(
            userId,
            new Date(this.deps.clock().getTime() - DAY_MS),
          )
        : null,
    ]);
    if (!standing) throw notFound(WALLET_ERRORS.seriesNotFound);
    const { series, coinsSpent } = standing;
    const episodes = standing.episodes.map((e) => ({
      episode_number: e.episodeNumber,
      access: e.state,
      price: e.price,
    }));
    const locked = episodes.filter((e) => e.access === 'locked').length;
    return {
      series_id: series.id,
      free_episodes: series.freeEpisodes,
      coin_price_per_episode: series.coinPricePerEpisode,
      unlocked: episodes
        .filter((e) => e.access === 'coins' || e.access === 'ad' || e.access === 'cap')
        .map((e) => e.episode_number),
      access: locked === 0 ? 'all' : 'partial',
      episodes,
      coins_spent: coinsSpent,
      fair_cap_coins: FAIR_CAP_COINS,
      cost_to_finish: this.costToFinish(
        series,
        episodes.filter((e) => e.price !== null).length,
        coinsSpent,
      ),
      balance,
      rewarded_ads_left: adsUsed === null ? null : Math.max(0, WALLET.rewardedAdsPerDay - adsUsed),
    };
  }

  /**
   * Unlocks one episode with coins. One idempotency key charges once; an episode already
   * playable answers without a charge. The price is capped by what the fair cap leaves, and
   * reaching the cap unlocks the rest of the series.
   */
  async unlock(
    userId: string,
    seriesId: string,
    episodeNumber: number,
    idempotencyKey: string,
  ): Promise<UnlockResult> {
    const series = await this.series(seriesId);
    const numbers = await this.episode(seriesId, episodeNumber);
    const result = (access: EpisodeAccess, charged: number, balance: number, cap = false) => ({
      series_id: seriesId,
      episode_number: episodeNumber,
      access,
      charged,
      balance,
      cap_reached: cap,
    });
    if (!isPricedEpisode(series, episodeNumber)) {
      return result('free', 0, await this.balance(userId));
    }
    const access = await this.deps.access.planAccess(userId, seriesId);
    if (access !== 'none') return result(access, 0, await this.balance(userId));
    const key = `unlock:${idempotencyKey}`;
    return this.locked(userId, async (wallet, now) => {
      const replay = await wallet.findEntry(key);
      if (replay) {
        if (replay.seriesId !== seriesId || replay.episodeNumber !== episodeNumber) {
          throw new HttpError(409, ErrorCode.CONFLICT, WALLET_ERRORS.idempotencyKeyReused);
        }
        return result('coins', 0, wallet.balance);
      }
      const existing = await wallet.findUnlock(seriesId, episodeNumber);
      if (existing) return result(existing.via, 0, wallet.balance);
      const spent = await wallet.coinsSpentOn(seriesId);
      const price = Math.min(series.coinPricePerEpisode!, Math.max(0, FAIR_CAP_COINS - spent));
      if (price === 0) {
        // the cap was reached before this episode existed
        await wallet.insertUnlocks(seriesId, [episodeNumber], 'cap', 0, now);
        return result('cap', 0, wallet.balance, true);
      }
      if (wallet.balance < price) {
        throw new HttpError(
          402,
          ErrorCode.INSUFFICIENT_COINS,
          WALLET_ERRORS.insufficientCoins(price, wallet.balance),
        );
      }
      await wallet.spend({
        coins: price,
        reason: 'episode_unlock',
        idempotencyKey: key,
        seriesId,
        episodeNumber,
        createdAt: now,
      });
      await wallet.insertUnlocks(seriesId, [episodeNumber], 'coins', price, now);
      const capReached = spent + price >= FAIR_CAP_COINS;
      if (capReached) {
        const rest = numbers.filter((n) => n !== episodeNumber && isPricedEpisode(series, n));
        await wallet.insertUnlocks(seriesId, rest, 'cap', 0, now);
      }
      return result('coins', price, wallet.balance, capReached);
    });
  }

  // ── rewarded ads ──

  async startRewardedAd(
    userId: string,
    seriesId: string,
    episodeNumber: number,
  ): Promise<RewardedAdSession> {
    const series = await this.series(seriesId);
    await this.episode(seriesId, episodeNumber);
    if (!isPricedEpisode(series, episodeNumber)) {
      throw new HttpError(409, ErrorCode.CONFLICT, WALLET_ERRORS.notForSale);
    }
    const standing = await this.deps.access.standing({ userId }, seriesId);
    const state = standing?.episodes.find((e) => e.episodeNumber === episodeNumber)?.state;
    if (state !== 'locked') {
      throw new HttpError(409, ErrorCode.CONFLICT, WALLET_ERRORS.alreadyUnlocked);
    }
    const now = this.deps.clock();
    const used = await this.deps.repository.adSessionsSince(
      userId,
      new Date(now.getTime() - DAY_MS),
    );
    const completed = await this.deps.repository.completedAdsSince(
      userId,
      new Date(now.getTime() - DAY_MS),
    );
    if (completed >= WALLET.rewardedAdsPerDay || used.started >= AD_SESSIONS_PER_DAY) {
      throw new HttpError(
        429,
        ErrorCode.RATE_LIMITED,
        WALLET_ERRORS.adDailyLimit(WALLET.rewardedAdsPerDay),
      );
    }
    const session = await this.deps.repository.createAdSession(
      userId,
      seriesId,
      episodeNumber,
      now,
    );
    const query = new URLSearchParams({ content_id: seriesId, reward_session: session.id });
    return {
      ad_session_id: session.id,
      vast_url: `${AD_VAST_PATH}?${query.toString()}`,
      remaining_today: Math.max(0, WALLET.rewardedAdsPerDay - completed - 1),
    };
  }

  /**
   * The ad server serves a rewarded session's VAST to `userId`, with an ad of `durationSeconds`:
   * the ad's clock starts (again, on a repeat). False, and no ad, unless the session is that
   * viewer's, open and under an hour old.
   */
  async rewardedAdServed(
    sessionId: string,
    userId: string,
    durationSeconds: number,
  ): Promise<boolean> {
    const now = this.deps.clock();
    return this.deps.repository.serveAdSession(
      sessionId,
      userId,
      now,
      Math.round(durationSeconds * 1000),
      new Date(now.getTime() - AD_SESSION_TTL_MS),
    );
  }

  /**
   * The ad server's `complete` pixel for a rewarded session: unlocks its episode, once, when the
   * pixel names the session's viewer (`fromViewer`, the ad server's signature) and the ad's length
   * has passed since its VAST was served (rewarded-ad-rules.ts); not when the daily limit was
   * reached meanwhile or the session is over an hour old. An early pixel leaves it open.
   */
  async completeRewardedAd(
    sessionId: string,
    fromViewer: (userId: string) => boolean,
  ): Promise<void> {
    const session = await this.deps.repository.adSession(sessionId);
    if (!session || session.completedAt || !fromViewer(session.userId)) return;
    if (!adWatched(session, this.deps.clock())) return;
    await this.locked(session.userId, async (wallet, now) => {
      const since = new Date(now.getTime() - DAY_MS);
      if ((await wallet.completedAdsSince(since)) >= WALLET.rewardedAdsPerDay) return;
      const done = await wallet.completeAd(
        session.id,
        now,
        new Date(now.getTime() - AD_SESSION_TTL_MS),
      );
      if (!done) return;
      await wallet.insertUnlocks(done.seriesId, [done.episodeNumber], 'ad', 0, now);
    });
  }

  /** The unlock a completed rewarded ad earned; 409 until its `complete` reached the server. */
  async claimRewardedAd(
    userId: string,
    seriesId: string,
    episodeNumber: number,
    sessionId: string,
  ): Promise<UnlockResult> {
    const session = await this.deps.repository.adSession(sessionId);
    if (
      !session ||
      session.userId !== userId ||
      session.seriesId !== seriesId ||
      session.episodeNumber !== episodeNumber
    ) {
      throw notFound(WALLET_ERRORS.adSessionNotFound);
    }
    if (!session.completedAt) {
      throw new HttpError(409, ErrorCode.AD_NOT_COMPLETED, WALLET_ERRORS.adNotCompleted);
    }
    const unlocks = await this.deps.repository.unlocks(userId, seriesId);
    const unlock = unlocks.find((row) => row.episodeNumber === episodeNumber);
    return {
      series_id: seriesId,
      episode_number: episodeNumber,
      access: unlock?.via ?? 'ad',
      charged: 0,
      balance: await this.balance(userId),
      cap_reached: false,
    };
  }
}
