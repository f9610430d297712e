// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PWA_MANIFEST_TEXTS } from '../../../packages/contract/src/pwa/texts.ts';
import { pageDescription, PRECACHE_GLOBS, PRECACHE_IGNORES, withIntegrity } from './pwa.ts';

describe('the service worker’s precache list', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pwa-test-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('pins each file to its content with an SRI hash, so a newer build’s file fails the install', async () => {
    const expected = createHash('sha384')
      .update('<!doctype html><title>app</title>')
      .digest('base64');
    const { manifest } = await withIntegrity(() => dir)([
      { url: 'index.html', revision: 'abc', size: 33 },
      // not on disk (an entry added by URL): left as it is
      { url: 'manifest.webmanifest', revision: 'def', size: 0 },
    ]);
    expect(manifest).toEqual([
      { url: 'index.html', revision: 'abc', size: 33, integrity: `sha384-${expected}` },
      { url: 'manifest.webmanifest', revision: 'def', size: 0 },
    ]);
  });

  it('holds the shell and the build’s code, but not hls.js, the media or the API', () => {
    expect(PRECACHE_GLOBS).toContain('index.html');
    expect(PRECACHE_GLOBS).toContain('assets/*.{js,css}');
    expect(PRECACHE_GLOBS).toContain('manifest.*.webmanifest');
    expect(PRECACHE_IGNORES).toEqual(['assets/hls*.js']);
    expect(PRECACHE_GLOBS.some((glob) => /media|api|shell\//.test(glob))).toBe(false);
  });
});

describe('the web manifest', () => {
  it('describes the app as its page does', () => {
    expect(pageDescription()).toBe(PWA_MANIFEST_TEXTS.description);
    expect(() => pageDescription('<meta name="viewport" content="x">')).toThrow(/description/);
  });
});
