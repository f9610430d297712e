import {
  LANGUAGES,
  STUDIO_SERIES_TEXTS,
  STUDIO_TEXTS,
  UPLOADS,
  type StudioSeries,
  type UpdateStudioSeriesBody,
} from '@app/contract';
import { useId, useState, type FormEvent } from 'react';
import { useUpdateSeries } from '../api/studio-series';
import { errorText } from '../lib/error-text';
import { splitList } from '../lib/episode-files';
import {
  errorLine,
  fieldLabel,
  panel,
  panelHeading,
  primaryButton,
  textArea,
  textInput,
} from './styles';

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
  const update = useUpdateSeries(series.id);
  const [draft, setDraft] = useState(() => draftOf(series));
  const [saved, setSaved] = useState(false);
  const set = (field: keyof Draft) => (value: string) => {
    setSaved(false);
    setDraft((d) => ({ ...d, [field]: value }));
  };

  const year = Number(draft.year);
  const problems = {
    title: draft.title.trim() ? null : STUDIO_TEXTS.titleRequired,
    director: draft.director.trim() ? null : STUDIO_TEXTS.directorRequired,
    year: Number.isInteger(year) && year >= UPLOADS.yearMin && year <= UPLOADS.yearMax ? null : '',
  };
  const valid = Object.values(problems).every((p) => p === null);
  const changes = changesOf(draft, series);
  const changed = Object.keys(changes).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !changed) return;
    update.mutate(changes, { onSuccess: () => setSaved(true) });
  };

  return (
    <form aria-labelledby={`${id}-heading`} className={panel} onSubmit={submit} noValidate>
      <h3 id={`${id}-heading`} className={panelHeading}>
        {TEXTS.details}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <label className={fieldLabel}>
          {TEXTS.title}
          <input
            className={textInput}
            value={draft.title}
            maxLength={200}
            aria-invalid={problems.title !== null}
            onChange={(e) => set('title')(e.target.value)}
          />
          {problems.title && <span className={errorLine}>{problems.title}</span>}
        </label>
        <label className={fieldLabel}>
          {TEXTS.director}
          <input
            className={textInput}
            value={draft.director}
            maxLength={200}
            aria-invalid={problems.director !== null}
            onChange={(e) => set('director')(e.target.value)}
          />
          {problems.director && <span className={errorLine}>{problems.director}</span>}
        </label>
        <label className={fieldLabel}>
          {TEXTS.language}
          <select
            className={textInput}
            value={draft.language}
            onChange={(e) => set('language')(e.target.value)}
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
        </label>
        <label className={fieldLabel}>
          {TEXTS.year}
          <input
            className={textInput}
            type="number"
            inputMode="numeric"
            min={UPLOADS.yearMin}
            max={UPLOADS.yearMax}
            value={draft.year}
            aria-invalid={problems.year !== null}
            onChange={(e) => set('year')(e.target.value)}
          />
        </label>
        <label className={`${fieldLabel} md:col-span-2`}>
          {TEXTS.description}
          <textarea
            className={textArea}
            value={draft.description}
            maxLength={5000}
            onChange={(e) => set('description')(e.target.value)}
          />
        </label>
        <label className={fieldLabel}>
          {TEXTS.tags}
          <input
            className={textInput}
            value={draft.tags}
            onChange={(e) => set('tags')(e.target.value)}
          />
        </label>
        <label className={fieldLabel}>
          {TEXTS.cast}
          <input
            className={textInput}
            value={draft.cast}
            onChange={(e) => set('cast')(e.target.value)}
          />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className={primaryButton}
          disabled={!valid || !changed || update.isPending}
        >
          {update.isPending ? TEXTS.saving : TEXTS.save}
        </button>
        <p role="status" className="text-sm text-muted">
          {saved && !changed ? TEXTS.saved : ''}
        </p>
        {update.isError && (
          <p role="alert" className={errorLine}>
            {errorText(update.error)}
          </p>
        )}
      </div>
    </form>
  );
}
