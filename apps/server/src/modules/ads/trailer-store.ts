import { z } from 'zod';
import type { Storage } from '../../storage/storage';

/** What the VAST answer needs about a trailer, kept beside it as JSON. */
const trailerInfoSchema = z.object({
  key: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  durationSeconds: z.number().positive(),
});
export type TrailerInfo = z.infer<typeof trailerInfoSchema>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
// a positive answer never changes (the key holds the source asset id); a missing one soon will
const FOUND_TTL_MS = 10 * 60_000;
const MISSING_TTL_MS = 3_000;
const MAX_ENTRIES = 1_000;

/**
 * House-ad trailers in storage: `ads/trailers/{seriesId}/{assetId}.mp4` plus a `.json`
 * sidecar written after it, so a sidecar always describes a complete file. Keyed by the
 * source asset: a series whose first episode changes gets a new trailer, never a stale one
 * from a CDN cache.
 */
export class TrailerStore {
  private readonly known = new Map<string, { info: TrailerInfo | null; expires: number }>();

  constructor(private readonly storage: Storage) {}

  static keys(seriesId: string, assetId: string) {
    const base = `ads/trailers/${seriesId}/${assetId}`;
    return { video: `${base}.mp4`, info: `${base}.json` };
  }

  /** The trailer when it exists; answers from memory for a while either way. */
  async find(seriesId: string, assetId: string): Promise<TrailerInfo | null> {
    const cacheKey = `${seriesId}/${assetId}`;
    const hit = this.known.get(cacheKey);
    if (hit && hit.expires > Date.now()) return hit.info;
    const info = await this.read(TrailerStore.keys(seriesId, assetId).info);
    this.known.delete(cacheKey);
    if (this.known.size >= MAX_ENTRIES) this.known.clear();
    this.known.set(cacheKey, {
      info,
      expires: Date.now() + (info ? FOUND_TTL_MS : MISSING_TTL_MS),
    });
    return info;
  }

  async save(seriesId: string, assetId: string, file: string, trailer: Omit<TrailerInfo, 'key'>) {
    const keys = TrailerStore.keys(seriesId, assetId);
    await this.storage.putFile(keys.video, file, {
      contentType: 'video/mp4',
      cacheControl: IMMUTABLE,
    });
    const info: TrailerInfo = { key: keys.video, ...trailer };
    await this.storage.put(keys.info, Buffer.from(JSON.stringify(info)), {
      contentType: 'application/json',
    });
    this.known.delete(`${seriesId}/${assetId}`);
  }

  private async read(key: string): Promise<TrailerInfo | null> {
    const found = await this.storage.read(key);
    if (!found) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of found.stream) chunks.push(chunk as Buffer);
    try {
      const parsed = trailerInfoSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString()));
      return parsed.success ? parsed.data : null;
    } catch {
      // a torn or foreign sidecar: treat as missing, the job writes a good one
      return null;
    }
  }
}
