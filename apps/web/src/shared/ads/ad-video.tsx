import { AD_MODAL_TEXTS } from '@app/contract';
import { lazy, Suspense } from 'react';
import type { VastAdVideoProps } from './vast-ad-video';

// vast-client (about 15 KiB brotli) loads only when an ad is about to show
const loadVastAdVideo = () => import('./vast-ad-video');
const VastAdVideo = lazy(() => loadVastAdVideo().then((m) => ({ default: m.VastAdVideo })));

/** Starts downloading the ad slot's code: an ad shows as soon as the page renders. */
export function preloadAdVideo(): void {
  // a failed download is the slot's to retry when it renders
  loadVastAdVideo().catch(() => undefined);
}

/** The video ad slot: a VAST ad, loaded with its parser on first use. */
export function AdVideo(props: VastAdVideoProps) {
  return (
    <Suspense
      fallback={
        <div className={`grid place-items-center bg-black ${props.className ?? ''}`}>
          <p role="status" className="text-sm text-muted">
            {AD_MODAL_TEXTS.loading}
          </p>
        </div>
      }
    >
      <VastAdVideo {...props} />
    </Suspense>
  );
}
