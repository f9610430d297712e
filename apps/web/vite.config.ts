/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appPreloads } from './build/app-preloads.ts';
import { compiledCatalogs } from './build/catalogs.ts';
import { EARLY_START_MODULES } from './build/early-start.ts';
import { pageShells } from './build/page-shells.ts';
import { precompress } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';
import { plannedChunks } from './build/planned-chunks.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The API server (apps/server) serves /api and /media on one port in production.
const apiTarget = 'http://127.0.0.1:8080';
const proxy = { '/api': apiTarget, '/media': apiTarget };

/**
 * The app runs on Preact through its React compatibility layer: the same components, hooks and
 * libraries (React Router, TanStack Query, Testing Library) in a fraction of React's bytes
 * (docs/decisions.md#performance-targets). The types stay React's (@types/react).
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * The development server serves index.html as it is, with no server to choose the page's
 * language: an empty `lang` tells the app to ask the browser (i18n/locale.ts initialLocale).
 */
const devLanguage = (): Plugin => ({
  name: 'reelforge-dev-language',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace('<html lang="en">', '<html lang="">'),
});

/** The plugins that shape the modules themselves (the chunk plan's first pass runs these alone). */
const modulePlugins = () => [
  // JSX only: React's fast refresh cannot refresh Preact components, so an edit reloads the page
  react({ refreshExclude: /./ }),
  tailwindcss(),
  devLanguage(),
  compiledCatalogs(),
];

// what the early start shares with the app, in one file: fewer requests before it runs
const earlyStartChunk = (id: string) => (EARLY_START_MODULES.test(id) ? 'early-start' : undefined);

const rollupOptions = {
  // shared constants (the focus ring, button classes) are written into each use: no chunk of
  // their own in the first load, and no import of them (measured 0.2 KiB brotli less)
  optimization: { inlineConst: { mode: 'all' as const, pass: 2 } },
  output: {
    // bare hashes: every chunk's name is repeated in the import strings of the first load
    chunkFileNames: 'assets/[hash].js',
  },
};

export default defineConfig({
  root,
  resolve: { alias: preactCompat },
  plugins: [
    ...modulePlugins(),
    plannedChunks(
      () => ({
        root,
        resolve: { alias: preactCompat },
        plugins: modulePlugins(),
        build: { modulePreload: { polyfill: false }, rollupOptions },
      }),
      earlyStartChunk,
    ),
    appPreloads(),
    pageShells(),
    precompress(),
    ...pwa(),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle-size.mjs reads the entry's static imports from it
    manifest: true,
    // every browser we target supports <link rel="modulepreload">: skip the polyfill bytes
    modulePreload: { polyfill: false },
    // chunks: earlyStartChunk and the chunk plan's groups (build/planned-chunks.ts)
    rollupOptions,
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
    // the libraries that import React are bundled with the tests, so that the alias above gives
    // them Preact too (Node would load React itself for them). Their CommonJS files' require()
    // is beyond the alias, and the test resolver (no `module` condition, no `module` field) would
    // pick them: React Router's and Testing Library's ES modules are named here instead.
    alias: [
      { find: /^react-dom\/test-utils$/, replacement: `${root}src/test/preact-act.ts` },
      { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router')) },
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
    server: {
      deps: { inline: [/react-router/, /@tanstack\/react-query/, /@testing-library\/react/] },
    },
    // a test's first lazy import is transformed on demand: seconds on a loaded 2-core machine
    testTimeout: 20_000,
  },
});
