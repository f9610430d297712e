/** The tiny part of HLS (RFC 8216) that prefetching needs. */

const resolve = (uri: string, base: string) => new URL(uri, base).href;

/** The variant with the lowest BANDWIDTH in a master playlist (null for a media playlist). */
export function lowestVariantUrl(master: string, baseUrl: string): string | null {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  let best: { url: string; bandwidth: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const uri = lines.slice(i + 1).find((next) => next !== '' && !next.startsWith('#'));
    if (uri === undefined) continue;
    const bandwidth = Number(/(?:^|[:,])BANDWIDTH=(\d+)/.exec(line)?.[1] ?? Infinity);
    if (best === null || bandwidth < best.bandwidth)
      best = { url: resolve(uri, baseUrl), bandwidth };
  }
  return best?.url ?? null;
}

/** The init section (fMP4) and first segment of a media playlist. */
export function firstSegmentUrls(media: string, baseUrl: string): string[] {
  const urls: string[] = [];
  for (const raw of media.split(/\r?\n/)) {
    const line = raw.trim();
    const map = /^#EXT-X-MAP:.*URI="([^"]+)"/.exec(line);
    if (map?.[1] !== undefined && urls.length === 0) urls.push(resolve(map[1], baseUrl));
    if (line !== '' && !line.startsWith('#')) {
      urls.push(resolve(line, baseUrl));
      break;
    }
  }
  return urls;
}

/**
 * Warm the HTTP cache with what the next episode needs first (master, lowest rung, first
 * segment), so auto-next starts from cache. hls.js starts on that rung (startLevel 0).
 */
export async function prefetchHlsStart(masterUrl: string, signal: AbortSignal): Promise<void> {
  const get = async (url: string) => {
    const response = await fetch(url, { signal, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`prefetch ${url}: ${response.status}`);
    return response;
  };
  const base = new URL(masterUrl, document.baseURI).href;
  const master = await (await get(base)).text();
  const variant = lowestVariantUrl(master, base);
  const mediaUrl = variant ?? base;
  const media = variant === null ? master : await (await get(variant)).text();
  for (const url of firstSegmentUrls(media, mediaUrl)) await (await get(url)).arrayBuffer();
}
