import {
  CATALOGUE_TEXTS,
  PAGE_ROUTES,
  SHELL_TEXTS,
  PRODUCT_NAME,
  seriesIdSchema,
  type SeriesId,
} from '@app/contract';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useVideoDetail } from '../api/get-video-detail';
import { SeriesDetail } from './series-detail';
import { focusRing } from '../../../components/ui/focus-ring';
import { DocumentTitle } from '../../../lib/document-title';

const TEXT = CATALOGUE_TEXTS.detail;

/** /video/:id (docs/product/catalogue.md#series-page). */
export function SeriesPage() {
  const { id } = useParams();
  const parsed = seriesIdSchema.safeParse(id);
  if (!parsed.success) return <SeriesMessage text={TEXT.invalidId} />;
  return <SeriesDetailLoader id={parsed.data} />;
}

function SeriesDetailLoader({ id }: { id: SeriesId }) {
  const { data, error, status } = useVideoDetail(id);
  if (status === 'pending') return <SeriesLoading />;
  if (status === 'error') return <SeriesMessage text={messageFor(error)} />;
  // until the action buttons' chunk is in too: the page shows whole, nothing moves in later
  return (
    <Suspense fallback={<SeriesLoading />}>
      <SeriesDetail series={data} />
    </Suspense>
  );
}

function SeriesLoading() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <p role="status" className="sr-only">
        {SHELL_TEXTS.loading}
      </p>
      <div aria-hidden="true" className="flex animate-pulse gap-4 md:gap-8">
        <div className="aspect-2/3 w-30 shrink-0 rounded-lg bg-surface md:w-52 lg:w-60" />
        <div className="grid flex-1 content-start gap-3 pt-2">
          <div className="h-8 w-2/3 rounded bg-surface" />
          <div className="h-4 w-1/3 rounded bg-surface" />
        </div>
      </div>
    </div>
  );
}

function messageFor(error: Error): string {
  if (isApiError(error) && error.status === 404) return TEXT.notFound;
  // the server refuses a malformed id with 400 before any lookup
  if (isApiError(error) && error.status === 400) return TEXT.invalidId;
  return TEXT.loadFailed;
}

function SeriesMessage({ text }: { text: string }) {
  return (
    <section
      role="alert"
      className="mx-auto my-16 grid max-w-md justify-items-center gap-5 rounded-2xl bg-surface px-6 py-10 text-center ring-1 ring-white/5"
    >
      <DocumentTitle>{`${text} · ${PRODUCT_NAME}`}</DocumentTitle>
      <h1 className="text-xl font-bold md:text-2xl">{text}</h1>
      <Link
        to={PAGE_ROUTES.home}
        className={`rounded-md bg-accent px-6 py-2.5 font-semibold text-white transition hover:brightness-110 ${focusRing}`}
      >
        {TEXT.goHome}
      </Link>
    </section>
  );
}
