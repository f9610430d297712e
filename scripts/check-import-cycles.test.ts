import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  findCycles,
  importGraph,
  resolveImport,
  sourceFiles,
  workspacePackages,
} from './check-import-cycles.mjs';

let root: string;
const write = (file: string, text: string) => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
};
const cyclesIn = () => {
  const files = sourceFiles(root);
  return findCycles(importGraph(files, workspacePackages(root))).map((cycle) =>
    cycle.map((file) => path.relative(root, file)),
  );
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  write('package.json', '{ "name": "repo", "private": true }');
  write(
    'packages/contract/package.json',
    JSON.stringify({
      name: '@app/contract',
      exports: { '.': './src/index.ts', './catalogs/*': './src/catalogs/*' },
    }),
  );
  write('packages/contract/src/index.ts', 'export const A = 1;\n');
  write('packages/contract/src/catalogs/es.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('import cycles', () => {
  it('finds none in a graph without one', () => {
    write('apps/web/src/a.ts', "import { A } from '@app/contract';\nimport { b } from './b';\n");
    write('apps/web/src/b.ts', 'export const b = 2;\n');
    expect(cyclesIn()).toEqual([]);
  });

  it('finds a cycle through a type-only import and a dynamic import', () => {
    write('apps/web/src/a.ts', "import type { B } from './b';\nexport type A = B;\n");
    write(
      'apps/web/src/b.ts',
      "export type B = 1;\nexport const load = () => import('./c.tsx');\n",
    );
    write('apps/web/src/c.tsx', "export { type A } from './a';\n");
    expect(cyclesIn()).toEqual([
      ['apps/web/src/a.ts', 'apps/web/src/b.ts', 'apps/web/src/c.tsx', 'apps/web/src/a.ts'],
    ]);
  });

  it('follows a workspace package to its source, as the bundlers do', () => {
    write('packages/contract/src/index.ts', "export * from '../../../apps/server/src/config';\n");
    write('apps/server/src/config.ts', "import { A } from '@app/contract';\nexport const C = A;\n");
    expect(cyclesIn()).toEqual([
      ['apps/server/src/config.ts', 'packages/contract/src/index.ts', 'apps/server/src/config.ts'],
    ]);
  });

  it('finds a file that imports itself, and each cycle once', () => {
    write('scripts/self.mjs', "import './self.mjs';\n");
    write('apps/web/src/x/index.ts', "import '../y';\n");
    write('apps/web/src/y.ts', "import './x';\n");
    expect(cyclesIn()).toEqual([
      ['apps/web/src/x/index.ts', 'apps/web/src/y.ts', 'apps/web/src/x/index.ts'],
      ['scripts/self.mjs', 'scripts/self.mjs'],
    ]);
  });

  it('resolves subpath patterns and leaves outside packages and dependencies alone', () => {
    const packages = workspacePackages(root);
    const from = path.join(root, 'apps/web/src/a.ts');
    expect(resolveImport('@app/contract/catalogs/es.json', from, packages)).toBe(
      path.join(root, 'packages/contract/src/catalogs/es.json'),
    );
    expect(resolveImport('react', from, packages)).toBeUndefined();
    expect(resolveImport('./missing', from, packages)).toBeUndefined();
  });

  it('skips node_modules and build output', () => {
    write('node_modules/pkg/a.js', "import './b.js';\n");
    write('node_modules/pkg/b.js', "import './a.js';\n");
    write('apps/web/dist/a.js', "import './a.js';\n");
    expect(cyclesIn()).toEqual([]);
  });
});
