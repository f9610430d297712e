import { afterEach, describe, expect, it } from 'vitest';
import { DEFERRED_MODULES_ID } from '@app/contract';
import { preloadDeferredModules } from './deferred-modules';

afterEach(() => {
  document.head.innerHTML = '';
});

const listed = (text: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = DEFERRED_MODULES_ID;
  script.textContent = text;
  document.head.append(script);
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    link.getAttribute('href'),
    link.crossOrigin,
  ]);

describe('the modules a start page defers', () => {
  it('preloads each listed module, as the entry’s own imports load (CORS)', () => {
    listed('["/assets/boot-1.js","/assets/home-page-2.js"]');
    preloadDeferredModules();
    expect(preloads()).toEqual([
      ['/assets/boot-1.js', ''],
      ['/assets/home-page-2.js', ''],
    ]);
  });

  it('does nothing without a list, or with one it cannot use', () => {
    preloadDeferredModules();
    listed('not json');
    preloadDeferredModules();
    document.head.innerHTML = '';
    listed('["//elsewhere.example/x.js", 42, "/assets/ok-3.js"]');
    preloadDeferredModules();
    expect(preloads()).toEqual([['/assets/ok-3.js', '']]);
  });
});
