import type { UploadRequest } from '../../../lib/uploads/upload-types';

/**
 * Test stand-ins for the upload helper and the thumbnail extractor (each has its own tests): they
 * answer at once, a file named in `failing` fails, a video named '…broken…' gives no thumbnail.
 */
export const fakeUploads = { requests: [] as UploadRequest[], failing: new Set<string>() };

export function fakeUploadFile(request: UploadRequest) {
  fakeUploads.requests.push(request);
  if (fakeUploads.failing.has(request.file.name)) {
    return Promise.reject(new Error('S3 bucket or key not found.'));
  }
  request.onProgress?.(1);
  const key = `uploads/${request.target.seriesId}/${request.file.name}`;
  return Promise.resolve({ s3Key: key, publicUrl: `/media/${key}` });
}

export const fakeExtractVideoThumbnail = (file: File) =>
  file.name.includes('broken')
    ? Promise.reject(new Error('the video could not be loaded'))
    : Promise.resolve({ blob: new Blob(['jpeg'], { type: 'image/jpeg' }), duration: 42 });
