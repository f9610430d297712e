import { SHELL_TEXTS, type SeriesSearchRecord } from '@app/contract';
import { PosterImage } from '../../../lib/poster-image';

const TEXTS = SHELL_TEXTS.search;

/** TV Series when a record has more than one episode (docs/product/catalogue.md#results). */
export const kindLabel = (record: Pick<SeriesSearchRecord, 'episodesCount'>) =>
  record.episodesCount > 1 ? TEXTS.tvSeries : TEXTS.movie;

type SearchOptionsProps = {
  results: SeriesSearchRecord[];
  listboxId: string;
  /** The highlighted option's index, -1 for none. */
  active: number;
  onChoose: (record: SeriesSearchRecord) => void;
  onHover: (index: number) => void;
};

/**
 * The search box's listbox options: poster, title, year and director, kind. Its own chunk, loaded
 * with the search index, so the header in every page's first JavaScript carries only the input.
 */
export function SearchOptions({
  results,
  listboxId,
  active,
  onChoose,
  onHover,
}: SearchOptionsProps) {
  return results.map((record, index) => (
    <li
      key={record.id}
      id={`${listboxId}-option-${index}`}
      role="option"
      aria-selected={index === active}
      onClick={() => onChoose(record)}
      onMouseMove={() => onHover(index)}
      className={`flex cursor-pointer items-center gap-3 border-s-2 px-3 py-2 ${
        index === active ? 'border-accent bg-white/10' : 'border-transparent'
      }`}
    >
      <PosterImage
        src={record.thumbnail}
        alt=""
        width={32}
        height={48}
        className="h-12 w-8 shrink-0 rounded object-cover"
      />
      <span className="min-w-0 flex-1">
        <span dir="auto" className="block truncate text-sm font-semibold text-white">
          {record.title}
        </span>
        <span className="block truncate text-xs text-muted">
          {[record.year, record.director].filter(Boolean).join(' · ')}
        </span>
      </span>
      <span className="shrink-0 rounded bg-white/10 px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-white/80 uppercase">
        {kindLabel(record)}
      </span>
    </li>
  ));
}
