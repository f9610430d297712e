import { ANALYTICS_TEXTS, type SeriesAnalyticsSummary, type SeriesId } from '@app/contract';
import { useEffect, useRef } from 'react';
import { StatsTable } from './stats-table';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXTS = ANALYTICS_TEXTS;

type Props = {
  series: SeriesAnalyticsSummary[];
  selectedId: SeriesId | undefined;
  onSelect: (id: SeriesId) => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => Promise<unknown>;
};

/**
 * The series table, a page at a time. Load more keeps the focus while it loads (aria-disabled,
 * not disabled, which would drop it), then hands it to the first series it brought in.
 */
export function SeriesList({
  series,
  selectedId,
  onSelect,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: Props) {
  const container = useRef<HTMLDivElement>(null);
  // the row to focus once the next page is in: the first one it brings
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    const row = focusRow.current;
    if (row === null || series.length <= row) return;
    focusRow.current = null;
    container.current?.querySelectorAll<HTMLButtonElement>('tbody button')[row]?.focus();
  }, [series.length]);

  const loadMore = () => {
    if (loadingMore) return;
    focusRow.current = series.length;
    void onLoadMore();
  };

  return (
    <div ref={container} className="grid gap-3">
      <StatsTable
        caption={TEXTS.series}
        rows={series.map((item) => ({
          key: item.series_id,
          label: item.title,
          stats: item,
          selected: item.series_id === selectedId,
          onSelect: () => onSelect(item.series_id),
        }))}
      />
      {hasMore && (
        <button
          type="button"
          aria-disabled={loadingMore}
          onClick={loadMore}
          className={`h-10 cursor-pointer justify-self-center rounded-full bg-[var(--surface-2)] px-5 text-sm font-semibold ring-1 ring-white/10 hover:bg-white/15 ${focusRing} aria-disabled:cursor-wait aria-disabled:opacity-60`}
        >
          {loadingMore ? TEXTS.loadingMore : TEXTS.loadMore}
        </button>
      )}
      {loadMoreFailed && (
        <p role="alert" className="justify-self-center text-sm">
          {TEXTS.loadFailed}
        </p>
      )}
    </div>
  );
}
