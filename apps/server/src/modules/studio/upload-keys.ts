import { randomBytes } from 'node:crypto';
import { STUDIO_UPLOADS, UPLOADS, type UploadFileType } from '@app/contract';
import { InvalidStorageKeyError } from '../../storage/storage';
import { assertSafeKey } from '../../storage/storage-keys';

/** Every studio upload lives under this prefix; publishing accepts nothing else. */
export const UPLOAD_PREFIX = 'uploads/';

const MAX_SLUG_LENGTH = 60;

/**
 * A URL- and key-safe slug: lowercase a-z, 0-9 and single dashes, at most 60 characters (within
 * SERIES_ID_PATTERN). '' when nothing is left (`../`, a title in another script).
 */
export const slugify = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');

/**
 * An image presigned without a content type: any of JPEG, PNG or WebP, as its bytes say. Its
 * key's extension names no type (served as a download), and publishing pins it under the
 * extension of what it is (docs/product/studio.md#publishing).
 */
export const ANY_IMAGE = { contentType: 'application/octet-stream', extension: 'img' } as const;

/** File extensions by the content types a presign accepts; the served type follows the name. */
const EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  [ANY_IMAGE.contentType]: ANY_IMAGE.extension,
};

/** The extension of one of the presign's content types. */
export const extensionFor = (contentType: string): string => {
  const extension = EXTENSIONS[contentType];
  if (!extension) throw new Error(`No upload extension for ${contentType}`);
  return extension;
};

export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'png', 'webp', ANY_IMAGE.extension] as const;

/** An image upload whose presign named no type: its bytes decide. */
export const isAnyImageKey = (key: string): boolean => key.endsWith(`.${ANY_IMAGE.extension}`);

export const isVideoType = (fileType: UploadFileType) => fileType === 'video';

export const allowedContentTypes = (fileType: UploadFileType): readonly string[] =>
  isVideoType(fileType) ? STUDIO_UPLOADS.videoContentTypes : STUDIO_UPLOADS.imageContentTypes;

export const maxBytesFor = (fileType: UploadFileType): number =>
  isVideoType(fileType) ? UPLOADS.videoMaxBytes : UPLOADS.imageMaxBytes;

/** What a presign without a content type signs: an MP4, or any image its bytes make it. */
export const defaultContentType = (fileType: UploadFileType): string =>
  isVideoType(fileType) ? 'video/mp4' : ANY_IMAGE.contentType;

/**
 * A fresh key for one upload: `uploads/{series slug}/{episode-N|thumbnail-N|poster}-{random}.{ext}`.
 * The random part means a re-upload never overwrites a file a published episode still plays.
 */
export const buildUploadKey = (input: {
  fileType: UploadFileType;
  seriesSlug: string;
  episodeNumber?: number | null | undefined;
  contentType: string;
}): string => {
  const extension = EXTENSIONS[input.contentType];
  if (!extension || !input.seriesSlug) throw new Error('buildUploadKey: unchecked input');
  const random = randomKeyPart();
  const numbered = (name: string) =>
    input.episodeNumber === undefined || input.episodeNumber === null
      ? name
      : `${name}-${input.episodeNumber}`;
  const stem =
    input.fileType === 'poster'
      ? 'poster'
      : numbered(input.fileType === 'video' ? 'episode' : 'thumbnail');
  return `${UPLOAD_PREFIX}${input.seriesSlug}/${stem}-${random}.${extension}`;
};

const randomKeyPart = () => randomBytes(6).toString('hex');

/**
 * A fresh key beside an upload, for its pinned copy: the same folder and name with a new random
 * part and `extension`. No presigned form names it, so nothing but the server ever writes it.
 */
export const pinnedKeyOf = (uploadKey: string, extension: string): string => {
  const slash = uploadKey.lastIndexOf('/');
  const name = uploadKey.slice(slash + 1).replace(/\.[a-z0-9]+$/, '');
  const stem = name.replace(/-[0-9a-f]{12}$/, '');
  return `${uploadKey.slice(0, slash + 1)}${stem}-${randomKeyPart()}.${extension}`;
};

// exactly what buildUploadKey makes: nothing else under uploads/ (e.g. the demo seed's sources)
const UPLOAD_KEY = /^uploads\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\/[a-z0-9-]+\.([a-z0-9]+)$/;

/**
 * The storage key a publish names, given a presign's `s3Key` or `publicUrl`; null for anything
 * else (another prefix, another host, a query string, `..`). `kind` checks the extension.
 */
export const uploadKeyOf = (
  reference: string,
  publicUrlOf: (key: string) => string,
  kind: 'video' | 'image',
): string | null => {
  const probe = `${UPLOAD_PREFIX}x`;
  const publicBase = publicUrlOf(probe).slice(0, -probe.length);
  const key =
    publicBase && reference.startsWith(publicBase) ? reference.slice(publicBase.length) : reference;
  const match = UPLOAD_KEY.exec(key);
  if (!match) return null;
  try {
    assertSafeKey(key);
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) return null;
    throw error;
  }
  const extensions: readonly string[] = kind === 'video' ? VIDEO_EXTENSIONS : IMAGE_EXTENSIONS;
  return extensions.includes(match[1]!) ? key : null;
};
