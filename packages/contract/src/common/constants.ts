/** The product's business constants shared by server and web (described in docs/product/). */

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

export const SEARCH = {
  debounceMs: 200,
  maxResults: 8,
  threshold: 0.4,
  weights: { title: 0.4, director: 0.2, cast: 0.2, tags: 0.1, language: 0.05, genre: 0.05 },
  /**
   * Above this many published titles the box asks the server (GET /api/search) instead of
   * loading the whole index: the client matcher's target size (docs/product/catalogue.md#search).
   */
  clientIndexMaxTitles: 10_000,
  /** The server search's longest query, in characters. */
  maxQueryLength: 100,
} as const;

export const METRICS = {
  batchSize: 10,
  batchTimeoutMs: 5000,
  requeueBelow: 20,
  completionThreshold: 0.9,
  progressMaxIntervalSeconds: 30,
  progressDurationFraction: 0.1,
} as const;

export const INSTALL_PROMPT = { dismissalMs: 2_592_000_000, mobileMaxWidth: 768 } as const;

export const ADS = {
  playerCountdownSeconds: 30,
  playerSkipAfterSeconds: 5,
  midrollDefaultsSeconds: [300, 600],
  prerollMaxPositionSeconds: 5,
  modalCountdownSeconds: 15,
  episodeSlots: 2,
  reelSlots: 1,
  reelAdAtSeconds: 30,
  triggerWindowSeconds: 1,
  seekPullbackSeconds: 5,
} as const;

/** Prices in integer cents. */
export const PRICES_CENTS = {
  individual: 500,
  monthly: 3000,
  annual: 28000,
} as const;
export const MONTHLY_DAYS = 30;
export const ANNUAL_DAYS = 365;

export const COMMENTS = { maxLength: 500, warnRemaining: 50 } as const;

export const PROFILE = { firstLoginCoins: 50, walletCoins: 10, castPreviewCount: 3 } as const;

export const MOCK_PAGES = { episodes: 16, lockedFrom: 9 } as const;

export const PRODUCT_NAME = 'ReelForge';

/** The two localStorage items of a signed-in viewer (docs/product/auth.md#stored-login). */
export const AUTH_STORAGE_KEYS = {
  tokens: 'reelforge.authTokens',
  user: 'reelforge.user',
} as const;

/**
 * The home page's server-rendered first paint: the web build writes it to `file` (in its dist)
 * with `imageSlot` where the server puts the first hero banner's image, and the CSS it needs to
 * `cssFile`, which the server inlines so the paint waits for no stylesheet.
 */
export const HOME_SHELL = {
  file: 'shell/home.html',
  cssFile: 'shell/home.css',
  imageSlot: '%HERO_IMAGE%',
} as const;

/**
 * On the pages that paint something before the app (/: the home shell's hero image; /play: the
 * early start's first frame), the server lists the app's code (and on /, its stylesheets) in a
 * JSON script with this id instead of loading them at once; the entry loads them once that
 * first paint is up.
 */
export const DEFERRED_ASSETS_ID = 'deferred-assets';

/** The JSON in the DEFERRED_ASSETS_ID script: same-origin paths. */
export type DeferredAssets = { modules: string[]; styles: string[] };

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

/** The hero image's `sizes`: a phone shows the poster across the screen. */
export const HERO_IMAGE_SIZES = '100vw';
