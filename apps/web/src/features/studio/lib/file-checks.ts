import { STUDIO_TEXTS, STUDIO_UPLOAD_TEXTS } from '@app/contract';
import {
  allowedContentTypes,
  maxUploadBytes,
  uploadContentType,
} from '../../../lib/uploads/upload-rules';

/** Why a chosen poster cannot be used, or null (docs/product/studio.md#files). Never SVG. */
export function posterFileProblem(file: File): string | null {
  if (!allowedContentTypes('poster').includes(uploadContentType(file, 'poster'))) {
    return STUDIO_TEXTS.invalidImage;
  }
  if (file.size > maxUploadBytes('poster')) return STUDIO_UPLOAD_TEXTS.imageTooLarge;
  return null;
}

/**
 * Why a chosen episode file cannot be used, or null: not a video at all, a video of another
 * format, or over the size limit.
 */
export function videoFileProblem(file: File): string | null {
  const contentType = uploadContentType(file, 'video');
  if (!allowedContentTypes('video').includes(contentType)) {
    return contentType.startsWith('video/')
      ? STUDIO_TEXTS.unsupportedVideo
      : STUDIO_UPLOAD_TEXTS.invalidVideo;
  }
  if (file.size > maxUploadBytes('video')) return STUDIO_UPLOAD_TEXTS.videoTooLarge;
  return null;
}
