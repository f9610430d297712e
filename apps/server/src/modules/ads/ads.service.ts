import { createHmac, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import {
  AD_TRACK_PATH,
  ADS,
  type AccessType,
  type AdBanner,
  type AdEvent,
  type AdPlacement,
  type AdTrackQuery,
  resizedImage,
  translatedText,
  type Locale,
} from '@app/contract';
import type { JobQueue } from '../../jobs/job-queue';
import { sameSecret } from '../../secrets';
import { contentTypeFor } from '../../storage/content-types';
import { variantKeyOf } from '../../storage/image-variant-keys';
import type { Storage } from '../../storage/storage';
import type { AdCandidate, AdsRepository } from './ads.repository';
import type { TrailerInfo, TrailerStore } from './trailer-store';
import { emptyVast, inlineVast } from './vast-xml';
import { addressKey } from '../../rate-limit/address-key';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter';

/** Who asks: the bearer's user (optional on ad routes) and where the page was served from. */
export type AdViewer = { userId: string | null; ip: string; origin: string };

export type VastAnswer = { kind: 'xml'; xml: string } | { kind: 'redirect'; url: string };

export type AdsServiceDeps = {
  ads: AdsRepository;
  trailers: TrailerStore;
  storage: Storage;
  queue: Pick<JobQueue, 'enqueue'>;
  access: (userId: string | null, contentId: string | undefined) => Promise<AccessType>;
  /** AD_VAST_URL: viewers without access go to this tag instead of the house ad. */
  vastUrl: string | undefined;
  /** Keys the viewer hash in ad_events: counts per viewer without storing addresses. */
  viewerKey: Buffer;
  log: Logger;
  /** The VAST answer waits at most this long for storage before it falls back. */
  lookupTimeoutMs?: number;
  /** Counts tracking hits per client address (the shared store with REDIS_URL). */
  limiter?: RateLimiter;
  /** Stored tracking hits per client address (default AD_TRACK_PER_IP). */
  trackPerIp?: RateLimitRule;
  /** The wallet's side of rewarded ads: without it, a `reward_session` gets no ad. */
  rewarded?: RewardedAds;
  /** Signs the viewer of a rewarded session into its tracking URLs. */
  rewardKey: Buffer;
};

/** The wallet's side of a rewarded ad (docs/product/wallet.md#rewarded-ads). */
export type RewardedAds = {
  /** The session's VAST goes to `userId` with an ad that long; false: not theirs, or over. */
  rewardedAdServed(sessionId: string, userId: string, durationSeconds: number): Promise<boolean>;
  /** Its `complete` pixel arrived; `fromViewer` says whether the pixel names that user. */
  completeRewardedAd(sessionId: string, fromViewer: (userId: string) => boolean): Promise<void>;
};

/** What a rewarded ad's tracking URLs carry: the session, and its viewer's tag. */
type RewardTracking = { session: string; viewer: string };

/**
 * Tracking hits one address may have stored: a player sends about seven per ad (impression,
 * quartiles, complete, click), so this is hundreds of ads a minute; more is a script filling
 * the table. Past it the pixel still answers 204, and stores nothing.
 */
export const AD_TRACK_PER_IP: RateLimitRule = { name: 'ad-track-ip', limit: 600, windowMs: 60_000 };

// a job that failed is not retried on every ad request; a new process tries again
const TRAILER_RETRY_MS = 10 * 60_000;
/** The ad's companion image: a poster's resized copy (POSTER_IMAGE_WIDTHS) for a phone's box. */
const AD_STILL_WIDTH = 480;

const withDeadline = <T>(work: Promise<T>, ms: number): Promise<T | null> =>
  Promise.race([work, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref())]);

/**
 * The house ad server (docs/decisions.md#ads): other series of the catalogue promoted as VAST 4
 * video ads (a trailer cut from their first episode) and banners, in turn. Viewers with access
 * to the content get no ad (docs/product/ads.md#who-sees-ads).
 */
export class AdsService {
  private readonly cursors = { video: '', poster: '' };
  private readonly trailerRequested = new Map<string, number>();

  constructor(private readonly deps: AdsServiceDeps) {}

