import {
  accountLocaleRoute,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  PSEUDO_LOCALE,
  type Locale,
  type PageLocale,
} from '@app/contract';
import { apiCall } from '../lib/api-client';
import { getAuthState } from '../lib/auth/stored-session';
import { activateLocale } from './locale';
import { activeLocale } from './locale-store';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Kept for the server (cookie) and this browser (local storage), then shown. */
const keepAndShow = async (locale: PageLocale): Promise<void> => {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the cookie still keeps it
  }
  // the app counts the pseudo-locale (development only) as English, so a switch to or from it
  // would not render the routes afresh: the page starts again in it
  if (
    import.meta.env.DEV &&
    (locale === PSEUDO_LOCALE || document.documentElement.lang === PSEUDO_LOCALE)
  ) {
    window.location.reload();
    return;
  }
  await activateLocale(locale);
};

/**
 * The viewer's explicit choice (docs/product/i18n.md#choosing): shown at once and kept here, and
 * for a signed-in viewer on the account too, so their other devices and their mails follow.
 */
export const chooseLocale = async (locale: PageLocale): Promise<void> => {
  // the pseudo-locale (development menus) is this browser's only, never an account's
  if (getAuthState().isAuthenticated && isLocale(locale)) {
    // the page changes whatever the network does; a failed save only leaves other devices as they were
    apiCall(accountLocaleRoute, { body: { locale } }).catch(() => undefined);
  }
  await keepAndShow(locale);
};

/** After a sign-in: the account's language, when it has one, becomes this browser's too. */
export const followAccountLocale = async (locale: Locale | null | undefined): Promise<void> => {
  if (locale && locale !== activeLocale()) await keepAndShow(locale);
};
