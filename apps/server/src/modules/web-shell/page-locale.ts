import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isLocale,
  LOCALE_COOKIE,
  localeDirection,
  negotiateLocale,
  parseAcceptLanguage,
  type Locale,
} from '@app/contract';

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

/**
 * The page's `<html>` in `locale` (lang, dir), which the app starts in: the first paint is never
 * English first and then the viewer's language.
 */
export const localizeHtml = (html: string, locale: Locale): string =>
  html.replace(HTML_OPEN, `<html lang="${locale}" dir="${localeDirection(locale)}"`);

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
