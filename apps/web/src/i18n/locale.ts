import { isLocale, LOCALE_STORAGE_KEY, localeDirection, type Locale } from '@app/contract';
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
 * The locale to start in (docs/product/i18n.md#choosing): the viewer's own choice, else what the
 * server chose for this page by the browser's languages (`<html lang>`: Accept-Language, or the
 * cookie), else English.
 */
export const initialLocale = (): Locale => {
  const served = document.documentElement.lang;
  return storedChoice() ?? (isLocale(served) ? served : 'en');
};

/** Shows the page in `locale`: its catalog, `<html lang dir>`, and every mounted text. */
export const activateLocale = async (locale: Locale): Promise<void> => {
  if (locale === 'en') {
    // English needs no catalog: only undo one a previous choice applied
    catalogs?.stopCatalog();
  } else {
    catalogs ??= await import('./load-catalog');
    await catalogs.applyCatalog(locale);
  }
  const root = document.documentElement;
  root.lang = locale;
  root.dir = localeDirection(locale);
  if (activeLocale() !== locale) setActiveLocale(locale);
};
