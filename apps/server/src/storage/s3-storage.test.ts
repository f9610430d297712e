import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type S3rverFixture } from '../../test/s3rver-fixture';
import { S3Storage } from './s3-storage';
import { storageContract } from './storage-contract';

describe('S3Storage against s3rver', () => {
  storageContract(async () => {
    const server = await startS3rver();
    return { storage: new S3Storage(server.config, { listPageSize: 100 }), stop: server.close };
  });

  describe('driver specifics', () => {
    let server: S3rverFixture;
    let storage: S3Storage;

    beforeAll(async () => {
      server = await startS3rver();
      storage = new S3Storage(server.config);
    });
    afterAll(() => server.close());

    it('keeps the content type it was given', async () => {
      await storage.put('meta/master.m3u8', Buffer.from('#EXTM3U\n'), {
        contentType: 'application/vnd.apple.mpegurl',
        cacheControl: 'public, max-age=60',
      });
      expect((await storage.stat('meta/master.m3u8'))?.contentType).toBe(
        'application/vnd.apple.mpegurl',
      );
    });

    it('links objects through the media route unless S3_PUBLIC_URL is set', () => {
      expect(storage.publicUrl('v/1/master.m3u8')).toBe('/media/v/1/master.m3u8');
      const cdn = new S3Storage({ ...server.config, publicUrl: 'https://cdn.example.com/' });
      expect(cdn.publicUrl('v/1/master.m3u8')).toBe('https://cdn.example.com/v/1/master.m3u8');
    });

    it('reports a missing bucket with a way out', async () => {
      const health = await new S3Storage({ ...server.config, bucket: 'no-such-bucket' }).check();
      expect(health.available).toBe(false);
      expect(health.error).toContain('no-such-bucket');
      expect(health.solution).toMatch(/S3_BUCKET/);
    });

    it('reports an unreachable endpoint with a way out', async () => {
      const health = await new S3Storage({
        ...server.config,
        endpoint: 'http://127.0.0.1:1',
      }).check();
      expect(health.available).toBe(false);
      expect(health.solution).toContain('Check S3_ENDPOINT, S3_BUCKET and credentials');
    });

    it('signs a policy with the key, content type and size conditions', async () => {
      const post = await storage.createPresignedPost({
        key: 'uploads/p.mp4',
        contentType: 'video/mp4',
        maxBytes: 1234,
        expiresSeconds: 60,
      });
      const policy = JSON.parse(Buffer.from(post.fields.Policy ?? '', 'base64').toString());
      expect(policy.conditions).toEqual(
        expect.arrayContaining([
          ['eq', '$Content-Type', 'video/mp4'],
          ['content-length-range', 0, 1234],
          { key: 'uploads/p.mp4' },
          { bucket: 'test-bucket' },
        ]),
      );
      expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(60_000);
    });

    it('accepts the presigned form posted the way a browser posts it', async () => {
      const post = await storage.createPresignedPost({
        key: 'uploads/browser.mp4',
        contentType: 'video/mp4',
        maxBytes: 10_000,
        expiresSeconds: 60,
      });
      const form = new FormData();
      for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
      form.append(
        'file',
        new Blob([Buffer.from('fake mp4 bytes')], { type: 'video/mp4' }),
        'a.mp4',
      );
      const response = await fetch(post.url, { method: 'POST', body: form });
      expect(response.status).toBe(204);
      const object = await storage.stat('uploads/browser.mp4');
      expect(object?.size).toBe('fake mp4 bytes'.length);
      expect(object?.contentType).toBe('video/mp4');
    });

    it('gets a refusal from s3rver for a form without a file', async () => {
      const post = await storage.createPresignedPost({
        key: 'uploads/nofile.mp4',
        contentType: 'video/mp4',
        maxBytes: 10,
        expiresSeconds: 60,
      });
      const form = new FormData();
      for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
      const response = await fetch(post.url, { method: 'POST', body: form });
      expect(response.status).toBe(400);
      expect(await storage.stat('uploads/nofile.mp4')).toBeNull();
    });
  });
});
