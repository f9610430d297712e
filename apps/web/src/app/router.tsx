import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Layout, RouteFallback } from './layout';
import { NotFoundPage } from './not-found';
import { RouteError } from './route-error';

// Pages load lazily: the entry holds only React, the router, the query client and the shell.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        HydrateFallback: RouteFallback,
        lazy: async () => {
          const { HomePage } = await import('../features/home/components/home-page');
          return { Component: HomePage };
        },
      },
      {
        path: 'video/:id',
        HydrateFallback: RouteFallback,
        lazy: async () => {
          const { SeriesPage } = await import('../features/series/components/series-page');
          return { Component: SeriesPage };
        },
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
