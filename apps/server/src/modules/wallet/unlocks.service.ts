import {
  ErrorCode,
  FAIR_CAP_COINS,
  WALLET,
  WALLET_ERRORS,
  type CostToFinish,
  type EpisodeAccess,
  type SeriesUnlocks,
  type UnlockResult,
} from '@app/contract';
import type { AuthUser } from '../../http/auth-guard';
import { HttpError, conflict, notFound } from '../../http/http-error';
import { DAY_MS } from '../../lib/time';
import { isPricedEpisode, type SeriesPricing } from '../access/access-rules';
import { viewerOf, type AccessService } from '../access/access.service';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { RewardedAdsRepository } from './rewarded-ads.repository';
import type { UnlocksRepository } from './unlocks.repository';
import type { WalletLedger } from './wallet-ledger.service';

export type PricedSeries = SeriesPricing & { id: string };

export type UnlocksServiceDeps = {
  ledger: WalletLedger;
  unlocks: UnlocksRepository;
  /** Rewarded ads completed today: the unlocks answer says how many are left. */
  rewardedAds: RewardedAdsRepository;
  catalogue: CatalogueRepository;
  /** The access decision: every episode's state for a viewer, and the plans' access. */
  access: AccessService;
  clock: () => Date;
};

/**
 * Per-episode unlocks with coins and the fair cap (docs/product/wallet.md#fair-unlocks), and
 * the unlocks answer with the cost to finish.
 */
export class UnlocksService {
  constructor(private readonly deps: UnlocksServiceDeps) {}

  /** A published series' pricing and the episode's place in it; 404 for either missing. */
  async episode(
    seriesId: string,
    episodeNumber: number,
  ): Promise<{ series: PricedSeries; numbers: number[] }> {
    const row = await this.deps.catalogue.findPublishedSeries(seriesId);
    if (!row) throw notFound(WALLET_ERRORS.seriesNotFound);
    const numbers = await this.deps.unlocks.episodeNumbers(seriesId);
    if (!numbers.includes(episodeNumber)) {
      throw notFound(WALLET_ERRORS.episodeNotFound(episodeNumber));
    }
    const series = {
      id: row.id,
      freeEpisodes: row.freeEpisodes,
      coinPricePerEpisode: row.coinPricePerEpisode,
    };
    return { series, numbers };
  }

  /** What finishing costs: the locked episodes' price, never more than the cap leaves. */
  private costToFinish(series: PricedSeries, locked: number, spent: number): CostToFinish | null {
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
      userId ? this.deps.ledger.balance(userId) : null,
      userId
        ? this.deps.rewardedAds.completedSince(
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
    const { series, numbers } = await this.episode(seriesId, episodeNumber);
    const { ledger, unlocks } = this.deps;
    const result = (access: EpisodeAccess, charged: number, balance: number, cap = false) => ({
      series_id: seriesId,
      episode_number: episodeNumber,
      access,
      charged,
      balance,
      cap_reached: cap,
    });
    if (!isPricedEpisode(series, episodeNumber)) {
      return result('free', 0, await ledger.balance(userId));
    }
    const access = await this.deps.access.planAccess(userId, seriesId);
    if (access !== 'none') return result(access, 0, await ledger.balance(userId));
    const key = `unlock:${idempotencyKey}`;
    return unlocks.inTransaction(async (tx) => {
      // the series row first, then the wallet: the order a studio refund takes them in
      if (!(await unlocks.lockEpisode(tx, seriesId, episodeNumber))) {
        throw notFound(WALLET_ERRORS.seriesNotFound);
      }
      return ledger.lockedIn(tx, userId, async (wallet, now) => {
        const replay = await wallet.findEntry(key);
        if (replay) {
          if (replay.seriesId !== seriesId || replay.episodeNumber !== episodeNumber) {
            throw conflict(WALLET_ERRORS.idempotencyKeyReused);
          }
          return result('coins', 0, wallet.balance);
        }
        const existing = await unlocks.findUnlock(wallet, seriesId, episodeNumber);
        if (existing) return result(existing.via, 0, wallet.balance);
        const spent = await unlocks.coinsSpentOn(wallet, seriesId);
        const price = Math.min(series.coinPricePerEpisode!, Math.max(0, FAIR_CAP_COINS - spent));
        if (price === 0) {
          // the cap was reached before this episode existed
          await unlocks.insertUnlocks(wallet, seriesId, [episodeNumber], 'cap', 0, now);
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
        await unlocks.insertUnlocks(wallet, seriesId, [episodeNumber], 'coins', price, now);
        const capReached = spent + price >= FAIR_CAP_COINS;
        if (capReached) {
          const rest = numbers.filter((n) => n !== episodeNumber && isPricedEpisode(series, n));
          await unlocks.insertUnlocks(wallet, seriesId, rest, 'cap', 0, now);
        }
        return result('coins', price, wallet.balance, capReached);
      });
    });
  }
}
