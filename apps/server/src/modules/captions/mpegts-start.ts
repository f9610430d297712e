const PACKET = 188;
const SYNC = 0x47;

/** The 33-bit PTS of a PES header's 5 bytes (ISO/IEC 13818-1, 2.4.3.7). */
const ptsAt = (b: Buffer, o: number): number =>
  ((b[o]! >> 1) & 0x07) * 2 ** 30 +
  b[o + 1]! * 2 ** 22 +
  (b[o + 2]! >> 1) * 2 ** 15 +
  b[o + 3]! * 2 ** 7 +
  (b[o + 4]! >> 1);

/**
 * The earliest presentation time (90 kHz) among the audio and video PES headers in the head of
 * an MPEG-TS segment, or null when there is none. ffmpeg starts its TS output at ~1.4 s, not 0:
 * the subtitles rendition maps cue time 0 to this (X-TIMESTAMP-MAP, RFC 8216 §3.5).
 */
export function firstPts(head: Buffer): number | null {
  let earliest: number | null = null;
  for (let p = head.indexOf(SYNC); p >= 0 && p + PACKET <= head.length; p += PACKET) {
    if (head[p] !== SYNC) return earliest;
    const startsPes = (head[p + 1]! & 0x40) !== 0;
    const control = (head[p + 3]! >> 4) & 0x3;
    if (!startsPes || (control & 0x1) === 0) continue;
    const o = p + 4 + ((control & 0x2) !== 0 ? 1 + head[p + 4]! : 0);
    if (o + 14 > p + PACKET) continue;
    if (head[o] !== 0 || head[o + 1] !== 0 || head[o + 2] !== 1) continue;
    const streamId = head[o + 3]!;
    const audioOrVideo = streamId >= 0xc0 && streamId <= 0xef;
    if (!audioOrVideo || (head[o + 7]! & 0x80) === 0) continue;
    const pts = ptsAt(head, o + 9);
    if (earliest === null || pts < earliest) earliest = pts;
  }
  return earliest;
}
