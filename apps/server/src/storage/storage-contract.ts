import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { StorageObjectNotFoundError } from './object-not-found-error';
import { InvalidStorageKeyError, type Storage } from './storage';

export const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const bytes = (length: number): Buffer => Buffer.from(Array.from({ length }, (_, i) => i % 251));

/**
 * The behaviour every Storage driver shares, run against each one from its own test file so a
 * driver cannot drift from the interface's promises.
 */
export const storageContract = (
  start: () => Promise<{ storage: Storage; stop(): Promise<void> }>,
) => {
  let storage: Storage;
  let stop: () => Promise<void>;
  let scratch: string;

  beforeAll(async () => {
    ({ storage, stop } = await start());
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-contract-'));
  });
  afterAll(async () => {
    await stop();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  it('stores a buffer and reports its size', async () => {
    const body = bytes(3000);
    await storage.put('contract/buffer/seg-1.ts', body, { contentType: 'video/mp2t' });
    const object = await storage.stat('contract/buffer/seg-1.ts');
    expect(object?.size).toBe(3000);
    expect(object?.etag).toMatch(/^"/);
    expect(object?.lastModified).toBeInstanceOf(Date);
    const read = await storage.read('contract/buffer/seg-1.ts');
    expect(read?.object.size).toBe(3000);
    expect((await readAll(read!.stream)).equals(body)).toBe(true);
  });

  it('stores a stream and a file', async () => {
    await storage.put(
      'contract/stream.json',
      Readable.from([Buffer.from('{"a":'), Buffer.from('1}')]),
      {
        contentType: 'application/json',
      },
    );
    expect((await readAll((await storage.read('contract/stream.json'))!.stream)).toString()).toBe(
      '{"a":1}',
    );

    const source = path.join(scratch, 'source.mp4');
    await fs.writeFile(source, bytes(5000));
    await storage.putFile('contract/file.mp4', source, { contentType: 'video/mp4' });
    expect((await storage.stat('contract/file.mp4'))?.size).toBe(5000);
    // putFile copies: the source stays for its owner to remove
    await expect(fs.stat(source)).resolves.toBeTruthy();
  });

  it('reads exact byte ranges and reports the whole size', async () => {
    const body = bytes(1000);
    await storage.put('contract/range.bin', body, { contentType: 'application/octet-stream' });
    const middle = await storage.read('contract/range.bin', { start: 10, end: 19 });
    expect(middle?.object.size).toBe(1000);
    expect((await readAll(middle!.stream)).equals(body.subarray(10, 20))).toBe(true);
    const tail = await storage.read('contract/range.bin', { start: 990, end: 5000 });
    expect((await readAll(tail!.stream)).equals(body.subarray(990))).toBe(true);
    await expect(storage.read('contract/range.bin', { start: 1000, end: 1001 })).rejects.toThrow(
      RangeError,
    );
  });

  it('downloads to a local file', async () => {
    const body = bytes(4096);
    await storage.put('contract/download.mp4', body, { contentType: 'video/mp4' });
    const destination = path.join(scratch, `${randomUUID()}.mp4`);
    await storage.download('contract/download.mp4', destination);
    expect((await fs.readFile(destination)).equals(body)).toBe(true);
    await expect(storage.download('contract/missing.mp4', destination)).rejects.toThrow(
      StorageObjectNotFoundError,
    );
  });

  it('copies an object, with the type given, and a later write to the source leaves the copy', async () => {
    const octets = { contentType: 'application/octet-stream' };
    await storage.put('contract/copy/upload.img', bytes(300), octets);
    const before = Date.now() - 1000;
    await storage.copy('contract/copy/upload.img', 'contract/copy/pinned.png', {
      contentType: 'image/png',
    });
    await storage.put('contract/copy/upload.img', Buffer.from('replaced'), octets);

    const copy = await storage.read('contract/copy/pinned.png');
    expect((await readAll(copy!.stream)).equals(bytes(300))).toBe(true);
    const stat = await storage.stat('contract/copy/pinned.png');
    expect(stat?.contentType).toBe('image/png');
    expect(stat?.lastModified?.getTime()).toBeGreaterThanOrEqual(before);
    await expect(
      storage.copy('contract/copy/missing.img', 'contract/copy/other.png', {
        contentType: 'image/png',
      }),
    ).rejects.toThrow(StorageObjectNotFoundError);
  });

  it('answers null for a missing object', async () => {
    expect(await storage.stat('contract/nothing-here.ts')).toBeNull();
    expect(await storage.read('contract/nothing-here.ts')).toBeNull();
  });

  it('deletes one object, and deleting it again is fine', async () => {
    await storage.put('contract/delete-me.ts', Buffer.from('x'), { contentType: 'video/mp2t' });
    await storage.delete('contract/delete-me.ts');
    expect(await storage.stat('contract/delete-me.ts')).toBeNull();
    await expect(storage.delete('contract/delete-me.ts')).resolves.toBeUndefined();
  });

  it('deletes by prefix and leaves neighbours alone', async () => {
    const keys = ['p/v1/master.m3u8', 'p/v1/720p/a.ts', 'p/v1/720p/b.ts', 'p/v10/master.m3u8'];
    for (const key of keys) await storage.put(key, Buffer.from(key), { contentType: 'text/plain' });
    await storage.deletePrefix('p/v1/');
    expect(await storage.stat('p/v1/master.m3u8')).toBeNull();
    expect(await storage.stat('p/v1/720p/a.ts')).toBeNull();
    expect(await storage.stat('p/v10/master.m3u8')).not.toBeNull();

    // a prefix that is not a folder matches names, as in S3
    await storage.put('q/poster-1.jpg', Buffer.from('1'), { contentType: 'image/jpeg' });
    await storage.put('q/poster-2.jpg', Buffer.from('2'), { contentType: 'image/jpeg' });
    await storage.put('q/thumb.jpg', Buffer.from('3'), { contentType: 'image/jpeg' });
    await storage.deletePrefix('q/poster-');
    expect(await storage.stat('q/poster-1.jpg')).toBeNull();
    expect(await storage.stat('q/poster-2.jpg')).toBeNull();
    expect(await storage.stat('q/thumb.jpg')).not.toBeNull();
  });

  it('deletes a prefix of more than one listing page', async () => {
    // drivers under test list 100 keys per page
    const count = 250;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        storage.put(`many/seg-${i}.ts`, Buffer.from('x'), { contentType: 'video/mp2t' }),
      ),
    );
    await storage.put('many-other/keep.ts', Buffer.from('x'), { contentType: 'video/mp2t' });
    await storage.deletePrefix('many/');
    for (const i of [0, 99, 100, 199, 249])
      expect(await storage.stat(`many/seg-${i}.ts`)).toBeNull();
    expect(await storage.stat('many-other/keep.ts')).not.toBeNull();
  });

  it('lists the objects under a prefix with their size and modification time', async () => {
    const before = Date.now() - 60_000;
    const keys = ['l/a/one.mp4', 'l/a/deep/two.png', 'l/ab/three.jpg', 'l/b.mp4'];
    for (const key of keys)
      await storage.put(key, bytes(key.length), { contentType: 'text/plain' });
    const listed = async (prefix: string) => {
      const found = [];
      for await (const item of storage.list(prefix)) found.push(item);
      return found.sort((a, b) => a.key.localeCompare(b.key));
    };
    const folder = await listed('l/a/');
    expect(folder.map((item) => item.key)).toEqual(['l/a/deep/two.png', 'l/a/one.mp4']);
    expect(folder[1]?.size).toBe('l/a/one.mp4'.length);
    expect(folder[1]?.lastModified.getTime()).toBeGreaterThan(before);
    // a prefix that is not a folder matches names, as in S3
    expect((await listed('l/a')).map((item) => item.key)).toEqual([
      'l/a/deep/two.png',
      'l/a/one.mp4',
      'l/ab/three.jpg',
    ]);
    expect(await listed('l/nothing/')).toEqual([]);
  });

  it('lists a prefix of more than one listing page', async () => {
    await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        storage.put(`paged/f-${i}.ts`, Buffer.from('x'), { contentType: 'video/mp2t' }),
      ),
    );
    const keys = new Set<string>();
    for await (const item of storage.list('paged/')) keys.add(item.key);
    expect(keys.size).toBe(150);
    await expect(storage.list('../')[Symbol.asyncIterator]().next()).rejects.toThrow(
      InvalidStorageKeyError,
    );
  });

  it.each(['../escape.ts', '/abs.ts', 'a//b.ts', '%2e%2e/x.ts', 'a\\b.ts'])(
    'refuses the key %j everywhere',
    async (key) => {
      await expect(
        storage.put(key, Buffer.from('x'), { contentType: 'video/mp2t' }),
      ).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.stat(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.read(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
      expect(() => storage.publicUrl(key)).toThrow(InvalidStorageKeyError);
    },
  );

  it('refuses to delete everything or outside the root', async () => {
    await expect(storage.deletePrefix('')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.deletePrefix('/')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.deletePrefix('../')).rejects.toThrow(InvalidStorageKeyError);
  });

  it('presigns an upload form with the key and content type', async () => {
    const post = await storage.createPresignedPost({
      key: 'uploads/x.mp4',
      contentType: 'video/mp4',
      maxBytes: 1000,
      expiresSeconds: 60,
    });
    expect(post.url).toBeTruthy();
    expect(post.fields.key).toBe('uploads/x.mp4');
    expect(post.fields['Content-Type']).toBe('video/mp4');
  });

  it('reports itself available', async () => {
    expect(await storage.check()).toEqual({ available: true });
  });
};
