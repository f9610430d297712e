import { matchPageRoute, PAGE_ROUTES } from '../web-shell/page-paths';

/**
 * The page family an interaction is counted under: one of PAGE_ROUTES' patterns ('/video/:id'),
 * never the raw URL. Free of zod, like page-paths.ts: the web app's INP reporter imports it.
 */
export type WebVitalPage = (typeof PAGE_ROUTES)[keyof typeof PAGE_ROUTES] | typeof OTHER_PAGE;

/** A path the router has no page for (its not-found page). */
export const OTHER_PAGE = 'other';

const PAGE_PATTERNS = Object.values(PAGE_ROUTES);
export const WEB_VITAL_PAGES: [WebVitalPage, ...WebVitalPage[]] = [OTHER_PAGE, ...PAGE_PATTERNS];

/** The page family of a location's pathname. */
export function webVitalPageOf(pathname: string): WebVitalPage {
  return PAGE_PATTERNS.find((route) => matchPageRoute(route, pathname) !== null) ?? OTHER_PAGE;
}
