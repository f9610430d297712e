// by path, not '@app/contract': vite.config.ts loads this file (see pwa.ts)
import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import {
  LOCALES,
  localeDirection,
  type Locale,
} from '../../../packages/contract/src/i18n/locales.ts';
import { webManifestPath } from '../../../packages/contract/src/pwa/constants.ts';

const CATALOGS = new URL('../../../packages/contract/src/i18n/catalogs/', import.meta.url);
// PWA_MANIFEST_TEXTS (packages/contract/src/pwa/texts.ts)
const TREE_ID = 'pwaManifest';

/** The manifest members that follow the page's language. */
export type ManifestWords = {
  name: string;
  short_name: string;
  description: string;
  lang: Locale;
  dir: 'ltr' | 'rtl';
};

/**
 * PWA_MANIFEST_TEXTS in `locale`, read from its catalog: en.json is the tree as extracted from the
 * contract (npm run check:i18n fails when it is stale), so the build imports no texts module.
 */
export const manifestWords = (locale: Locale): ManifestWords => {
  const catalog = JSON.parse(readFileSync(new URL(`${locale}.json`, CATALOGS), 'utf8')) as Record<
    string,
    string
  >;
  const messages = Object.fromEntries(
    Object.entries(catalog)
      .filter(([key]) => key.startsWith(`${TREE_ID}.`))
      .map(([key, message]) => [key, compileMessage(message)]),
  );
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const text = (name: string) => {
    const key = `${TREE_ID}.${name}`;
    if (!(key in messages)) throw new Error(`catalogs/${locale}.json has no ${key}`);
    return i18n._(key);
  };
  return {
    name: text('name'),
    short_name: text('shortName'),
    description: text('description'),
    lang: locale,
    dir: localeDirection(locale),
  };
};

/** The manifest's file in the build for `locale` (webManifestPath without its leading slash). */
export const manifestFile = (locale: Locale): string => webManifestPath(locale).slice(1);

/**
 * Writes each other locale's manifest beside vite-plugin-pwa's English one: the same manifest
 * (id, icons, colours: one app), with its words in that language. The server links the page's
 * locale's file (apps/server/src/modules/web-shell/page-locale.ts).
 */
export const localizedManifests = (): Plugin => ({
  name: 'reelforge-localized-manifests',
  apply: 'build',
  generateBundle: {
    // after vite-plugin-pwa has emitted the English manifest
    order: 'post',
    handler(_options, bundle) {
      const english = bundle[manifestFile('en')];
      if (english?.type !== 'asset') {
        throw new Error('vite-plugin-pwa wrote no manifest to translate');
      }
      const source = english.source;
      const base = JSON.parse(
        typeof source === 'string' ? source : new TextDecoder().decode(source),
      ) as Record<string, unknown>;
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        this.emitFile({
          type: 'asset',
          fileName: manifestFile(locale),
          source: `${JSON.stringify({ ...base, ...manifestWords(locale) })}\n`,
        });
      }
    },
  },
});
