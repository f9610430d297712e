import { CATALOGUE_TEXTS, pagePaths, type RankingEntry } from '@app/contract';
import { Link } from 'react-router';
import { PosterImage } from '../../../lib/poster-image';
import { focusRing } from '../../../components/ui/focus-ring';
import { ReleaseChips, runtimeText } from '../../../shared/catalogue/series-facts';
import { RankChange } from './rank-change';

// the first screen's posters load at once
const EAGER_POSTERS = 4;

/** A ranking as an ordered list: rank, change arrow, poster, title and facts; each opens /video/{id}. */
export function RankingList({ entries }: { entries: RankingEntry[] }) {
  return (
    <ol className="grid gap-2 md:grid-cols-2 md:gap-3">
      {entries.map((entry, index) => (
        <li key={entry.id} value={entry.rank}>
          <Link
            to={pagePaths.video(entry.id)}
            className={`group flex items-center gap-3 rounded-lg p-2 transition hover:bg-white/5 ${focusRing}`}
          >
            <span className="flex w-10 shrink-0 flex-col items-center gap-1">
              <span className="sr-only">{`${entry.rank}.`}</span>
              <span aria-hidden="true" className="text-2xl font-black tabular-nums text-white/90">
                {entry.rank}
              </span>
              <RankChange rank={entry.rank} previous={entry.previous_rank} />
            </span>
            <span className="relative block aspect-2/3 w-16 shrink-0 overflow-hidden rounded-md bg-surface-2 ring-1 ring-white/5">
              {/* the title beside it names the link */}
              <PosterImage
                src={entry.image}
                alt=""
                width={64}
                height={96}
                loading={index < EAGER_POSTERS ? 'eager' : 'lazy'}
                className="absolute inset-0 size-full object-cover"
              />
            </span>
            <span className="grid min-w-0 gap-1">
              <span dir="auto" className="truncate font-semibold text-white/95">
                {entry.title}
              </span>
              <span className="truncate text-xs text-muted">
                {[
                  entry.subtitle,
                  CATALOGUE_TEXTS.episodesCount(entry.episodesCount),
                  runtimeText(entry.runtime_seconds),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <ReleaseChips facts={entry} brief />
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
