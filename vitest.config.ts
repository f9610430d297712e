import { configDefaults, defineConfig } from 'vitest/config';

const WEB_CONFIG = './apps/web/vite.config.ts';
/**
 * The web tests that need a worker of their own rather than a VM context: the build's (Tailwind's
 * compiler registers Node module hooks) and the ones that replace window.location.
 */
const WEB_BUILD_TESTS = 'build/**';
const WEB_LOCATION_TESTS = 'app-load-failure|route-error';

export default defineConfig({
  test: {
    // ffmpeg and databases on two cores: keep parallel files few
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // a worker runs its files one after another in one module graph: the server's modules
          // load once per worker instead of once per file (a quarter of the project's CPU time).
          // Each file still builds its own app, database and servers; no module keeps state.
          isolate: false,
          // the bundle the child-process tests start, rebuilt when stale
          globalSetup: ['./test/server-bundle.global.mjs'],
        },
      },
      {
        // each file in a VM context of a long-lived worker: jsdom loads once per worker, not
        // once per file (its set-up was two thirds of the web tests' CPU time)
        extends: WEB_CONFIG,
        test: {
          pool: 'vmThreads',
          exclude: [
            ...configDefaults.exclude,
            WEB_BUILD_TESTS,
            `src/**/@(${WEB_LOCATION_TESTS}).test.{ts,tsx}`,
          ],
        },
      },
      {
        extends: WEB_CONFIG,
        test: {
          name: 'web-own-worker',
          // the web config's include, less what the project above runs
          exclude: [...configDefaults.exclude, `src/**/!(${WEB_LOCATION_TESTS}).test.{ts,tsx}`],
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
        },
      },
    ],
  },
});
