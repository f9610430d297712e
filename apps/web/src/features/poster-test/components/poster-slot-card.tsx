import { BACKDROP_IMAGE_WIDTH, CMS_PAGE_TEXTS, imageSrcSet, resizedImage } from '@app/contract';
import { useState, type SyntheticEvent } from 'react';
import { PosterImage } from '../../../lib/poster-image';
import { slotText, type PosterSlot } from '../lib/poster-slots';
import { expectedWidth, requestedWidth } from '../lib/requested-width';

type Loaded = { currentSrc: string; naturalWidth: number; naturalHeight: number };

const TEXTS = CMS_PAGE_TEXTS.posterTest;

const copyLabel = (width: number | null) => (width === null ? TEXTS.original : TEXTS.copy(width));

/** One place the site shows a poster, rendered as it is there, with what the browser fetched. */
export function PosterSlotCard({ slot, src }: { slot: PosterSlot; src: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { currentSrc, naturalWidth, naturalHeight } = event.currentTarget;
    setLoaded({ currentSrc, naturalWidth, naturalHeight });
  };
  const sizes = slot.sizes ?? `${slot.width}px`;
  const resizable = imageSrcSet(src) !== undefined;
  // `sizes` in vw: the width of the window, as the page it stands for has it
  const cssWidth = sizes.endsWith('vw') ? window.innerWidth : slot.width;
  const expected = slot.backdrop
    ? resizable
      ? BACKDROP_IMAGE_WIDTH
      : null
    : resizable
      ? expectedWidth(cssWidth, window.devicePixelRatio || 1)
      : null;
  const shown = slot.backdrop?.stretchedTo ?? slot;
  const { label, where } = slotText(slot);

  return (
    <figure
      aria-label={label}
      className="grid content-start gap-3 rounded-2xl bg-surface p-4 ring-1 ring-white/10"
    >
      <div className="grid min-h-16 place-items-center overflow-hidden rounded-lg bg-black/40 p-2">
        {slot.backdrop ? (
          <img
            src={resizedImage(src, BACKDROP_IMAGE_WIDTH)}
            alt={TEXTS.stretchedAlt(label, BACKDROP_IMAGE_WIDTH)}
            width={shown.width}
            height={shown.height}
            onLoad={onLoad}
            style={{ width: shown.width, height: shown.height }}
            className="object-cover"
          />
        ) : (
          <PosterImage
            src={src}
            alt={TEXTS.posterAlt(label, slot.width, slot.height)}
            width={slot.width}
            height={slot.height}
            sizes={slot.sizes}
            loading="eager"
            onLoad={onLoad}
            style={{ width: slot.width, height: slot.height }}
            className="rounded object-cover"
          />
        )}
      </div>
      <figcaption className="grid gap-1 text-sm">
        <span className="font-semibold">{label}</span>
        <span className="text-muted">{where}</span>
        <dl className="mt-1 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
          <dt className="text-white/60">{TEXTS.shownAt}</dt>
          <dd>
            {TEXTS.cssSize(shown.width, shown.height)}
            {slot.backdrop ? ` ${TEXTS.fromCopy(BACKDROP_IMAGE_WIDTH)}` : `, sizes="${sizes}"`}
          </dd>
          <dt className="text-white/60">{TEXTS.expected}</dt>
          <dd>{copyLabel(expected)}</dd>
          <dt className="text-white/60">{TEXTS.requested}</dt>
          <dd data-testid="requested">
            {loaded
              ? `${copyLabel(requestedWidth(loaded.currentSrc))}, ${loaded.naturalWidth}×${loaded.naturalHeight}`
              : TEXTS.loading}
          </dd>
        </dl>
      </figcaption>
    </figure>
  );
}
