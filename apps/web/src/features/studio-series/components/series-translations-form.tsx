import {
  LOCALE_NAMES,
  LOCALES,
  SERIES_TRANSLATION_TEXTS,
  localeDirection,
  type Locale,
  type StudioSeries,
  type UpdateStudioSeriesBody,
} from '@app/contract';
import { useId } from 'react';
import { FormField, textInput } from '../../../components/ui/form-field';
import { panel, panelHeading } from '../../../components/ui/panel';
import { useSeriesDraft } from '../hooks/use-series-draft';
import { SaveFooter } from './save-footer';

const TEXTS = SERIES_TRANSLATION_TEXTS;

type Draft = Record<Locale, { title: string; description: string }>;

const draftOf = (series: StudioSeries): Draft =>
  Object.fromEntries(
    LOCALES.map((locale) => {
      const stored = series.translations[locale];
      return [locale, { title: stored?.title ?? '', description: stored?.description ?? '' }];
    }),
  ) as Draft;

/**
 * The series' title and description per language (docs/product/i18n.md#series-in-the-viewers-language):
 * a language with a title is set, one whose title was emptied is removed.
 */
export function SeriesTranslationsForm({ series }: { series: StudioSeries }) {
  const id = useId();
  const { draft, set, save, update, saved } = useSeriesDraft(series, draftOf);

  const translations: NonNullable<UpdateStudioSeriesBody['translations']> = {};
  const problems: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const title = draft[locale].title.trim();
    const { description } = draft[locale];
    const stored = series.translations[locale];
    if (title === '') {
      if (description.trim() !== '') problems[locale] = TEXTS.titleRequired;
      else if (stored) translations[locale] = null;
    } else if (title !== stored?.title || description !== stored.description) {
      translations[locale] = { title, description };
    }
  }
  const valid = Object.keys(problems).length === 0;
  const changed = Object.keys(translations).length > 0;
  const changes: UpdateStudioSeriesBody = changed ? { translations } : {};

  return (
    <form
      aria-labelledby={`${id}-heading`}
      className={panel}
      onSubmit={(event) => save(event, changes, valid)}
      noValidate
    >
      <h3 id={`${id}-heading`} className={panelHeading}>
        {TEXTS.heading}
      </h3>
      <p className="text-sm text-muted">{TEXTS.hint}</p>
      {LOCALES.map((locale) => (
        <fieldset key={locale} className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <legend lang={locale} className="mb-2 text-sm font-semibold">
            {LOCALE_NAMES[locale]}
          </legend>
          <FormField label={TEXTS.title} error={problems[locale] ?? null}>
            {(control) => (
              <input
                {...control}
                className={textInput}
                lang={locale}
                dir={localeDirection(locale)}
                maxLength={200}
                value={draft[locale].title}
                onChange={(e) => set(locale, { ...draft[locale], title: e.target.value })}
              />
            )}
          </FormField>
          <FormField label={TEXTS.description}>
            {(control) => (
              <textarea
                {...control}
                className={`${textInput} min-h-20`}
                lang={locale}
                dir={localeDirection(locale)}
                maxLength={5000}
                value={draft[locale].description}
                onChange={(e) => set(locale, { ...draft[locale], description: e.target.value })}
              />
            )}
          </FormField>
        </fieldset>
      ))}
      <SaveFooter
        canSave={valid && changed}
        pending={update.isPending}
        saved={saved && !changed}
        error={update.error}
      />
    </form>
  );
}
