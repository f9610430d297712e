/** The tiny part of HLS (RFC 8216) that start hints need: which files play first. */

const resolve = (uri: string, base: string) => new URL(uri, base);

/** The variant with the lowest BANDWIDTH: hls.js starts there (the player's startLevel 0). */
export const lowestVariantUri = (master: string): string | undefined => {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  let best: { uri: string; bandwidth: number } | undefined;
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines.slice(i + 1).find((next) => next !== '' && !next.startsWith('#'));
    if (uri === undefined) return;
    const bandwidth = Number(/(?:^|[:,])BANDWIDTH=(\d+)/.exec(line)?.[1] ?? Infinity);
    if (!best || bandwidth < best.bandwidth) best = { uri, bandwidth };
  });
  return best?.uri;
};

export const firstSegmentUri = (media: string): string | undefined =>
  media
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'));

/** Same-origin path of `uri` relative to the playlist at `base` (a path like /media/…). */
export const resolvePath = (uri: string, basePath: string): string => {
  const url = resolve(uri, new URL(basePath, 'http://origin.invalid').href);
  return url.origin === 'http://origin.invalid' ? url.pathname : url.href;
};
