import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../lib/time';
import { LocalStorage } from './local-storage';
import { MultipartUploadError, expectedPartSize } from './multipart';
import { signPartQuery, verifyPartUrl } from './multipart-part-url';
import { S3Storage } from './s3-storage';
import { UploadPolicyError } from './upload-policy';

const grant = { uploadId: 'a'.repeat(32), partNumber: 2, size: 10 };

/** The query of a part URL as the receiver reads it. */
const signed = (expiresAt: Date, secret = 'secret') => {
  const query = new URLSearchParams(signPartQuery({ ...grant, expiresAt }, secret));
  return {
    ...grant,
    size: Number(query.get('size')),
    expires: Number(query.get('expires')),
    signature: query.get('signature')!,
  };
};

describe('part URLs', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const later = new Date(now.getTime() + 60_000);

  it('grant what they were signed for, until they expire', () => {
    expect(verifyPartUrl(signed(later), 'secret', now)).toMatchObject(grant);
    expect(() => verifyPartUrl(signed(later), 'secret', later)).toThrow(/expired/);
  });

  it('are refused when signed with another secret or altered', () => {
    expect(() => verifyPartUrl(signed(later, 'other'), 'secret', now)).toThrow(UploadPolicyError);
    const url = signed(later);
    for (const altered of [{ size: 11 }, { partNumber: 3 }, { uploadId: 'b'.repeat(32) }]) {
      expect(() => verifyPartUrl({ ...url, ...altered }, 'secret', now)).toThrow(/signature/);
    }
    expect(() => verifyPartUrl({ ...url, signature: 'zz' }, 'secret', now)).toThrow(/signature/);
    expect(() => verifyPartUrl(url, '', now)).toThrow(/signature/);
  });

  it('cut a file into parts of one size and a shorter last', () => {
    const file = { partSize: 8, fileSize: 20 };
    expect([1, 2, 3, 4].map((n) => expectedPartSize(file, n))).toEqual([8, 8, 4, 0]);
  });
});

describe('local multipart uploads', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'local-multipart-'));
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  const options = { contentType: 'video/mp4', partSize: 4, fileSize: 10 };

  it('are aborted once stale: no part since the cutoff, under the prefix swept', async () => {
    const storage = new LocalStorage({ root, publicBaseUrl: '/media', uploadSecret: 's' });
    const uploads = storage.multipart;
    const base = path.join(root, '.multipart');
    const staleKey = 'uploads/a/episode-1-000000000000.mp4';
    const stale = await uploads.create({ ...options, key: staleKey });
    const elsewhere = await uploads.create({ ...options, key: 'other/a/episode-1.mp4' });
    const fresh = await uploads.create({ ...options, key: 'uploads/a/episode-2-000000000000.mp4' });
    // a crash between the directory and its record
    const orphan = randomBytes(16).toString('hex');
    await fs.mkdir(path.join(base, orphan));
    const cutoff = new Date(Date.now() - 60_000);
    const old = new Date(cutoff.getTime() - 60_000);
    for (const id of [stale, elsewhere, orphan]) await fs.utimes(path.join(base, id), old, old);

    expect(await uploads.abortStale('uploads/', cutoff)).toBe(2);
    expect((await fs.readdir(base)).sort()).toEqual([elsewhere, fresh].sort());
    await expect(uploads.listParts(staleKey, stale)).rejects.toThrow(MultipartUploadError);
  });

  it('never let an upload id or another key reach its files', async () => {
    const storage = new LocalStorage({ root, publicBaseUrl: '/media', uploadSecret: 's' });
    const key = 'uploads/a/episode-3-000000000000.mp4';
    const id = await storage.multipart.create({ ...options, key });
    for (const uploadId of ['../..', `${id}/..`, id.toUpperCase(), '']) {
      await expect(storage.multipart.listParts(key, uploadId)).rejects.toMatchObject({
        reason: 'noSuchUpload',
      });
    }
    await expect(
      storage.multipart.listParts('uploads/a/episode-4-000000000000.mp4', id),
    ).rejects.toMatchObject({ reason: 'noSuchUpload' });
    // a part of the right size lands; the upload lists it
    const url = new URL(
      await storage.multipart.partUrl({
        key,
        uploadId: id,
        partNumber: 3,
        size: 2,
        expiresSeconds: 60,
      }),
      'http://localhost',
    );
    const partGrant = storage.multipart.verifyPartUrl({
      uploadId: id,
      partNumber: 3,
      size: Number(url.searchParams.get('size')),
      expires: Number(url.searchParams.get('expires')),
      signature: url.searchParams.get('signature')!,
    });
    await storage.multipart.receivePart(partGrant, Readable.from([Buffer.from('ok')]));
    expect(await storage.multipart.listParts(key, id)).toEqual([
      { partNumber: 3, size: 2, etag: '"444bcb3a3fcf8389296c49467f27e1d6"' },
    ]);
  });
});

