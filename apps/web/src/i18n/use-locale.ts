import { useSyncExternalStore } from 'react';
import type { Locale } from '@app/contract';
import { activeLocale, onLocaleChange } from './locale-store';

/** The active locale; the component renders again when it changes (the language menus). */
export const useLocale = (): Locale =>
  useSyncExternalStore(onLocaleChange, activeLocale, activeLocale);
