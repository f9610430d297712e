/**
 * The product's languages (docs/product/i18n.md). English is the source: the spec's texts as they
 * are. Each other locale is one catalog of messages (catalogs/<locale>.json).
 */
export const LOCALES = ['en', 'es', 'pt-BR', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as the language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

/** Where a viewer's explicit choice is kept: a cookie the server reads, and local storage. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_STORAGE_KEY = 'reelforge.locale';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The pseudo-locale (docs/product/i18n.md#pseudo-locale): the English texts accented and made
 * longer, to find text that is not translated and layouts that break in longer languages. A
 * development tool: never offered to viewers, never sent to the server (its texts are English, so
 * the page counts as English there).
 */
export const PSEUDO_LOCALE = 'en-XA';
/** A locale a page may be shown in: a product locale, or the pseudo-locale where it is enabled. */
export type PageLocale = Locale | typeof PSEUDO_LOCALE;

export const localeDirection = (locale: PageLocale): 'ltr' | 'rtl' =>
  locale === 'ar' ? 'rtl' : 'ltr';

/**
 * The first supported locale among `preferred` (BCP 47 tags, most wanted first): an exact match,
 * else the language alone (`pt-PT` → pt-BR, `es-MX` → es, `ar-EG` → ar); English when none is.
 */
export const negotiateLocale = (preferred: readonly string[]): Locale => {
  for (const tag of preferred) {
    const wanted = tag.trim().toLowerCase();
    if (wanted === '') continue;
    const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
    if (exact) return exact;
    const language = wanted.split('-')[0];
    const sameLanguage = LOCALES.find((l) => l.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
};

/** An Accept-Language header's tags, by descending q (ties keep their order); `*` is dropped. */
export const parseAcceptLanguage = (header: string | undefined): string[] => {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
};
