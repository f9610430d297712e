// Vitest global set-up of the server project. Tests that start the server as a child process run
// the bundle `npm start` runs (apps/server/dist/main.js, see server-process.ts); it is rebuilt
// here, once, when its sources changed. Under tsx each child compiled the whole source again,
// about 1.3 s of CPU a start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale, serverInputs, serverOutput } from '../../../scripts/build-inputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export default function buildServerBundle() {
  if (!isStale(serverOutput(root), serverInputs(root))) return;
  const build = spawnSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('apps/server/build.mjs failed: see its output above');
}
