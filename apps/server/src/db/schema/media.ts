import {
  bigint,
  index,
  integer,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const mediaAssetKinds = ['video', 'image'] as const;
export const mediaAssetStatus = ['uploaded', 'processing', 'ready', 'failed'] as const;

export const mediaAssets = pgTable(
  'media_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: mediaAssetKinds }).notNull(),
    sourceKey: text('source_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: mediaAssetStatus }).notNull().default('uploaded'),
    durationSeconds: real('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    hlsMasterKey: text('hls_master_key'),
    posterKey: text('poster_key'),
    error: text('error'),
    /** The running transcode's progress, 0–100, written about once a second (transcode.job.ts). */
    progress: integer('progress').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // the media route asks whether an upload is published (modules/access/protected-media.ts)
  (t) => [index('media_assets_source_key_idx').on(t.sourceKey)],
);

export const mediaRenditions = pgTable(
  'media_renditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bandwidth: integer('bandwidth').notNull(),
    playlistKey: text('playlist_key').notNull(),
  },
  (t) => [uniqueIndex('media_renditions_asset_name_uq').on(t.assetId, t.name)],
);
