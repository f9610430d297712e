import './app/zod-config';
import './app/styles.css';
import { earlyStartSettled } from './lib/player/lib/early-playback';

/** How long the app waits for the early start of /play to show its first frame. */
const EARLY_START_BUDGET_MS = 500;

// A fresh /play starts its video before the app exists (features/play/early; the server's
// preload hints have its code on the way). The app's code (already downloading: index.html
// preloads it) is evaluated only once that video shows its first frame: evaluating React and
// the routes takes the main thread for a good 100 ms, which hls.js needs right then.
const earlyStart =
  window.location.pathname === '/play'
    ? import('./features/play/early/early-play').then(
        () => earlyStartSettled(EARLY_START_BUDGET_MS),
        () => undefined,
      )
    : Promise.resolve();

// the entry runs `async` (as soon as it arrives): the document may still be parsing
const documentParsed = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

void Promise.all([earlyStart.then(() => import('./app/boot')), documentParsed]).then(
  ([{ bootApp }]) => {
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root element');
    return bootApp(container);
  },
);
