import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '@app/contract';
import { isCopy, variantKeyOf } from '../../storage/image-variant-keys';
import type { Storage } from '../../storage/storage';

// posters and thumbnails are a few hundred KB; anything far larger is not ours to resize here
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
// a poster stays sharp at this quality and weighs about half its JPEG
const WEBP_QUALITY = 75;

/** `w` of `/media/{key}?w=…`, when it is one of the widths we make; undefined otherwise. */
export const parseImageWidth = (value: string): ImageWidth | undefined =>
  IMAGE_WIDTHS.find((width) => String(width) === value);

const readAll = async (storage: Storage, key: string): Promise<Buffer | null> => {
  const found = await storage.read(key);
  if (!found) return null;
  if (found.object.size > MAX_SOURCE_BYTES) {
    found.stream.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Resized WebP copies of stored images, kept in storage (like an image CDN's) under
 * `variantKeyOf` (storage/image-variant-keys.ts): the media route serves a copy like any stored
 * file and asks for it to be made only when it is not there yet. Stored images never change under
 * their key (content-types.ts), so neither do their copies.
 */
export class ImageVariants {
  private readonly making = new Map<string, Promise<string | null>>();

  constructor(private readonly storage: Storage) {}

  /**
   * Makes the copy of `key` at `width` and answers the key to serve: the copy, or the original
   * itself when no copy can be made of it (not an image sharp reads, or too large); null when
   * the original does not exist.
   */
  make(key: string, width: ImageWidth): Promise<string | null> {
    if (isCopy(key)) throw new Error('ImageVariants.make: a copy is never resized again');
    const variant = variantKeyOf(key, width);
    let pending = this.making.get(variant);
    if (!pending) {
      // one resize per copy, however many viewers ask for it at once
      pending = this.resize(key, width, variant).finally(() => this.making.delete(variant));
      this.making.set(variant, pending);
    }
    return pending;
  }

  private async resize(key: string, width: ImageWidth, variant: string): Promise<string | null> {
    const source = await readAll(this.storage, key);
    if (source === null) return (await this.storage.stat(key)) ? key : null;
    let resized: Buffer;
    try {
      resized = await sharp(source)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    } catch {
      // not an image after all: the original is served as it is
      return key;
    }
    await this.storage.put(variant, resized, { contentType: 'image/webp' });
    return variant;
  }
}
