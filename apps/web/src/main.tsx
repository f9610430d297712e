import './app/zod-config';
import './app/styles.css';
import { PAGE_ROUTES } from '@app/contract/page-paths';
import { handleAppLoadFailure } from './app/app-load-failure';
import { documentParsed } from './lib/document-parsed';
import { loadDeferredAssets } from './app/deferred-assets';
import { yieldToMain } from './lib/yield-to-main';
import { catchInstallPrompt } from './features/pwa/lib/install-event';

/**
 * How long the app waits for the early start of /play to show its first frame, and for the
 * early request of /foryou to paint its first item.
 */
const EARLY_START_BUDGET_MS = 500;
/** How long the app waits for a server-rendered shell's image (in #root, see firstPaint). */
const SHELL_BUDGET_MS = 1000;

// the browser may offer the app's install before the install prompt's code arrives
catchInstallPrompt();

const parsed = documentParsed();

/**
 * What the page paints before the app: on a fresh /play, the early start's first frame
 * (features/play/early; the server's preload hints have its code on the way); on /foryou, the
 * feed's first item over the server's first paint (features/feed/early); on a page the
 * server painted (apps/server/src/modules/web-shell: its first paint is in #root, which
 * index.html leaves empty), the shell's image, its largest paint (the rankings and rewards
 * pages' shells have none: they go on at once). The app's code is fetched and evaluated only
 * after it: its downloads and a good 100 ms of evaluation would hold that paint back. Each
 * page's wait is a module of its own, fetched by that page only.
 */
function firstPaint(): Promise<unknown> {
  const { pathname } = window.location;
  if (pathname === PAGE_ROUTES.forYou) {
    // the feed's first page, asked for at once and its first item painted into the server's
    // first paint (features/feed/early)
    return import('./features/feed/early/early-feed').then(
      (early) => {
        early.startEarlyFeed(new URLSearchParams(window.location.search));
        return early.earlyFeedSettled(EARLY_START_BUDGET_MS);
      },
      () => undefined,
    );
  }
  if (pathname === PAGE_ROUTES.play) {
    return import('./features/play/early/early-play').then(
      (early) => early.earlyStartSettled(EARLY_START_BUDGET_MS),
      () => undefined,
    );
  }
  return parsed.then(() => {
    const root = document.getElementById('root');
    return root?.firstChild
      ? import('./lib/shell-painted').then(
          (shell) => shell.shellPainted(root, SHELL_BUDGET_MS),
          () => undefined,
        )
      : undefined;
  });
}

void Promise.all([firstPaint(), parsed])
  .then(() => {
    // what the server deferred on the pages it paints and /play: the stylesheet, the app's and
    // the page's code
    void loadDeferredAssets();
    // the app's modules evaluated in three tasks, not one long one: zod, the session's schemas,
    // then the rest (schema-library.ts)
    return import('./app/schema-library');
  })
  .then(yieldToMain)
  .then(() => import('./app/session-schemas'))
  .then(yieldToMain)
  .then(() => import('./app/boot'))
  .then(({ bootApp }) => {
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root element');
    return bootApp(container);
  }, handleAppLoadFailure);
