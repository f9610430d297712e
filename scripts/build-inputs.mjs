// What `npm start` rebuilds from: every file each build reads, and whether its output is older.
// Kept apart from scripts/start.mjs so that scripts/build-inputs.test.ts can check the lists.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// dependencies and build outputs are not sources (dist is where the outputs go)
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

/**
 * What both builds read besides their own app: the contract's source and its package.json
 * (`exports` decides what an import resolves to), the TypeScript settings the web and
 * server tsconfigs extend, and the lockfile, which changes when an installed dependency does.
 * @param {string} root the repository root
 * @returns {string[]}
 */
const sharedInputs = (root) => [
  path.join(root, 'packages/contract/src'),
  path.join(root, 'packages/contract/package.json'),
  path.join(root, 'tsconfig.base.json'),
  path.join(root, 'package-lock.json'),
];

/**
 * The web build's output: Vite writes index.html into apps/web/dist on every build.
 * @param {string} root
 */
export const webOutput = (root) => path.join(root, 'apps/web/dist/index.html');

/**
 * Everything `vite build` in apps/web reads: the app, index.html, vite.config.ts and the
 * plugins it imports from build/ (home shell, preloads, precompression), public/ (copied as
 * is), the package (its dependencies) and tsconfig.json (JSX settings), .env files (VITE_*
 * values such as VITE_TEST_ACCESS_CODE; a variable set in the shell leaves no file to compare,
 * so changing one needs `npm run build`), and the shared inputs.
 * @param {string} root
 * @returns {string[]}
 */
export const webInputs = (root) => {
  const web = path.join(root, 'apps/web');
  const envFiles = existsSync(web)
    ? readdirSync(web)
        .filter((name) => name === '.env' || name.startsWith('.env.'))
        .map((name) => path.join(web, name))
    : [];
  return [
    path.join(web, 'src'),
    path.join(web, 'build'),
    path.join(web, 'public'),
    path.join(web, 'index.html'),
    path.join(web, 'vite.config.ts'),
    path.join(web, 'package.json'),
    path.join(web, 'tsconfig.json'),
    ...envFiles,
    ...sharedInputs(root),
  ];
};

/**
 * The server build's output: apps/server/build.mjs bundles into dist/main.js.
 * @param {string} root
 */
export const serverOutput = (root) => path.join(root, 'apps/server/dist/main.js');

/**
 * Everything apps/server/build.mjs reads: the source (with src/db/pglite-worker.mjs, which it
 * copies beside the bundle), itself, package.json (its dependencies stay external),
 * tsconfig.json (esbuild reads it), and the shared inputs. The migrations in apps/server/drizzle
 * are not an input: the bundle reads them from there at start-up (src/db/database.ts).
 * @param {string} root
 * @returns {string[]}
 */
export const serverInputs = (root) => {
  const server = path.join(root, 'apps/server');
  return [
    path.join(server, 'src'),
    path.join(server, 'build.mjs'),
    path.join(server, 'package.json'),
    path.join(server, 'tsconfig.json'),
    ...sharedInputs(root),
  ];
};

/**
 * The newest modification time under `entry` (a file, or a directory and everything below it;
 * a directory's own time counts, so a deleted file counts as a change). 0 when it is missing.
 * @param {string} entry
 * @returns {number}
 */
export const newestMtime = (entry) => {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (SKIPPED_DIRS.has(name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
};

/**
 * Whether `output` is missing or older than any of `inputs`.
 * @param {string} output
 * @param {readonly string[]} inputs
 * @returns {boolean}
 */
export const isStale = (output, inputs) => {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
};
