import { STUDIO_UPLOADS } from '@app/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr';
import { jsonResponse, stubApi, type RecordedRequest } from '../../test/stub-api';
import { uploadFile } from './upload-file';
import type { UploadRequest } from './upload-types';

const sized = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

let requests: RecordedRequest[];

beforeEach(() => {
  FakeXhr.install();
  // every call fails: only which one is asked first matters here
  requests = stubApi(() => jsonResponse({ detail: 'stop here', code: 'X' }, 400));
});

const firstCall = async (request: UploadRequest) => {
  await uploadFile(request).catch(() => undefined);
  return requests[0]?.path;
};

describe('uploadFile', () => {
  const threshold = STUDIO_UPLOADS.multipartThresholdBytes;

  it('sends a video over the threshold in resumable parts', async () => {
    const file = sized('ep1.mp4', 'video/mp4', threshold + 1);
    expect(await firstCall({ file, target: { fileType: 'video', seriesId: 's' } })).toBe(
      '/api/content/multipart',
    );
  });

  it('posts a video up to the threshold, and any image, in one presigned form', async () => {
    const video = sized('ep1.mp4', 'video/mp4', threshold);
    expect(await firstCall({ file: video, target: { fileType: 'video', seriesId: 's' } })).toBe(
      '/api/content/presigned-url',
    );
    requests.length = 0;
    const poster = sized('p.png', 'image/png', 1000);
    expect(await firstCall({ file: poster, target: { fileType: 'poster', seriesId: 's' } })).toBe(
      '/api/content/presigned-url',
    );
  });
});
