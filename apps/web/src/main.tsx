import './app/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRouter, preloadInitialRoute } from './app/router';
import './app/styles.css';
import { homeShellPainted } from './features/home/lib/home-shell-painted';
import { earlyStartSettled } from './lib/player/lib/early-playback';

/** How long the first render gives the early start of /play to show its first frame. */
const EARLY_START_BUDGET_MS = 500;
/** How long it gives the home shell's hero image (server-rendered in #root) to load. */
const HOME_SHELL_BUDGET_MS = 1000;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// the page's code and first data in parallel; the first render then shows the page itself.
// A fresh /play that started early (features/play/early) shows its first frame before that,
// and the home page's server-rendered hero image its own.
void Promise.all([
  preloadInitialRoute(queryClient, window.location),
  earlyStartSettled(EARLY_START_BUDGET_MS),
  homeShellPainted(container, HOME_SHELL_BUDGET_MS),
]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);
