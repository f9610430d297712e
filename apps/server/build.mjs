// Bundles the server into dist/main.js. npm packages stay external (native binaries such as
// sharp and the ffmpeg installers must load from node_modules); workspace source is inlined.
import { build } from 'esbuild';
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@app/'));

await build({
  absWorkingDir: path.dirname(fileURLToPath(import.meta.url)),
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((n) => `${n}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
// the database thread's script is loaded by URL beside the code (src/db/pglite-thread.ts)
copyFileSync(
  new URL('./src/db/pglite-worker.mjs', import.meta.url),
  new URL('./dist/pglite-worker.mjs', import.meta.url),
);
console.log('server built: apps/server/dist/main.js');
