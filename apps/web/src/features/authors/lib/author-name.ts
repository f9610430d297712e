import { matchPageRoute, PAGE_ROUTES } from '@app/contract';

/**
 * The author's name in an /author/{name} path, decoded. Read from the path itself: the reach
 * table (app/reach-pages.tsx) matches pages under the router's catch-all, which hands them no
 * route parameters. A malformed escape is kept as typed (it then names nobody).
 */
export function authorNameFromPath(pathname: string): string {
  const raw = matchPageRoute(PAGE_ROUTES.author, pathname)?.name ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
