import { editorQueryState } from '../../../shared/auth/editor-query-state';
import {
  ANALYTICS_TEXTS,
  PRODUCT_NAME,
  seriesIdSchema,
  type SeriesAnalyticsSummary,
  type SeriesId,
} from '@app/contract';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EditorOnly } from '../../../shared/auth/editor-only';
import { useSeriesAnalyticsList } from '../api/get-analytics';
import { InteractionLatency } from './interaction-latency';
import { SeriesAnalyticsDetail } from './series-analytics-detail';
import { SeriesList } from './series-list';
import { DocumentTitle } from '../../../lib/document-title';

const TEXTS = ANALYTICS_TEXTS;

/** /cms/analytics: how viewers watch each series and episode (editors only). */
export function AnalyticsPage() {
  return (
    <EditorOnly>
      <Analytics />
    </EditorOnly>
  );
}

function Analytics() {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useSeriesAnalyticsList();

  const state = editorQueryState(list, TEXTS, (content) => <Shell>{content}</Shell>);
  if ('fallback' in state) return state.fallback;

  const series = state.data.pages.flatMap((page) => page.series);
  const wanted = seriesIdSchema.safeParse(searchParams.get('series')).data;
  const selected: SeriesAnalyticsSummary | undefined =
    series.find((item) => item.series_id === wanted) ?? (wanted ? undefined : series[0]);
  const selectedId = selected?.series_id ?? wanted;
  const choose = (id: SeriesId) => setSearchParams({ series: id }, { replace: true });

  return (
    <Shell>
      {series.length === 0 ? (
        <p className="text-[var(--muted)]">{TEXTS.noSeries}</p>
      ) : (
        <>
          <SeriesList
            series={series}
            selectedId={selectedId}
            onSelect={choose}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            loadMoreFailed={list.isFetchNextPageError}
            onLoadMore={() => list.fetchNextPage()}
          />
          {selectedId && (
            <SeriesAnalyticsDetail key={selectedId} seriesId={selectedId} summary={selected} />
          )}
        </>
      )}
      <InteractionLatency />
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 md:px-6 lg:px-12">
      <DocumentTitle>{`${TEXTS.heading} · ${PRODUCT_NAME}`}</DocumentTitle>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{TEXTS.heading}</h1>
        <p className="text-[var(--muted)]">{TEXTS.intro}</p>
      </header>
      {children}
    </div>
  );
}
