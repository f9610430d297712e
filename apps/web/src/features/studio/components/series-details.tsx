import { CMS_PAGE_TEXTS, LANGUAGES, STUDIO_TEXTS } from '@app/contract';
import { useId, useState } from 'react';
import { YEARS, type SeriesFormValues } from '../lib/series-form';
import { ListField } from './list-field';
import { TagField } from './tag-field';
import { TextInputField } from './text-input-field';
import { fieldLabel, panel, panelHeading, textInput } from './studio-styles';

const TEXTS = CMS_PAGE_TEXTS;

type SeriesDetailsProps = {
  values: SeriesFormValues;
  onChange: (patch: Partial<SeriesFormValues>) => void;
};

/** The series' own fields (docs/product/studio.md#series-form). */
export function SeriesDetails({ values, onChange }: SeriesDetailsProps) {
  const languageId = useId();
  const yearId = useId();
  // a required field says so once the editor has been in it and left it empty
  const [left, setLeft] = useState<ReadonlySet<'title' | 'director'>>(new Set());
  const leave = (field: 'title' | 'director') => setLeft((fields) => new Set(fields).add(field));
  const required = (field: 'title' | 'director', message: string) =>
    left.has(field) && !values[field].trim() ? message : null;

  return (
    <section aria-labelledby={`${languageId}-heading`} className={panel}>
      <h2 id={`${languageId}-heading`} className={panelHeading}>
        {TEXTS.detailsHeading}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextInputField
          label={TEXTS.title}
          value={values.title}
          required
          maxLength={200}
          onChange={(title) => onChange({ title })}
          onBlur={() => leave('title')}
          error={required('title', STUDIO_TEXTS.titleRequired)}
        />
        <TextInputField
          label={TEXTS.director}
          value={values.director}
          required
          maxLength={200}
          onChange={(director) => onChange({ director })}
          onBlur={() => leave('director')}
          error={required('director', STUDIO_TEXTS.directorRequired)}
        />
        <div className="grid content-start gap-1.5">
          <label htmlFor={languageId} className={fieldLabel}>
            {TEXTS.language}
          </label>
          <select
            id={languageId}
            value={values.language}
            onChange={(event) =>
              onChange({ language: event.target.value as SeriesFormValues['language'] })
            }
            className={textInput}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor={yearId} className={fieldLabel}>
            {TEXTS.year}
          </label>
          {/* a list of the allowed years: the year is never out of range (1900–2030) */}
          <select
            id={yearId}
            value={values.year}
            onChange={(event) => onChange({ year: Number(event.target.value) })}
            className={textInput}
          >
            {YEARS.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div className="md:col-span-2">
          <TextInputField
            label={TEXTS.cast}
            hint={TEXTS.castHint}
            value={values.cast}
            maxLength={2000}
            onChange={(cast) => onChange({ cast })}
          />
        </div>
        <div className="md:col-span-2">
          <TextInputField
            label={TEXTS.description}
            value={values.description}
            multiline
            maxLength={5000}
            onChange={(description) => onChange({ description })}
          />
        </div>
      </div>
      <TagField tags={values.tags} onChange={(tags) => onChange({ tags })} />
      <ListField lists={values.lists} onChange={(lists) => onChange({ lists })} />
    </section>
  );
}
