import fs from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storageUploadRoute } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../http/typed-app';
import { registerErrorHandler, registerNotFoundHandler } from '../../http/error-handler';
import { LocalStorage } from '../../storage/local-storage';
import { signUploadPolicy } from '../../storage/upload-policy';
import { uploadReceiverRoutes } from './upload-receiver.routes';

const SECRET = 'upload-test-secret';

/** The multipart body a browser builds from the presigned fields and a file. */
const encodeForm = async (fields: Record<string, string>, file?: Buffer, fileField = 'file') => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(fileField, new Blob([file], { type: 'video/mp4' }), 'clip.mp4');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
};

describe('POST /api/storage/upload', () => {
  let root: string;
  let storage: LocalStorage;
  let app: App;

  const presign = (maxBytes = 1000, contentType = 'video/mp4') =>
    storage.createPresignedPost({
      key: 'uploads/u1/clip.mp4',
      contentType,
      maxBytes,
      expiresSeconds: 60,
    });

  const post = async (fields: Record<string, string>, file?: Buffer, fileField?: string) =>
    app.inject({
      method: 'POST',
      url: storageUploadRoute.path,
      ...(await encodeForm(fields, file, fileField)),
    });

  /** Nothing under the root except what was stored: no key, no leftover temp file. */
  const storedFiles = async (): Promise<string[]> => {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  };

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'upload-routes-'));
    storage = new LocalStorage({ root, publicBaseUrl: '/media', uploadSecret: SECRET });
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    registerErrorHandler(app);
    registerNotFoundHandler(app);
    await app.register(uploadReceiverRoutes, { storage, uploadSecret: SECRET });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('stores a file posted with a valid presigned form and answers 204', async () => {
    const { url, fields } = await presign();
    expect(url).toBe(storageUploadRoute.path);
    const body = Buffer.from('a small but real upload');
    const response = await post(fields, body);
    expect(response.statusCode).toBe(204);
    expect((await fs.readFile(path.join(root, 'uploads/u1/clip.mp4'))).equals(body)).toBe(true);
    expect(await storedFiles()).toEqual(['uploads/u1/clip.mp4']);
  });

  it('accepts a file of exactly the maximum size', async () => {
    const { fields } = await presign(100);
    const response = await post(fields, Buffer.alloc(100, 1));
    expect(response.statusCode).toBe(204);
  });

  it('refuses a tampered policy with 403 and stores nothing', async () => {
    const { fields } = await presign(10);
    const document = JSON.parse(Buffer.from(fields.policy ?? '', 'base64').toString());
    document.conditions[2][2] = 10_000_000;
    const forged = Buffer.from(JSON.stringify(document)).toString('base64');
    const response = await post({ ...fields, policy: forged }, Buffer.alloc(1000));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Upload policy signature is invalid',
      code: 'FORBIDDEN',
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a key other than the signed one', async () => {
    const { fields } = await presign();
    const response = await post({ ...fields, key: 'uploads/someone-else.mp4' }, Buffer.from('x'));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a content type other than the signed one', async () => {
    const { fields } = await presign();
    const response = await post(
      { ...fields, 'Content-Type': 'text/html' },
      Buffer.from('<script>'),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Invalid according to policy: the Content-Type does not match',
      code: 'FORBIDDEN',
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file over the maximum with 413 and stores nothing', async () => {
    const { fields } = await presign(1000);
    const response = await post(fields, Buffer.alloc(1001, 7));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file over the server ceiling even when a policy allows more', async () => {
    const capped = Fastify().withTypeProvider<ZodTypeProvider>();
    registerErrorHandler(capped);
    registerNotFoundHandler(capped);
    await capped.register(uploadReceiverRoutes, {
      storage,
      uploadSecret: SECRET,
      maxUploadBytes: 500,
    });
    const { fields } = await presign(1000);
    const response = await capped.inject({
      method: 'POST',
      url: storageUploadRoute.path,
      ...(await encodeForm(fields, Buffer.alloc(800, 1))),
    });
    await capped.close();
    expect(response.statusCode).toBe(413);
    expect(await storedFiles()).toEqual([]);
  });

  it('takes one upload per form: a second post is refused (409) and the first stays', async () => {
    const { fields } = await presign();
    const first = Buffer.from('the file the publish checked');
    expect((await post(fields, first)).statusCode).toBe(204);
    const replay = await post(fields, Buffer.from('something else'));
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({
      detail: 'This upload form has been used already: ask for a new one',
      code: 'CONFLICT',
    });
    expect((await fs.readFile(path.join(root, 'uploads/u1/clip.mp4'))).equals(first)).toBe(true);
    expect(await storedFiles()).toEqual(['uploads/u1/clip.mp4']);
  });

  it('cuts off a client that stops sending its body, answering 408', async () => {
    const idle = Fastify().withTypeProvider<ZodTypeProvider>();
    registerErrorHandler(idle);
    await idle.register(uploadReceiverRoutes, { storage, uploadSecret: SECRET, bodyIdleMs: 200 });
    await idle.listen({ port: 0, host: '127.0.0.1' });
    const { port } = idle.server.address() as AddressInfo;
    const { fields } = await presign(1000);
    const { payload, headers } = await encodeForm(fields, Buffer.alloc(500, 1));
    const started = Date.now();
    // the fields and a first piece of the file, then nothing more
    const answer = await new Promise<{ status: number; body: string; closed: boolean }>(
      (resolve, reject) => {
        const req = request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: storageUploadRoute.path,
          headers: { ...headers, 'content-length': String(payload.length) },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body,
              closed: res.headers.connection === 'close',
            }),
          );
        });
        req.on('error', reject);
        req.write(payload.subarray(0, payload.length - 300));
      },
    );
    await idle.close();
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'BAD_REQUEST' });
    expect(answer.closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an expired policy with 403 and stores nothing', async () => {
    const { policy, signature } = signUploadPolicy(
      {
        key: 'uploads/u1/clip.mp4',
        contentType: 'video/mp4',
        maxBytes: 1000,
        expiresAt: new Date(Date.now() - 1000),
      },
      SECRET,
    );
    const response = await post(
      {
        key: 'uploads/u1/clip.mp4',
        'Content-Type': 'video/mp4',
        policy,
        'x-amz-signature': signature,
      },
      Buffer.from('late'),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Upload policy has expired', code: 'FORBIDDEN' });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a form without policy fields before the file', async () => {
    const response = await post({ key: 'uploads/u1/clip.mp4' }, Buffer.from('x'));
    expect(response.statusCode).toBe(403);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a form without a file', async () => {
    const { fields } = await presign();
    const response = await post(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('refuses a file sent under another field name', async () => {
    const { fields } = await presign();
    const response = await post(fields, Buffer.from('x'), 'upload');
    expect(response.statusCode).toBe(400);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await app.inject({
      method: 'POST',
      url: storageUploadRoute.path,
      payload: { key: 'x' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a truncated multipart body with 400, not 500', async () => {
    const { fields } = await presign();
    const { payload, headers } = await encodeForm(fields, Buffer.alloc(500, 1));
    const response = await app.inject({
      method: 'POST',
      url: storageUploadRoute.path,
      headers,
      payload: payload.subarray(0, payload.length - 200),
    });
    expect(response.statusCode).toBe(400);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers an oversize upload before the client has finished sending it', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { fields } = await presign(1000);
    const { payload, headers } = await encodeForm(fields, Buffer.alloc(1, 0));
    // everything up to the file's first byte, then a stream that never ends on its own
    const head = payload.subarray(
      0,
      payload.indexOf(Buffer.from([0]), payload.indexOf('clip.mp4')),
    );
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: storageUploadRoute.path,
        headers,
      });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write(head);
      // 64 KB over a 1,000-byte limit, and the body is never completed
      req.write(Buffer.alloc(64 * 1024, 1));
    });
    expect(status).toBe(413);
    expect(await storedFiles()).toEqual([]);
  });
});
