import {
  ErrorCode,
  FAIR_CAP_COINS,
  MONETIZATION_ERRORS,
  TIME_PLAN_IDS,
  WALLET_ERRORS,
  grantedMediaUrl,
  type AccessType,
  type EpisodeAccess,
  type PlanId,
  type Playback,
  type PlaybackGrant,
  type Role,
} from '@app/contract';
import type { AuthUser } from '../../http/auth-guard';
import { HttpError, notFound } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { mediaUrl, playableKey } from '../catalogue/episode-media';
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { AccessRepository, SeriesForAccess } from './access.repository';
import {
  episodeState,
  isPricedEpisode,
  isPlayable,
  isProtectedEpisode,
  type SeriesAccess,
  type SeriesPricing,
} from './access-rules';
import type { PlaybackGrants } from './playback-grants';
import type { MediaGate, ProtectedMedia } from './protected-media';

/** Who is asking: a signed-in user (with their role), or a guest known by the browser's viewer id. */
export type Viewer = {
  userId: string | null;
  role?: Role | undefined;
  /** A guest's anonymous viewer id; grants to guests are bound to it. */
  viewerId?: string | undefined;
};

/** The viewer a request speaks for: its signed-in user, else the guest's viewer id. */
export const viewerOf = (user: AuthUser | null, viewerId?: string): Viewer => ({
  userId: user?.id ?? null,
  role: user?.role,
  viewerId,
});

/** One episode of a series as one viewer stands with it. */
export type EpisodeStanding = {
  id: string;
  episodeNumber: number;
  state: EpisodeAccess;
  /** Coins to unlock it; null unless it is locked and priced. */
  price: number | null;
  /** Whether its media sit behind grants (priced or locked by the editor). */
  protected: boolean;
};

/** A viewer's standing with a whole series: the base of every access answer. */
export type SeriesStanding = {
  series: SeriesForAccess;
  access: SeriesAccess;
  episodes: EpisodeStanding[];
  /** Coins this viewer spent on the series (what the fair cap counts). */
  coinsSpent: number;
};

export type AccessServiceDeps = {
  repository: AccessRepository;
  subscriptions: SubscriptionsRepository;
  grants: PlaybackGrants;
  media: ProtectedMedia;
  storage: Storage;
  clock: () => Date;
};

const TIME_PLANS: readonly PlanId[] = TIME_PLAN_IDS;

/**
 * The one place that decides what a viewer may play (docs/product/wallet.md#access): plans,
 * purchases, an editor's preview, unlocks with coins or ads, and the fair cap meet here. The
 * catalogue, the unlocks and status answers, the feed, the ads and media serving ask it; it asks
 * only repositories, so no module reaches into another's rules.
 */
export class AccessService {
  constructor(private readonly deps: AccessServiceDeps) {}

  /** Starts guarding media: resolves once the list of protected files is loaded. */
  ready(): Promise<void> {
    return this.deps.media.reload();
  }

  /** After a catalogue change (this process or another): what is protected may have changed. */
  catalogueChanged(): void {
    void this.deps.media.reload();
  }

  /**
   * The plans' access to a series (docs/product/subscriptions.md#access): a running
   * monthly or annual plan, or a purchase of this very series. Guests have none.
   */
  async planAccess(userId: string | null, seriesId: string | undefined): Promise<AccessType> {
    if (!userId) return 'none';
    const rows = await this.deps.subscriptions.accessRows(userId, this.deps.clock(), seriesId);
    if (rows.some((r) => TIME_PLANS.includes(r.planId))) return 'subscription';
    return rows.length > 0 ? 'purchase' : 'none';
  }

  private async seriesAccess(viewer: Viewer, seriesId: string): Promise<SeriesAccess> {
    const plan = await this.planAccess(viewer.userId, seriesId);
    // an editor previews every series; a plan says more (it also removes the ads)
    return plan === 'none' && viewer.role === 'editor' ? 'editor' : plan;
  }

