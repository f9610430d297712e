import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isLocale,
  LOCALE_COOKIE,
  localeDirection,
  negotiateLocale,
  parseAcceptLanguage,
  PWA_MANIFEST_TEXTS,
  webManifestPath,
  type Locale,
} from '@app/contract';
import { localizedTexts } from '../../i18n/localized-texts';

/** The page's locale (docs/product/i18n.md#choosing): the viewer's cookie, else Accept-Language. */
export const pageLocale = (request: FastifyRequest): Locale => {
  const chosen = cookieValue(request.headers.cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(parseAcceptLanguage(request.headers['accept-language']));
};

// one cookie read by name; the cookie plugin is registered only where sessions need it
const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
};

const HTML_OPEN = /<html lang="[^"]*"/;
// as vite-plugin-pwa writes the link, and index.html its description
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"/;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page in `locale`: its `<html lang dir>`, which the app starts in (the first paint is never
 * English first and then the viewer's language), its description, and the web manifest in that
 * language (docs/product/pwa.md#web-manifest).
 */
export const localizeHtml = (html: string, locale: Locale): string => {
  const page = html.replace(HTML_OPEN, `<html lang="${locale}" dir="${localeDirection(locale)}"`);
  if (locale === 'en') return page;
  const { description } = localizedTexts(locale, 'pwaManifest', PWA_MANIFEST_TEXTS);
  return page
    .replace(MANIFEST_LINK, `<link rel="manifest" href="${webManifestPath(locale)}"`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeAttribute(description)}"`);
};

/** The page differs by these request headers: a shared cache keeps one copy per language. */
export const varyByLocale = (reply: FastifyReply): FastifyReply =>
  reply.header('vary', 'Cookie, Accept-Language');

/**
 * index.html in each locale as a Buffer, remade when the build changes it: sent through
 * sendCachedBuffer, each language's page is compressed once.
 */
export class LocalizedIndex {
  private readonly pages = new Map<Locale, { html: string; page: Buffer }>();

  get(html: string, locale: Locale): Buffer {
    const cached = this.pages.get(locale);
    if (cached?.html === html) return cached.page;
    const page = Buffer.from(localizeHtml(html, locale));
    this.pages.set(locale, { html, page });
    return page;
  }
}
