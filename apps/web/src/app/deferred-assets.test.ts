import { afterEach, describe, expect, it } from 'vitest';
import { DEFERRED_ASSETS_ID } from '@app/contract';
import { loadDeferredAssets } from './deferred-assets';

afterEach(() => {
  document.head.innerHTML = '';
});

const listed = (text: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = DEFERRED_ASSETS_ID;
  script.textContent = text;
  document.head.append(script);
};

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.crossOrigin,
  ]);

describe('the assets a start page defers', () => {
  it('adds the stylesheets and preloads the modules, as the entry’s own load (CORS)', async () => {
    listed(
      JSON.stringify({
        styles: ['/assets/index-0.css'],
        modules: ['/assets/boot-1.js', '/assets/home-page-2.js'],
      }),
    );
    const loaded = loadDeferredAssets();
    // the stylesheet at once; each module preload in a task of its own (a cached module is
    // compiled as its link goes in)
    expect(links()).toEqual([
      ['stylesheet', '/assets/index-0.css', ''],
      ['modulepreload', '/assets/boot-1.js', ''],
    ]);
    await loaded;
    expect(links()).toEqual([
      ['stylesheet', '/assets/index-0.css', ''],
      ['modulepreload', '/assets/boot-1.js', ''],
      ['modulepreload', '/assets/home-page-2.js', ''],
    ]);
  });

  it('does nothing without a list, or with one it cannot use', async () => {
    await loadDeferredAssets();
    listed('not json');
    await loadDeferredAssets();
    document.head.innerHTML = '';
    listed('{"styles": "/a.css", "modules": ["//elsewhere.example/x.js", 42, "/assets/ok-3.js"]}');
    await loadDeferredAssets();
    expect(links()).toEqual([['modulepreload', '/assets/ok-3.js', '']]);
  });
});
