import { CMS_PAGE_TEXTS, LANGUAGES, STUDIO_TEXTS } from '@app/contract';
import { useId, useState } from 'react';
import { YEARS, type SeriesFormValues } from '../lib/series-form';
import { ListField } from './list-field';
import { TagField } from './tag-field';
import { TextInputField } from './text-input-field';
import { FormField, textInput } from '../../../components/ui/form-field';
import { panel, panelHeading } from '../../../components/ui/panel';

const TEXTS = CMS_PAGE_TEXTS;

type SeriesDetailsProps = {
  values: SeriesFormValues;
  onChange: (patch: Partial<SeriesFormValues>) => void;
};

/** The series' own fields (docs/product/studio.md#series-form). */
export function SeriesDetails({ values, onChange }: SeriesDetailsProps) {
  const id = useId();
  // a required field says so once the editor has been in it and left it empty
  const [left, setLeft] = useState<ReadonlySet<'title' | 'director'>>(new Set());
  const leave = (field: 'title' | 'director') => setLeft((fields) => new Set(fields).add(field));
  const required = (field: 'title' | 'director', message: string) =>
    left.has(field) && !values[field].trim() ? message : null;

  return (
    <section aria-labelledby={`${id}-heading`} className={panel}>
      <h2 id={`${id}-heading`} className={panelHeading}>
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
        <FormField label={TEXTS.language}>
          {(control) => (
            <select
              {...control}
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
          )}
        </FormField>
        <FormField label={TEXTS.year}>
          {(control) => (
            // a list of the allowed years: the year is never out of range (1900–2030)
            <select
              {...control}
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
          )}
        </FormField>
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
