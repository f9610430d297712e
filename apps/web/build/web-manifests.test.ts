// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { PRODUCT_NAME } from '../../../packages/contract/src/common/constants.ts';
import { LOCALES } from '../../../packages/contract/src/i18n/locales.ts';
import { PWA_MANIFEST_TEXTS } from '../../../packages/contract/src/pwa/texts.ts';
import { localizedManifests, manifestFile, manifestWords } from './web-manifests.ts';

describe('the web manifest in each locale', () => {
  it('is English as the contract writes it, left to right', () => {
    expect(manifestWords('en')).toEqual({
      name: PWA_MANIFEST_TEXTS.name,
      short_name: PRODUCT_NAME,
      description: PWA_MANIFEST_TEXTS.description,
      lang: 'en',
      dir: 'ltr',
    });
  });

  it('takes each other locale’s words from its catalog', () => {
    expect(manifestWords('es')).toMatchObject({
      name: 'ReelForge: dramas cortos',
      lang: 'es',
      dir: 'ltr',
    });
    expect(manifestWords('es').description).toMatch(/^ReelForge: mira dramas cortos/);
    expect(manifestWords('pt-BR')).toMatchObject({ lang: 'pt-BR', dir: 'ltr' });
    expect(manifestWords('pt-BR').description).toMatch(/^ReelForge: assista/);
    expect(manifestWords('ar')).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(manifestWords('ar').description).toMatch(/[\u0600-\u06ff]/);
    for (const locale of LOCALES) {
      // the brand stays the brand: the home screen shows it under the icon
      expect(manifestWords(locale).short_name, locale).toBe(PRODUCT_NAME);
    }
  });

  it('names one file per locale, the English one where vite-plugin-pwa writes it', () => {
    expect(LOCALES.map(manifestFile)).toEqual([
      'manifest.webmanifest',
      'manifest.es.webmanifest',
      'manifest.pt-BR.webmanifest',
      'manifest.ar.webmanifest',
    ]);
  });

  it('writes the other locales’ manifests from the English one: same app, other words', () => {
    const english = {
      id: '/',
      ...manifestWords('en'),
      start_url: '/',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    };
    const bundle = {
      'manifest.webmanifest': {
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: JSON.stringify(english),
      } as Rollup.OutputAsset,
    } as Rollup.OutputBundle;
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = localizedManifests();
    const hook = plugin.generateBundle as {
      handler: (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void;
    };
    hook.handler.call(
      { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) },
      {},
      bundle,
    );
    expect(emitted.map((file) => file.fileName)).toEqual([
      'manifest.es.webmanifest',
      'manifest.pt-BR.webmanifest',
      'manifest.ar.webmanifest',
    ]);
    const arabic = JSON.parse(emitted[2]!.source) as Record<string, unknown>;
    expect(arabic).toEqual({ ...english, ...manifestWords('ar') });
  });
});
