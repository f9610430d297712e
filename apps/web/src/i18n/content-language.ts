import { activeLocale } from './locale-store';

/**
 * The catalogue calls' query: series titles and descriptions in the page's language, where the
 * editor gave them (docs/product/i18n.md#series-in-the-viewers-language). The page's hints
 * preload the same URL (apps/server/src/modules/web-shell/page-hints.ts).
 */
export const contentLanguage = () => ({ lang: activeLocale() });
