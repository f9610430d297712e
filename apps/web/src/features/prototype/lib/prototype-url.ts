import { isSelectable, type SampleEpisode } from './sample-series';

/** The query parameters of the prototype pages (docs/product/prototype.md#urls). */
export const PROTOTYPE_PARAMS = { episode: 'episode', url: 'url' } as const;

// long enough for a signed CDN URL, short enough that a pasted page is not a source
const MAX_URL_LENGTH = 2048;

/**
 * The `url=` parameter as a video source, or null when it is missing or not one we play: an
 * absolute http(s) URL, or a path on this origin. Anything else (javascript:, data:, blob:,
 * protocol-relative `//host`, `/\host` that browsers read as `//host`, spaces or control
 * characters that URL parsing would quietly strip) is ignored.
 */
export function videoUrlParam(raw: string | null, origin: string): string | null {
  if (raw === null || raw === '' || raw.length > MAX_URL_LENGTH) return null;
  // printable ASCII only: what is left after URL parsing is then exactly what was given
  if (!/^[\x21-\x7e]+$/.test(raw)) return null;
  const absolute = /^https?:\/\//i.test(raw);
  const path = /^\/(?![/\\])/.test(raw);
  if (!absolute && !path) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (path && parsed.origin !== new URL(origin).origin) return null;
  // no credentials in a media URL: the browser would send them to whoever the link names
  if (parsed.username !== '' || parsed.password !== '') return null;
  return path ? raw : parsed.href;
}

/**
 * The episode `episode=` asks for when it is a whole number of a selectable episode; otherwise
 * the first episode (a locked or VIP episode cannot be reached through the URL either).
 */
export function selectedEpisode(
  raw: string | null,
  episodes: readonly SampleEpisode[],
): SampleEpisode {
  const first = episodes[0];
  if (first === undefined) throw new Error('a sample series has episodes');
  if (raw === null || !/^\d{1,3}$/.test(raw)) return first;
  const wanted = episodes.find((episode) => episode.number === Number(raw));
  return wanted && isSelectable(wanted) ? wanted : first;
}

/** The demo catalogue's episode that stands in for sample episode `n`: they take turns. */
export function standInFor<T>(n: number, demoEpisodes: readonly T[]): T | undefined {
  if (demoEpisodes.length === 0) return undefined;
  return demoEpisodes[(n - 1) % demoEpisodes.length];
}
