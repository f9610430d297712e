/**
 * The studio's pages under /cms, apart from PAGE_ROUTES (page-paths.ts), the app's router sends all of /cms/* to
 * one lazy table (apps/web/src/app/studio-pages.tsx), so only the studio needs these.
 */
export const STUDIO_PAGE_ROUTES = {
  /** The studio's published series: edit, add or remove episodes, transcode progress. */
  studioSeries: '/cms/series',
  /** Reported comments, to hide or restore. */
  studioModeration: '/cms/moderation',
} as const;
