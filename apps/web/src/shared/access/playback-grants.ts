import type {
  CaptionTrack,
  Episode,
  PlaybackGrant,
  SubscriptionStatusResponse,
} from '@app/contract';
// zod-free: the early start of /play has no room for the contract's schemas
import { grantedMediaUrl as grantedUrl } from '@app/contract/media-grants';

/**
 * Playback grants on the web side (docs/product/play.md#locked-episodes): the media
 * of a protected episode (`isLocked`: priced past the free ones, or locked by its editor) answer
 * 403 unless fetched under a grant, which the access answer (`playback`) holds for each protected
 * episode this viewer may play. Zod-free: the early start of /play uses it.
 */

/**
 * A grant with less than this left is renewed before an episode starts loading under it: one
 * episode plays within it, and the status is asked again only when an episode needs it.
 */
export const GRANT_RENEW_MARGIN_MS = 5 * 60 * 1000;

type Grants = Pick<SubscriptionStatusResponse, 'playback'> | null | undefined;
type Protected = Pick<Episode, 'episodeNumber'> & { isLocked?: boolean };

/** The grant opening episode `episodeNumber`, if the access answer holds one. */
export const grantFor = (status: Grants, episodeNumber: number): PlaybackGrant | undefined =>
  status?.playback?.find((grant) => grant.episode_number === episodeNumber);

/**
 * Locked for this viewer: protected, and no grant for it. A guest has no access answer, so
 * every protected episode is locked for them.
 */
export const isLockedFor = (episode: Protected, status: Grants): boolean =>
  episode.isLocked === true && grantFor(status, episode.episodeNumber) === undefined;

/** More than the renewal margin left at `now`: an episode may start loading under it. */
export const isFresh = (grant: Pick<PlaybackGrant, 'expires_at'>, now: number): boolean =>
  Date.parse(grant.expires_at) - now > GRANT_RENEW_MARGIN_MS;

/** What the player is handed for one episode: its source and its caption files. */
export type EpisodeMedia = { src: string; captions: readonly CaptionTrack[] };

/** The episode's media URLs, under `grant` when it is protected (`/media/g/{token}/…`). */
export function episodeMedia(
  episode: Pick<Episode, 'videoUrl' | 'captions'>,
  grant?: Pick<PlaybackGrant, 'media_prefix'>,
): EpisodeMedia {
  const captions = episode.captions ?? [];
  if (grant === undefined) return { src: episode.videoUrl, captions };
  return {
    src: grantedUrl(episode.videoUrl, grant),
    captions: captions.map((track) => ({ ...track, url: grantedUrl(track.url, grant) })),
  };
}
