import { ADS, IN_PLAYER_AD_TEXTS, type SeriesId } from '@app/contract';
import { useEffect, useEffectEvent } from 'react';
import { AdVideo } from '../ad-video';
import { useCountdown } from '../use-countdown';
import { breakKey } from './ad-breaks';
import { useInPlayerAds, type InPlayerAdsOptions } from './use-in-player-ads';

type Props = InPlayerAdsOptions & {
  /** What the viewer watches: the ad server may pick an ad for it. */
  contentId?: SeriesId;
};

/**
 * Video ads over the home/prototype player (docs/product/ads.md#in-player-ad-break): put it
 * inside the player's positioned box. The prototype pages' player mounts it.
 */
export function InPlayerAds({ contentId, ...options }: Props) {
  const { active, finish } = useInPlayerAds(options);
  if (active === null) return null;
  return <AdBreakOverlay key={breakKey(active)} contentId={contentId} onFinish={finish} />;
}

/** One ad break: a 30 s countdown; Skip after 5 s; the ad's end ends it early. */
function AdBreakOverlay({ contentId, onFinish }: { contentId?: SeriesId; onFinish: () => void }) {
  const left = useCountdown(ADS.playerCountdownSeconds);
  const skipIn = ADS.playerSkipAfterSeconds - (ADS.playerCountdownSeconds - left);
  const finished = useEffectEvent(onFinish);

  useEffect(() => {
    if (left === 0) finished();
  }, [left]);

  return (
    <div
      role="dialog"
      aria-label={IN_PLAYER_AD_TEXTS.label}
      className="absolute inset-0 z-40 bg-black"
      onPointerUp={(event) => event.stopPropagation()}
    >
      {/* an ad that ends, fails or never came gives the screen back at once */}
      <AdVideo contentId={contentId} onDone={onFinish} className="size-full" />
      <p
        role="timer"
        aria-live="off"
        className="absolute top-3 start-3 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-white"
      >
        {IN_PLAYER_AD_TEXTS.countdown(left)}
      </p>
      <button
        type="button"
        disabled={skipIn > 0}
        onClick={onFinish}
        className="absolute end-3 bottom-14 rounded-md bg-black/75 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/30 enabled:hover:bg-black/90 disabled:text-white/70 focus-visible:outline-2 focus-visible:outline-white"
      >
        {skipIn > 0 ? IN_PLAYER_AD_TEXTS.skipIn(skipIn) : IN_PLAYER_AD_TEXTS.skip}
      </button>
    </div>
  );
}
