import { STUDIO_UPLOAD_TEXTS, UPLOADS } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr';
import { jsonResponse, stubApi, type RecordedRequest } from '../../test/stub-api';
import { presignedPostUpload } from './presigned-post-upload';
import type { UploadRequest } from './upload-types';

const TEXTS = STUDIO_UPLOAD_TEXTS;
const FIELDS = {
  key: 'uploads/draft-1/episode-2-abc.mp4',
  'Content-Type': 'video/mp4',
  policy: 'p',
};
const PRESIGNED = {
  success: true,
  data: {
    uploadUrl: '/api/storage/upload',
    fields: FIELDS,
    publicUrl: '/media/uploads/draft-1/episode-2-abc.mp4',
    s3Key: 'uploads/draft-1/episode-2-abc.mp4',
  },
};

const video = (name = 'ep2.mp4', type = 'video/mp4') => new File(['0123456789'], name, { type });

function request(overrides: Partial<UploadRequest> = {}): UploadRequest {
  return {
    file: video(),
    target: { fileType: 'video', seriesId: 'draft-1', episodeNumber: 2, seriesTitle: 'Neon' },
    ...overrides,
  };
}

/** Let promise chains (the presign's fetch and parse) run until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i += 1) await vi.advanceTimersByTimeAsync(0);
  expect(done()).toBe(true);
}

/** The rejection of `promise`, which must reject. */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  const settled = await promise.then(
    () => null,
    (error: unknown) => error as Error,
  );
  if (!settled) throw new Error('expected a rejection');
  return settled;
}

let presigns: RecordedRequest[];
let xhrs: FakeXhr[];

