import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { homeShellPainted } from '../features/home/lib/home-shell-painted';
import { AppProviders, createQueryClient } from './providers';
import { AppRouter, preloadInitialRoute } from './router';

/** How long the first render gives the home shell's hero image (server-rendered in #root). */
const HOME_SHELL_BUDGET_MS = 1000;

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
 * The app itself, loaded by main.tsx. The page's code and first data come in parallel, so the
 * first render shows the page itself; on the home page it also waits for the server-rendered
 * hero image, so the early paint is the one shown.
 */
export async function bootApp(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  await Promise.all([
    preloadInitialRoute(queryClient, window.location),
    homeShellPainted(container, HOME_SHELL_BUDGET_MS),
    stylesLoaded(),
  ]);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}
