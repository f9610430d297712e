import {
  formatFileSize,
  STUDIO_TEXTS,
  STUDIO_UPLOADS,
  UPLOADS,
  type UploadFileType,
} from '@app/contract';
import { UploadError } from './upload-error';
import type { UploadRequest } from './upload-types';

/** The largest file of a kind a presign signs (docs/product/studio.md#files). */
export const maxUploadBytes = (fileType: UploadFileType): number =>
  fileType === 'video' ? UPLOADS.videoMaxBytes : UPLOADS.imageMaxBytes;

export const allowedContentTypes = (fileType: UploadFileType): readonly string[] =>
  fileType === 'video' ? STUDIO_UPLOADS.videoContentTypes : STUDIO_UPLOADS.imageContentTypes;

// browsers leave `type` empty for names they do not know (.mov on some systems)
const BY_EXTENSION: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * The content type a file is uploaded as: its own when the kind allows it, else the one its
 * extension names, else its own (which the presign then refuses). Empty when nothing says.
 */
export function uploadContentType(file: File, fileType: UploadFileType): string {
  const allowed = allowedContentTypes(fileType);
  const own = file.type.toLowerCase();
  if (allowed.includes(own)) return own;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const byName = BY_EXTENSION[extension];
  if (byName && allowed.includes(byName)) return byName;
  return own;
}

/**
 * The helper's checks before any call: parameters present, the type one the kind allows, the size
 * within its limit. Throws the texts docs/product/studio.md#presigned-uploads lists.
 */
export function checkUploadRequest(request: UploadRequest): { contentType: string } {
  const { file, target } = request as Partial<UploadRequest>;
  if (!file || !target?.fileType || !target.seriesId?.trim()) {
    throw new UploadError(STUDIO_TEXTS.invalidUploadParameters);
  }
  const limit = maxUploadBytes(target.fileType);
  if (file.size > limit)
    throw new UploadError(
      STUDIO_TEXTS.fileTooLarge(formatFileSize(file.size), formatFileSize(limit)),
    );
  const contentType = uploadContentType(file, target.fileType);
  if (!allowedContentTypes(target.fileType).includes(contentType)) {
    throw new UploadError(
      target.fileType === 'video' ? STUDIO_TEXTS.unsupportedVideo : STUDIO_TEXTS.invalidImage,
    );
  }
  return { contentType };
}
