import fs from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../http/typed-app';
import { registerErrorHandler } from '../../http/error-handler';
import { LocalStorage } from '../../storage/local-storage';
import { multipartReceiverRoutes } from './multipart-receiver.routes';

describe('PUT of a part to the local part receiver', () => {
  let root: string;
  let storage: LocalStorage;
  let app: App;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'part-receiver-'));
    storage = new LocalStorage({ root, publicBaseUrl: '/media', uploadSecret: 'secret' });
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(multipartReceiverRoutes, { storage, bodyIdleMs: 200 });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await app.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('cuts off a part whose body stops coming, answering 408 and keeping nothing', async () => {
    const key = 'uploads/a/episode-1-000000000000.mp4';
    const size = 1000;
    const uploadId = await storage.multipart.create({
      key,
      contentType: 'video/mp4',
      partSize: size,
      fileSize: size,
    });
    const url = await storage.multipart.partUrl({
      key,
      uploadId,
      partNumber: 1,
      size,
      expiresSeconds: 60,
    });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: url,
        headers: { 'content-length': String(size) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      // 400 of the 1,000 bytes, then silence
      req.write(Buffer.alloc(400, 1));
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await storage.multipart.listParts(key, uploadId)).toEqual([]);
    expect(await fs.readdir(path.join(root, '.multipart', uploadId))).toEqual(['upload.json']);
  });
});