  /**
   * `rewardSession`: a rewarded ad the viewer asked for (docs/product/wallet.md#rewarded-ads).
   * It is always a house ad, whose tracking carries the session and its viewer's tag, so its
   * `complete` reaches us; only the session's own viewer gets it, and serving it starts the ad's
   * clock.
   */
  async vast(
    viewer: AdViewer,
    contentId: string | undefined,
    rewardSession?: string,
  ): Promise<VastAnswer> {
    if (!rewardSession && (await this.deps.access(viewer.userId, contentId)) !== 'none') {
      return { kind: 'xml', xml: emptyVast() };
    }
    if (this.deps.vastUrl && !rewardSession) return { kind: 'redirect', url: this.deps.vastUrl };
    const candidate = await this.next('video', contentId);
    const media = candidate && (await this.mediaFor(candidate, viewer.origin));
    if (!candidate || !media) return { kind: 'xml', xml: emptyVast() };
    const reward = rewardSession
      ? await this.serveReward(viewer, rewardSession, media.durationSeconds)
      : undefined;
    if (reward === null) return { kind: 'xml', xml: emptyVast() };
    const id = `video-${candidate.seriesId}`;
    const track = (event: AdEvent) =>
      `${viewer.origin}${this.trackPath(id, event, contentId, reward)}`;
    return {
      kind: 'xml',
      xml: inlineVast({
        id,
        title: candidate.title,
        description: `Watch ${candidate.title} now`,
        servingId: randomUUID(),
        impressionUrl: track('impression'),
        trackingUrl: track,
        clickThrough: `${viewer.origin}/video/${candidate.seriesId}`,
        clickTracking: track('click'),
        skipOffsetSeconds: ADS.playerSkipAfterSeconds,
        media,
        ...(candidate.posterKey !== null && {
          companion: this.companionFor(candidate.posterKey, candidate.title, viewer.origin),
        }),
      }),
    };
  }

  /** A banner for another series, or null for viewers with access. URLs are same-origin. */
  async banner(
    viewer: AdViewer,
    _placement: AdPlacement,
    contentId: string | undefined,
    /** The viewer's language: the series' title in it where the studio gave one. */
    locale: Locale | null = null,
  ): Promise<AdBanner | null> {
    if ((await this.deps.access(viewer.userId, contentId)) !== 'none') return null;
    const candidate = await this.next('poster', contentId);
    if (!candidate?.posterKey) return null;
    const id = `banner-${candidate.seriesId}`;
    const { title } = translatedText(
      { title: candidate.title, description: '' },
      candidate.translations,
      locale,
    );
    return {
      id,
      title,
      image: this.deps.storage.publicUrl(candidate.posterKey),
      click_url: `/video/${candidate.seriesId}`,
      impression_url: this.trackPath(id, 'impression', contentId),
      click_tracking_url: this.trackPath(id, 'click', contentId),
    };
  }

  /** Durable before the 204 (docs/decisions.md#no-data-loss). */
  /** Stores one tracking hit; false when the address is over its budget (nothing stored). */
  async track(viewer: AdViewer, query: AdTrackQuery): Promise<boolean> {
    const { limiter, trackPerIp = AD_TRACK_PER_IP } = this.deps;
    if (limiter && !(await limiter.attempt(trackPerIp, addressKey(viewer.ip)))) return false;
    await this.deps.ads.insertEvent({
      adId: query.ad,
      event: query.event,
      contentId: query.content_id ?? null,
      userId: viewer.userId,
      viewerHash: createHmac('sha256', this.deps.viewerKey)
        .update(viewer.ip)
        .digest('base64url')
        .slice(0, 22),
    });
    const { reward_session: session, reward_viewer: tag } = query;
    if (query.event === 'complete' && session && this.deps.rewarded) {
      await this.deps.rewarded.completeRewardedAd(
        session,
        (userId) => tag !== undefined && sameSecret(tag, this.viewerTag(session, userId)),
      );
    }
    return true;
  }

  /** Starts a rewarded session's ad clock for its viewer; null when it is not theirs or over. */
  private async serveReward(
    viewer: AdViewer,
    session: string,
    durationSeconds: number,
  ): Promise<RewardTracking | null> {
    const { rewarded } = this.deps;
    if (!rewarded || viewer.userId === null) return null;
    if (!(await rewarded.rewardedAdServed(session, viewer.userId, durationSeconds))) return null;
    return { session, viewer: this.viewerTag(session, viewer.userId) };
  }

