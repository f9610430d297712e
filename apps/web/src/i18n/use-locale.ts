import { useSyncExternalStore } from 'react';
import { PSEUDO_LOCALE, type PageLocale } from '@app/contract';
import { activeLocale, onLocaleChange } from './locale-store';

// the store counts the pseudo-locale (development only) as English; `<html lang>` tells them apart
const pageLocale = (): PageLocale =>
  import.meta.env.DEV && document.documentElement.lang === PSEUDO_LOCALE
    ? PSEUDO_LOCALE
    : activeLocale();

/** The page's locale; the component renders again when it changes (the language menus). */
export const useLocale = (): PageLocale =>
  useSyncExternalStore(onLocaleChange, pageLocale, pageLocale);
