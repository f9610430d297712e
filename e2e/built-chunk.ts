import { readFileSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

/**
 * The served file name of a source module's chunk in the build `npm start` serves. Chunk names
 * are bare hashes (shorter import strings in the first load), so tests look them up in Vite's
 * manifest instead of matching a module name in the URL.
 */
export function builtChunkFile(source: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`the web build's manifest has no chunk for ${source}`);
  return chunk.file;
}
