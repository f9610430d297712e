import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The contract's modules but its tests and the lists of everything (index.ts, all-routes.ts). */
const modules = (): string[] =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !/^(index|all-routes)\.ts$/.test(file));

const importing = (files: string[], from: RegExp): string[] =>
  files.filter((file) => from.test(readFileSync(path.join(SRC, file), 'utf8')));

// a schema is built when its module evaluates, so a module that takes one constant or schema
// from another builds every schema of that one too, on every page that loads it
describe('what the viewer’s pages load', () => {
  it('takes nothing from the studio’s modules', () => {
    // the episode price, for the unlock calls, built every studio schema on every viewer's page
    const viewers = modules().filter((file) => !/^(studio|media-delivery)/.test(file));
    expect(importing(viewers, /from '[./]*\/studio[^']*'/)).toEqual([]);
  });

  it('takes the viewer id from the ids, not from the metrics’ module', () => {
    // the feed's, access's, My List's and continue watching's calls carry it: home built the
    // watch events' schemas for it
    const others = modules().filter((file) => !file.startsWith('metrics'));
    expect(importing(others, /from '[./]*\/metrics\/metrics'/)).toEqual([]);
  });
});
