import {
  AD_VAST_PATH,
  ErrorCode,
  WALLET,
  WALLET_ERRORS,
  type RewardedAdSession,
  type UnlockResult,
} from '@app/contract';
import { conflict, notFound, rateLimited } from '../../http/http-error';
import { DAY_MS, HOUR_MS } from '../../lib/time';
import { isPricedEpisode } from '../access/access-rules';
import type { AccessService } from '../access/access.service';
import type { RewardedAds } from '../ads/ads.service';
import { adWatched } from './rewarded-ad-rules';
import type { RewardedAdsRepository } from './rewarded-ads.repository';
import type { UnlocksRepository } from './unlocks.repository';
import type { UnlocksService } from './unlocks.service';
import type { WalletLedger } from './wallet-ledger.service';

/** Rewarded-ad sessions one user may start in 24 hours, completed or not. */
const AD_SESSIONS_PER_DAY = WALLET.rewardedAdsPerDay * 4;
/** A rewarded ad's `complete` counts within this long of its start. */
const AD_SESSION_TTL_MS = HOUR_MS;

export type RewardedAdsServiceDeps = {
  repository: RewardedAdsRepository;
  ledger: WalletLedger;
  /** The episode looked up and priced as the coin unlock does. */
  unlocks: UnlocksService;
  unlocksRepository: UnlocksRepository;
  access: AccessService;
  clock: () => Date;
};

/**
 * Rewarded ads (docs/product/wallet.md#rewarded-ads): an ad watched to its end unlocks one
 * locked episode, a few times a day. The ad server serves the session's VAST and reports its
 * `complete` (the RewardedAds side of ads.service.ts).
 */
export class RewardedAdsService implements RewardedAds {
  constructor(private readonly deps: RewardedAdsServiceDeps) {}

  async start(userId: string, seriesId: string, episodeNumber: number): Promise<RewardedAdSession> {
    const { series } = await this.deps.unlocks.episode(seriesId, episodeNumber);
    if (!isPricedEpisode(series, episodeNumber)) throw conflict(WALLET_ERRORS.notForSale);
    const standing = await this.deps.access.standing({ userId }, seriesId);
    const state = standing?.episodes.find((e) => e.episodeNumber === episodeNumber)?.state;
    if (state !== 'locked') throw conflict(WALLET_ERRORS.alreadyUnlocked);
    const now = this.deps.clock();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const started = await this.deps.repository.startedSince(userId, dayAgo);
    const completed = await this.deps.repository.completedSince(userId, dayAgo);
    if (completed >= WALLET.rewardedAdsPerDay || started >= AD_SESSIONS_PER_DAY) {
      throw rateLimited(WALLET_ERRORS.adDailyLimit(WALLET.rewardedAdsPerDay));
    }
    const session = await this.deps.repository.create(userId, seriesId, episodeNumber, now);
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
    return this.deps.repository.serve(
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
    const { repository, unlocksRepository } = this.deps;
    const session = await repository.find(sessionId);
    if (!session || session.completedAt || !fromViewer(session.userId)) return;
    if (!adWatched(session, this.deps.clock())) return;
    await this.deps.ledger.locked(session.userId, async (wallet, now) => {
      const since = new Date(now.getTime() - DAY_MS);
      if ((await repository.completedSince(wallet, since)) >= WALLET.rewardedAdsPerDay) return;
      const done = await repository.complete(
        wallet,
        session.id,
        now,
        new Date(now.getTime() - AD_SESSION_TTL_MS),
      );
      if (!done) return;
      await unlocksRepository.insertUnlocks(
        wallet,
        done.seriesId,
        [done.episodeNumber],
        'ad',
        0,
        now,
      );
    });
  }

  /** The unlock a completed rewarded ad earned; 409 until its `complete` reached the server. */
  async claim(
    userId: string,
    seriesId: string,
    episodeNumber: number,
    sessionId: string,
  ): Promise<UnlockResult> {
    const session = await this.deps.repository.find(sessionId);
    if (
      !session ||
      session.userId !== userId ||
      session.seriesId !== seriesId ||
      session.episodeNumber !== episodeNumber
    ) {
      throw notFound(WALLET_ERRORS.adSessionNotFound);
    }
    if (!session.completedAt) {
      throw conflict(WALLET_ERRORS.adNotCompleted, ErrorCode.AD_NOT_COMPLETED);
    }
    const unlocks = await this.deps.unlocksRepository.unlocks(userId, seriesId);
    const unlock = unlocks.find((row) => row.episodeNumber === episodeNumber);
    return {
      series_id: seriesId,
      episode_number: episodeNumber,
      access: unlock?.via ?? 'ad',
      charged: 0,
      balance: await this.deps.ledger.balance(userId),
      cap_reached: false,
    };
  }
}
