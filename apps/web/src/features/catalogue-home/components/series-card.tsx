import { CATALOGUE_TEXTS, pagePaths, type SeriesCard as SeriesCardData } from '@app/contract';
import { Link } from 'react-router';
import { PosterImage } from '../../../lib/poster-image';
import { focusRing } from '../../../components/ui/focus-ring';
import { ReleaseChips, runtimeText } from '../../../shared/catalogue/series-facts';

/** A 2:3 poster card. The aspect box is fixed, so nothing moves when the image arrives. */
export function SeriesCard({ card }: { card: SeriesCardData }) {
  return (
    <Link to={pagePaths.video(card.id)} className={`group block rounded-lg ${focusRing}`}>
      <span className="relative block aspect-2/3 overflow-hidden rounded-lg bg-surface-2 ring-1 ring-white/5">
        {/* the title below names the card: the poster adds nothing for a screen reader */}
        <PosterImage
          src={card.image}
          alt=""
          width={200}
          height={300}
          className="absolute inset-0 size-full object-cover transition-transform duration-300 ease-out group-hover:scale-105 group-focus-visible:scale-105"
        />
        <span className="absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-black/60 to-transparent" />
        <span className="absolute top-2 start-2 rounded bg-black/70 px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-white">
          {[CATALOGUE_TEXTS.episodesCount(card.episodesCount), runtimeText(card.runtime_seconds)]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <ReleaseChips facts={card} brief className="absolute inset-x-2 bottom-2" />
      </span>
      <span
        dir="auto"
        className="mt-2 block truncate text-sm font-semibold text-white/95 group-hover:text-white md:text-[15px]"
      >
        {card.title}
      </span>
      {card.subtitle && (
        <span dir="auto" className="block truncate text-xs text-muted md:text-sm">
          {card.subtitle}
        </span>
      )}
    </Link>
  );
}
