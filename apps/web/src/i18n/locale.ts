import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_STORAGE_KEY,
  localeDirection,
  negotiateLocale,
  PSEUDO_LOCALE,
  type Locale,
  type PageLocale,
} from '@app/contract';
import type * as CatalogModule from './load-catalog';
import { activeLocale, setActiveLocale } from './locale-store';

// the catalog loader (and Lingui with it) is fetched only for a locale other than English
let catalogs: typeof CatalogModule | undefined;

const storedChoice = (): Locale | undefined => {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The pseudo-locale kept by a development menu's choice (docs/product/i18n.md#pseudo-locale). A
 * production build's first load does not know it: every use is behind `import.meta.env.DEV`.
 */
const pseudoChosen = (): boolean => {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY) === PSEUDO_LOCALE;
  } catch {
    return false;
  }
};

/**
 * The locale to start in (docs/product/i18n.md#choosing): the viewer's own choice, else what the
 * server chose for this page by the browser's languages (`<html lang>`: Accept-Language, or the
 * cookie), else English. A page no server chose for (the development server's: `lang=""`) asks
 * the browser's languages itself.
 */
export const initialLocale = (): Locale => {
  const served = document.documentElement.lang;
  // the pseudo-locale is English to the app
  const stored = import.meta.env.DEV && pseudoChosen() ? DEFAULT_LOCALE : storedChoice();
  if (stored) return stored;
  if (served === '') return negotiateLocale(navigator.languages);
  return isLocale(served) ? served : 'en';
};

/** Shows the page in `locale`: its catalog, `<html lang dir>`, and every mounted text. */
export const activateLocale = async (locale: PageLocale): Promise<void> => {
  // the app starts in English (formats, the first data) and shows the pseudo-locale's texts; a
  // choice is stored before it is shown, so the stored pseudo-locale is the one to show
  if (import.meta.env.DEV && pseudoChosen()) locale = PSEUDO_LOCALE;
  if (locale === 'en') {
    // English needs no catalog: only undo one a previous choice applied
    catalogs?.stopCatalog();
  } else {
    catalogs ??= await import('./load-catalog');
    await catalogs.applyCatalog(locale);
    // the catalog's evaluation and the texts' rewriting are one task, the first render another:
    // yielding between them keeps each short (total blocking time, docs/product/i18n.md#budgets)
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const root = document.documentElement;
  root.lang = locale;
  root.dir = localeDirection(locale);
  if (import.meta.env.DEV && locale === PSEUDO_LOCALE) {
    // the pseudo-locale's texts are the English ones made strange: formats, the series'
    // language and a new account's language stay English
    if (activeLocale() !== DEFAULT_LOCALE) setActiveLocale(DEFAULT_LOCALE);
  } else if (activeLocale() !== locale) setActiveLocale(locale as Locale);
};
