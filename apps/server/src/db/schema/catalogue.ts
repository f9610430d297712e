import { sql } from 'drizzle-orm';
import {
  AI_DISCLOSURES,
  EPISODE_PRICE,
  RELEASE_STATUSES,
  type SeriesTranslations,
} from '@app/contract';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { mediaAssets } from './media';

export const seriesStatus = ['draft', 'published'] as const;

export const series = pgTable(
  'series',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    director: text('director').notNull(),
    language: text('language').notNull(),
    year: integer('year').notNull(),
    description: text('description').notNull().default(''),
    /** Free tags; list membership lives in list_memberships, not here. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cast: text('cast')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    genre: text('genre')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    posterAssetId: uuid('poster_asset_id').references(() => mediaAssets.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: seriesStatus }).notNull().default('draft'),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    /** Null: every episode is free (docs/product/wallet.md#fair-unlocks). */
    freeEpisodes: integer('free_episodes'),
    /** Coins per episode past freeEpisodes; null: none are sold. */
    coinPricePerEpisode: integer('coin_price_per_episode'),
    aiDisclosure: text('ai_disclosure', { enum: AI_DISCLOSURES }).notNull().default('none'),
    /**
     * Whether episodes are still coming, and when (docs/product/catalogue.md#series-transparency):
     * ongoing until its editor says it is complete, so no series promises an ending it lacks.
     */
    releaseStatus: text('release_status', { enum: RELEASE_STATUSES }).notNull().default('ongoing'),
    /** An ongoing series' weekly day for new episodes, 0 (Sunday) to 6. */
    releaseWeekday: integer('release_weekday'),
    /** An ongoing series' next episode date (YYYY-MM-DD). */
    nextReleaseDate: text('next_release_date'),
    /** How many episodes the series will have, when its editor knows. */
    finalEpisodeCount: integer('final_episode_count'),
    /** Title and description per locale (docs/product/i18n.md#series-in-the-viewers-language). */
    translations: jsonb('translations').$type<SeriesTranslations>().notNull().default({}),
    /**
     * What the server search matches: the searched fields lowercased and without accents, kept
     * by the database (series_search_text, created with pg_trgm and unaccent in the migration),
     * the translated titles last.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`series_search_text(title, director, "cast", tags, genre, language, translations)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('series_free_episodes_nonnegative', sql`${t.freeEpisodes} >= 0`),
    check('series_release_weekday_range', sql`${t.releaseWeekday} between 0 and 6`),
    check('series_final_episode_count_positive', sql`${t.finalEpisodeCount} > 0`),
    check(
      'series_coin_price_range',
      sql`${t.coinPricePerEpisode} between ${sql.raw(String(EPISODE_PRICE.min))} and ${sql.raw(String(EPISODE_PRICE.max))}`,
    ),
    index('series_status_created_idx').on(t.status, t.createdAt),
    // the analytics list's keyset: a page costs the same at any catalogue size
    index('series_title_id_idx').on(t.title, t.id),
    // an author page's series: director = name or cast @> {name} (docs/product/authors.md)
    index('series_director_idx').on(t.director),
    index('series_cast_idx').using('gin', t.cast),
    // the server search (docs/product/catalogue.md#server-search): trigram word similarity and LIKE
    index('series_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // a short query's titles by their start (the search text begins with the title)
    index('series_search_prefix_idx').on(t.searchText.op('text_pattern_ops')),
  ],
);

/**
 * Every word of the series' search texts, for the server search's typos: a query word is
 * matched against these distinct words, whose number grows far slower than the catalogue's.
 * Filled by triggers on `series` (created in the migration); a word no series uses any more
 * stays, costing only a look-up.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

export const episodes = pgTable(
  'episodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    episodeNumber: integer('episode_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Seconds; set from ffprobe when the source is processed. */
    duration: real('duration').notNull().default(0),
    videoAssetId: uuid('video_asset_id').references(() => mediaAssets.id, {
      onDelete: 'set null',
    }),
    thumbnailAssetId: uuid('thumbnail_asset_id').references(() => mediaAssets.id, {
      onDelete: 'set null',
    }),
    isLocked: boolean('is_locked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // INCLUDE (id, duration) in the database (migration 0029, which drizzle cannot express): the
  // analytics list reads a page's episodes from the index alone
  (t) => [uniqueIndex('episodes_series_number_uq').on(t.seriesId, t.episodeNumber)],
);

export const lists = pgTable('lists', {
  name: text('name').primaryKey(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const listMemberships = pgTable(
  'list_memberships',
  {
    listName: text('list_name')
      .notNull()
      .references(() => lists.name, { onDelete: 'cascade' }),
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listName, t.seriesId] }),
    index('list_memberships_series_idx').on(t.seriesId),
    // a home row reads one list's first N members in order
    index('list_memberships_list_position_idx').on(t.listName, t.position, t.seriesId),
  ],
);
