import './empty-text-holes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, initialLocale } from '../i18n/locale';
import { activeLocale, onLocaleChange, setActiveLocale } from '../i18n/locale-store';
import { startFieldInp } from '../lib/metrics/field-inp-start';
import { AppProviders, createQueryClient } from './providers';
import { AppRouter, preloadInitialRoute } from './router';

/**
 * The entry script is `async`, so nothing held it back until the stylesheet arrived: the first
 * render waits for it, or the page would flash unstyled.
 */
const stylesLoaded = (): Promise<unknown> =>
  Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((link) => link.sheet === null)
      .map(
        (link) =>
          new Promise((resolve) => {
            link.addEventListener('load', resolve, { once: true });
            link.addEventListener('error', resolve, { once: true });
          }),
      ),
  );

/**
 * The app itself, loaded by main.tsx (on the home page once the server-rendered hero image is
 * painted). The page's code, its first data and the locale's catalog come in parallel, so the
 * first render shows the page itself, in its language.
 */
export async function bootApp(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const locale = initialLocale();
  // the first data is asked in the page's language (i18n/content-language.ts), the URL the
  // server's hints preloaded, while the catalog is on its way
  setActiveLocale(locale);
  // the first render is in the viewer's language: no English flash before the catalog arrives
  await Promise.all([
    preloadInitialRoute(queryClient, window.location),
    stylesLoaded(),
    activateLocale(locale),
  ]);
  const root = createRoot(container);
  // a new locale renders the routes afresh: their texts were rewritten in place
  // (i18n/translate-texts.ts) and memoised components would keep the old words; the data cache
  // lives above them, so nothing is fetched again
  const render = () =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppRouter key={activeLocale()} />
        </AppProviders>
      </StrictMode>,
    );
  render();
  onLocaleChange(render);
  startFieldInp();
}
