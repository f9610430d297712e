import type { Logger } from 'pino';
import { TtlCache } from '../../lib/ttl-cache';
import { transcodeOutputPrefix } from '../media-assets/transcode.job';
import { captionsPrefix } from '../captions/caption-keys';
import { UPLOAD_PREFIX } from '../studio/upload-keys';
import type { AccessRepository, ProtectedEpisodeRow } from './access.repository';

/** How a stored key may be served. */
export type MediaGate =
  /** To anyone, cacheable by anyone. */
  | { kind: 'public' }
  /** Only under a playback grant of this episode. */
  | { kind: 'episode'; episodeId: string }
  /** To no one: an upload no published asset uses (yet). */
  | { kind: 'hidden' };

/** What episodeOf answers while the list reloads: no episode has an empty id. */
export const LIST_RELOADING = '';

const PUBLIC: MediaGate = { kind: 'public' };
const HIDDEN: MediaGate = { kind: 'hidden' };
// an upload's published state, looked up once per key and kept briefly (cleared on any change)
const UPLOAD_STATE_TTL_MS = 60_000;
const UPLOAD_STATE_MAX = 20_000;

/** `a/b/c/d` → `a/b` (n = 2): the folder a key sits in, n segments deep; null when shallower. */
const folderOf = (key: string, depth: number): string | null => {
  let at = -1;
  for (let i = 0; i < depth; i++) {
    at = key.indexOf('/', at + 1);
    if (at === -1) return null;
  }
  return key.slice(0, at);
};

/**
 * Which stored files belong to a protected episode (docs/decisions.md#playback-grants), held in
 * memory so that a segment is checked with no database read. It lists the protected episodes'
 * HLS folders, originals and caption folders; a catalogue change reloads it. The posters of those
 * episodes stay public: the pages show them on locked episodes.
 */
export class ProtectedMedia {
  private byKey = new Map<string, string>();
  private publicKeys = new Set<string>();
  private loading: Promise<void> | null = null;
  private stale = false;
  private readonly uploadState: TtlCache<boolean>;

  constructor(
    private readonly repository: AccessRepository,
    private readonly log: Logger,
  ) {
    this.uploadState = new TtlCache<boolean>(UPLOAD_STATE_TTL_MS, UPLOAD_STATE_MAX);
  }

  /** Loads the list; again after every change, once the load in flight is done. */
  reload(): Promise<void> {
    this.uploadState.clear();
    if (this.loading) {
      this.stale = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.stale = false;
        try {
          this.index(await this.repository.protectedEpisodes());
        } catch (error) {
          // the previous list keeps guarding; the next change tries again
          this.log.error({ err: error }, 'protected media: reload failed');
        }
      } while (this.stale);
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private index(rows: readonly ProtectedEpisodeRow[]): void {
    const byKey = new Map<string, string>();
    const publicKeys = new Set<string>();
    for (const row of rows) {
      byKey.set(captionsPrefix(row.seriesId, row.episodeId).slice(0, -1), row.episodeId);
      if (row.assetId) byKey.set(transcodeOutputPrefix(row.assetId), row.episodeId);
      if (row.sourceKey) byKey.set(row.sourceKey, row.episodeId);
      if (row.posterKey) publicKeys.add(row.posterKey);
    }
    this.byKey = byKey;
    this.publicKeys = publicKeys;
  }

  /**
   * The protected episode a key belongs to; undefined for every other key. Synchronous. While
   * the list reloads after a change, LIST_RELOADING (no episode's id): the fast path steps aside
   * then, and the route's gate waits for the new list.
   */
  episodeOf(key: string): string | undefined {
    if (this.loading !== null) return LIST_RELOADING;
    if (this.byKey.size === 0 || this.publicKeys.has(key)) return undefined;
    return (
      this.byKey.get(key) ??
      this.byKey.get(folderOf(key, 2) ?? '') ??
      this.byKey.get(folderOf(key, 3) ?? '')
    );
  }

  /** Whether answering a key needs more than `episodeOf`: an upload's published state. */
  static needsLookUp(key: string): boolean {
    return key.startsWith(UPLOAD_PREFIX);
  }

  /** How a key may be served: public, under a grant of one episode, or not at all. */
  async gate(key: string): Promise<MediaGate> {
    // a change is being applied (a series priced a moment ago): answer by the new list, or an
    // episode an editor has just priced would still be served to anyone until the reload ends
    while (this.loading !== null) await this.loading;
    const episodeId = this.episodeOf(key);
    if (episodeId !== undefined) return { kind: 'episode', episodeId };
    if (!ProtectedMedia.needsLookUp(key)) return PUBLIC;
    let published = this.uploadState.get(key);
    if (published === undefined) {
      published = await this.repository.isReferenced(key);
      this.uploadState.set(key, published);
    }
    return published ? PUBLIC : HIDDEN;
  }
}
