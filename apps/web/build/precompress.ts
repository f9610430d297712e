import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// below this the headers outweigh the saving
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * Writes .br and .gz beside every text asset of the build, so the server sends compressed bytes
 * without compressing per request (@fastify/static preCompressed). Brotli at its best level:
 * it runs once per build, not per request.
 */
export const precompress = (): Plugin => ({
  name: 'reelforge-precompress',
  apply: 'build',
  async writeBundle(options) {
    const dir = options.dir;
    if (!dir) return;
    for (const file of await filesUnder(dir)) {
      if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gz(body, { level: 9 }),
      ]);
      await writeFile(`${file}.br`, br);
      await writeFile(`${file}.gz`, gzipped);
    }
  },
});
