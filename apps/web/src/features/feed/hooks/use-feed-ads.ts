import type { FeedItem } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accessQueryOptions, accessViewer } from '../../../shared/access/access-query';
import { useAccess } from '../../../shared/access/use-access';
import { adKindOf, type AdKind } from '../../../shared/ads/gate/ad-schedule';
import { useAdGate, type AdGate } from '../../../shared/ads/gate/use-ad-gate';

export type FeedAds = AdGate & { kind: AdKind };

/**
 * The feed's ads follow the play page's for an opening episode
 * (docs/product/play.md#ads-on-the-play-page): each item shown is one episode view,
 * with its own schedule, for viewers without access to that series. A subscriber sees none.
 */
export function useFeedAds(item: FeedItem | undefined, next: FeedItem | undefined): FeedAds {
  const plan = useAccess();
  const access = useAccess(item?.id);
  const granted = plan.premium || access.state === 'granted';
  const checking = !granted && (plan.state === 'checking' || access.state === 'checking');
  const kind = adKindOf(item?.episodesCount ?? 0);
  const gate = useAdGate({
    viewKey: item ? `${item.id}/${item.episode.episodeId}` : '',
    kind,
    // a locked item plays nothing: no ad before its poster
    enabled: item !== undefined && !item.episode.isLocked && !granted && !checking,
    checking,
  });

  // a signed-in viewer without a plan is asked per series: ask for the next one ahead, so its
  // first frame does not wait for the answer
  const queryClient = useQueryClient();
  const nextId = next?.id;
  useEffect(() => {
    const viewer = accessViewer();
    if (viewer === null || plan.premium || nextId === undefined) return;
    void queryClient.prefetchQuery(accessQueryOptions(viewer, nextId));
  }, [queryClient, plan.premium, nextId]);

  return { ...gate, kind };
}
