import { STUDIO_UPLOAD_TEXTS } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr';
import { jsonResponse, stubApi, type RecordedRequest } from '../../test/stub-api';
import { multipartUpload } from './multipart-upload';
import type { UploadRequest } from './upload-types';

// 25 bytes in parts of 10: 10, 10 and 5
const CONTENT = 'abcdefghijklmnopqrstuvwxy';
const UPLOAD = {
  uploadId: 'u1',
  s3Key: 'uploads/neon/episode-1-abc.mp4',
  publicUrl: '/media/uploads/neon/episode-1-abc.mp4',
  partSize: 10,
  partCount: 3,
};
const sizeOf = (n: number) => (n < 3 ? 10 : 5);
const etagOf = (n: number) => `"etag-${n}"`;

/** The same file each time, as a browser hands it over again after a reload. */
const video = () =>
  new File([CONTENT], 'ep1.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });

function request(overrides: Partial<UploadRequest> = {}): UploadRequest {
  return {
    file: video(),
    target: { fileType: 'video', seriesId: 'neon', episodeNumber: 1 },
    ...overrides,
  };
}

/** Let promise chains run until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await vi.advanceTimersByTimeAsync(0);
  expect(done()).toBe(true);
}

/** A server that has received the parts in `stored`; records the calls. */
function fakeServer(stored: Set<number>, options: { knowsUpload?: boolean } = {}) {
  return stubApi((call: RecordedRequest) => {
    const path = call.path.split('?')[0];
    if (call.method === 'POST' && path === '/api/content/multipart') return jsonResponse(UPLOAD);
    if (call.method === 'POST' && path === '/api/content/multipart/sign') {
      const { partNumbers } = call.body as { partNumbers: number[] };
      return jsonResponse({
        parts: partNumbers.map((n) => ({ partNumber: n, url: `/part/${n}`, size: sizeOf(n) })),
        expiresAt: '2030-01-01T00:00:00Z',
      });
    }
    if (call.method === 'GET' && path === '/api/content/multipart/parts') {
      if (options.knowsUpload === false) return jsonResponse({ detail: 'gone', code: 'X' }, 404);
      return jsonResponse({
        parts: [...stored].sort().map((n) => ({ partNumber: n, size: sizeOf(n), etag: etagOf(n) })),
      });
    }
    if (call.method === 'POST' && path === '/api/content/multipart/complete') {
      return jsonResponse({ publicUrl: UPLOAD.publicUrl, s3Key: UPLOAD.s3Key });
    }
    if (call.method === 'DELETE' && path === '/api/content/multipart') {
      return jsonResponse({ aborted: true });
    }
    return jsonResponse({ detail: 'unexpected', code: 'X' }, 500);
  });
}

/** The error `promise` rejects with; it must reject. */
const rejection = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Error,
  );

const partOf = (xhr: FakeXhr) => Number(xhr.url.split('/').pop());
const calls = (requests: RecordedRequest[]) =>
  requests.map((r) => `${r.method} ${r.path.split('?')[0]}`);

