import { STUDIO_UPLOADS } from '@app/contract';
import { multipartUpload } from './multipart-upload';
import { presignedPostUpload } from './presigned-post-upload';
import type { UploadFn } from './upload-types';

/**
 * The studio's one way to store a file (docs/product/studio.md#presigned-uploads): one presigned
 * POST, or for a video over the threshold resumable parts (docs/product/studio.md#resumable-uploads).
 */
export const uploadFile: UploadFn = (request) =>
  request.target.fileType === 'video' && request.file.size > STUDIO_UPLOADS.multipartThresholdBytes
    ? multipartUpload(request)
    : presignedPostUpload(request);
