import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/typed-app';
import { buildTestApp, buildWebApp, type TestApp } from './test-app';

/**
 * Path traversal (media files never leave their root): a canary file planted beside the data directory, outside both the
 * storage root and the web build, must never come back from /media, /assets or the SPA fallback,
 * however the path is spelled.
 */
describe('path traversal against /media, /assets and the web app', () => {
  let t: TestApp;
  let app: App;
  let canaryPath: string;
  const secret = `canary-${randomBytes(8).toString('hex')}`;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    ({ app } = await buildWebApp(t));
    // beside the test's data directory: reachable by climbing out of files/ or web/
    canaryPath = path.join(path.dirname(t.dir), `${path.basename(t.dir)}-canary.txt`);
    await writeFile(canaryPath, secret);
  });
  afterAll(async () => {
    await rm(canaryPath, { force: true });
    await app?.close();
    await t?.close();
  });

  it('never returns the canary, and answers every spelling without a 5xx', async () => {
    const name = path.basename(canaryPath);
    const up = ['..', '%2e%2e', '%2E%2E', '.%2e', '%252e%252e', '..%2f..', '..%5c..', '..\\..'];
    const paths: string[] = [];
    for (const prefix of ['/media', '/assets', '', '/video', '/author']) {
      for (const dots of up) {
        for (const depth of [1, 2, 3, 4]) {
          const climb = Array.from({ length: depth }, () => dots).join('/');
          paths.push(`${prefix}/${climb}/${name}`);
          paths.push(`${prefix}/${climb.replaceAll('/', '%2f')}%2f${name}`);
        }
      }
      // absolute paths, NUL and backslashes
      paths.push(`${prefix}/${encodeURIComponent(canaryPath)}`);
      paths.push(`${prefix}//${canaryPath.replace(/^\//, '')}`);
      paths.push(`${prefix}/${name}%00.jpg`);
      paths.push(`${prefix}/..%00/${name}`);
      paths.push(`${prefix}/%5c..%5c..%5c${name}`);
    }
    const statuses = new Map<number, number>();
    for (const url of paths) {
      const answer = await app.inject({ method: 'GET', url });
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      expect(answer.body, url).not.toContain(secret);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
    // the test reached the routes at all: refusals and the SPA, not only one kind of answer
    expect(paths.length).toBeGreaterThan(300);
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
  });
});
