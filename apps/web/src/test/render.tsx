import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** Render routes at a URL with a fresh, non-retrying query client. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Render one page element at `path`, visited as `url`. */
export const renderPage = (element: ReactElement, options: { path?: string; url?: string } = {}) =>
  renderRoutes([{ path: options.path ?? '/', element }], options.url ?? options.path ?? '/');

/**
 * Render a component inside a plain memory router, synchronously: for component tests that
 * use fake timers and need no data loading.
 */
export const renderWithRouter = (element: ReactElement, url = '/') =>
  render(<MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>);
