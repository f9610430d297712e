import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mediaAssets } from '../../db/schema';
import type { UploadReferences } from './upload-janitor';

/**
 * The upload janitor's one query. Every file a series uses (its poster, each episode's video and
 * thumbnail) is a media asset's source, so the assets answer for all of them.
 */
export class UploadReferencesRepository implements UploadReferences {
  constructor(private readonly db: Db) {}

  async referencedKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: mediaAssets.sourceKey })
      .from(mediaAssets)
      .where(inArray(mediaAssets.sourceKey, [...keys]));
    return new Set(rows.map((row) => row.key));
  }
}
