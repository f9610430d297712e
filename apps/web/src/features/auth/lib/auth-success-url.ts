/**
 * Spec §2 "Global behaviour": / with ?auth=success. The layout checks this on every page, so it
 * imports nothing: the handler, with the contract's texts, loads only when it matches.
 */
export const isAuthSuccessUrl = (pathname: string, search: string): boolean =>
  pathname === '/' && new URLSearchParams(search).get('auth') === 'success';
