import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStale, serverInputs, serverOutput, webInputs, webOutput } from './build-inputs.mjs';

// every file a build reads, in a stand-in repository
const TREE = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract/package.json',
  'packages/contract/src/index.ts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/src/main.tsx',
  'apps/web/build/home-shell.ts',
  'apps/web/build/app-preloads.ts',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/src/main.ts',
  'apps/server/src/db/pglite-worker.mjs',
  'apps/server/drizzle/0000_init.sql',
];

// fixed times, an hour apart, instead of the clock: no test depends on how fast it runs
const SOURCES_AT = new Date('2026-01-01T10:00:00Z');
const BUILT_AT = new Date('2026-01-01T11:00:00Z');
const EDITED_AT = new Date('2026-01-01T12:00:00Z');

let root: string;

const at = (relative: string) => path.join(root, relative);
const write = (relative: string, when: Date) => {
  mkdirSync(path.dirname(at(relative)), { recursive: true });
  writeFileSync(at(relative), relative);
  utimesSync(at(relative), when, when);
};
/** Set everything under `dir` to `when`: creating the files moved their folders' times. */
const settle = (dir: string, when: Date) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) settle(path.join(dir, entry.name), when);
    else utimesSync(path.join(dir, entry.name), when, when);
  }
  utimesSync(dir, when, when);
};

/** A tree whose sources predate both outputs, as after a completed `npm start`. */
const builtTree = () => {
  for (const file of TREE) write(file, SOURCES_AT);
  settle(root, SOURCES_AT);
  write('apps/web/dist/index.html', BUILT_AT);
  write('apps/server/dist/main.js', BUILT_AT);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('isStale', () => {
  it('rebuilds when the output is missing', () => {
    for (const file of TREE) write(file, SOURCES_AT);
    expect(isStale(webOutput(root), webInputs(root))).toBe(true);
    expect(isStale(serverOutput(root), serverInputs(root))).toBe(true);
  });

  it('leaves an untouched tree alone', () => {
    builtTree();
    expect(isStale(webOutput(root), webInputs(root))).toBe(false);
    expect(isStale(serverOutput(root), serverInputs(root))).toBe(false);
  });

  it.each([
    'apps/web/build/home-shell.ts',
    'apps/web/package.json',
    'apps/web/tsconfig.json',
    'apps/web/src/main.tsx',
    'apps/web/vite.config.ts',
    'packages/contract/src/index.ts',
    'packages/contract/package.json',
    'tsconfig.base.json',
    'package-lock.json',
  ])('rebuilds the web app after %s changes', (file) => {
    builtTree();
    utimesSync(at(file), EDITED_AT, EDITED_AT);
    expect(isStale(webOutput(root), webInputs(root))).toBe(true);
  });

  it('rebuilds the web app when a file appears under apps/web/build/', () => {
    builtTree();
    write('apps/web/build/new-plugin.ts', EDITED_AT);
    expect(isStale(webOutput(root), webInputs(root))).toBe(true);
  });

  it('rebuilds the web app when a .env file changes', () => {
    builtTree();
    write('apps/web/.env.production', EDITED_AT);
    expect(isStale(webOutput(root), webInputs(root))).toBe(true);
  });

  it.each([
    'apps/server/package.json',
    'apps/server/tsconfig.json',
    'apps/server/src/db/pglite-worker.mjs',
    'apps/server/build.mjs',
    'packages/contract/src/index.ts',
  ])('rebuilds the server after %s changes', (file) => {
    builtTree();
    utimesSync(at(file), EDITED_AT, EDITED_AT);
    expect(isStale(serverOutput(root), serverInputs(root))).toBe(true);
  });

  it('leaves the server alone when only web inputs change', () => {
    builtTree();
    utimesSync(at('apps/web/build/home-shell.ts'), EDITED_AT, EDITED_AT);
    utimesSync(at('apps/web/package.json'), EDITED_AT, EDITED_AT);
    expect(isStale(serverOutput(root), serverInputs(root))).toBe(false);
  });

  it('leaves the web app alone when only server inputs change', () => {
    builtTree();
    utimesSync(at('apps/server/src/main.ts'), EDITED_AT, EDITED_AT);
    utimesSync(at('apps/server/package.json'), EDITED_AT, EDITED_AT);
    expect(isStale(webOutput(root), webInputs(root))).toBe(false);
  });

  it('ignores migrations (read at start-up, not bundled) and node_modules', () => {
    builtTree();
    utimesSync(at('apps/server/drizzle/0000_init.sql'), EDITED_AT, EDITED_AT);
    write('apps/web/src/node_modules/dep/index.js', EDITED_AT);
    // the new folder moved src's own time: put it back to isolate what node_modules holds
    utimesSync(at('apps/web/src'), SOURCES_AT, SOURCES_AT);
    expect(isStale(serverOutput(root), serverInputs(root))).toBe(false);
    expect(isStale(webOutput(root), webInputs(root))).toBe(false);
  });
});
