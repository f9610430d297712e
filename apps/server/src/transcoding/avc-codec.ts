import { open } from 'node:fs/promises';

const TS_PACKET = 188;
const SCAN_BYTES = 256 * 1024;

const hex = (byte: number) => byte.toString(16).padStart(2, '0');

/** Payload bytes of each PID, in order, from a run of MPEG-TS packets. */
function demuxPayloads(buffer: Buffer): Map<number, Buffer> {
  const chunks = new Map<number, Buffer[]>();
  for (let offset = 0; offset + TS_PACKET <= buffer.length; offset += TS_PACKET) {
    if (buffer[offset] !== 0x47) break;
    const pid = (((buffer[offset + 1] ?? 0) & 0x1f) << 8) | (buffer[offset + 2] ?? 0);
    const control = ((buffer[offset + 3] ?? 0) >> 4) & 0x3;
    if ((control & 0x1) === 0) continue;
    let start = offset + 4;
    if (control & 0x2) start += 1 + (buffer[offset + 4] ?? 0);
    if (start >= offset + TS_PACKET) continue;
    const list = chunks.get(pid) ?? [];
    list.push(buffer.subarray(start, offset + TS_PACKET));
    chunks.set(pid, list);
  }
  return new Map([...chunks].map(([pid, list]) => [pid, Buffer.concat(list)]));
}

/** `avc1.PPCCLL` from the first H.264 sequence parameter set in an Annex B byte stream. */
export function avcCodecFromAnnexB(stream: Buffer): string | undefined {
  for (let i = 0; i + 6 < stream.length; i++) {
    if (stream[i] === 0 && stream[i + 1] === 0 && stream[i + 2] === 1) {
      const header = stream[i + 3] ?? 0;
      if ((header & 0x1f) === 7) {
        return `avc1.${hex(stream[i + 4] ?? 0)}${hex(stream[i + 5] ?? 0)}${hex(stream[i + 6] ?? 0)}`;
      }
    }
  }
  return undefined;
}

/**
 * The RFC 6381 codec string of the H.264 video in an MPEG-TS segment, read from its SPS so the
 * master playlist's CODECS matches what the encoder really chose (profile, constraints, level).
 */
export async function readAvcCodecFromTs(segmentPath: string): Promise<string | undefined> {
  const file = await open(segmentPath, 'r');
  try {
    const buffer = Buffer.alloc(SCAN_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SCAN_BYTES, 0);
    for (const payload of demuxPayloads(buffer.subarray(0, bytesRead)).values()) {
      const codec = avcCodecFromAnnexB(payload);
      if (codec) return codec;
    }
    return undefined;
  } finally {
    await file.close();
  }
}

/** What x264 writes for a profile when the segment cannot be read (level 4.0 covers 1080p30). */
export function fallbackAvcCodec(profile: 'main' | 'high'): string {
  return profile === 'high' ? 'avc1.640028' : 'avc1.4d4028';
}

export const AAC_LC_CODEC = 'mp4a.40.2';
