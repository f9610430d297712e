/** Spec §2 "Global behaviour": pages that show no top navigation. */
export const NAV_HIDDEN_PATHS = [
  '/play',
  '/auth',
  '/auth/callback',
  '/cms',
  '/debug',
  '/poster-test',
  '/payment',
  '/landing-page',
] as const;

/** Whether the header is hidden on `pathname`: the listed pages and anything under /auth/. */
export function isNavHidden(pathname: string): boolean {
  // "/cms/" and "/cms" are one page to the router
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (NAV_HIDDEN_PATHS as readonly string[]).includes(path) || pathname.startsWith('/auth/');
}
