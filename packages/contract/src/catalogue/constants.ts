/**
 * The catalogue's constants: the search (docs/product/catalogue.md#search), the list tags and
 * the home and series pages' first paint (docs/product/catalogue.md#first-paint), whose files'
 * shape the author and rankings pages' first paints share. Free of
 * imports and of zod: the fuzzy matcher (`@app/contract/fuzzy-search`) and the web build
 * (apps/web/build/page-shells.ts, by path) import it.
 */

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

/** Tags beginning with this prefix mark list membership and are hidden in the UI. */
export const LIST_TAG_PREFIX = 'list:';

/**
 * A page's server-rendered first paint: the web build writes it to `file` (in its dist) with
 * `imageSlot` where the server puts the page's largest image, where it has one (`titleSlot`, its
 * title; `textSlots`, any other text, by name; each escaped), and the CSS it needs to `cssFile`,
 * which the server inlines so the paint waits for no stylesheet.
 */
export type PageShellFiles = {
  readonly file: string;
  readonly cssFile: string;
  readonly imageSlot?: string;
  readonly titleSlot?: string;
  readonly textSlots?: Readonly<Record<string, string>>;
};

/** What the server puts in a shell's `textSlots`: a text for each. */
export type ShellTexts<F extends PageShellFiles> = Record<keyof F['textSlots'], string>;

/** The home page's first paint: the header's box and the first hero banner's image. */
export const HOME_SHELL = {
  file: 'shell/home.html',
  cssFile: 'shell/home.css',
  imageSlot: '%HERO_IMAGE%',
} as const satisfies PageShellFiles;

/** The series page's first paint: the header's box, the poster, its backdrop and the title. */
export const SERIES_SHELL = {
  file: 'shell/series.html',
  cssFile: 'shell/series.css',
  imageSlot: '%SERIES_POSTER%',
  titleSlot: '%SERIES_TITLE%',
} as const satisfies PageShellFiles;

/** The hero image's `sizes`: a phone shows the poster across the screen. */
export const HERO_IMAGE_SIZES = '100vw';

/**
 * The series page's poster and its blurred backdrop (one download): the `sizes` of both <img>,
 * which the server's preload of the poster repeats so the browser picks the same copy.
 */
export const SERIES_POSTER_SIZES = '400px';
