// by path, not '@app/contract': vite.config.ts loads this file, and Node cannot load the
// package's TypeScript entry from node_modules
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons, manifestIcons, themeColour } from './app-icons.ts';
import { localizedManifests, manifestWords } from './web-manifests.ts';

const INDEX_HTML = new URL('../index.html', import.meta.url);

/** The page's own description (index.html's meta tag): PWA_MANIFEST_TEXTS' (pwa.test.ts). */
export const pageDescription = (html = readFileSync(INDEX_HTML, 'utf8')): string => {
  const description = /<meta\s+name="description"\s+content="([^"]+)"/.exec(html)?.[1];
  if (!description) throw new Error('index.html has no meta description for the web manifest');
  return description;
};

/** Where the service worker is built to, and the URL the app registers (from the site root). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * What the service worker precaches: the app shell (index.html, the offline fallback of every
 * page) and the build's JavaScript and CSS, so every page's code starts offline. Not hls.js:
 * only playback imports it (where the browser has no native HLS), and playback needs the network.
 */
export const PRECACHE_GLOBS = [
  'index.html',
  'assets/*.{js,css}',
  'icons/*.png',
  // the other locales' manifests (vite-plugin-pwa adds the English one itself)
  'manifest.*.webmanifest',
];
export const PRECACHE_IGNORES = ['assets/hls*.js'];

type ManifestEntry = { url: string; revision: string | null; integrity?: string; size: number };

/**
 * Adds each precached file's SRI hash (sha384): the service worker fetches with it, so a file
 * that changed since this build (index.html is not hashed: a newer build may already be on the
 * server) fails the install, and the previous worker stays, whole, instead of a precache that
 * mixes two builds.
 */
export const withIntegrity =
  (distDir: () => string) =>
  async (entries: ManifestEntry[]): Promise<{ manifest: ManifestEntry[] }> => ({
    manifest: await Promise.all(
      entries.map(async (entry) => {
        const body = await readFile(path.join(distDir(), entry.url)).catch(() => undefined);
        if (!body) return entry;
        const integrity = `sha384-${createHash('sha384').update(body).digest('base64')}`;
        return { ...entry, integrity };
      }),
    ),
  });

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The service worker is built after the app's bundle is written (vite-plugin-pwa, closeBundle),
 * so the precompress plugin never sees it: compress it here, as that plugin does the rest.
 */
const compressServiceWorker = (distDir: () => string): Plugin => ({
  name: 'reelforge-compress-sw',
  apply: 'build',
  closeBundle: {
    order: 'post',
    sequential: true,
    async handler() {
      const file = path.join(distDir(), SERVICE_WORKER_FILE);
      const body = await readFile(file);
      await writeFile(
        `${file}.br`,
        await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
    },
  },
});

/**
 * The installable app (docs/product/pwa.md): its icons, the web manifest in each locale, and the
 * service worker (src/service-worker/sw.ts, Workbox through vite-plugin-pwa) with the precache
 * list injected.
 * The app registers the worker itself, after the page has loaded
 * (src/features/pwa/lib/register-service-worker.ts): nothing is added to the entry.
 */
export const pwa = (): PluginOption[] => {
  let outDir: string | undefined;
  const distDir = () => {
    if (!outDir) throw new Error('the PWA build ran before Vite resolved its output directory');
    return outDir;
  };
  const background = themeColour('bg');
  return [
    {
      name: 'reelforge-pwa-out-dir',
      apply: 'build',
      configResolved: (config) => {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    appIcons(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      // the icons are rendered into the build (app-icons.ts), not taken from public/
      includeManifestIcons: false,
      // English; localizedManifests() writes the other locales' from it
      manifest: {
        id: '/',
        ...manifestWords('en'),
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: background,
        theme_color: background,
        categories: ['entertainment'],
        icons: manifestIcons(),
      },
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: PRECACHE_GLOBS,
        globIgnores: PRECACHE_IGNORES,
        // hashed names: the URL is the version, no revision needed
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [withIntegrity(distDir)],
      },
    }),
    localizedManifests(),
    compressServiceWorker(distDir),
  ];
};
