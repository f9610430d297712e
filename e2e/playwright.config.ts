import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { fullBrowserPath, suiteBrowserPath } from './browser.mjs';
import { E2E_ADMIN, E2E_DEFAULT_PORT, suiteServerEnv } from './servers.mjs';

export { E2E_ADMIN };
const port = Number(process.env.E2E_PORT ?? E2E_DEFAULT_PORT);
/** Where e2e/first-start.e2e.ts starts the app exactly as the README says, beside the suite's. */
export const E2E_README_PORT = port + 1;
// a fresh DATA_DIR per run: the suite starts from what a first `npm start` makes
// (kept in the environment: Playwright's workers load this file again, with their own pid)
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `reelforge-e2e-${process.pid}`,
));

const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: path.join(os.tmpdir(), 'reelforge-e2e-results'),
  timeout: 120_000,
  // what a page shows, awaited up to 15 s: on a saturated 2-core machine (two browsers, the
  // servers and the README start's ffmpeg) a page's first render took over the default 5 s
  expect: { timeout: 15_000 },
  // two files at a time: no file changes what another one reads (each signs up its own users,
  // and the one that prices a series prices one no other file plays)
  workers: 2,
  reporter: [['list'], ['./error-context-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // the app's service worker precaches the whole build in every new context: a sixth of the
    // browsers' CPU time in the suite. Its files (e2e/pwa.e2e.ts) and the README's first start
    // run with it; the rest test the pages, which work the same without it
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: suiteBrowserPath(process.env),
      args: BROWSER_ARGS,
    },
  },
  projects: [
    // first, so that its own start (the whole demo catalogue) overlaps the other files
    {
      name: 'first-start',
      testMatch: 'first-start.e2e.ts',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${E2E_README_PORT}`,
        serviceWorkers: 'allow',
        launchOptions: { executablePath: fullBrowserPath(process.env), args: BROWSER_ARGS },
      },
    },
    {
      name: 'desktop',
      testIgnore: 'first-start.e2e.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    // the README's command with the short demo catalogue (e2e/servers.mjs)
    command: 'npm start',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 420_000,
    // E2E_REUSE=1 runs against a server already on E2E_PORT: one a developer started to write
    // tests, or the one `npm test` starts early (scripts/run-stages.mjs)
    reuseExistingServer: Boolean(process.env.E2E_REUSE),
    stdout: 'pipe',
    stderr: 'pipe',
    env: suiteServerEnv({ port, dataDir }),
  },
});
