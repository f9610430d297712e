import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../i18n/locale-store';
import { followLocaleWithManifest } from './manifest-link';

describe('the manifest link', () => {
  afterEach(() => {
    setActiveLocale('en');
    document.head.replaceChildren();
  });

  it('follows the active locale, from the page’s start and on each change', () => {
    const link = document.head.appendChild(document.createElement('link'));
    link.rel = 'manifest';
    link.setAttribute('href', '/manifest.webmanifest');
    setActiveLocale('ar');
    const stop = followLocaleWithManifest();
    expect(link.getAttribute('href')).toBe('/manifest.ar.webmanifest');
    setActiveLocale('pt-BR');
    expect(link.getAttribute('href')).toBe('/manifest.pt-BR.webmanifest');
    setActiveLocale('en');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
    stop();
    setActiveLocale('es');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('does nothing on a page without a manifest link', () => {
    setActiveLocale('es');
    expect(() => followLocaleWithManifest()()).not.toThrow();
  });
});
