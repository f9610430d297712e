import { firstSegmentUris, lowestVariantUri } from '@app/contract';

const resolve = (uri: string, base: string) => new URL(uri, base).href;

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
  const variant = lowestVariantUri(master);
  const mediaUrl = variant === undefined ? base : resolve(variant, base);
  const media = variant === undefined ? master : await (await get(mediaUrl)).text();
  for (const uri of firstSegmentUris(media))
    await (await get(resolve(uri, mediaUrl))).arrayBuffer();
}
