import type { Episode, Series } from '@app/contract';
import { useAccess } from '../../../shared/access/use-access';
import { adKindOf, type AdKind } from '../../../shared/ads/gate/ad-schedule';
import { useAdGate, type AdGate } from '../../../shared/ads/gate/use-ad-gate';

export type PlayAds = AdGate & { kind: AdKind };

/**
 * The play page's ads (docs/product/play.md#ads-on-the-play-page): for viewers
 * without access to this series only; each episode view has its own schedule. An episode the
 * viewer unlocked on its own (coins, a rewarded ad, the fair cap) plays without ads.
 */
export function usePlayAds(series: Series, current: Episode | undefined): PlayAds {
  const access = useAccess(series.id);
  const kind = adKindOf(series.episodes.length);
  const unlockedHere =
    current !== undefined &&
    (access.status?.unlocked_episodes ?? []).includes(current.episodeNumber);
  const gate = useAdGate({
    viewKey: `${series.id}/${current?.episodeId ?? ''}`,
    kind,
    enabled: access.state === 'none' && !unlockedHere,
    checking: access.state === 'checking',
  });
  return { ...gate, kind };
}
