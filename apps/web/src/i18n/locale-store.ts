import { DEFAULT_LOCALE, type Locale } from '@app/contract';

let current: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

/** The locale the page is shown in now. */
export const activeLocale = (): Locale => current;

export const setActiveLocale = (locale: Locale): void => {
  current = locale;
  for (const listener of listeners) listener();
};

/** Calls `listener` after each change of the locale; returns the unsubscribe. */
export const onLocaleChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
