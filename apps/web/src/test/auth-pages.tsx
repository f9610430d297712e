import { PAGE_ROUTES } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { NoticeProvider } from '../components/ui/notice';
import { AuthCallbackPage } from '../features/auth/components/auth-callback-page';
import { AuthPage } from '../features/auth/components/auth-page';

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`page ${pathname}${search}`}</p>;
}

/**
 * The auth pages inside the notice provider, every other path showing where it is; `strict`
 * renders under StrictMode, which runs effects twice.
 */
export function renderAuthRoutes(url: string, { strict = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <NoticeProvider>
            <Outlet />
          </NoticeProvider>
        ),
        children: [
          { path: PAGE_ROUTES.auth, element: <AuthPage /> },
          { path: PAGE_ROUTES.authCallback, element: <AuthCallbackPage /> },
          { path: '*', element: <Where /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return { ...render(strict ? <StrictMode>{app}</StrictMode> : app), router };
}

export const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
export const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** A confirm, resend or forgot-password answer. */
export const message = (text: string) => ({ success: true, message: text });
export const signUpAnswer = (verification_required: boolean, text: string) => ({
  success: true,
  message: text,
  data: {
    username: 'alice',
    email: verification_required ? 'alice@example.com' : null,
    verification_required,
    user_attributes: { sub: 'sub-alice' },
  },
});
