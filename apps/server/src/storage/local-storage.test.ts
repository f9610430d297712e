import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalStorage } from './local-storage';
import { StorageObjectExistsError } from './object-exists-error';
import { readAll, storageContract } from './storage-contract';
import { verifyUploadPolicy } from './upload-policy';

const tempRoot = () => fs.mkdtemp(path.join(os.tmpdir(), 'local-storage-'));

/** Every file under a directory, relative, dot-files included. */
const listFiles = async (root: string): Promise<string[]> => {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
};

/** What a write by another process looks like: a new file renamed over the old one. */
const replaceBehindTheStoragesBack = async (file: string, content: string): Promise<void> => {
  const temp = `${file}.other-process`;
  await fs.writeFile(temp, content);
  await fs.rename(temp, file);
};

describe('LocalStorage', () => {
  storageContract(async () => {
    const root = await tempRoot();
    return {
      storage: new LocalStorage({ root, publicBaseUrl: '/media', uploadSecret: 's' }),
      stop: () => fs.rm(root, { recursive: true, force: true }),
    };
  });

  describe('on disk', () => {
    let root: string;
    let storage: LocalStorage;

    beforeEach(async () => {
      root = await tempRoot();
      storage = new LocalStorage({ root, publicBaseUrl: '/media/', uploadSecret: 'secret' });
    });
    afterEach(() => fs.rm(root, { recursive: true, force: true }));

    it('keeps files under the root at their key', async () => {
      await storage.put('videos/1/master.m3u8', Buffer.from('#EXTM3U\n'), {
        contentType: 'application/vnd.apple.mpegurl',
      });
      expect(await fs.readFile(path.join(root, 'videos/1/master.m3u8'), 'utf8')).toBe('#EXTM3U\n');
      expect((await storage.stat('videos/1/master.m3u8'))?.contentType).toBe(
        'application/vnd.apple.mpegurl',
      );
    });

    it('never lists its temporary files', async () => {
      await storage.put('uploads/s/kept.mp4', Buffer.from('1'), { contentType: 'video/mp4' });
      await fs.writeFile(path.join(root, 'uploads/s/.kept.mp4.1234.tmp'), 'half');
      await fs.writeFile(await storage.createTempPath(), 'receiving');
      const keys = [];
      for await (const item of storage.list('uploads/')) keys.push(item.key);
      expect(keys).toEqual(['uploads/s/kept.mp4']);
    });

    it('leaves no temporary files after writes', async () => {
      await storage.put('a/one.ts', Buffer.from('1'), { contentType: 'video/mp2t' });
      await storage.put('a/two.ts', Readable.from([Buffer.from('2')]), {
        contentType: 'video/mp2t',
      });
      await storage.put('a/one.ts', Buffer.from('one again'), { contentType: 'video/mp2t' });
      const source = path.join(root, '..', `${path.basename(root)}-source.mp4`);
      await fs.writeFile(source, 'mp4');
      await storage.putFile('a/three.mp4', source, { contentType: 'video/mp4' });
      await fs.rm(source);
      expect(await listFiles(root)).toEqual(['a/one.ts', 'a/three.mp4', 'a/two.ts']);
      expect(await fs.readFile(path.join(root, 'a/one.ts'), 'utf8')).toBe('one again');
    });

    it('never leaves a half-written file under the key when a write fails', async () => {
      await storage.put('b/seg.ts', Buffer.from('old complete'), { contentType: 'video/mp2t' });
      const failing = new Readable({
        read() {
          this.push(Buffer.from('partial'));
          this.destroy(new Error('source died'));
        },
      });
      await expect(storage.put('b/seg.ts', failing, { contentType: 'video/mp2t' })).rejects.toThrow(
        'source died',
      );
      expect(await fs.readFile(path.join(root, 'b/seg.ts'), 'utf8')).toBe('old complete');
      expect(await listFiles(root)).toEqual(['b/seg.ts']);

      const fresh = new Readable({
        read() {
          this.destroy(new Error('gone'));
        },
      });
      await expect(storage.put('b/new.ts', fresh, { contentType: 'video/mp2t' })).rejects.toThrow();
      expect(await storage.stat('b/new.ts')).toBeNull();
      expect(await listFiles(root)).toEqual(['b/seg.ts']);
    });

    it('moves an adopted temp file into place', async () => {
      const temp = await storage.createTempPath();
      await fs.writeFile(temp, 'uploaded');
      await storage.adoptFile('uploads/u.mp4', temp);
      expect(await fs.readFile(path.join(root, 'uploads/u.mp4'), 'utf8')).toBe('uploaded');
      await expect(fs.stat(temp)).rejects.toThrow();
    });

    it('adopts a file only where nothing is: the first upload to a key stays', async () => {
      const first = await storage.createTempPath();
      await fs.writeFile(first, 'checked');
      await storage.adoptFile('uploads/once.png', first);
      const second = await storage.createTempPath();
      await fs.writeFile(second, 'replayed');
      await expect(storage.adoptFile('uploads/once.png', second)).rejects.toThrow(
        StorageObjectExistsError,
      );
      expect(await fs.readFile(path.join(root, 'uploads/once.png'), 'utf8')).toBe('checked');
      expect(await listFiles(root)).toEqual(['uploads/once.png']);
    });

    it('copies by a hard link, which a rewrite of the source does not reach', async () => {
      await storage.put('uploads/a.img', Buffer.from('first'), { contentType: 'image/png' });
      await storage.copy('uploads/a.img', 'uploads/a-pinned.png', { contentType: 'image/png' });
      const [source, copy] = await Promise.all(
        ['uploads/a.img', 'uploads/a-pinned.png'].map((key) => fs.stat(path.join(root, key))),
      );
      expect(copy!.ino).toBe(source!.ino);
      await storage.put('uploads/a.img', Buffer.from('second'), { contentType: 'image/png' });
      expect(await fs.readFile(path.join(root, 'uploads/a-pinned.png'), 'utf8')).toBe('first');
    });

    it('removes temporary files a crash left once they are older than the cutoff', async () => {
      const stale = await storage.createTempPath();
      const fresh = await storage.createTempPath();
      await fs.writeFile(stale, 'cut off');
      await fs.writeFile(fresh, 'arriving');
      const cutoff = new Date(Date.now() - 60_000);
      const old = new Date(cutoff.getTime() - 1000);
      await fs.utimes(stale, old, old);
      expect(await storage.removeTemporaryFiles(cutoff)).toBe(1);
      expect(await listFiles(root)).toEqual([path.relative(root, fresh)]);
    });

    it('serves ranges from one stat, and a rewritten file is never served stale', async () => {
      await storage.put('c/x.ts', Buffer.from('0123456789'), { contentType: 'video/mp2t' });
      const first = await storage.openForServing('c/x.ts');
      expect(first?.object.size).toBe(10);
      expect(String(await first!.body({ start: 3, end: 5 }))).toBe('345');
      expect(String(await first!.body({ start: 0, end: 9 }))).toBe('0123456789');

      await storage.put('c/x.ts', Buffer.from('abcdefghij'), { contentType: 'video/mp2t' });
      const second = await storage.openForServing('c/x.ts');
      expect(String(await second!.body({ start: 0, end: 9 }))).toBe('abcdefghij');
      expect(await storage.openForServing('c/missing.ts')).toBeNull();
    });

    it('serves an immutable file held in memory without a stat until this process writes it', async () => {
      await storage.put('p/a.jpg', Buffer.from('one'), { contentType: 'image/jpeg' });
      const first = await storage.openForServing('p/a.jpg');
      expect(String(await first!.body({ start: 0, end: 2 }))).toBe('one');

      // another process (the worker) replaces it: not seen within the stat's lifetime…
      await replaceBehindTheStoragesBack(path.join(root, 'p/a.jpg'), 'TWO!');
      const cached = await storage.openForServing('p/a.jpg');
      expect(cached?.object.etag).toBe(first?.object.etag);
      expect(String(await cached!.body({ start: 0, end: 2 }))).toBe('one');

      // …but this process's own write is seen at once, with a new ETag
      await storage.put('p/a.jpg', Buffer.from('three'), { contentType: 'image/jpeg' });
      const rewritten = await storage.openForServing('p/a.jpg');
      expect(rewritten?.object.etag).not.toBe(first?.object.etag);
      expect(String(await rewritten!.body({ start: 0, end: 4 }))).toBe('three');

      await storage.deletePrefix('p/');
      expect(await storage.openForServing('p/a.jpg')).toBeNull();
    });

    it("sees another process's rewrite after a second, and a playlist's at once", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        await storage.put('p/b.webp', Buffer.from('one'), { contentType: 'image/webp' });
        await storage.put('p/b.m3u8', Buffer.from('one'), { contentType: 'text/plain' });
        for (const key of ['p/b.webp', 'p/b.m3u8']) {
          await (await storage.openForServing(key))!.body({ start: 0, end: 2 });
          await replaceBehindTheStoragesBack(path.join(root, key), 'TWO!');
        }
        const playlist = await storage.openForServing('p/b.m3u8');
        expect(String(await playlist!.body({ start: 0, end: 3 }))).toBe('TWO!');

        vi.setSystemTime(Date.now() + 1001);
        const image = await storage.openForServing('p/b.webp');
        expect(image?.object.size).toBe(4);
        expect(String(await image!.body({ start: 0, end: 3 }))).toBe('TWO!');
      } finally {
        vi.useRealTimers();
      }
    });

    it('streams files too large for memory', async () => {
      const big = Buffer.alloc(2 * 1024 * 1024, 3);
      await storage.put('c/big.mp4', big, { contentType: 'video/mp4' });
      const body = await (await storage.openForServing('c/big.mp4'))!.body({
        start: 1,
        end: 2_000_000,
      });
      expect(Buffer.isBuffer(body)).toBe(false);
      expect((await readAll(body as Readable)).length).toBe(2_000_000);
    });

    it('reads an empty file', async () => {
      await storage.put('c/empty.json', Buffer.alloc(0), { contentType: 'application/json' });
      const read = await storage.read('c/empty.json');
      expect(read?.object.size).toBe(0);
      expect((await readAll(read!.stream)).length).toBe(0);
    });

    it('treats a folder as no object', async () => {
      await storage.put('d/inner/x.ts', Buffer.from('x'), { contentType: 'video/mp2t' });
      expect(await storage.stat('d/inner')).toBeNull();
      expect(await storage.read('d/inner')).toBeNull();
    });

    it('builds public URLs under its base', () => {
      expect(storage.publicUrl('videos/1/master.m3u8')).toBe('/media/videos/1/master.m3u8');
    });

    it('presigns an emulated S3 POST its own secret verifies', async () => {
      const post = await storage.createPresignedPost({
        key: 'uploads/v.mp4',
        contentType: 'video/mp4',
        maxBytes: 500,
        expiresSeconds: 60,
      });
      expect(post.url).toBe('/api/storage/upload');
      expect(Object.keys(post.fields).sort()).toEqual([
        'Content-Type',
        'key',
        'policy',
        'x-amz-signature',
      ]);
      const grant = verifyUploadPolicy(
        post.fields.policy,
        post.fields['x-amz-signature'],
        'secret',
      );
      expect(grant).toMatchObject({
        key: 'uploads/v.mp4',
        contentType: 'video/mp4',
        maxBytes: 500,
      });
      expect(() =>
        verifyUploadPolicy(post.fields.policy, post.fields['x-amz-signature'], 'other'),
      ).toThrow();
    });

    it('cannot presign without a secret', async () => {
      const unsigned = new LocalStorage({ root, publicBaseUrl: '/media' });
      await expect(
        unsigned.createPresignedPost({
          key: 'u/x.mp4',
          contentType: 'video/mp4',
          maxBytes: 1,
          expiresSeconds: 1,
        }),
      ).rejects.toThrow(/uploadSecret/);
    });

    it('reports a root it cannot write to, with a way out', async () => {
      const file = path.join(root, 'not-a-dir');
      await fs.writeFile(file, 'x');
      const broken = new LocalStorage({ root: path.join(file, 'files'), publicBaseUrl: '/media' });
      const health = await broken.check();
      expect(health.available).toBe(false);
      expect(health.error).toContain('Cannot write');
      expect(health.solution).toContain('DATA_DIR');
    });
  });
});
