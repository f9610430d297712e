import { ADS, AD_MODAL_TEXTS, type SeriesId } from '@app/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { AdVideo } from '../ad-video';
import { useCountdown } from '../use-countdown';
import type { AdKind } from '../gate/ad-schedule';
import { AdPurchaseOptions } from './ad-purchase-options';
import { focusRing } from '../../../components/ui/focus-ring';

export type AdModalProps = {
  adNumber: number;
  seriesId: SeriesId | '';
  seriesTitle: string;
  kind: AdKind;
  onContinue: () => void;
};

/**
 * The ad modal (docs/product/play.md#ad-modal): an ad slot, a 15 s countdown,
 * Continue (enabled when it ends) and ways to watch without ads. It covers the player only
 * (fullscreen too): the rest of the page stays usable. Mount it with a key per ad: the
 * countdown starts on mount, or from the ad's first frame when the slot takes over an ad the
 * early start of /play is already playing. When the slot has no ad at all, the modal gives way
 * at once (onContinue), as the in-player break does.
 */
export function AdModal({ adNumber, seriesId, seriesTitle, kind, onContinue }: AdModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [playedBefore, setPlayedBefore] = useState(0);
  const left = useCountdown(ADS.modalCountdownSeconds, playedBefore);
  const finished = left === 0;

  useEffect(() => {
    // announce the ad, unless the viewer is busy elsewhere on the page (typing a comment)
    const active = document.activeElement;
    if (
      active === null ||
      active === document.body ||
      dialogRef.current?.parentElement?.contains(active)
    ) {
      dialogRef.current?.focus();
    }
  }, []);

  return (
    // a plain scrim, no backdrop blur: the ad plays inside it, and a blur behind a playing video
    // is computed again on every frame (four times the browser's CPU where it is not on a GPU)
    <div
      ref={dialogRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="absolute inset-0 z-40 grid place-items-center overflow-y-auto bg-black/90 p-3 focus:outline-none"
    >
      <div className="grid w-full max-w-md gap-3 rounded-2xl bg-surface p-4 shadow-2xl shadow-black/60 ring-1 ring-white/10">
        <header className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-base font-bold">
            {AD_MODAL_TEXTS.title}
            <span className="ms-2 text-sm font-semibold text-muted">
              {AD_MODAL_TEXTS.adNumber(adNumber)}
            </span>
          </h2>
          {!finished && (
            <p
              role="timer"
              className="rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white tabular-nums"
            >
              {AD_MODAL_TEXTS.countdown(left)}
            </p>
          )}
        </header>
        <AdVideo
          contentId={seriesId === '' ? undefined : seriesId}
          className="aspect-video w-full rounded-lg"
          onPlayedBefore={setPlayedBefore}
          // no ad to show (none filled, or the server knows this viewer has access): an empty box
          // is not made to be watched for 15 s; a failed ad still counts down
          onDone={(outcome) => {
            if (outcome === 'none') onContinue();
          }}
        />
        <button
          type="button"
          disabled={!finished}
          onClick={onContinue}
          className={`inline-flex h-11 items-center justify-center rounded-full bg-accent px-5 text-sm font-semibold text-white shadow-lg shadow-accent/25 transition hover:brightness-110 ${focusRing} disabled:cursor-not-allowed disabled:bg-surface-2 disabled:text-muted disabled:shadow-none`}
        >
          {AD_MODAL_TEXTS.continue}
        </button>
        <AdPurchaseOptions seriesId={seriesId} seriesTitle={seriesTitle} kind={kind} />
      </div>
    </div>
  );
}