let xhrs: FakeXhr[];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  xhrs = FakeXhr.install();
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('multipartUpload', () => {
  it('starts, PUTs every part with byte progress, and completes from the listed parts', async () => {
    const stored = new Set<number>();
    const requests = fakeServer(stored);
    const progress: number[] = [];
    const upload = multipartUpload(request({ onProgress: (f) => progress.push(f) }));

    await until(() => xhrs.length === 3);
    expect(requests[0]?.body).toEqual({
      fileType: 'video',
      seriesId: 'neon',
      episodeNumber: 1,
      contentType: 'video/mp4',
      fileSize: 25,
    });
    expect(requests[1]?.body).toMatchObject({
      uploadId: 'u1',
      fileSize: 25,
      partNumbers: [1, 2, 3],
    });
    for (const xhr of xhrs) {
      expect(xhr.method).toBe('PUT');
      const n = partOf(xhr);
      expect(await (xhr.body as Blob).text()).toBe(CONTENT.slice((n - 1) * 10, n * 10));
    }
    xhrs[0]!.progress(5, 10);
    for (const xhr of xhrs) {
      stored.add(partOf(xhr));
      xhr.respond(200, '', { ETag: etagOf(partOf(xhr)) });
    }

    await expect(upload).resolves.toEqual({ publicUrl: UPLOAD.publicUrl, s3Key: UPLOAD.s3Key });
    expect(calls(requests)).toEqual([
      'POST /api/content/multipart',
      'POST /api/content/multipart/sign',
      'GET /api/content/multipart/parts',
      'POST /api/content/multipart/complete',
    ]);
    expect(requests.at(-1)?.body).toEqual({
      s3Key: UPLOAD.s3Key,
      uploadId: 'u1',
      parts: [1, 2, 3].map((n) => ({ partNumber: n, etag: etagOf(n) })),
    });
    expect(progress[0]).toBe(0);
    expect(progress).toContain(0.2);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    // finished: nothing is left to resume
    expect(localStorage.length).toBe(0);
  });

  it('resumes after a dropped connection and a reload, sending only the missing parts', async () => {
    const stored = new Set<number>();
    let requests = fakeServer(stored);
    const first = rejection(multipartUpload(request()));
    await until(() => xhrs.length === 3);
    // part 1 arrives, then the connection drops: parts 2 and 3 fail every attempt
    stored.add(1);
    xhrs[0]!.respond(200, '', { ETag: etagOf(1) });
    xhrs[1]!.failNetwork();
    xhrs[2]!.failNetwork();
    await vi.advanceTimersByTimeAsync(2000);
    xhrs.slice(3).forEach((xhr) => xhr.failNetwork());
    await vi.advanceTimersByTimeAsync(4000);
    xhrs.slice(5).forEach((xhr) => xhr.failNetwork());
    expect((await first).message).toBe(
      `${STUDIO_UPLOAD_TEXTS.allRetriesFailed}: ${STUDIO_UPLOAD_TEXTS.network}`,
    );
    expect(xhrs.map(partOf)).toEqual([1, 2, 3, 2, 3, 2, 3]);

    // the page is reloaded and the same file picked again
    xhrs = FakeXhr.install();
    requests = fakeServer(stored);
    const progress: number[] = [];
    const second = multipartUpload(request({ onProgress: (f) => progress.push(f) }));
    await until(() => xhrs.length === 2);
    expect(calls(requests).slice(0, 2)).toEqual([
      'GET /api/content/multipart/parts',
      'POST /api/content/multipart/sign',
    ]);
    expect(requests[1]?.body).toMatchObject({ uploadId: 'u1', partNumbers: [2, 3] });
    expect(xhrs.map(partOf)).toEqual([2, 3]);
    // what had arrived counts from the start
    expect(progress[0]).toBe(0.4);
    for (const xhr of xhrs) {
      stored.add(partOf(xhr));
      xhr.respond(200);
    }

    await expect(second).resolves.toMatchObject({ s3Key: UPLOAD.s3Key });
    // no second start, and the ETags come from the server's list (a hidden ETag header is fine)
    expect(calls(requests)).not.toContain('POST /api/content/multipart');
    expect(requests.at(-1)?.body).toMatchObject({
      parts: [1, 2, 3].map((n) => ({ partNumber: n, etag: etagOf(n) })),
    });
    expect(localStorage.length).toBe(0);
  });

  it('starts over when the server no longer has the recorded upload', async () => {
    const stored = new Set<number>([1]);
    fakeServer(stored);
    const first = rejection(multipartUpload(request()));
    await until(() => xhrs.length === 3);
    xhrs.forEach((xhr) => xhr.respond(404));
    expect((await first).message).toBe(STUDIO_UPLOAD_TEXTS.notFound);
    expect(localStorage.length).toBe(1);

    xhrs = FakeXhr.install();
    const requests = fakeServer(new Set(), { knowsUpload: false });
    void multipartUpload(request()).catch(() => undefined);
    await until(() => xhrs.length === 3);
    expect(calls(requests).slice(0, 3)).toEqual([
      'GET /api/content/multipart/parts',
      'POST /api/content/multipart',
      'POST /api/content/multipart/sign',
    ]);
  });

  it('aborts the upload on the server when cancelled, and forgets it', async () => {
    const requests = fakeServer(new Set());
    const controller = new AbortController();
    const upload = rejection(multipartUpload(request({ signal: controller.signal })));
    await until(() => xhrs.length === 3);
    expect(localStorage.length).toBe(1);
    controller.abort();

    expect((await upload).name).toBe('AbortError');
    expect(xhrs.every((xhr) => xhr.aborted)).toBe(true);
    await until(() => calls(requests).includes('DELETE /api/content/multipart'));
    expect(requests.at(-1)?.path).toContain('uploadId=u1');
    expect(localStorage.length).toBe(0);
  });
});
