import type { SeriesId } from '@app/contract';
import type { PlayAds } from '../hooks/use-play-ads';
import { AdModal } from '../../../shared/ads/ad-modal/ad-modal';

/**
 * The ad modal's place inside the player, so it covers fullscreen too
 * (docs/product/play.md#ad-modal). The player holds playback while it shows.
 */
export function AdSlot({
  ads,
  seriesId,
  seriesTitle,
}: {
  ads: PlayAds;
  seriesId: SeriesId;
  seriesTitle: string;
}) {
  if (ads.adNumber === null) return null;
  return (
    <AdModal
      // a new ad starts its own countdown
      key={ads.adNumber}
      adNumber={ads.adNumber}
      seriesId={seriesId}
      seriesTitle={seriesTitle}
      kind={ads.kind}
      onContinue={ads.close}
    />
  );
}
