import { z } from 'zod';

/**
 * Series ids are URL slugs (`neon-heirs`, `neon-heirs-4f2a`): readable in /video/{id}
 * and safe in storage keys. Anything else is a malformed id (400), never a lookup.
 */
export const SERIES_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
export const seriesIdSchema = z
  .string()
  .regex(SERIES_ID_PATTERN, 'Invalid video ID: use lowercase letters, digits and dashes');
export type SeriesId = z.infer<typeof seriesIdSchema>;

export const seriesIdParamsSchema = z.object({ id: seriesIdSchema }).strict();

/** `:number` of an episode path: a positive whole number. */
export const episodeNumberParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/, 'Invalid episode number')
  .transform(Number);

export const uuidSchema = z.uuid();

/**
 * The anonymous viewer id (docs/product/metrics.md#anonymous-viewer-id): a uuid or token. Here,
 * beside the other ids, not in the metrics' module: the calls that carry it (the feed, access,
 * My List, continue watching) would build every metrics schema on the pages that make them.
 */
export const viewerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid viewer id');

/** GET routes take no query parameters unless they declare them: unknown ones are refused. */
export const emptyQuerySchema = z.object({}).strict();

/** /play without an id plays this series. */
export const DEFAULT_SERIES_ID = 'default-series';
