import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { episodes } from './catalogue';
import { createdAt, updatedAt } from './columns';

/**
 * An episode's caption file per language (docs/product/studio.md#captions). Its rows go with
 * the episode; the files under `captions/{seriesId}/{episodeId}/` are removed by whoever deletes.
 */
export const episodeCaptions = pgTable(
  'episode_captions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    episodeId: uuid('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    /** BCP 47, canonical case (`en`, `pt-BR`). */
    language: text('language').notNull(),
    label: text('label').notNull(),
    /** The WebVTT file as uploaded (line endings normalised). */
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    cues: integer('cues').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('episode_captions_episode_language_uq').on(t.episodeId, t.language)],
);
