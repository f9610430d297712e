import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
 * painted). The page's code and first data come in parallel, so the first render shows the page
 * itself.
 */
export async function bootApp(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  await Promise.all([preloadInitialRoute(queryClient, window.location), stylesLoaded()]);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}
