import { defineTexts } from '../common/texts';

/** User-facing texts of the shell (docs/product/shell.md), shown verbatim by the web app. */
export const SHELL_TEXTS = /* @__PURE__ */ defineTexts('shell', {
  /** The offline and test-access banners (docs/product/shell.md). */
  offline: 'No internet connection - Videos require network access',
  testAccess: 'Test access mode: features for testers are switched on in this session.',
  /** The first link of every page: it jumps past the header to the page's own content. */
  skipToContent: 'Skip to content',
  /** Said (to screen readers, or on screen) while a page's code or data loads. */
  loading: 'Loading…',
  /** The header (docs/product/shell.md#header). */
  header: {
    home: 'Home',
    premium: 'Premium',
    cms: 'CMS',
    /** Editors' way into creator analytics (/cms/analytics), beside the CMS button. */
    analytics: 'Analytics',
    profile: 'Profile',
    /** The avatar's label once signed in: it names the user. */
    profileOf: (username: string) => `Profile: ${username}`,
    accountMenu: 'Account menu',
    accountMenuOf: (username: string) => `Account menu: ${username}`,
    signOut: 'Sign out',
    mainNavigation: 'Main',
    /** The logo's accessible name (the product's name): it links home. */
    brandHome: (product: string) => `${product} home`,
  },
  /** The search box (docs/product/catalogue.md#search-box). */
  search: {
    label: 'Search titles, directors and cast',
    placeholder: 'Search titles, directors, cast',
    results: 'Search results',
    tvSeries: 'TV Series',
    movie: 'Movie',
    noResults: (query: string) => `No results found for "${query}"`,
    resultCount: (count: number) => `${count} ${count === 1 ? 'result' : 'results'} available`,
  },
  routeError: {
    title: 'Something went wrong',
    body: 'Reload the page to try again.',
    reload: 'Reload',
  },
});

/** The not-found page's texts, apart: only the lazy pages that show it carry them. */
export const NOT_FOUND_TEXTS = /* @__PURE__ */ defineTexts('notFound', {
  title: 'Page not found',
  body: 'The page you are looking for does not exist or has moved.',
  goHome: 'Go Home',
});
