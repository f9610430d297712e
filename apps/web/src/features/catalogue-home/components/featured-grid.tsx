import { CATALOGUE_TEXTS, type SeriesCard as SeriesCardData } from '@app/contract';
import { useId } from 'react';
import { SeriesCard } from './series-card';

/** Shown when the catalogue has no lists: every card in a 2/3/5-column grid. */
export function FeaturedGrid({ cards }: { cards: SeriesCardData[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-bold tracking-tight md:text-xl">
        {CATALOGUE_TEXTS.home.featuredContent}
      </h2>
      {cards.length === 0 ? (
        <p className="text-muted">{CATALOGUE_TEXTS.home.empty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-x-3 gap-y-5 md:grid-cols-3 md:gap-x-4 lg:grid-cols-5">
          {cards.map((card) => (
            <li key={card.id}>
              <SeriesCard card={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
