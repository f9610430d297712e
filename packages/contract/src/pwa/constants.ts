// a type only: the web build imports this file by path (apps/web/build/web-manifests.ts)
import type { Locale } from '../i18n/locales';

/** The install prompt's figures and what it keeps in the browser (docs/product/pwa.md). */

/**
 * How long 'Not now' with the month checkbox hides the prompt; screens narrower than
 * `mobileMaxWidth` get it.
 */
export const INSTALL_PROMPT = { dismissalMs: 2_592_000_000, mobileMaxWidth: 768 } as const;

/**
 * The install prompt's two localStorage items (docs/product/pwa.md#what-the-browser-keeps): when
 * 'Not now' was chosen with the month checkbox (epoch milliseconds), and that the app was
 * installed ('true').
 */
export const PWA_STORAGE_KEYS = {
  dismissedAt: 'reelforge.installPrompt.dismissedAt',
  installed: 'reelforge.installPrompt.installed',
} as const;

/**
 * The web manifest of a page in `locale` (docs/product/pwa.md#web-manifest): one static file per
 * locale, so a URL names its language. A browser fetches a manifest without cookies, and the
 * service worker keeps one copy per URL: a single URL varying by language would get neither right.
 */
export const webManifestPath = (locale: Locale): string =>
  locale === 'en' ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`;
