import {
  CATALOGUE_TEXTS,
  PAGE_ROUTES,
  PLAYER_TEXTS,
  SHELL_TEXTS,
  type SeriesId,
  seriesIdSchema,
} from '@app/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { disposeEarlyPlayback } from '../../../lib/player/lib/early-playback';
import { isApiError } from '../../../lib/api-error';
import { useSeries } from '../api/get-series';
import { useResumePoint } from '../hooks/use-resume-point';
import { DEFAULT_SERIES_ID } from '../lib/episodes';
import { PlayMessage } from './play-message';
import { PlayView } from './play-view';

/** /play?id={id}&episode={n} (docs/product/play.md#play-page); no site header. */
export function PlayPage() {
  const [searchParams] = useSearchParams();
  // an early start nobody took when the viewer leaves /play (StrictMode's rehearsal of an
  // unmount happens on /play itself and must leave it alone)
  useEffect(
    () => () => {
      if (window.location.pathname !== PAGE_ROUTES.play) disposeEarlyPlayback();
    },
    [],
  );
  const id = searchParams.get('id') || DEFAULT_SERIES_ID;
  const parsed = seriesIdSchema.safeParse(id);
  // a malformed id names no series: the same answer as an unknown one
  if (!parsed.success) return <PlayMessage text={PLAYER_TEXTS.notFound} seriesId={id} />;
  return <SeriesLoader id={parsed.data} />;
}

function SeriesLoader({ id }: { id: SeriesId }) {
  const [searchParams] = useSearchParams();
  const { data, error, status, refetch } = useSeries(id);
  // fetched alongside the series: without an episode in the URL, /play continues where it left
  const resume = useResumePoint(id, searchParams.has('episode'));
  if (status === 'pending') return <PlaySkeleton />;
  if (status === 'error') {
    disposeEarlyPlayback();
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return <PlayMessage text={PLAYER_TEXTS.notFound} seriesId={id} />;
    }
    return (
      <PlayMessage
        text={CATALOGUE_TEXTS.detail.loadFailed}
        seriesId={id}
        onRetry={() => void refetch()}
      />
    );
  }
  if (resume.status === 'pending') return <PlaySkeleton />;
  return <PlayView series={data} resume={resume.position} />;
}

function PlaySkeleton() {
  return (
    <div className="mx-auto grid max-w-[1600px] gap-4 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-6 lg:p-6">
      <p
        role="status"
        className="grid h-[min(calc(100vw*16/9),76dvh)] place-items-center bg-black text-[var(--muted)] lg:mt-14 lg:h-[calc(100dvh-7.5rem)] lg:rounded-xl"
      >
        {SHELL_TEXTS.loading}
      </p>
    </div>
  );
}
