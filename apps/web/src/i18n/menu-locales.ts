import { LOCALE_NAMES, LOCALES, PSEUDO_LOCALE, type Locale, type PageLocale } from '@app/contract';

// the development server (`npm run dev -w @app/web`); a production build keeps none of it
const offersPseudo = import.meta.env.MODE === 'development';

/**
 * The language menus' choices: the development server offers the pseudo-locale after the
 * languages (docs/product/i18n.md#pseudo-locale); a production build's menus never list it.
 */
export const MENU_LOCALES: readonly PageLocale[] = offersPseudo
  ? [...LOCALES, PSEUDO_LOCALE]
  : LOCALES;

export const isMenuLocale = (value: string): value is PageLocale =>
  (MENU_LOCALES as readonly string[]).includes(value);

/** Each choice in its own name; the pseudo-locale by its tag (a developer's, not a language). */
export const menuLocaleName = (locale: PageLocale): string =>
  offersPseudo && locale === PSEUDO_LOCALE
    ? `Pseudo (${PSEUDO_LOCALE})`
    : LOCALE_NAMES[locale as Locale];