/**
 * ListParts and AbortMultipartUpload, which s3rver lacks, against a stand-in that answers the
 * way S3 documents: ListParts in pages, NoSuchUpload for an unknown upload.
 */
describe('S3 multipart calls s3rver lacks', () => {
  let server: Server;
  let storage: S3Storage;
  const requests: string[] = [];
  const uploadId = randomBytes(8).toString('hex');

  const page = (parts: number[], next: number | null) =>
    `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>b</Bucket><Key>k</Key>` +
    `<UploadId>${uploadId}</UploadId><IsTruncated>${next !== null}</IsTruncated>` +
    (next !== null ? `<NextPartNumberMarker>${next}</NextPartNumberMarker>` : '') +
    parts
      .map(
        (n) =>
          `<Part><PartNumber>${n}</PartNumber><ETag>"e${n}"</ETag><Size>${n * 10}</Size></Part>`,
      )
      .join('') +
    `</ListPartsResult>`;
  const noSuchUpload =
    '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code>' +
    '<Message>The specified upload does not exist.</Message></Error>';

  // ListMultipartUploads in two pages: a stale upload and a fresh one, then another stale one
  const listed = [
    { key: 'uploads/a/episode-1.mp4', id: 'stale-1', initiated: new Date(Date.now() - 2 * DAY_MS) },
    { key: 'uploads/a/episode-2.mp4', id: 'fresh', initiated: new Date() },
    { key: 'uploads/b/episode-1.mp4', id: 'stale-2', initiated: new Date(Date.now() - 3 * DAY_MS) },
  ];
  const uploadsPage = (marker: string | null): string => {
    const [page, next] =
      marker === null ? [listed.slice(0, 2), listed[1]!] : [listed.slice(2), null];
    return (
      `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>b</Bucket>` +
      `<IsTruncated>${next !== null}</IsTruncated>` +
      (next ? `<NextKeyMarker>${next.key}</NextKeyMarker>` : '') +
      (next ? `<NextUploadIdMarker>${next.id}</NextUploadIdMarker>` : '') +
      page
        .map(
          (u) =>
            `<Upload><Key>${u.key}</Key><UploadId>${u.id}</UploadId>` +
            `<Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
        )
        .join('') +
      `</ListMultipartUploadsResult>`
    );
  };

  const answer = (request: IncomingMessage): [number, string] => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.searchParams.has('uploads')) {
      requests.push(`LIST ${url.searchParams.get('prefix')} ${url.searchParams.get('key-marker')}`);
      return [200, uploadsPage(url.searchParams.get('key-marker'))];
    }
    const listedId = listed.find((u) => u.id === url.searchParams.get('uploadId'));
    if (request.method === 'DELETE' && listedId) {
      requests.push(`DELETE ${listedId.id}`);
      return [204, ''];
    }
    requests.push(`${request.method} ${url.searchParams.get('part-number-marker') ?? '-'}`);
    if (url.searchParams.get('uploadId') !== uploadId) return [404, noSuchUpload];
    if (request.method === 'DELETE') return [204, ''];
    return url.searchParams.get('part-number-marker') === '2'
      ? [200, page([3], null)]
      : [200, page([1, 2], 2)];
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const [status, body] = answer(request);
      response.writeHead(status, { 'content-type': 'application/xml' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    storage = new S3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      publicUrl: undefined,
    });
  });
  afterAll(async () => {
    storage?.client.destroy();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('lists every page of parts in order', async () => {
    requests.length = 0;
    expect(await storage.multipart.listParts('uploads/a/e.mp4', uploadId)).toEqual([
      { partNumber: 1, size: 10, etag: '"e1"' },
      { partNumber: 2, size: 20, etag: '"e2"' },
      { partNumber: 3, size: 30, etag: '"e3"' },
    ]);
    expect(requests).toEqual(['GET -', 'GET 2']);
  });

  it('answers an unknown upload as no such upload, and aborts quietly', async () => {
    await expect(storage.multipart.listParts('uploads/a/e.mp4', 'nope')).rejects.toMatchObject({
      reason: 'noSuchUpload',
    });
    await expect(storage.multipart.abort('uploads/a/e.mp4', uploadId)).resolves.toBeUndefined();
    await expect(storage.multipart.abort('uploads/a/e.mp4', 'nope')).resolves.toBeUndefined();
    expect(requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(2);
  });

  it('aborts the uploads under a prefix begun before the cutoff, on every page', async () => {
    requests.length = 0;
    const cutoff = new Date(Date.now() - DAY_MS);
    expect(await storage.multipart.abortStale('uploads/', cutoff)).toBe(2);
    expect(requests).toEqual([
      'LIST uploads/ null',
      'DELETE stale-1',
      'LIST uploads/ uploads/a/episode-2.mp4',
      'DELETE stale-2',
    ]);
  });
});
