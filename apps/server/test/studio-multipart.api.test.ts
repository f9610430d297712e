import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  errorBodySchema,
  formatFileSize,
  MULTIPART_TEXTS,
  multipartAbortRoute,
  multipartCompleteResponseSchema,
  multipartCompleteRoute,
  multipartPartsResponseSchema,
  multipartPartsRoute,
  type MultipartSignResponse,
  multipartSignResponseSchema,
  multipartSignRoute,
  type MultipartStartBody,
  type MultipartStartResponse,
  multipartStartResponseSchema,
  multipartStartRoute,
  type PresignBody,
  presignResponseSchema,
  presignUploadRoute,
  STUDIO_TEXTS,
  STUDIO_UPLOADS,
  UPLOADS,
  uploadSeriesResponseSchema,
  uploadSeriesRoute,
  videoDetailResponseSchema,
} from '@app/contract';
import { S3Storage } from '../src/storage/s3-storage';
import { makeClip, makeTempDir } from './media-fixtures';
import type { Storage } from '../src/storage/storage';
import { signedInEditor, signedInUser } from './auth-helpers';
import { testEngines, warnSkippedEngines } from './engines';
import { startS3rver, type S3rverFixture } from './s3rver-fixture';
import { buildTestApp, type TestApp } from './test-app';

warnSkippedEngines();

// small parts, so a one-second clip has several (S3 itself wants 5 MiB but for the last)
const PART = 16 * 1024;
const md5 = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;
const bearer = (session: AuthSession) => ({ authorization: `Bearer ${session.access_token}` });

let clip: Buffer;
let png: Buffer;
let removeFixtures: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const fixtures = await makeTempDir('multipart-fixtures');
  removeFixtures = fixtures.remove;
  clip = await readFile(
    await makeClip(path.join(fixtures.dir, 'clip.mp4'), { seconds: 1, width: 160, height: 288 }),
  );
  // a 1×1 PNG: the poster a publish needs
  png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  );
  expect(Math.ceil(clip.length / PART)).toBeGreaterThanOrEqual(4);
});
afterAll(async () => {
  await removeFixtures?.();
});

/** What a publish serves of an upload: a copy beside it under a fresh random part. */
const pinnedCopyOf = (publicUrl: string) =>
  expect.stringMatching(
    new RegExp(`^${publicUrl.replace(/-[0-9a-f]{12}\.mp4$/, '')}-[0-9a-f]{12}\\.mp4$`),
  );

