import type { SeriesCard as SeriesCardData } from '@app/contract';
import { Link } from 'react-router';
import { PosterImage } from '../../../lib/poster-image';

export function SeriesCard({ card }: { card: SeriesCardData }) {
  const episodes = `${card.episodesCount} ${card.episodesCount === 1 ? 'episode' : 'episodes'}`;
  return (
    <Link to={`/video/${card.id}`} className="series-card">
      <span className="series-card-media">
        {/* the title below names the card: the poster adds nothing for a screen reader */}
        <PosterImage src={card.image} alt="" width={200} height={300} />
        <span className="badge">{episodes}</span>
      </span>
      <span className="series-card-title">{card.title}</span>
      {card.subtitle && <span className="series-card-subtitle">{card.subtitle}</span>}
    </Link>
  );
}
