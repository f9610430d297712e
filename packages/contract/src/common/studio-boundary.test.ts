import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The contract's modules a viewer's page may load: all but the studio's and the route lists. */
const viewerModules = (): string[] =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !/^(studio|media-delivery)|^(index|all-routes)\.ts$/.test(file));

describe('the studio’s modules', () => {
  it('are imported by no module a viewer’s page loads', () => {
    // a schema is built when its module evaluates: one constant taken from the studio's module
    // (the episode price, for the unlock calls) built every studio schema on every viewer's page
    const importing = viewerModules().filter((file) =>
      /from '[./]*\/studio[^']*'/.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(importing).toEqual([]);
  });
});
