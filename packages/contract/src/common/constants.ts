/**
 * What belongs here: the constants of no one domain, shared by server and web (described in
 * docs/product/). That is the product's name, the media path and the resized copies of stored
 * images (every domain that shows a poster), the layout breakpoints, and TIMINGS, the UI delays
 * of the home page, the player, payments, the waitlist and the studio in one object (its name is
 * the API). A constant, text or schema of one domain lives in that domain's folder instead:
 * `<domain>/constants.ts`, `<domain>/texts.ts`, `<domain>/<domain>.ts`.
 *
 * Free of imports, and of zod: the web build imports it by path (apps/web/build/pwa.ts, the
 * home shell), and the app's first JavaScript carries it.
 */

/** Where the app serves stored files (local storage, or S3 without a public URL): GET/HEAD. */
export const MEDIA_PATH_PREFIX = '/media/';

export const BREAKPOINTS = { tabletMin: 768, desktopMin: 1024 } as const;

export const TIMINGS = {
  heroAutoAdvanceMs: 5000,
  heroFallbackMaxGameVideos: 3,
  scrollDebounceMs: 300,
  scrollCardWidthPx: 250,
  controlsAutoHideMs: 3000,
  seekStepSeconds: 10,
  forwardIndicatorMs: 1000,
  autoNextEpisodeMs: 3000,
  paymentRedirectMs: 2000,
  waitlistMessageResetMs: 6000,
  uploadQueueStartMs: 100,
  uploadCompletedVisibleMs: 2000,
} as const;

export const PRODUCT_NAME = 'ReelForge';

/** The copy a blurred backdrop is drawn from: stretched, bilinear scaling does the blurring. */
export const BACKDROP_IMAGE_WIDTH = 32;

/** The copies a poster's `srcset` offers: it downloads at its shown size, not 600 × 900. */
export const POSTER_IMAGE_WIDTHS = [160, 320, 480, 640] as const;

/** Widths (px) the server resizes a stored image to, as WebP: `/media/{key}?w={width}`. */
export const IMAGE_WIDTHS = [BACKDROP_IMAGE_WIDTH, ...POSTER_IMAGE_WIDTHS] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The stored images the server resizes, by file extension. */
export const RESIZABLE_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;

// images the app itself stores and serves (not an S3 or CDN URL, which resize on their own)
const isResizableUrl = (src: string): boolean =>
  src.startsWith(MEDIA_PATH_PREFIX) &&
  !/[?#]/.test(src) &&
  RESIZABLE_IMAGE_EXTENSIONS.some((extension) => src.toLowerCase().endsWith(extension));

/** `src`'s resized copies as a `srcset`, without checking `src` (the home shell's slot). */
export const widthSrcSet = (src: string): string =>
  POSTER_IMAGE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ');

/** The `srcset` of a stored image's resized copies; undefined for any other URL. */
export const imageSrcSet = (src: string): string | undefined =>
  isResizableUrl(src) ? widthSrcSet(src) : undefined;

/** A stored image's copy `width` px wide; any other URL as it is. */
export const resizedImage = (src: string, width: ImageWidth): string =>
  isResizableUrl(src) ? `${src}?w=${width}` : src;
