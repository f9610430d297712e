/**
 * Captions as an HLS subtitles rendition (RFC 8216 §4.3.4.1, docs/product/studio.md#captions):
 * the master names one EXT-X-MEDIA per language in the group `subs` and every variant points at
 * it; each language's media playlist is one WebVTT segment as long as the episode.
 */

export const SUBTITLES_GROUP = 'subs';

export type SubtitleRendition = {
  language: string;
  name: string;
  /** The language's media playlist, relative to the master. */
  uri: string;
};

const MEDIA_SUBTITLES = /^#EXT-X-MEDIA:.*TYPE=SUBTITLES/;
const STREAM_INF = '#EXT-X-STREAM-INF:';
// a quoted-string may hold neither quotes nor line breaks (RFC 8216 §4.2)
const quoted = (value: string) => `"${value.replace(/["\r\n]/g, "'")}"`;

/** Drops the variant's SUBTITLES attribute, quoted or not. */
const withoutSubtitlesAttribute = (streamInf: string) =>
  streamInf.replace(/,SUBTITLES=(?:"[^"]*"|[^,]*)/, '');

/**
 * The master playlist with exactly these subtitle renditions: any it had are replaced, and with
 * none it is the master as the transcode wrote it. Names are unique in the group, as required.
 */
export function withSubtitles(master: string, renditions: readonly SubtitleRendition[]): string {
  const lines = master
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((line) => !MEDIA_SUBTITLES.test(line))
    .map((line) => (line.startsWith(STREAM_INF) ? withoutSubtitlesAttribute(line) : line));
  if (renditions.length === 0) return lines.join('\n');
  const taken = new Set<string>();
  const media = renditions.map((rendition) => {
    let name = rendition.name;
    if (taken.has(name)) name = `${name} (${rendition.language})`;
    taken.add(name);
    return (
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${SUBTITLES_GROUP}",NAME=${quoted(name)},` +
      `LANGUAGE=${quoted(rendition.language)},DEFAULT=NO,AUTOSELECT=YES,` +
      `URI=${quoted(rendition.uri)}`
    );
  });
  const firstVariant = lines.findIndex((line) => line.startsWith(STREAM_INF));
  const at = firstVariant === -1 ? lines.length : firstVariant;
  return [
    ...lines.slice(0, at),
    ...media,
    ...lines
      .slice(at)
      .map((line) =>
        line.startsWith(STREAM_INF) ? `${line},SUBTITLES="${SUBTITLES_GROUP}"` : line,
      ),
  ].join('\n');
}

/** A language's media playlist: one WebVTT segment covering the whole episode. */
export function subtitlesPlaylist(vttUri: string, durationSeconds: number): string {
  const duration = Math.max(durationSeconds, 0.001);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(duration)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${duration.toFixed(3)},`,
    vttUri,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/**
 * The WebVTT file for the rendition: cue time 0 is where the stream starts (its first
 * timestamp, 90 kHz), which players otherwise take to be timestamp 0 (RFC 8216 §3.5).
 */
export function withTimestampMap(vtt: string, firstPts90k: number | null): string {
  const lines = vtt.split('\n');
  const headerEnd = lines.findIndex((line) => line.trim() === '');
  const header = (headerEnd === -1 ? lines : lines.slice(0, headerEnd)).filter(
    (line) => !line.startsWith('X-TIMESTAMP-MAP='),
  );
  const rest = headerEnd === -1 ? [] : lines.slice(headerEnd);
  const map =
    firstPts90k === null ? [] : [`X-TIMESTAMP-MAP=MPEGTS:${firstPts90k},LOCAL:00:00:00.000`];
  return [header[0]!, ...map, ...header.slice(1), ...rest].join('\n');
}
