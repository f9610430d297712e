/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The API server (apps/server) serves /api and /media on one port in production.
const apiTarget = 'http://127.0.0.1:8080';
const proxy = { '/api': apiTarget, '/media': apiTarget };

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle-size.mjs reads the entry's static imports from it
    manifest: true,
    // every browser we target supports <link rel="modulepreload">: skip the polyfill bytes
    modulePreload: { polyfill: false },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
  },
});
