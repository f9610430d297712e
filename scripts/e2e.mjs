// Runs the Playwright suite in Debian's Chromium (never a downloaded browser).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fullBrowserPath, suiteBrowserPath } from '../e2e/browser.mjs';

for (const chromium of new Set([suiteBrowserPath(process.env), fullBrowserPath(process.env)])) {
  if (existsSync(chromium)) continue;
  console.error(
    `Chromium not found at ${chromium}: install Debian's chromium and chromium-headless-shell (see .ci/run) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
// a fresh data directory for the suite's server, unless whoever started that server named its own
const ownDataDir = !process.env.E2E_DATA_DIR;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `reelforge-e2e-${Date.now()}`);
const result = spawnSync(
  process.execPath,
  [
    'node_modules/@playwright/test/cli.js',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, E2E_DATA_DIR: dataDir } },
);
if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
