import { CMS_PAGE_TEXTS, PRODUCT_NAME, type SeriesSearchRecord } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { EditorOnly, EditorRequired } from '../../../shared/auth/editor-only';
import { usePosterTestSeries } from '../api/catalogue';
import { POSTER_SLOTS } from '../lib/poster-slots';
import { PosterSlotCard } from './poster-slot-card';
import { DocumentTitle } from '../../../lib/document-title';

const TEXTS = CMS_PAGE_TEXTS.posterTest;

/** /poster-test: a poster at every size the site shows one (editors only). */
export function PosterTestPage() {
  return (
    <EditorOnly>
      <PosterTest />
    </EditorOnly>
  );
}

type LocalImage = { name: string; url: string };

/**
 * A local file shown through an object URL, made when it is picked and revoked when another
 * source replaces it or the page goes.
 */
function useLocalImage(): [LocalImage | null, (file: File | null) => void] {
  const [local, setLocal] = useState<LocalImage | null>(null);
  const current = useRef<LocalImage | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
    },
    [],
  );
  const pick = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    current.current = file ? { name: file.name, url: URL.createObjectURL(file) } : null;
    setLocal(current.current);
  }, []);
  return [local, pick];
}

function PosterTest() {
  const series = usePosterTestSeries();
  const [searchParams, setSearchParams] = useSearchParams();
  const [local, pickLocal] = useLocalImage();

  if (isApiError(series.error) && series.error.status === 403) return <EditorRequired />;

  const all: SeriesSearchRecord[] = series.data ?? [];
  const wanted = searchParams.get('series');
  const chosen = local ? undefined : (all.find((item) => item.id === wanted) ?? all[0]);
  const src = local?.url ?? chosen?.thumbnail;

  const chooseSeries = (id: string) => {
    pickLocal(null);
    setSearchParams({ series: id }, { replace: true });
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:px-6">
      <DocumentTitle>{`${TEXTS.title} · ${PRODUCT_NAME}`}</DocumentTitle>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{TEXTS.title}</h1>
        <p className="text-muted">{TEXTS.intro}</p>
      </header>

      <section
        aria-label={TEXTS.source}
        className="flex flex-wrap items-end gap-4 rounded-2xl bg-surface p-4 ring-1 ring-white/10"
      >
        <label className="grid gap-1.5 text-sm">
          <span className="font-medium text-white/85">{TEXTS.series}</span>
          <select
            value={chosen?.id ?? ''}
            onChange={(event) => chooseSeries(event.target.value)}
            disabled={all.length === 0}
            className="h-10 min-w-64 rounded-xl bg-white/[0.06] px-3 text-base text-white ring-1 ring-white/10"
          >
            {local && <option value="">{TEXTS.localFile(local.name)}</option>}
            {all.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1.5 text-sm">
          <span className="font-medium text-white/85">{TEXTS.pickLocal}</span>
          <input
            type="file"
            accept="image/*"
            onChange={(event) => pickLocal(event.target.files?.[0] ?? null)}
            className="text-sm text-white/80 file:me-3 file:rounded-lg file:border-0 file:bg-white/10 file:px-3 file:py-1.5 file:text-white"
          />
        </label>
        {series.isPending && (
          <p role="status" className="text-sm text-muted">
            {TEXTS.loadingCatalogue}
          </p>
        )}
        {series.isError && !local && (
          <p role="alert" className="text-sm text-red-300">
            {TEXTS.catalogueFailed}
          </p>
        )}
      </section>

      {local && <p className="text-sm text-muted">{TEXTS.localNote}</p>}

      {src ? (
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {POSTER_SLOTS.map((slot) => (
            // a new image: its load, not the last one's, says what was requested
            <PosterSlotCard key={`${slot.id}:${src}`} slot={slot} src={src} />
          ))}
        </div>
      ) : (
        !series.isPending && <p className="text-muted">{TEXTS.noSeries}</p>
      )}
    </div>
  );
}
