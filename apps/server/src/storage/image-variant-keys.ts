import { RESIZABLE_IMAGE_EXTENSIONS, type ImageWidth } from '@app/contract';
import { extensionOf } from './content-types';

/**
 * Where the resized copies of stored images are kept (modules/media-delivery makes them, the
 * studio removes them with their original): `variants/w{width}/{original key}.webp`.
 */
export const VARIANTS_PREFIX = 'variants/';

const RESIZABLE: ReadonlySet<string> = new Set(RESIZABLE_IMAGE_EXTENSIONS);

export const isResizable = (key: string): boolean => RESIZABLE.has(extensionOf(key));

/**
 * Copies are made of originals only (docs/decisions.md#uploads-and-media): a copy of a copy would
 * let anyone nest `variants/` keys as deep as the key length allows, each a resize and a stored
 * file, so the copies per image stay bounded by IMAGE_WIDTHS.
 */
export const isCopy = (key: string): boolean => key.startsWith(VARIANTS_PREFIX);

/** Where the copy of `key` `width` px wide is kept, beside the originals in the same storage. */
export const variantKeyOf = (key: string, width: ImageWidth): string =>
  `${VARIANTS_PREFIX}w${width}/${key}.webp`;
