import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changedSinceLastCheck, packageFiles, projects, PROJECTS } from './typecheck.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// fixed times instead of the clock: no test depends on how fast it runs. npm gives the files it
// installs the first one.
const INSTALLED_AT = new Date('1985-10-26T08:15:00Z');
const SOURCES_AT = new Date('2026-01-01T10:00:00Z');
const CHECKED_AT = new Date('2026-01-01T11:00:00Z');
const EDITED_AT = new Date('2026-01-01T12:00:00Z');

let root: string;

const at = (relative: string) => path.join(root, relative);
const write = (relative: string, when: Date, text = relative) => {
  mkdirSync(path.dirname(at(relative)), { recursive: true });
  writeFileSync(at(relative), text);
  utimesSync(at(relative), when, when);
};

const SERVER_INFO = 'apps/server/.tsbuild/tsconfig.tsbuildinfo';
const WEB_INFO = 'apps/web/.tsbuild/tsconfig.tsbuildinfo';
const PACKAGES = ['package-lock.json', 'node_modules/.package-lock.json', 'apps/web/package.json'];

/** What each build info lists (relative to it), and which of those are the project's own files. */
const PROGRAMS = [
  {
    buildInfo: SERVER_INFO,
    own: ['apps/server/src/main.ts'],
    read: ['packages/contract/src/catalogs/es.json', 'node_modules/dep/index.d.ts'],
  },
  { buildInfo: WEB_INFO, own: ['apps/web/src/main.tsx'], read: ['node_modules/dep/index.d.ts'] },
];

/** Two checked projects: the server read a contract catalog, both read a dependency's types. */
const checkedTree = () => {
  write('node_modules/.package-lock.json', SOURCES_AT);
  write('node_modules/dep/index.d.ts', INSTALLED_AT);
  for (const file of [
    'package-lock.json',
    'apps/web/package.json',
    'apps/server/src/main.ts',
    'apps/web/src/main.tsx',
    'packages/contract/src/catalogs/es.json',
  ]) {
    write(file, SOURCES_AT);
  }
  for (const { buildInfo, own, read } of PROGRAMS) {
    const fileNames = [...own, ...read].map((file) =>
      path.relative(path.dirname(at(buildInfo)), at(file)),
    );
    write(buildInfo, CHECKED_AT, JSON.stringify({ fileNames }));
  }
};

const changed = () =>
  changedSinceLastCheck(
    PROGRAMS.map(({ buildInfo, own }) => ({
      buildInfo: at(buildInfo),
      ownFiles: own.map((file) => at(file)),
    })),
    PACKAGES.map((file) => at(file)),
  );

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('changedSinceLastCheck', () => {
  it('lets tsc -b skip what did not change when nothing the programs read did', () => {
    checkedTree();
    expect(changed()).toBeUndefined();
  });

  it("leaves a change to a project's own files to tsc -b", () => {
    checkedTree();
    utimesSync(at('apps/web/src/main.tsx'), EDITED_AT, EDITED_AT);
    utimesSync(at('apps/server/src/main.ts'), EDITED_AT, EDITED_AT);
    expect(changed()).toBeUndefined();
  });

  it('names a file of another project that a program read, newer than its build info', () => {
    checkedTree();
    utimesSync(at('packages/contract/src/catalogs/es.json'), EDITED_AT, EDITED_AT);
    expect(changed()).toBe(at('packages/contract/src/catalogs/es.json'));
  });

  it('names a file a program read that is gone', () => {
    checkedTree();
    rmSync(at('node_modules/dep/index.d.ts'));
    expect(changed()).toBe(at('node_modules/dep/index.d.ts'));
  });

  it('names the lockfile npm rewrites on an install, whose files keep their 1985 time', () => {
    checkedTree();
    write('node_modules/dep/index.d.ts', INSTALLED_AT, 'export declare const changed: 1;');
    expect(changed()).toBeUndefined();
    utimesSync(at('node_modules/.package-lock.json'), EDITED_AT, EDITED_AT);
    expect(changed()).toBe(at('node_modules/.package-lock.json'));
  });

  it('names a workspace package.json newer than the oldest build info', () => {
    checkedTree();
    utimesSync(at(WEB_INFO), EDITED_AT, EDITED_AT);
    const between = new Date('2026-01-01T11:30:00Z');
    utimesSync(at('apps/web/package.json'), between, between);
    expect(changed()).toBe(at('apps/web/package.json'));
  });

  it('names a build info it cannot read, or one that lists no files', () => {
    checkedTree();
    write(WEB_INFO, CHECKED_AT, '{"fileNa');
    expect(changed()).toBe(at(WEB_INFO));
    write(WEB_INFO, CHECKED_AT, '{"version":"9"}');
    expect(changed()).toBe(at(WEB_INFO));
  });

  it('needs no build info: tsc -b checks a project without one in full', () => {
    checkedTree();
    rmSync(at(WEB_INFO));
    expect(changed()).toBeUndefined();
    rmSync(at(SERVER_INFO));
    utimesSync(at('package-lock.json'), EDITED_AT, EDITED_AT);
    expect(changed()).toBeUndefined();
  });
});

describe('the projects', () => {
  it('lists the lockfiles and every workspace package.json', () => {
    write('package.json', SOURCES_AT, JSON.stringify({ workspaces: ['packages/*', 'apps/*'] }));
    write('packages/contract/package.json', SOURCES_AT);
    write('apps/server/package.json', SOURCES_AT);
    expect(packageFiles(root)).toEqual(
      [
        'package-lock.json',
        'node_modules/.package-lock.json',
        'package.json',
        'packages/contract/package.json',
        'apps/server/package.json',
      ].map((file) => at(file)),
    );
  });

  it("counts the contract's catalogs the server imports as files it reads, not its own", () => {
    const server = projects(REPO)[PROJECTS.indexOf('apps/server')];
    expect(server?.ownFiles).toContain(path.join(REPO, 'apps/server/src/main.ts'));
    expect(server?.ownFiles).not.toContain(
      path.join(REPO, 'packages/contract/src/i18n/catalogs/es.json'),
    );
  });

  it('keeps every build info in a .tsbuild folder that git ignores', () => {
    const infos = projects(REPO).map(({ buildInfo }) => buildInfo);
    expect(infos).toHaveLength(PROJECTS.length);
    for (const info of infos) {
      expect(path.basename(path.dirname(info))).toBe('.tsbuild');
      // exits 0 when the path is ignored
      execFileSync('git', ['check-ignore', '-q', '--no-index', path.relative(REPO, info)], {
        cwd: REPO,
      });
    }
  });
});
