#!/usr/bin/env node
// Budget for the JavaScript every page downloads before any lazy route: the entry and the app it
// loads (docs/decisions.md#performance-targets, "the entry": ≤ 90 KB brotli), measured
// statically from the build. What each page fetches in all before any interaction (the entry,
// the page's own code, anything prefetched) is measured in a browser by
// scripts/check-page-js.ts, which `npm run test:bundle` runs next.
// Run after `npm run build -w @app/web`.
// KB is read as KiB (1024 bytes), the unit of Lighthouse's performance budgets.
//
// It reads Vite's manifest, starts from the entry chunk of index.html and follows its static
// `imports` (what the browser fetches at once), not its `dynamicImports` (lazy routes).
// Each lazy route's extra cost is printed too, for information.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const BUDGET_BYTES = 90 * 1024;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(repoRoot, process.argv[2] ?? 'apps/web/dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');

let manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
} catch (error) {
  console.error(
    `Cannot read ${manifestPath}: build the web app first (npm run build -w @app/web).`,
  );
  console.error(String(error));
  process.exit(2);
}

const entryKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && manifest[key].src === 'index.html',
);
if (!entryKey) {
  console.error(`${manifestPath} has no entry for index.html.`);
  process.exit(2);
}

/** Manifest keys of a chunk and everything it imports statically, transitively. */
function staticClosure(startKey, seen = new Set()) {
  const stack = [startKey];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

const brotliCache = new Map();
function brotliSize(file) {
  if (!brotliCache.has(file)) {
    const source = readFileSync(join(distDir, file));
    const compressed = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    brotliCache.set(file, { raw: source.length, brotli: compressed.length });
  }
  return brotliCache.get(file);
}

const jsFiles = (keys) =>
  [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (files) =>
  files.reduce(
    (total, file) => {
      const size = brotliSize(file);
      return { raw: total.raw + size.raw, brotli: total.brotli + size.brotli };
    },
    { raw: 0, brotli: 0 },
  );

// the app itself (src/app/boot.tsx) is imported lazily by main.tsx but preloaded by
// index.html: every page downloads it before any route
const entryKeys = staticClosure(entryKey);
staticClosure('src/app/boot.tsx', entryKeys);
const entryFiles = jsFiles(entryKeys);
for (const file of entryFiles) {
  const size = brotliSize(file);
  console.log(`  ${file}  ${kb(size.raw)} raw, ${kb(size.brotli)} brotli`);
}
const entryTotal = sum(entryFiles);
console.log(
  `JavaScript before any lazy route: ${kb(entryTotal.brotli)} brotli (${entryTotal.brotli} bytes) ` +
    `(${kb(entryTotal.raw)} raw) — budget ${kb(BUDGET_BYTES)}`,
);

const lazyKeys = new Set(
  [...entryKeys]
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .filter((key) => !entryKeys.has(key)),
);
for (const lazyKey of lazyKeys) {
  const extraKeys = [...staticClosure(lazyKey)].filter((key) => !entryKeys.has(key));
  const extra = sum(jsFiles(extraKeys));
  console.log(
    `  + ${manifest[lazyKey].src ?? lazyKey}: ${kb(extra.brotli)} more ` +
      `(${kb(entryTotal.brotli + extra.brotli)} with the entry)`,
  );
}

if (entryTotal.brotli > BUDGET_BYTES) {
  console.error(
    `Over budget by ${kb(entryTotal.brotli - BUDGET_BYTES)}: move code behind a lazy route.`,
  );
  process.exit(1);
}

// each locale's catalog (apps/web/build/catalogs.ts) is a chunk of its own, fetched beside the
// entry for a page in that language: docs/product/i18n.md#budgets
const CATALOG_BUDGET_BYTES = 25 * 1024;
const loader = manifest['src/i18n/load-catalog.ts'];
if (loader)
  console.log(`Catalog loader (Lingui's runtime): ${kb(brotliSize(loader.file).brotli)} brotli`);
let catalogsOver = false;
for (const [key, chunk] of Object.entries(manifest)) {
  if (!key.startsWith('catalog:')) continue;
  const size = brotliSize(chunk.file);
  const over = size.brotli > CATALOG_BUDGET_BYTES;
  catalogsOver ||= over;
  console.log(
    `  ${key}: ${kb(size.brotli)} brotli (${kb(size.raw)} raw) — budget ${kb(CATALOG_BUDGET_BYTES)}`,
  );
}
if (catalogsOver) {
  console.error('A catalog is over its budget: shorten its messages or split it by area.');
  process.exit(1);
}
