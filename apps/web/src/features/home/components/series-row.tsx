import type { SeriesList } from '@app/contract';
import { useId } from 'react';
import { SeriesCard } from './series-card';

/** One list as a horizontally scrolling row. Desktop scroll arrows come later. */
export function SeriesRow({ list }: { list: SeriesList }) {
  const headingId = useId();
  return (
    <section className="series-row" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {list.displayName}
      </h2>
      <ul className="series-row-track">
        {list.series.map((card) => (
          <li key={card.id}>
            <SeriesCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
