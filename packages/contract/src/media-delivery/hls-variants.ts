/**
 * The files an HLS stream (RFC 8216) plays first: the server names them in /play's preload
 * hints, the web app fetches them ahead of auto-next. URIs come back as written in the playlist;
 * each side resolves them against its own base. Free of zod, like the player code that uses it.
 */

const STREAM_INF = '#EXT-X-STREAM-INF:';

/** `KEY=value,KEY="quoted, with commas"` into a record; quotes removed. */
export function parseAttributeList(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([A-Z0-9-]+)=("[^"]*"|[^,]*)(?:,|$)/g;
  for (const match of text.matchAll(pattern)) {
    const [, key, raw] = match;
    if (key === undefined || raw === undefined) continue;
    attributes[key] = raw.startsWith('"') ? raw.slice(1, -1) : raw;
  }
  return attributes;
}

const playlistLines = (text: string): string[] => text.split(/\r?\n/).map((line) => line.trim());

const isUriLine = (line: string): boolean => line !== '' && !line.startsWith('#');

/**
 * The variant with the lowest BANDWIDTH in a master playlist, where hls.js starts (the
 * player's startLevel 0); undefined for a media playlist.
 */
export function lowestVariantUri(master: string): string | undefined {
  const lines = playlistLines(master);
  let best: { uri: string; bandwidth: number } | undefined;
  lines.forEach((line, i) => {
    if (!line.startsWith(STREAM_INF)) return;
    const uri = lines.slice(i + 1).find(isUriLine);
    if (uri === undefined) return;
    const raw = parseAttributeList(line.slice(STREAM_INF.length)).BANDWIDTH ?? '';
    // a variant without a readable BANDWIDTH is picked only when no other is
    const bandwidth = /^\d+$/.test(raw) ? Number(raw) : Infinity;
    if (!best || bandwidth < best.bandwidth) best = { uri, bandwidth };
  });
  return best?.uri;
}

/** What a media playlist plays first: its init section (fMP4) if it has one, then segment 1. */
export function firstSegmentUris(media: string): string[] {
  const uris: string[] = [];
  for (const line of playlistLines(media)) {
    const map = /^#EXT-X-MAP:.*URI="([^"]+)"/.exec(line);
    if (map?.[1] !== undefined && uris.length === 0) uris.push(map[1]);
    if (isUriLine(line)) {
      uris.push(line);
      break;
    }
  }
  return uris;
}
