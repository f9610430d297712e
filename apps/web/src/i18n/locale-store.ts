import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@app/contract';

let current: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

/** The locale the page is shown in now. */
export const activeLocale = (): Locale => current;

export const setActiveLocale = (locale: Locale): void => {
  current = locale;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The active locale; the component renders again when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, activeLocale, activeLocale);
