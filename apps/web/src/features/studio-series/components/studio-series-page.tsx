import { editorQueryState } from '../../../shared/auth/editor-query-state';
import { PRODUCT_NAME, STUDIO_SERIES_TEXTS } from '@app/contract';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EditorOnly } from '../../../shared/auth/editor-only';
import { useStudioSeriesList } from '../api/studio-series';
import { SeriesList } from './series-list';
import { SeriesManager } from './series-manager';
import { DocumentTitle } from '../../../lib/document-title';

const TEXTS = STUDIO_SERIES_TEXTS;

/** /cms/series: what was published, to edit and follow (docs/product/studio.md#managing-series). */
export function StudioSeriesPage() {
  return (
    <EditorOnly>
      <ManageSeries />
    </EditorOnly>
  );
}

function ManageSeries() {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useStudioSeriesList();
  const [notice, setNotice] = useState<string | null>(null);
  const selected = searchParams.get('series');
  const close = () => setSearchParams({}, { replace: true });

  const state = editorQueryState(list, { ...TEXTS, retry: TEXTS.retryLoad }, (content) => (
    <Shell>{content}</Shell>
  ));
  if ('fallback' in state) return state.fallback;

  return (
    <Shell>
      {notice && (
        <p role="status" className="rounded-xl bg-emerald-500/10 p-3 text-sm text-emerald-200">
          {notice}
        </p>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <SeriesList series={state.data.series} selectedId={selected} />
        {selected && (
          <SeriesManager
            key={selected}
            id={selected}
            onClose={close}
            onDeleted={(title) => {
              setNotice(TEXTS.deleted(title));
              close();
            }}
          />
        )}
      </div>
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:px-6">
        <DocumentTitle>{`${TEXTS.heading} · ${PRODUCT_NAME}`}</DocumentTitle>
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold">{TEXTS.heading}</h1>
          <p className="text-muted">{TEXTS.intro}</p>
        </header>
        {children}
      </div>
    </>
  );
}