/** The studio calls and the upload steps a browser makes, over one test app. */
const studioClient = <S extends Storage>(t: TestApp<S>, editor: () => AuthSession) => {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    session: AuthSession | null = editor(),
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: session ? bearer(session) : {},
    });
  const query = (ref: { s3Key: string; uploadId: string }) =>
    `?${new URLSearchParams({ s3Key: ref.s3Key, uploadId: ref.uploadId }).toString()}`;

  const start = async (body: Partial<MultipartStartBody> = {}): Promise<MultipartStartResponse> => {
    const res = await call('POST', multipartStartRoute.path, {
      fileType: 'video',
      seriesId: 'Long Takes',
      episodeNumber: 1,
      contentType: 'video/mp4',
      fileSize: clip.length,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return multipartStartResponseSchema.parse(res.json());
  };
  const sign = async (
    upload: MultipartStartResponse,
    partNumbers: number[],
  ): Promise<MultipartSignResponse> => {
    const res = await call('POST', multipartSignRoute.path, {
      s3Key: upload.s3Key,
      uploadId: upload.uploadId,
      fileSize: clip.length,
      partNumbers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return multipartSignResponseSchema.parse(res.json());
  };
  const listParts = async (upload: MultipartStartResponse) => {
    const res = await call('GET', `${multipartPartsRoute.path}${query(upload)}`);
    expect(res.statusCode, res.body).toBe(200);
    return multipartPartsResponseSchema.parse(res.json()).parts;
  };
  const complete = (
    upload: MultipartStartResponse,
    parts: { partNumber: number; etag: string }[],
  ) =>
    call('POST', multipartCompleteRoute.path, {
      s3Key: upload.s3Key,
      uploadId: upload.uploadId,
      parts,
    });
  const partBytes = (partNumber: number) =>
    clip.subarray((partNumber - 1) * PART, Math.min(clip.length, partNumber * PART));

  const presignedPoster = async (seriesId: string) => {
    const body: PresignBody = { fileType: 'poster', seriesId, contentType: 'image/png' };
    const res = await call('POST', presignUploadRoute.path, body);
    expect(res.statusCode, res.body).toBe(200);
    return presignResponseSchema.parse(res.json()).data;
  };

  /** Publishes a series of one episode, the given video; answers the series as listed. */
  const publishWith = async (posterKey: string, videoUrl: string) => {
    const res = await call('POST', uploadSeriesRoute.path, {
      title: 'Long Takes',
      director: 'Ines Duarte',
      language: 'English',
      year: 2026,
      thumbnail: posterKey,
      episodes: [{ episodeNumber: 1, videoUrl }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = uploadSeriesResponseSchema.parse(res.json());
    const detail = await call('GET', `/api/videos/${data.id}`, undefined, null);
    expect(detail.statusCode, detail.body).toBe(200);
    return videoDetailResponseSchema.parse(detail.json()).data;
  };

  return { call, query, start, sign, listParts, complete, partBytes, presignedPoster, publishWith };
};

describe.each(testEngines())('resumable uploads on %s, local driver', (engine) => {
  let t: TestApp;
  let editor: AuthSession;
  let viewer: AuthSession;
  let client: ReturnType<typeof studioClient<TestApp['storage']>>;
  const multipartDir = () => path.join(t.storage.root, '.multipart');

  /** PUT a part to its signed URL as a browser does: a slice of a File has no type. */
  const put = (url: string, body: Buffer) => t.app.inject({ method: 'PUT', url, payload: body });

  beforeAll(async () => {
    t = await buildTestApp(engine, { studioMultipart: { partBytes: PART } });
    editor = await signedInEditor(t);
    viewer = await signedInUser(t, { username: 'viewer' });
    client = studioClient(t, () => editor);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('resumes an upload interrupted after some parts from the listed parts, and publishes it', async () => {
    const upload = await client.start();
    expect(upload.s3Key).toMatch(/^uploads\/long-takes\/episode-1-[0-9a-f]{12}\.mp4$/);
    expect(upload.publicUrl).toBe(`/media/${upload.s3Key}`);
    expect(upload).toMatchObject({ partSize: PART, partCount: Math.ceil(clip.length / PART) });

    const first = await client.sign(upload, [1, 2, 3]);
    expect(first.parts.map((p) => p.size)).toEqual([PART, PART, PART]);
    for (const part of first.parts.slice(0, 2)) {
      const res = await put(part.url, client.partBytes(part.partNumber));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers.etag).toBe(md5(client.partBytes(part.partNumber)));
    }
    // the connection drops in the middle of part 3: it is not kept
    const cut = await put(first.parts[2]!.url, client.partBytes(3).subarray(0, 1000));
    expect(cut.statusCode).toBe(400);

    // a reload: the browser asks what arrived and sends only the rest
    expect(await client.listParts(upload)).toEqual([
      { partNumber: 1, size: PART, etag: md5(client.partBytes(1)) },
      { partNumber: 2, size: PART, etag: md5(client.partBytes(2)) },
    ]);
    const rest = Array.from({ length: upload.partCount - 2 }, (_, i) => i + 3);
    const second = await client.sign(upload, rest);
    expect(second.parts.at(-1)!.size).toBe(clip.length - (upload.partCount - 1) * PART);
    for (const part of second.parts) {
      const res = await put(part.url, client.partBytes(part.partNumber));
      expect(res.statusCode, res.body).toBe(200);
    }
    const parts = await client.listParts(upload);
    expect(parts.map((p) => p.partNumber)).toEqual([...[1, 2], ...rest]);
    expect(parts.reduce((sum, p) => sum + p.size, 0)).toBe(clip.length);

    const done = await client.complete(upload, parts);
    expect(done.statusCode, done.body).toBe(200);
    expect(multipartCompleteResponseSchema.parse(done.json())).toEqual({
      publicUrl: upload.publicUrl,
      s3Key: upload.s3Key,
    });
    // the object is the file, and the parts are gone
    expect((await readFile(t.storage.pathOf(upload.s3Key))).equals(clip)).toBe(true);
    expect(await readdir(multipartDir())).toEqual([]);
    // not served before a publish uses it (docs/decisions.md#playback-grants)
    const served = await client.call('GET', upload.publicUrl, undefined, null);
    expect(served.statusCode).toBe(404);

    // publishing takes it like any upload
    const poster = await client.presignedPoster('long-takes');
    const form = new FormData();
    for (const [name, value] of Object.entries(poster.fields)) form.append(name, value);
    form.append('file', new Blob([png], { type: 'image/png' }), 'poster.png');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const sent = await t.app.inject({
      method: 'POST',
      url: poster.uploadUrl,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    });
    expect(sent.statusCode, sent.body).toBe(204);
    const series = await client.publishWith(poster.s3Key, upload.publicUrl);
    expect(series.episodes.map((e) => e.videoUrl)).toEqual([pinnedCopyOf(upload.publicUrl)]);
    expect(series.episodes[0]!.duration).toBeCloseTo(1, 0);
  });

  it('is completed once: its parts and its completion are gone after, and the file stays', async () => {
    const upload = await client.start();
    const signed = await client.sign(
      upload,
      Array.from({ length: upload.partCount }, (_, i) => i + 1),
    );
    for (const part of signed.parts) {
      expect((await put(part.url, client.partBytes(part.partNumber))).statusCode).toBe(200);
    }
    const parts = await client.listParts(upload);
    expect((await client.complete(upload, parts)).statusCode).toBe(200);

    // the same signed URLs and the same completion, within their hour
    const again = await put(signed.parts[0]!.url, randomBytes(PART));
    expect(again.statusCode).toBe(404);
    expect(errorBodySchema.parse(again.json()).code).toBe('NOT_FOUND');
    expect((await client.complete(upload, parts)).statusCode).toBe(404);
    expect((await readFile(t.storage.pathOf(upload.s3Key))).equals(clip)).toBe(true);
  });

  it('replaces a part sent twice, as S3 does', async () => {
    const upload = await client.start();
    const [part] = (await client.sign(upload, [1])).parts;
    const other = randomBytes(PART);
    expect((await put(part!.url, other)).statusCode).toBe(200);
    expect((await put(part!.url, client.partBytes(1))).statusCode).toBe(200);
    expect(await client.listParts(upload)).toEqual([
      { partNumber: 1, size: PART, etag: md5(client.partBytes(1)) },
    ]);
  });

  it('refuses forged, altered and foreign part URLs, storing nothing', async () => {
    const upload = await client.start();
    const [part] = (await client.sign(upload, [1])).parts;
    const url = new URL(part!.url, 'http://localhost');
    const signature = url.searchParams.get('signature')!;
    const variants: [string, (u: URL) => void][] = [
      [
        'a forged signature',
        (u) =>
          u.searchParams.set('signature', (signature[0] === '0' ? '1' : '0') + signature.slice(1)),
      ],
      ['a larger size', (u) => u.searchParams.set('size', String(PART * 2))],
      [
        'a later expiry',
        (u) => u.searchParams.set('expires', String((Date.now() / 1000 + 99_999) | 0)),
      ],
      ['another part number', (u) => (u.pathname = u.pathname.replace(/\/1$/, '/2'))],
    ];
    for (const [what, change] of variants) {
      const forged = new URL(url);
      change(forged);
      const res = await put(`${forged.pathname}${forged.search}`, client.partBytes(1));
      expect(res.statusCode, what).toBe(403);
      expect(errorBodySchema.parse(res.json()).code).toBe('FORBIDDEN');
    }
    // a signed URL of one upload does not open another
    const other = await client.start();
    const foreign = `${url.pathname.replace(upload.uploadId, other.uploadId)}${url.search}`;
    expect((await put(foreign, client.partBytes(1))).statusCode).toBe(403);
    expect(await client.listParts(upload)).toEqual([]);
    expect(await client.listParts(other)).toEqual([]);
  });

  it('refuses a part larger than its URL takes, as soon as it says so or sends it', async () => {
    const upload = await client.start();
    const [part] = (await client.sign(upload, [1])).parts;
    const tooBig = Buffer.concat([client.partBytes(1), Buffer.from('x')]);
    const res = await put(part!.url, tooBig);
    expect(res.statusCode).toBe(413);
    expect(res.headers.connection).toBe('close');
    // chunked, without a declared length: stopped while streaming
    const chunked = await t.app.inject({
      method: 'PUT',
      url: part!.url,
      payload: tooBig,
      headers: { 'transfer-encoding': 'chunked', 'content-type': 'application/octet-stream' },
    });
    expect(chunked.statusCode).toBe(413);
    expect(await client.listParts(upload)).toEqual([]);
    const leftovers = await readdir(path.join(multipartDir(), upload.uploadId));
    expect(leftovers).toEqual(['upload.json']);
  });

  it('refuses sizes over the limit, parts outside the file, and keys or ids it did not make', async () => {
    const over = UPLOADS.videoMaxBytes + 1;
    const limit = STUDIO_TEXTS.fileTooLarge(
      formatFileSize(over),
      formatFileSize(UPLOADS.videoMaxBytes),
    );
    const refusals: [
      what: string,
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      body: object | undefined,
      status: number,
      detail?: string,
    ][] = [];
    const upload = await client.start();
    const ref = { s3Key: upload.s3Key, uploadId: upload.uploadId };
    const wrongId = { ...ref, uploadId: randomBytes(16).toString('hex') };
    const sign = (body: object) => ({ ...ref, fileSize: clip.length, partNumbers: [1], ...body });
    const startBody = { fileType: 'video', seriesId: 'x', fileSize: clip.length };
    refusals.push(
      [
        'a declared size over the limit',
        'POST',
        multipartStartRoute.path,
        { ...startBody, fileSize: over },
        400,
        limit,
      ],
      [
        'an image',
        'POST',
        multipartStartRoute.path,
        { ...startBody, fileType: 'poster' },
        400,
        STUDIO_TEXTS.invalidUploadParameters,
      ],
      [
        'another content type',
        'POST',
        multipartStartRoute.path,
        { ...startBody, contentType: 'image/svg+xml' },
        400,
        STUDIO_TEXTS.unsupportedVideo,
      ],
      ['no size', 'POST', multipartStartRoute.path, { fileType: 'video', seriesId: 'x' }, 400],
      [
        'a signed size over the limit',
        'POST',
        multipartSignRoute.path,
        sign({ fileSize: over }),
        400,
        limit,
      ],
      [
        'a size other than the start’s',
        'POST',
        multipartSignRoute.path,
        sign({ fileSize: clip.length + 1, partNumbers: [upload.partCount] }),
        400,
        MULTIPART_TEXTS.sizeChanged,
      ],
      [
        'a part past the end',
        'POST',
        multipartSignRoute.path,
        sign({ partNumbers: [upload.partCount + 1] }),
        400,
        MULTIPART_TEXTS.partOutOfRange(upload.partCount + 1, upload.partCount),
      ],
      [
        'an unknown upload id',
        'POST',
        multipartSignRoute.path,
        sign(wrongId),
        404,
        MULTIPART_TEXTS.noSuchUpload,
      ],
      [
        'a key that is not an upload',
        'POST',
        multipartSignRoute.path,
        sign({ s3Key: '../files/x.mp4' }),
        400,
      ],
      [
        'another upload’s key',
        'POST',
        multipartSignRoute.path,
        sign({ s3Key: upload.s3Key.replace(/-[0-9a-f]{12}\./, '-000000000000.') }),
        404,
      ],
      [
        'an unknown upload id',
        'GET',
        `${multipartPartsRoute.path}${client.query(wrongId)}`,
        undefined,
        404,
      ],
      [
        'an unknown upload id',
        'POST',
        multipartCompleteRoute.path,
        { ...wrongId, parts: [{ partNumber: 1, etag: '"x"' }] },
        404,
      ],
      [
        'a part not uploaded',
        'POST',
        multipartCompleteRoute.path,
        { ...ref, parts: [{ partNumber: 1, etag: md5(client.partBytes(1)) }] },
        400,
        MULTIPART_TEXTS.partMismatch(1),
      ],
      [
        'parts out of order',
        'POST',
        multipartCompleteRoute.path,
        {
          ...ref,
          parts: [
            { partNumber: 2, etag: '"a"' },
            { partNumber: 1, etag: '"b"' },
          ],
        },
        400,
        MULTIPART_TEXTS.partsNotInOrder,
      ],
    );
    for (const [what, method, url, body, status, detail] of refusals) {
      const res = await client.call(method, url, body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      if (detail) expect(errorBodySchema.parse(res.json()).detail, what).toBe(detail);
    }
    // a part uploaded, completed with another part's ETag
    const [part] = (await client.sign(upload, [1])).parts;
    expect((await put(part!.url, client.partBytes(1))).statusCode).toBe(200);
    const wrongEtag = await client.complete(upload, [
      { partNumber: 1, etag: md5(client.partBytes(2)) },
    ]);
    expect(wrongEtag.statusCode).toBe(400);
    expect(await t.storage.stat(upload.s3Key)).toBeNull();
  });

  it('aborts an upload: its parts are removed and it is gone', async () => {
    const upload = await client.start();
    const [part] = (await client.sign(upload, [1])).parts;
    expect((await put(part!.url, client.partBytes(1))).statusCode).toBe(200);
    const res = await client.call('DELETE', `${multipartAbortRoute.path}${client.query(upload)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ aborted: true });
    expect(await readdir(multipartDir())).not.toContain(upload.uploadId);
    const listed = await client.call('GET', `${multipartPartsRoute.path}${client.query(upload)}`);
    expect(listed.statusCode).toBe(404);
    expect((await put(part!.url, client.partBytes(1))).statusCode).toBe(404);
    // aborting again is no error, as on S3
    const again = await client.call('DELETE', `${multipartAbortRoute.path}${client.query(upload)}`);
    expect(again.statusCode).toBe(200);
  });

  it('refuses guests (401) and viewers (403) on every call, starting nothing', async () => {
    const before = await readdir(multipartDir());
    const upload = await client.start();
    const ref = { s3Key: upload.s3Key, uploadId: upload.uploadId };
    const calls: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['POST', multipartStartRoute.path, { fileType: 'video', seriesId: 'x', fileSize: 10 }],
      ['POST', multipartSignRoute.path, { ...ref, fileSize: clip.length, partNumbers: [1] }],
      ['GET', `${multipartPartsRoute.path}${client.query(ref)}`],
      ['POST', multipartCompleteRoute.path, { ...ref, parts: [{ partNumber: 1, etag: '"x"' }] }],
      ['DELETE', `${multipartAbortRoute.path}${client.query(ref)}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await client.call(method, url, body, null)).statusCode, `${url} as guest`).toBe(401);
      expect((await client.call(method, url, body, viewer)).statusCode, `${url} as viewer`).toBe(
        403,
      );
    }
    // only the editor's start is there, still open
    expect((await readdir(multipartDir())).sort()).toEqual([...before, upload.uploadId].sort());
    expect(await client.listParts(upload)).toEqual([]);
  });
});

describe.each(testEngines())('resumable uploads on %s, S3 driver against s3rver', (engine) => {
  let server: S3rverFixture;
  let t: TestApp<S3Storage>;
  let editor: AuthSession;
  let client: ReturnType<typeof studioClient<S3Storage>>;
  // a low limit, so a server that ignores the signed length can be caught crossing it
  const LIMIT = 6 * PART;

  beforeAll(async () => {
    server = await startS3rver();
    t = await buildTestApp(engine, {
      storage: new S3Storage(server.config),
      studioMultipart: { partBytes: PART, maxBytes: LIMIT },
    });
    editor = await signedInEditor(t);
    client = studioClient(t, () => editor);
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  const readObject = async (key: string) => {
    const object = await t.storage.read(key);
    return object ? buffer(object.stream) : null;
  };

  // s3rver has no ListParts and no AbortMultipartUpload (405), and checks neither signatures nor
  // ETags: the resume below takes the ETags the PUTs answered, as a browser may
  it('uploads parts to presigned URLs, resumes after a drop, completes, and publishes', async () => {
    const upload = await client.start();
    expect(upload.partCount).toBe(Math.ceil(clip.length / PART));
    const etags = new Map<number, string>();
    const send = async (part: MultipartSignResponse['parts'][number]) => {
      const bytes = client.partBytes(part.partNumber);
      expect(bytes.length).toBe(part.size);
      const res = await fetch(part.url, { method: 'PUT', body: bytes });
      expect(res.status, await res.clone().text()).toBe(200);
      etags.set(part.partNumber, res.headers.get('etag')!);
    };

    const first = await client.sign(upload, [1, 2]);
    // an UploadPart URL of the bucket, valid an hour, that binds the part's length
    const url = new URL(first.parts[0]!.url);
    expect(url.origin).toBe(server.config.endpoint);
    expect(url.searchParams.get('uploadId')).toBe(upload.uploadId);
    expect(url.searchParams.get('partNumber')).toBe('1');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-length');
    for (const part of first.parts) await send(part);
    // dropped; on resume the rest is signed afresh and sent
    const rest = Array.from({ length: upload.partCount - 2 }, (_, i) => i + 3);
    for (const part of (await client.sign(upload, rest)).parts) await send(part);

    const parts = [...etags].map(([partNumber, etag]) => ({ partNumber, etag }));
    const done = await client.complete(upload, parts);
    expect(done.statusCode, done.body).toBe(200);
    expect((await readObject(upload.s3Key))?.equals(clip)).toBe(true);
    expect((await t.storage.stat(upload.s3Key))?.contentType).toBe('video/mp4');

    // publishing takes it like any upload (the poster put straight into the bucket)
    const poster = await client.presignedPoster('long-takes');
    await t.storage.put(poster.s3Key, png, { contentType: 'image/png' });
    const series = await client.publishWith(poster.s3Key, upload.s3Key);
    expect(series.episodes.map((e) => e.videoUrl)).toEqual([pinnedCopyOf(upload.publicUrl)]);
  });

  it('deletes and refuses a result over the limit when the server ignored the signed length', async () => {
    const upload = await client.start({ fileSize: LIMIT });
    const parts = [];
    const res = await client.call('POST', multipartSignRoute.path, {
      s3Key: upload.s3Key,
      uploadId: upload.uploadId,
      fileSize: LIMIT,
      partNumbers: [1, 2, 3, 4, 5, 6],
    });
    for (const part of multipartSignResponseSchema.parse(res.json()).parts) {
      // one byte more than signed: S3 refuses it, s3rver takes it
      const put = await fetch(part.url, { method: 'PUT', body: randomBytes(part.size + 1) });
      expect(put.status).toBe(200);
      parts.push({ partNumber: part.partNumber, etag: put.headers.get('etag')! });
    }
    const done = await client.complete(upload, parts);
    expect(done.statusCode).toBe(400);
    expect(errorBodySchema.parse(done.json()).detail).toBe(
      STUDIO_TEXTS.fileTooLarge(formatFileSize(LIMIT + 6), formatFileSize(LIMIT)),
    );
    expect(await t.storage.stat(upload.s3Key)).toBeNull();
  });
});

describe('the local part receiver at the real part size', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes a whole 8 MiB part, past the 1 MiB limit of JSON bodies', async () => {
    const editor = await signedInEditor(t);
    const client = studioClient(t, () => editor);
    const part = randomBytes(STUDIO_UPLOADS.multipartPartBytes);
    const upload = await client.start({ fileSize: part.length + 1 });
    expect(upload).toMatchObject({ partSize: part.length, partCount: 2 });
    const res = await client.call('POST', multipartSignRoute.path, {
      s3Key: upload.s3Key,
      uploadId: upload.uploadId,
      fileSize: part.length + 1,
      partNumbers: [1],
    });
    const [signed] = multipartSignResponseSchema.parse(res.json()).parts;
    const put = await t.app.inject({ method: 'PUT', url: signed!.url, payload: part });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.headers.etag).toBe(md5(part));
  });
});
