import { METRICS_TEXTS } from '@app/contract';

/** One episode of a published series (null for a series without episodes yet). */
export type PublishedEpisode = {
  seriesId: string;
  episodeId: string | null;
  episodeNumber: number | null;
};

/** A series' episodes: each id's 128 bits as 4 words, beside its number (16 + 4 bytes each). */
type SeriesEpisodes = { ids: Uint32Array; numbers: Uint32Array };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid's 4 words, or null for text that is not one (no episode id is). */
const uuidWords = (text: string | null): [number, number, number, number] | null => {
  if (text === null || !UUID.test(text)) return null;
  const hex = text.replaceAll('-', '');
  return [
    parseInt(hex.slice(0, 8), 16),
    parseInt(hex.slice(8, 16), 16),
    parseInt(hex.slice(16, 24), 16),
    parseInt(hex.slice(24, 32), 16),
  ];
};

/**
 * Which series are published and which episodes they have, in memory, so that an event about
 * an unknown series or episode is refused without a query (docs/product/metrics.md#metrics-calls).
 * Loaded on first use, and again after the catalogue changes (`invalidate`, from the catalogue's
 * change hook, here or through the cache bus in another instance). An id that is still unknown
 * after that reloads the list at most once per `recheckMs`, so a series published a moment
 * ago on another instance is found even if its message is late, and a flood of made-up ids
 * costs at most one query per `recheckMs`.
 *
 * Episode ids are kept as 16 bytes each, not as strings: 100k series of 20 episodes take
 * about 40 MB rather than several hundred.
 */
export class KnownEpisodes {
  private series = new Map<string, SeriesEpisodes>();
  private stale = true;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly load: () => Promise<PublishedEpisode[]>,
    private readonly options: { recheckMs: number; now?: () => number } = { recheckMs: 1000 },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The catalogue changed: the next check reloads. */
  invalidate(): void {
    this.stale = true;
  }

  /** Resolves once the lists are current (at once, unless the catalogue changed). */
  async ready(): Promise<void> {
    if (this.stale) await this.reload();
  }

  /**
   * Why the event's series or episode is not in the catalogue, or null when it is. Call after
   * `ready()`; `recheck()` then decides whether a miss deserves a reload.
   */
  problem(seriesId: string, episodeId: string, episodeNumber?: number): string | null {
    const episodes = this.series.get(seriesId);
    if (!episodes) return METRICS_TEXTS.unknownSeries;
    const words = uuidWords(episodeId);
    if (!words) return METRICS_TEXTS.unknownEpisode;
    const { ids, numbers } = episodes;
    for (let i = 0; i < numbers.length; i++) {
      const at = i * 4;
      if (
        ids[at] === words[0] &&
        ids[at + 1] === words[1] &&
        ids[at + 2] === words[2] &&
        ids[at + 3] === words[3]
      )
        return episodeNumber === undefined || episodeNumber === numbers[i]
          ? null
          : METRICS_TEXTS.episodeNumberMismatch;
    }
    return METRICS_TEXTS.unknownEpisode;
  }

  /**
   * After a miss: reloads if the lists are older than `recheckMs` (true: check again), else
   * leaves them (false: the miss stands).
   */
  async recheck(): Promise<boolean> {
    if (this.now() - this.loadedAt < this.options.recheckMs) return false;
    await this.reload();
    return true;
  }

  private reload(): Promise<void> {
    this.loading ??= (async () => {
      // a change during the load marks it stale again, and the next check reloads
      this.stale = false;
      try {
        const rows = await this.load();
        const grouped = new Map<string, PublishedEpisode[]>();
        for (const row of rows) {
          const list = grouped.get(row.seriesId);
          if (list) list.push(row);
          else grouped.set(row.seriesId, [row]);
        }
        const series = new Map<string, SeriesEpisodes>();
        for (const [seriesId, list] of grouped) {
          const ids = new Uint32Array(list.length * 4);
          const numbers = new Uint32Array(list.length);
          let n = 0;
          for (const row of list) {
            const words = uuidWords(row.episodeId);
            if (!words) continue;
            ids.set(words, n * 4);
            numbers[n++] = row.episodeNumber ?? 0;
          }
          series.set(seriesId, { ids: ids.subarray(0, n * 4), numbers: numbers.subarray(0, n) });
        }
        this.series = series;
        this.loadedAt = this.now();
      } catch (error) {
        this.stale = true;
        throw error;
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }
}
