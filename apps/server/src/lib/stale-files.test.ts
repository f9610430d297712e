import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleFiles } from './stale-files';

describe('removeStaleFiles', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const file = async (name: string, modified: Date) => {
    await writeFile(path.join(dir, name), 'x');
    await utimes(path.join(dir, name), modified, modified);
  };

  it('removes what is older than `before` and matches the prefix or the name test, and nothing else', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'stale-files-'));
    const before = new Date();
    const old = new Date(before.getTime() - 60_000);
    const fresh = new Date(before.getTime() + 60_000);
    await file('a.mp4', old);
    await file('a.mp4.part-1-2.mp4', old);
    await file('b.mp4.part-3-4.mp4', fresh);
    await file('upload-1', old);

    expect(await removeStaleFiles(dir, before, (name) => name.includes('.part-'))).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['a.mp4', 'b.mp4.part-3-4.mp4', 'upload-1']);
    expect(await removeStaleFiles(dir, before, 'upload-')).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['a.mp4', 'b.mp4.part-3-4.mp4']);
    expect(await removeStaleFiles(path.join(dir, 'missing'), before)).toBe(0);
  });
});