  /** Each episode's state for one viewer; null for a series that is not published. */
  async standing(viewer: Viewer, seriesId: string): Promise<SeriesStanding | null> {
    const series = await this.deps.repository.publishedSeries(seriesId);
    if (!series) return null;
    const pricing: SeriesPricing = series;
    const anyProtected = series.episodes.some((e) => isProtectedEpisode(pricing, e));
    // most series sell nothing: one query answers for them
    const [access, unlocks] = anyProtected
      ? await Promise.all([
          this.seriesAccess(viewer, seriesId),
          viewer.userId ? this.deps.repository.unlocks(viewer.userId, seriesId) : [],
        ])
      : ['none' as const, []];
    const via = new Map(unlocks.map((u) => [u.episodeNumber, u.via]));
    const coinsSpent = unlocks.reduce((sum, u) => sum + u.coins, 0);
    const capReached = coinsSpent >= FAIR_CAP_COINS;
    return {
      series,
      access,
      coinsSpent,
      episodes: series.episodes.map((episode) => {
        const state = episodeState(
          pricing,
          episode,
          access,
          via.get(episode.episodeNumber),
          capReached,
        );
        const forSale = state === 'locked' && isPricedEpisode(pricing, episode.episodeNumber);
        return {
          id: episode.id,
          episodeNumber: episode.episodeNumber,
          state,
          price: forSale ? series.coinPricePerEpisode : null,
          protected: isProtectedEpisode(pricing, episode),
        };
      }),
    };
  }

  /** Grants for the protected episodes of a standing that the viewer may play. */
  grants(viewer: Viewer, standing: SeriesStanding): PlaybackGrant[] {
    return standing.episodes
      .filter((e) => e.protected && isPlayable(e.state))
      .map((e) => this.grant(viewer, e));
  }

  private grant(viewer: Viewer, episode: EpisodeStanding): PlaybackGrant {
    const issued = this.deps.grants.issue(episode.id, viewer.userId ?? viewer.viewerId ?? 'guest');
    return {
      episode_number: episode.episodeNumber,
      media_prefix: issued.mediaPrefix,
      expires_at: issued.expiresAt.toISOString(),
    };
  }

  /**
   * One episode's playback for the caller: a free one's URL as it is, else a granted URL when the
   * caller may play it; 403 EPISODE_LOCKED otherwise.
   */
  async playback(viewer: Viewer, seriesId: string, episodeNumber: number): Promise<Playback> {
    const standing = await this.standing(viewer, seriesId);
    if (!standing) throw notFound(WALLET_ERRORS.seriesNotFound);
    const episode = standing.episodes.find((e) => e.episodeNumber === episodeNumber);
    const stored = standing.series.episodes.find((e) => e.episodeNumber === episodeNumber);
    if (!episode || !stored) throw notFound(WALLET_ERRORS.episodeNotFound(episodeNumber));
    if (!isPlayable(episode.state)) {
      throw new HttpError(
        403,
        ErrorCode.EPISODE_LOCKED,
        MONETIZATION_ERRORS.episodeLocked(episodeNumber),
      );
    }
    const url = mediaUrl(this.deps.storage, playableKey(stored), episode.protected);
    if (!episode.protected) {
      return {
        episode_number: episodeNumber,
        access: 'free',
        video_url: url,
        media_prefix: null,
        expires_at: null,
      };
    }
    const grant = this.grant(viewer, episode);
    return {
      episode_number: episodeNumber,
      access: episode.state as Playback['access'],
      video_url: grantedMediaUrl(url, grant),
      media_prefix: grant.media_prefix,
      expires_at: grant.expires_at,
    };
  }

  /** How the media route may serve a stored key (protected-media.ts). */
  gate(key: string): Promise<MediaGate> {
    return this.deps.media.gate(key);
  }

  /** The protected episode a stored key belongs to, synchronously (the fast path's check). */
  episodeOfKey(key: string): string | undefined {
    return this.deps.media.episodeOf(key);
  }

  /** The episode a grant token opens now, or null. */
  verifyGrant(token: string) {
    return this.deps.grants.verify(token);
  }
}
