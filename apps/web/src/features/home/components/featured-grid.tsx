import type { SeriesCard as SeriesCardData } from '@app/contract';
import { SeriesCard } from './series-card';

/** Shown when the catalogue has no lists yet: every card in a 2/3/5-column grid. */
export function FeaturedGrid({ cards }: { cards: SeriesCardData[] }) {
  return (
    <section className="featured" aria-labelledby="featured-title">
      <h2 id="featured-title" className="section-title">
        Featured Content
      </h2>
      {cards.length === 0 ? (
        <p className="muted">Nothing to watch yet. New series are on the way.</p>
      ) : (
        <ul className="card-grid">
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