beforeEach(() => {
  vi.useFakeTimers();
  presigns = stubApi(() => jsonResponse(PRESIGNED));
  xhrs = FakeXhr.install();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('presignedPostUpload', () => {
  it('presigns with the file type and size, posts the fields then the file, and reports progress', async () => {
    const progress: number[] = [];
    const upload = presignedPostUpload(request({ onProgress: (f) => progress.push(f) }));
    await until(() => xhrs.length === 1);

    expect(presigns).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/content/presigned-url',
        body: {
          fileType: 'video',
          seriesId: 'draft-1',
          episodeNumber: 2,
          seriesTitle: 'Neon',
          contentType: 'video/mp4',
          fileSize: 10,
        },
      }),
    ]);
    const xhr = xhrs[0]!;
    expect([xhr.method, xhr.url, xhr.timeout]).toEqual(['POST', '/api/storage/upload', 300_000]);
    expect(xhr.formEntries()).toEqual([...Object.entries(FIELDS), ['file', 'ep2.mp4']]);

    xhr.progress(5, 10);
    xhr.respond(204);

    expect(await upload).toEqual({
      publicUrl: PRESIGNED.data.publicUrl,
      s3Key: PRESIGNED.data.s3Key,
    });
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it('takes the content type from the extension when the browser gives none', async () => {
    const upload = presignedPostUpload(request({ file: video('clip.MOV', '') }));
    await until(() => xhrs.length === 1);
    xhrs[0]!.respond(204);
    await upload;

    expect(presigns[0]?.body).toMatchObject({ contentType: 'video/quicktime' });
  });

  it("refuses a file over its kind's limit before any call", async () => {
    const big = video();
    Object.defineProperty(big, 'size', { value: UPLOADS.videoMaxBytes + 1 });

    const error = await rejection(presignedPostUpload(request({ file: big })));

    expect(error.message).toBe('File size (500.00 MB) exceeds limit (500 MB)');
    expect(presigns).toEqual([]);
  });

  it("refuses a request without a file type or series with 'Invalid upload parameters'", async () => {
    const noSeries = await rejection(
      presignedPostUpload(request({ target: { fileType: 'poster', seriesId: '  ' } })),
    );
    const noFile = await rejection(
      presignedPostUpload({ ...request(), file: undefined as unknown as File }),
    );

    expect([noSeries.message, noFile.message]).toEqual([
      'Invalid upload parameters',
      'Invalid upload parameters',
    ]);
    expect(presigns).toEqual([]);
  });

  it('refuses an image of a type posters may not have', async () => {
    const svg = new File(['<svg/>'], 'poster.svg', { type: 'image/svg+xml' });

    const error = await rejection(
      presignedPostUpload(request({ file: svg, target: { fileType: 'poster', seriesId: 'd' } })),
    );

    expect(error.message).toBe('Please upload a valid image file (JPEG, PNG, or WebP)');
  });

  it("says 'Invalid presigned URL data' when the presign answers without data", async () => {
    stubApi(() => jsonResponse({ success: true }));

    const error = await rejection(presignedPostUpload(request()));

    expect(error.message).toBe(TEXTS.invalidPresign);
    expect(xhrs).toEqual([]);
  });

  it("passes the server's refusal of the presign on", async () => {
    stubApi(() =>
      jsonResponse({ detail: 'File size (600 MB) exceeds limit (500 MB)', code: 'X' }, 400),
    );

    const error = await rejection(presignedPostUpload(request()));

    expect(error.message).toBe('File size (600 MB) exceeds limit (500 MB)');
  });

  it('retries a server error after 2 s, then 4 s, and succeeds on the third attempt', async () => {
    const progress: number[] = [];
    const upload = presignedPostUpload(request({ onProgress: (f) => progress.push(f) }));
    await until(() => xhrs.length === 1);

    xhrs[0]!.progress(8, 10);
    xhrs[0]!.respond(503);
    await vi.advanceTimersByTimeAsync(1999);
    expect(xhrs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(xhrs).toHaveLength(2);

    xhrs[1]!.respond(500);
    await vi.advanceTimersByTimeAsync(3999);
    expect(xhrs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(xhrs).toHaveLength(3);

    xhrs[2]!.respond(200);
    await expect(upload).resolves.toMatchObject({ s3Key: PRESIGNED.data.s3Key });
    // progress starts again with each attempt; the form was signed once
    expect(progress).toEqual([0, 0.8, 0, 0, 1]);
    expect(presigns).toHaveLength(1);
  });

  it('gives up after three attempts, saying so with the last reason', async () => {
    const upload = rejection(presignedPostUpload(request()));
    await until(() => xhrs.length === 1);
    xhrs[0]!.failNetwork();
    await vi.advanceTimersByTimeAsync(2000);
    xhrs[1]!.respond(502);
    await vi.advanceTimersByTimeAsync(4000);
    xhrs[2]!.failNetwork();

    expect((await upload).message).toBe(`${TEXTS.allRetriesFailed}: ${TEXTS.network}`);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(xhrs).toHaveLength(3);
  });

  it.each([
    [403, TEXTS.accessDenied],
    [404, TEXTS.notFound],
  ])('does not retry a %i', async (status, text) => {
    const upload = rejection(presignedPostUpload(request()));
    await until(() => xhrs.length === 1);
    xhrs[0]!.respond(status);

    expect((await upload).message).toBe(text);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(xhrs).toHaveLength(1);
  });

  it('names any other status, and a time-out', async () => {
    const upload = rejection(presignedPostUpload(request()));
    await until(() => xhrs.length === 1);
    xhrs[0]!.respond(400);
    await vi.advanceTimersByTimeAsync(2000);
    xhrs[1]!.timeOut();
    await vi.advanceTimersByTimeAsync(4000);
    xhrs[2]!.respond(413);

    expect((await upload).message).toBe(
      `${TEXTS.allRetriesFailed}: ${TEXTS.failedWithStatus(413)}`,
    );
  });

  it('stops when cancelled, during an attempt or between two', async () => {
    const controller = new AbortController();
    const upload = rejection(presignedPostUpload(request({ signal: controller.signal })));
    await until(() => xhrs.length === 1);
    controller.abort();

    const error = await upload;
    expect(error.name).toBe('AbortError');
    expect(xhrs[0]!.aborted).toBe(true);

    const second = new AbortController();
    const waiting = rejection(presignedPostUpload(request({ signal: second.signal })));
    await until(() => xhrs.length === 2);
    xhrs[1]!.respond(500);
    await vi.advanceTimersByTimeAsync(1000);
    second.abort();

    expect((await waiting).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(xhrs).toHaveLength(2);
  });
});
