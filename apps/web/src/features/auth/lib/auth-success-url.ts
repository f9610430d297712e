/**
 * / with ?auth=success (docs/product/shell.md#sign-in-notice-on-the-home-page). The layout
 * checks this on every page, so it imports nothing: the handler, with the contract's texts,
 * loads only when it matches.
 */
export const isAuthSuccessUrl = (pathname: string, search: string): boolean =>
  pathname === '/' && new URLSearchParams(search).get('auth') === 'success';
