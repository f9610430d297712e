import {
  LANGUAGES,
  STUDIO_SERIES_TEXTS,
  STUDIO_TEXTS,
  UPLOADS,
  type StudioSeries,
  type UpdateStudioSeriesBody,
} from '@app/contract';
import { useId } from 'react';
import { FormField, textArea, textInput } from '../../../components/ui/form-field';
import { panel, panelHeading } from '../../../components/ui/panel';
import { useSeriesDraft } from '../hooks/use-series-draft';
import { splitList } from '../lib/episode-files';
import { SaveFooter } from './save-footer';

const TEXTS = STUDIO_SERIES_TEXTS;

type Draft = {
  title: string;
  director: string;
  language: string;
  year: string;
  description: string;
  tags: string;
  cast: string;
};

const draftOf = (series: StudioSeries): Draft => ({
  title: series.title,
  director: series.director,
  language: series.language,
  year: String(series.year),
  description: series.description,
  tags: series.tags.join(', '),
  cast: series.cast.join(', '),
});

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** The fields that differ from the series: an edit sends only what changed. */
const changesOf = (draft: Draft, series: StudioSeries): UpdateStudioSeriesBody => {
  const changes: UpdateStudioSeriesBody = {};
  if (draft.title.trim() !== series.title) changes.title = draft.title.trim();
  if (draft.director.trim() !== series.director) changes.director = draft.director.trim();
  if (draft.language !== series.language) {
    changes.language = draft.language as (typeof LANGUAGES)[number];
  }
  if (Number(draft.year) !== series.year) changes.year = Number(draft.year);
  if (draft.description !== series.description) changes.description = draft.description;
  const tags = splitList(draft.tags);
  if (!sameList(tags, series.tags)) changes.tags = tags;
  const cast = splitList(draft.cast);
  if (!sameList(cast, series.cast)) changes.cast = cast;
  return changes;
};

/** Title, director, language, year, description, tags and cast; saved as one partial edit. */
export function SeriesDetailsForm({ series }: { series: StudioSeries }) {
  const id = useId();
  const { draft, set, save, update, saved } = useSeriesDraft(series, draftOf);

  const year = Number(draft.year);
  const problems = {
    title: draft.title.trim() ? null : STUDIO_TEXTS.titleRequired,
    director: draft.director.trim() ? null : STUDIO_TEXTS.directorRequired,
    year: Number.isInteger(year) && year >= UPLOADS.yearMin && year <= UPLOADS.yearMax ? null : '',
  };
  const valid = Object.values(problems).every((p) => p === null);
  const changes = changesOf(draft, series);
  const changed = Object.keys(changes).length > 0;

  return (
    <form
      aria-labelledby={`${id}-heading`}
      className={panel}
      onSubmit={(event) => save(event, changes, valid)}
      noValidate
    >
      <h3 id={`${id}-heading`} className={panelHeading}>
        {TEXTS.details}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={TEXTS.title} error={problems.title}>
          {(control) => (
            <input
              {...control}
              className={textInput}
              value={draft.title}
              maxLength={200}
              onChange={(e) => set('title', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={TEXTS.director} error={problems.director}>
          {(control) => (
            <input
              {...control}
              className={textInput}
              value={draft.director}
              maxLength={200}
              onChange={(e) => set('director', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={TEXTS.language}>
          {(control) => (
            <select
              {...control}
              className={textInput}
              value={draft.language}
              onChange={(e) => set('language', e.target.value)}
            >
              {(LANGUAGES as readonly string[]).includes(draft.language) ? null : (
                <option value={draft.language}>{draft.language}</option>
              )}
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {language}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={TEXTS.year} invalid={problems.year !== null}>
          {(control) => (
            <input
              {...control}
              className={textInput}
              type="number"
              inputMode="numeric"
              min={UPLOADS.yearMin}
              max={UPLOADS.yearMax}
              value={draft.year}
              onChange={(e) => set('year', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={TEXTS.description} className="md:col-span-2">
          {(control) => (
            <textarea
              {...control}
              className={textArea}
              value={draft.description}
              maxLength={5000}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={TEXTS.tags}>
          {(control) => (
            <input
              {...control}
              className={textInput}
              value={draft.tags}
              onChange={(e) => set('tags', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={TEXTS.cast}>
          {(control) => (
            <input
              {...control}
              className={textInput}
              value={draft.cast}
              onChange={(e) => set('cast', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <SaveFooter
        canSave={valid && changed}
        pending={update.isPending}
        saved={saved && !changed}
        error={update.error}
      />
    </form>
  );
}
