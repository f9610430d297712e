import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from './layout';
import { NotFoundPage } from './not-found';

// Declarative routes, not the data router: no route here uses loaders or actions, and
// createBrowserRouter would add about 15 KiB brotli to the entry (measured with esbuild).
// Pages load lazily: the entry holds only React, the router, the query client and the shell.
const HomePage = lazy(() =>
  import('../features/home/components/home-page').then((m) => ({ default: m.HomePage })),
);
const SeriesPage = lazy(() =>
  import('../features/series/components/series-page').then((m) => ({ default: m.SeriesPage })),
);
const PlayPage = lazy(() =>
  import('../features/play/components/play-page').then((m) => ({ default: m.PlayPage })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="video/:id" element={<SeriesPage />} />
        <Route path="play" element={<PlayPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