  /** Only the server can make it: a pixel with it came from a VAST served to that viewer. */
  private viewerTag(session: string, userId: string): string {
    return createHmac('sha256', this.deps.rewardKey)
      .update(`${session}:${userId}`)
      .digest('base64url')
      .slice(0, 22);
  }

  private trackPath(
    ad: string,
    event: AdEvent,
    contentId: string | undefined,
    reward?: RewardTracking,
  ): string {
    const query = new URLSearchParams({ ad, event });
    if (contentId) query.set('content_id', contentId);
    if (reward) {
      query.set('reward_session', reward.session);
      query.set('reward_viewer', reward.viewer);
    }
    return `${AD_TRACK_PATH}?${query.toString()}`;
  }

  /** Round-robin over the catalogue by id, skipping the content being watched. */
  private async next(
    kind: 'video' | 'poster',
    excludeId: string | undefined,
  ): Promise<AdCandidate | null> {
    const after = this.cursors[kind];
    const found =
      (await this.deps.ads.nextCandidate(after, excludeId, kind)) ??
      (after === '' ? null : await this.deps.ads.nextCandidate('', excludeId, kind));
    if (found) this.cursors[kind] = found.seriesId;
    return found;
  }

  /** A stored file's public URL, absolute: VAST URLs are (the player may be elsewhere). */
  private absolute(url: string, origin: string): string {
    return url.startsWith('/') ? `${origin}${url}` : url;
  }

  /**
   * The poster as the ad's companion image: its copy for a phone's ad box (served as the copy's
   * type, WebP), not the 600 × 900 original, where the storage resizes it.
   */
  private companionFor(posterKey: string, title: string, origin: string) {
    const poster = this.deps.storage.publicUrl(posterKey);
    const still = resizedImage(poster, AD_STILL_WIDTH);
    const servedKey = still === poster ? posterKey : variantKeyOf(posterKey, AD_STILL_WIDTH);
    return {
      url: this.absolute(still, origin),
      creativeType: contentTypeFor(servedKey),
      width: AD_STILL_WIDTH,
      height: AD_STILL_WIDTH * 1.5,
      altText: title,
    };
  }

  /**
   * The trailer when it is ready. Until then the episode's original MP4 stands in (when we
   * know its size), and the trailer job is queued: the ad request never waits for ffmpeg.
   */
  private async mediaFor(candidate: AdCandidate, origin: string) {
    if (!candidate.assetId) return null;
    const trailer: TrailerInfo | null = await withDeadline(
      this.deps.trailers.find(candidate.seriesId, candidate.assetId).catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'trailer lookup failed');
        return null;
      }),
      this.deps.lookupTimeoutMs ?? 500,
    );
    const absolute = (key: string) => this.absolute(this.deps.storage.publicUrl(key), origin);
    if (trailer) {
      return {
        url: absolute(trailer.key),
        width: trailer.width,
        height: trailer.height,
        durationSeconds: trailer.durationSeconds,
      };
    }
    await this.requestTrailer(candidate.seriesId, candidate.assetId);
    const { sourceKey, contentType, width, height, durationSeconds } = candidate;
    // the whole episode stands in only when it is as short as an ad may be
    if (
      !sourceKey ||
      contentType !== 'video/mp4' ||
      !width ||
      !height ||
      !durationSeconds ||
      durationSeconds > ADS.maxAdSeconds
    ) {
      return null;
    }
    return { url: absolute(sourceKey), width, height, durationSeconds };
  }

  private async requestTrailer(seriesId: string, assetId: string): Promise<void> {
    const last = this.trailerRequested.get(assetId);
    if (last !== undefined && Date.now() - last < TRAILER_RETRY_MS) return;
    if (this.trailerRequested.size > 10_000) this.trailerRequested.clear();
    this.trailerRequested.set(assetId, Date.now());
    try {
      await this.deps.queue.enqueue(
        'ads.trailer',
        { seriesId, assetId },
        { dedupeKey: `ads.trailer:${assetId}` },
      );
    } catch (error) {
      // no ad trailer is no reason to fail the ad: the fallback serves meanwhile
      this.trailerRequested.delete(assetId);
      this.deps.log.warn({ err: error, seriesId }, 'could not queue the ad trailer');
    }
  }
}
