// `npm start`: build what is missing or stale, then run the server in this process
// (so SIGTERM reaches it directly). `--worker` runs media workers only; `--build-only` stops
// after the builds (npm test builds once before it starts its servers side by side).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale, serverInputs, serverOutput, webInputs, webOutput } from './build-inputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

const run = (label, args) => {
  process.stderr.write(`› ${label}\n`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (isStale(webOutput(root), webInputs(root))) {
  run('building web app', [
    at('node_modules/vite/bin/vite.js'),
    'build',
    at('apps/web'),
    '--logLevel',
    'warn',
  ]);
}
if (isStale(serverOutput(root), serverInputs(root))) {
  run('building server', [at('apps/server/build.mjs')]);
}

if (!process.argv.includes('--build-only')) {
  process.chdir(root);
  await import(serverOutput(root));
}
