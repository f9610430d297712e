// `npm start`: build what is missing or stale, then run the server in this process
// (so SIGTERM reaches it directly). `--worker` runs media workers only.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

const newest = (entry) => {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    max = Math.max(max, newest(path.join(entry, name)));
  }
  return max;
};

const stale = (output, inputs) => {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newest(input) > built);
};

const run = (label, args) => {
  process.stderr.write(`› ${label}\n`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const contract = at('packages/contract/src');
if (
  stale(at('apps/web/dist/index.html'), [
    at('apps/web/src'),
    at('apps/web/index.html'),
    at('apps/web/vite.config.ts'),
    contract,
  ])
) {
  run('building web app', [
    at('node_modules/vite/bin/vite.js'),
    'build',
    at('apps/web'),
    '--logLevel',
    'warn',
  ]);
}
if (
  stale(at('apps/server/dist/main.js'), [
    at('apps/server/src'),
    at('apps/server/build.mjs'),
    contract,
  ])
) {
  run('building server', [at('apps/server/build.mjs')]);
}

process.chdir(root);
await import(at('apps/server/dist/main.js'));
