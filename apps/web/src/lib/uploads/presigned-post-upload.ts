import { type PresignResponse, presignUploadRoute, STUDIO_UPLOAD_TEXTS } from '@app/contract';
import { apiCall } from '../api-client';
import { isApiError } from '../api-error';
import { postForm } from './post-form';
import { UploadError, uploadNetworkError } from './upload-error';
import { withUploadRetries } from './upload-retries';
import { checkUploadRequest } from './upload-rules';
import type { UploadFn, UploadRequest } from './upload-types';

async function presign(
  request: UploadRequest,
  contentType: string,
): Promise<PresignResponse['data']> {
  let answer: PresignResponse;
  try {
    answer = await apiCall(presignUploadRoute, {
      body: { ...request.target, contentType, fileSize: request.file.size },
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    if (isApiError(error)) {
      // the server's own words: 'File size (X) exceeds limit (Y)', an unsupported type…
      throw error.status === 0 ? uploadNetworkError() : new UploadError(error.detail);
    }
    // the answer did not match the contract
    throw new UploadError(STUDIO_UPLOAD_TEXTS.invalidPresign);
  }
  if (!answer.data.uploadUrl) throw new UploadError(STUDIO_UPLOAD_TEXTS.invalidPresign);
  return answer.data;
}

/**
 * Stores one file through a presigned POST (docs/product/studio.md#presigned-uploads): checks the
 * request, asks the server for the form, then posts it with real byte progress, up to three
 * times. The form is signed once: it stays valid for an hour, longer than every attempt.
 */
export const presignedPostUpload: UploadFn = async (request) => {
  const { contentType } = checkUploadRequest(request);
  const { uploadUrl, fields, publicUrl, s3Key } = await presign(request, contentType);
  await withUploadRetries(() => {
    request.onProgress?.(0);
    return postForm({
      url: uploadUrl,
      fields,
      file: request.file,
      onProgress: request.onProgress,
      signal: request.signal,
    });
  }, request.signal);
  return { publicUrl, s3Key };
};
