import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from '@app/contract';
import { activateLocale } from './locale';

const YEAR_SECONDS = 365 * 24 * 3600;

/** The viewer's explicit choice: kept for the server (cookie) and this browser, then shown. */
export const chooseLocale = async (locale: Locale): Promise<void> => {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the cookie still keeps it
  }
  await activateLocale(locale);
};
