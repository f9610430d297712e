/**
 * The author page's constants (docs/product/authors.md). Free of zod and of runtime imports:
 * the web build (apps/web/build/page-shells.ts) imports it by path.
 */
import type { PageShellFiles } from '../catalogue/constants';

/**
 * The `sizes` of a poster in the author page's grid: the page's <img> and the server's preload
 * hint for the first one must agree, or the browser downloads the image twice.
 */
export const AUTHOR_POSTER_SIZES = '200px';

/**
 * The author page's first paint: the header's box, the banner, avatar and name, the About text
 * and the first poster of the grid, the page's largest image on a phone.
 */
export const AUTHOR_SHELL = {
  file: 'shell/author.html',
  cssFile: 'shell/author.css',
  imageSlot: '%AUTHOR_POSTER%',
  titleSlot: '%AUTHOR_NAME%',
  textSlots: {
    /** The banner's `background` (authorBannerBackground). */
    banner: '%AUTHOR_BANNER%',
    /** The avatar's data URL (authorAvatarUrl). */
    avatar: '%AUTHOR_AVATAR%',
    about: '%AUTHOR_ABOUT%',
    description: '%AUTHOR_DESCRIPTION%',
    seriesHeading: '%AUTHOR_SERIES%',
    seriesCount: '%AUTHOR_SERIES_COUNT%',
  },
} as const satisfies PageShellFiles;
