import { STUDIO_SERIES_TEXTS, pagePaths, type StudioSeries } from '@app/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useDeleteSeries, useStudioSeries, useUpdateSeries } from '../api/studio-series';
import { errorText } from '../lib/error-text';
import { ConfirmButton } from './confirm-button';
import { EpisodesPanel } from './episodes-panel';
import { ListMembership } from './list-membership';
import { PosterReplace } from './poster-replace';
import { SeriesDetailsForm } from './series-details-form';
import { SeriesPricingForm } from './series-pricing-form';
import { SeriesReleaseForm } from './series-release-form';
import { SeriesTranslationsForm } from './series-translations-form';
import { dangerButton, secondaryButton } from '../../../components/ui/button';
import { fieldError } from '../../../components/ui/form-field';
import { panel, panelHeading } from '../../../components/ui/panel';
import { chip } from './chip';

const TEXTS = STUDIO_SERIES_TEXTS;

type SeriesManagerProps = {
  id: string;
  onClose: () => void;
  onDeleted: (title: string) => void;
};

/** Everything about one series: details, poster, lists, publishing, episodes, deletion. */
export function SeriesManager({ id, onClose, onDeleted }: SeriesManagerProps) {
  const query = useStudioSeries(id);
  if (query.status === 'pending') {
    return (
      <p role="status" className="text-muted">
        {TEXTS.loading}
      </p>
    );
  }
  if (query.status === 'error') {
    const gone = isApiError(query.error) && query.error.status === 404;
    return (
      <p role="alert" className={fieldError}>
        {gone ? TEXTS.seriesNotFound(id) : errorText(query.error)}
      </p>
    );
  }
  return <Manager series={query.data} onClose={onClose} onDeleted={onDeleted} />;
}

function Manager({
  series,
  onClose,
  onDeleted,
}: {
  series: StudioSeries;
  onClose: () => void;
  onDeleted: (title: string) => void;
}) {
  const id = useId();
  const update = useUpdateSeries(series.id);
  const remove = useDeleteSeries(series.id);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <h2
          id={`${id}-title`}
          dir="auto"
          className="w-full min-w-0 truncate text-2xl font-bold sm:w-auto sm:flex-1"
        >
          {series.published ? (
            <Link to={pagePaths.video(series.id)} className="hover:underline">
              {series.title}
            </Link>
          ) : (
            series.title
          )}
        </h2>
        <span
          className={`${chip} ${
            series.published
              ? 'bg-emerald-500/15 text-emerald-300'
              : 'bg-amber-500/15 text-amber-300'
          }`}
        >
          {series.published ? TEXTS.published : TEXTS.unpublished}
        </span>
        <button
          type="button"
          className={secondaryButton}
          disabled={update.isPending}
          onClick={() => update.mutate({ published: !series.published })}
        >
          {series.published ? TEXTS.unpublish : TEXTS.publish}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {TEXTS.close}
        </button>
      </header>
      <p className="text-sm text-muted">
        {series.published ? TEXTS.publishedNote : TEXTS.unpublishedNote}
      </p>
      {update.isError && (
        <p role="alert" className={fieldError}>
          {errorText(update.error)}
        </p>
      )}
      <EpisodesPanel series={series} />
      <SeriesDetailsForm key={series.id} series={series} />
      <SeriesPricingForm key={`${series.id}-pricing`} series={series} />
      <SeriesReleaseForm key={`${series.id}-release`} series={series} />
      <SeriesTranslationsForm key={`${series.id}-translations`} series={series} />
      <PosterReplace series={series} />
      <ListMembership series={series} />
      <section aria-labelledby={`${id}-danger`} className={`${panel} ring-red-400/30`}>
        <h3 id={`${id}-danger`} className={panelHeading}>
          {TEXTS.dangerZone}
        </h3>
        <ConfirmButton
          label={TEXTS.deleteSeries}
          question={TEXTS.confirmDeleteSeries(series.title)}
          className={`${dangerButton} w-fit`}
          disabled={remove.isPending}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => onDeleted(series.title) })}
        />
        {remove.isError && (
          <p role="alert" className={fieldError}>
            {errorText(remove.error)}
          </p>
        )}
      </section>
    </section>
  );
}
