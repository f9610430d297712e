import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { episodes, mediaAssets, series } from '../../db/schema';

/** Column expressions the catalogue's reads and its search share. */

/** A series' poster, joined as its own alias beside the episodes' assets. */
export const posterAsset = alias(mediaAssets, 'poster_asset');

export const episodesCount = sql<number>`(select count(*)::int from ${episodes} e where e.series_id = ${series.id})`;

/** A series' episodes' lengths, summed (seconds; docs/product/catalogue.md#series-transparency). */
export const runtimeSeconds = sql<number>`(select coalesce(sum(e.duration), 0)::float8 from ${episodes} e where e.series_id = ${series.id})`;
