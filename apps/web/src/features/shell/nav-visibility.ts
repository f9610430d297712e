import { PAGE_ROUTES } from '@app/contract';

/** Pages that show no top navigation (docs/product/shell.md#pages-without-the-header). */
export const NAV_HIDDEN_PATHS = [
  PAGE_ROUTES.play,
  PAGE_ROUTES.auth,
  PAGE_ROUTES.authCallback,
  PAGE_ROUTES.debug,
  PAGE_ROUTES.posterTest,
  PAGE_ROUTES.payment,
  PAGE_ROUTES.landing,
  PAGE_ROUTES.forYou,
] as const;

/**
 * Whether the header is hidden on `pathname`: the listed pages, anything under /auth/, and the
 * studio (/cms and its pages), which has a bar of its own.
 */
export function isNavHidden(pathname: string): boolean {
  // "/cms/" and "/cms" are one page to the router
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (NAV_HIDDEN_PATHS as readonly string[]).includes(path) ||
    pathname.startsWith('/auth/') ||
    `${path}/`.startsWith(`${PAGE_ROUTES.cms}/`)
  );
}
