import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { probeVideo, type VideoProbe } from '../../transcoding/probe';
import { contentTypeFor, extensionOf } from '../../storage/content-types';
import type { Storage } from '../../storage/storage';

// docs/decisions.md#uploads-and-media: content, not names, decides what a file is
const SIGNATURES: { type: string; matches: (head: Buffer) => boolean }[] = [
  {
    type: 'image/jpeg',
    matches: (h) => h.length >= 3 && h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  },
  {
    type: 'image/png',
    matches: (h) =>
      h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    matches: (h) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' &&
      h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type the first bytes say, or null (SVG, video, anything else). */
export const imageTypeOf = (head: Buffer): string | null =>
  SIGNATURES.find((signature) => signature.matches(head))?.type ?? null;

/** The first bytes of a stored object, enough for `imageTypeOf`; null when it is missing. */
export const readHead = async (storage: Storage, key: string): Promise<Buffer | null> => {
  const opened = await storage.read(key, { start: 0, end: 15 });
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * True when the stored object is a JPEG, PNG or WebP whose type matches its name: the served
 * Content-Type comes from the name (storage/content-types.ts), so the two must agree.
 */
export const isMatchingImage = async (storage: Storage, key: string): Promise<boolean> => {
  const head = await readHead(storage, key);
  return head !== null && imageTypeOf(head) === contentTypeFor(key);
};

/** The names of the probe's copies in `tmpDir`: a crash leaves them to the upload janitor. */
export const PROBE_COPY_PREFIX = 'studio-';

/**
 * ffprobe of a stored video: downloaded to `tmpDir` (ffprobe needs a file; an S3 object is not
 * one), removed afterwards whatever happens. Throws MediaProbeError for a file that is no video.
 */
export const probeStoredVideo = async (
  storage: Storage,
  key: string,
  tmpDir: string,
): Promise<VideoProbe> => {
  await fs.mkdir(tmpDir, { recursive: true });
  const local = path.join(tmpDir, `${PROBE_COPY_PREFIX}${randomUUID()}${extensionOf(key)}`);
  try {
    await storage.download(key, local);
    return await probeVideo(local);
  } finally {
    await fs.rm(local, { force: true });
  }
};
