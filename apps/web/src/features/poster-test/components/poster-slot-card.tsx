import { BACKDROP_IMAGE_WIDTH, imageSrcSet, resizedImage } from '@app/contract';
import { useState, type SyntheticEvent } from 'react';
import { PosterImage } from '../../../lib/poster-image';
import type { PosterSlot } from '../lib/poster-slots';
import { expectedWidth, requestedWidth } from '../lib/requested-width';

type Loaded = { currentSrc: string; naturalWidth: number; naturalHeight: number };

const copyLabel = (width: number | null) =>
  width === null ? 'the original' : `the ${width} px copy`;

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

  return (
    <figure
      aria-label={slot.label}
      className="grid content-start gap-3 rounded-2xl bg-surface p-4 ring-1 ring-white/10"
    >
      <div className="grid min-h-16 place-items-center overflow-hidden rounded-lg bg-black/40 p-2">
        {slot.backdrop ? (
          <img
            src={resizedImage(src, BACKDROP_IMAGE_WIDTH)}
            alt={`${slot.label}: the ${BACKDROP_IMAGE_WIDTH} px copy stretched`}
            width={shown.width}
            height={shown.height}
            onLoad={onLoad}
            style={{ width: shown.width, height: shown.height }}
            className="object-cover"
          />
        ) : (
          <PosterImage
            src={src}
            alt={`${slot.label} at ${slot.width}×${slot.height}`}
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
        <span className="font-semibold">{slot.label}</span>
        <span className="text-muted">{slot.where}</span>
        <dl className="mt-1 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
          <dt className="text-white/60">Shown at</dt>
          <dd>
            {shown.width}×{shown.height} CSS px
            {slot.backdrop ? ` (from the ${BACKDROP_IMAGE_WIDTH} px copy)` : `, sizes="${sizes}"`}
          </dd>
          <dt className="text-white/60">Expected</dt>
          <dd>{copyLabel(expected)}</dd>
          <dt className="text-white/60">Requested</dt>
          <dd data-testid="requested">
            {loaded
              ? `${copyLabel(requestedWidth(loaded.currentSrc))}, ${loaded.naturalWidth}×${loaded.naturalHeight}`
              : 'loading…'}
          </dd>
        </dl>
      </figcaption>
    </figure>
  );
}
