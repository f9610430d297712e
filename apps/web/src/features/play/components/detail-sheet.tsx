import { PLAYER_TEXTS, type Series } from '@app/contract';
import { useLayoutEffect, useRef } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { AuthorLink, AuthorLinks } from '../../../shared/authors/author-link';
import { visibleTags } from '../../../shared/catalogue/series-tags';
import { castPreview } from '../lib/series-display';
import { TagList } from './series-info';

const TEXTS = PLAYER_TEXTS;

type Props = { series: Series; episodeCount: number; onClose: () => void };

/** Mobile: the series details in a bottom sheet (synopsis, cast, tags, year, episode count). */
export function DetailSheet({ series, episodeCount, onClose }: Props) {
  const tags = visibleTags(series.tags);
  const cast = castPreview(series.cast);
  const close = useRef<HTMLButtonElement>(null);
  // the sheet opens from a tap: put the keyboard where the sheet is, in the commit that shows it
  // (Preact leaves `autoFocus` to the browser, which ignores it once something has had the focus)
  useLayoutEffect(() => close.current?.focus(), []);

  return (
    <Sheet labelledBy="detail-sheet-title" onClose={onClose}>
      <header className="flex items-start justify-between gap-4">
        <h2 dir="auto" id="detail-sheet-title" className="text-xl leading-tight font-bold">
          {series.title}
        </h2>
        <button
          ref={close}
          type="button"
          aria-label={TEXTS.close}
          onClick={onClose}
          className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full border-0 bg-[var(--surface-2)] text-lg text-white"
        >
          ×
        </button>
      </header>
      <dl className="m-0 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-[var(--muted)]">{TEXTS.year}</dt>
          <dd className="m-0">{series.year > 0 ? series.year : TEXTS.notAvailable}</dd>
        </div>
        <div>
          <dt className="text-xs text-[var(--muted)]">{TEXTS.episodes}</dt>
          <dd className="m-0">{TEXTS.episodesCount(episodeCount)}</dd>
        </div>
        {series.language && (
          <div>
            <dt className="text-xs text-[var(--muted)]">{TEXTS.language}</dt>
            <dd className="m-0">{series.language}</dd>
          </div>
        )}
      </dl>
      {series.description && (
        <div className="grid gap-1">
          <h3 className="m-0 text-sm font-semibold">{TEXTS.synopsis}</h3>
          <p dir="auto" className="text-sm text-[var(--muted)]">
            {series.description}
          </p>
        </div>
      )}
      {series.director && (
        <div className="grid gap-1">
          <h3 className="m-0 text-sm font-semibold">{TEXTS.director}</h3>
          <p className="text-sm text-[var(--muted)]">
            <AuthorLink name={series.director} />
          </p>
        </div>
      )}
      {cast.names.length > 0 && (
        <div className="grid gap-1">
          <h3 className="m-0 text-sm font-semibold">{TEXTS.cast}</h3>
          <p data-testid="cast-preview" className="text-sm text-[var(--muted)]">
            <AuthorLinks names={cast.names} />
            {cast.more > 0 && ` ${TEXTS.moreCast(cast.more)}`}
          </p>
        </div>
      )}
      {tags.length > 0 && <TagList tags={tags} />}
    </Sheet>
  );
}
