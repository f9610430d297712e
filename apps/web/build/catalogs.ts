import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalog/';
const RESOLVED = '\0catalog:';

// the contract's catalogs folder, found the way the web app resolves the contract
const catalogsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@app/contract')),
  'i18n',
  'catalogs',
);

/**
 * `import('virtual:catalog/es')`: the contract's catalogs/es.json with each ICU message compiled
 * at build time (Lingui's compiled form), so the browser ships no message parser.
 */
export const compiledCatalogs = (): Plugin => ({
  name: 'compiled-catalogs',
  resolveId: (id) => (id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined),
  load(id) {
    if (!id.startsWith(RESOLVED)) return undefined;
    const locale = id.slice(RESOLVED.length);
    if (!/^[a-zA-Z-]+$/.test(locale)) throw new Error(`Not a catalog: ${locale}`);
    const file = path.join(catalogsDir, `${locale}.json`);
    this.addWatchFile(file);
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const compiled = Object.fromEntries(
      Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
    );
    // JSON.parse of a string literal: parsed faster than the same object as JavaScript
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
  },
});
