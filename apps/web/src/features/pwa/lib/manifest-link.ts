import { isLocale, webManifestPath } from '@app/contract';
import { activeLocale, onLocaleChange } from '../../../i18n/locale-store';

/**
 * Keeps the page's `<link rel="manifest">` on the active locale's manifest
 * (docs/product/pwa.md#web-manifest): the server links the page's first language, and a viewer
 * who then picks another installs the app named in that one. Returns the unsubscribe.
 */
export const followLocaleWithManifest = (): (() => void) => {
  const sync = () => {
    const link = document.querySelector('link[rel="manifest"]');
    const locale: string = activeLocale();
    // a development locale (the pseudo-locale) has no manifest of its own
    const href = webManifestPath(isLocale(locale) ? locale : 'en');
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  sync();
  return onLocaleChange(sync);
};
