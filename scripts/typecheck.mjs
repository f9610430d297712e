// `npm run typecheck`: tsc's build mode over the four TypeScript projects. The contract and the
// server are checked once and write their declarations into their .tsbuild/ folders (ignored);
// the web app and the tools (e2e/, bench/, scripts/) are checked against those declarations
// instead of checking the contract's and the server's sources again. A project whose files have
// not changed since its last check is not checked again; the errors it had are reported again
// (docs/conventions.md#checks).
//
// tsc -b judges that by the project's own files and its tsconfig only. It does not notice a change
// to anything else its program read: a dependency's types (npm installs them with a fixed 1985
// time, so only the lockfile shows an install), a package.json's exports, a JSON file of another
// project. When one of those changed after a project's last check, every project is checked again
// from scratch (--force). Arguments are passed on to tsc: `npm run typecheck -- --verbose`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** In the order tsc -b builds them: each project's references come before it. */
export const PROJECTS = ['packages/contract', 'apps/server', 'apps/web', 'tsconfig.tools.json'];

/**
 * Each project's build info (its tsconfig's tsBuildInfoFile) and its own files (what its include
 * matches: tsc -b compares those with the build info itself).
 * @param {string} root
 * @returns {{ buildInfo: string, ownFiles: string[] }[]}
 */
export const projects = (root) =>
  PROJECTS.map((project) => {
    const full = path.join(root, project);
    const configPath = project.endsWith('.json') ? full : path.join(full, 'tsconfig.json');
    const config = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    });
    const buildInfo = config && ts.getTsBuildInfoEmitOutputFilePath(config.options);
    if (!config || !buildInfo) throw new Error(`${project}: its tsconfig names no build info file`);
    return { buildInfo, ownFiles: config.fileNames };
  });

/**
 * What installs and workspace manifests decide (which dependency files exist, what a workspace
 * package's exports point to): the lockfiles and every package.json of the workspace.
 * @param {string} root
 * @returns {string[]}
 */
export const packageFiles = (root) => {
  /** @type {{ workspaces?: string[] }} */
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const workspaces = (manifest.workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(root, pattern)];
    const parent = path.join(root, pattern.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent).map((name) => path.join(parent, name)) : [];
  });
  return [
    path.join(root, 'package-lock.json'),
    path.join(root, 'node_modules/.package-lock.json'),
    path.join(root, 'package.json'),
    ...workspaces.map((dir) => path.join(dir, 'package.json')),
  ];
};

/** @param {string} file */
const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

/**
 * The file that makes the last checks untrustworthy, or undefined when tsc -b may skip what did
 * not change: a file a project's program read besides its own files that is newer than the
 * project's build info or gone, or a package file newer than the oldest build info. A build info
 * that cannot be read counts as untrustworthy; a missing one does not (tsc -b checks that project
 * in full anyway).
 * @param {readonly { buildInfo: string, ownFiles: readonly string[] }[]} checked
 * @param {readonly string[]} packages
 * @returns {string | undefined}
 */
export const changedSinceLastCheck = (checked, packages) => {
  let oldest = Infinity;
  for (const { buildInfo, ownFiles } of checked) {
    const built = mtime(buildInfo);
    if (built === undefined) continue;
    oldest = Math.min(oldest, built);
    /** @type {unknown} */
    let fileNames;
    try {
      fileNames = JSON.parse(readFileSync(buildInfo, 'utf8')).fileNames;
    } catch {
      return buildInfo;
    }
    if (!Array.isArray(fileNames)) return buildInfo;
    const own = new Set(ownFiles.map((file) => path.resolve(file)));
    for (const name of fileNames) {
      const file = path.resolve(path.dirname(buildInfo), String(name));
      if (own.has(file)) continue;
      const time = mtime(file);
      if (time === undefined || time > built) return file;
    }
  }
  return packages.find((file) => (mtime(file) ?? 0) > oldest);
};

const main = () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const changed = changedSinceLastCheck(projects(root), packageFiles(root));
  if (changed) {
    process.stderr.write(
      `typecheck: ${path.relative(root, changed)} changed since the last check: every project is checked again\n`,
    );
  }
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const args = ['-b', ...PROJECTS, ...(changed ? ['--force'] : []), ...process.argv.slice(2)];
  const result = spawnSync(process.execPath, [tsc, ...args], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
