import { CATALOGUE_TEXTS, type SeriesList } from '@app/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useRowScroll, type ScrollDirection } from '../hooks/use-row-scroll';
import { ChevronIcon } from './chevron-icon';
import { SeriesCard } from './series-card';

/** A link at the end of a row's header, e.g. to /rankings. */
export type RowLink = { to: string; label: string };

/** One list as a horizontally scrolling, snapping row; arrows on desktop. */
export function SeriesRow({ list, link }: { list: SeriesList; link?: RowLink }) {
  const headingId = useId();
  const reducedMotion = useReducedMotion();
  const { trackRef, canStart, canEnd, scroll } = useRowScroll({ smooth: !reducedMotion });

  return (
    <section aria-labelledby={headingId} className="group/row">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id={headingId} dir="auto" className="text-lg font-bold tracking-tight md:text-xl">
          {list.displayName}
        </h2>
        {link && (
          <Link
            to={link.to}
            className={`shrink-0 rounded text-sm font-semibold text-white/80 underline-offset-4 hover:text-white hover:underline ${focusRing}`}
          >
            {link.label}
          </Link>
        )}
      </div>
      <div className="relative mx-[calc(var(--gutter)*-1)]">
        <ul
          ref={trackRef}
          className="flex snap-x snap-mandatory scroll-px-(--gutter) gap-3 overflow-x-auto overscroll-x-contain px-(--gutter) pb-2 [scrollbar-width:none] md:gap-4 [&::-webkit-scrollbar]:hidden"
        >
          {list.series.map((card) => (
            <li key={card.id} className="w-[36vw] max-w-44 shrink-0 snap-start md:w-44 lg:w-50">
              <SeriesCard card={card} />
            </li>
          ))}
        </ul>
        {canStart && <RowArrow direction="start" label={list.displayName} onClick={scroll} />}
        {canEnd && <RowArrow direction="end" label={list.displayName} onClick={scroll} />}
      </div>
    </section>
  );
}

type RowArrowProps = {
  direction: ScrollDirection;
  label: string;
  onClick: (direction: ScrollDirection) => void;
};

export function RowArrow({ direction, label, onClick }: RowArrowProps) {
  const start = direction === 'start';
  // named by reading order, not by side: in RTL the 'back' arrow sits on the right
  const name = start
    ? CATALOGUE_TEXTS.home.scrollBack(label)
    : CATALOGUE_TEXTS.home.scrollForward(label);
  return (
    <button
      type="button"
      aria-label={name}
      onClick={() => onClick(direction)}
      // desktop only: touch and trackpads scroll the row natively
      className={`absolute top-0 bottom-2 z-10 hidden w-12 items-center justify-center text-white opacity-70 transition-opacity group-hover/row:opacity-100 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus lg:flex ${
        start
          ? 'start-0 bg-gradient-to-r from-bg via-bg/80 to-transparent rtl:bg-gradient-to-l'
          : 'end-0 bg-gradient-to-l from-bg via-bg/80 to-transparent rtl:bg-gradient-to-r'
      }`}
    >
      <ChevronIcon direction={direction} />
    </button>
  );
}
