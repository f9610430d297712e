import { z } from 'zod';
import { defineTexts } from '../common/texts';
import { LOCALES, negotiateLocale, type Locale } from '../i18n/locales';

/**
 * A series' title and description in the viewer's language (docs/product/i18n.md#series-in-the-viewers-language):
 * an editor adds them per locale in the studio; the catalogue answers in the locale a call asks
 * for with `?lang=`, falling back to the series' own text.
 */

export const SERIES_TRANSLATION_TEXTS = /* @__PURE__ */ defineTexts('seriesTranslation', {
  titleRequired: 'A translated title is required',
  // the studio's editor
  heading: 'Title and description in other languages',
  hint: 'Viewers whose page is in that language see these, others the original. Leave a title empty for none.',
  title: 'Title',
  description: 'Description',
});

export const seriesTranslationSchema = z.object({
  title: z
    .string({ error: SERIES_TRANSLATION_TEXTS.titleRequired })
    .trim()
    .min(1, SERIES_TRANSLATION_TEXTS.titleRequired)
    .max(200),
  description: z.string().max(5000).default(''),
});
export type SeriesTranslation = z.output<typeof seriesTranslationSchema>;

const localeSchema = z.enum(LOCALES);

/** A series' translations by locale, as the studio reads them. */
export const seriesTranslationsSchema = z.partialRecord(localeSchema, seriesTranslationSchema);
export type SeriesTranslations = z.output<typeof seriesTranslationsSchema>;

/** A PATCH's translations: each locale given is set, or removed with null; others stay. */
export const seriesTranslationsPatchSchema = z.partialRecord(
  localeSchema,
  seriesTranslationSchema.nullable(),
);
export type SeriesTranslationsPatch = z.input<typeof seriesTranslationsPatchSchema>;

/** The locale a `lang` (catalogueLanguageQuerySchema) asks for, or null for the original texts. */
export const requestedTextLocale = (lang: string | undefined): Locale | null => {
  if (!lang) return null;
  const locale = negotiateLocale([lang]);
  // negotiateLocale falls back to English: only an English tag asks for English
  return locale === 'en' && !/^en\b/i.test(lang) ? null : locale;
};

/** A title and description in `locale` when the series has them there, else its own. */
export const translatedText = (
  original: { title: string; description: string },
  translations: SeriesTranslations | null | undefined,
  locale: Locale | null,
): { title: string; description: string; textLocale: Locale | null } => {
  const translation = locale ? translations?.[locale] : undefined;
  return translation
    ? { title: translation.title, description: translation.description, textLocale: locale }
    : { ...original, textLocale: null };
};

/** Every translated title: what search matches besides the series' own title. */
export const translatedTitles = (translations: SeriesTranslations | null | undefined): string[] =>
  Object.values(translations ?? {}).map((t) => t.title);
