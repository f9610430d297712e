import { performance } from 'node:perf_hooks';
import { requestedTextLocale, SERIES_ID_PATTERN, type Locale } from '@app/contract';
import type { FrontHandler } from '../../http/front-handler';
import { compressedVariant, encodingFor } from '../../http/compressed-body';
import { requestIdFor } from '../../http/request-id';
import { JSON_TYPE } from '../../http/typed-app';
import type { CatalogueService } from './catalogue.service';
import { CACHED_JSON_HEADERS } from './catalogue.routes';

export type CatalogueFastPathDeps = {
  catalogue: Pick<CatalogueService, 'heldSeriesJson' | 'heldHomeJson'>;
  /** Headers every answer of the app carries (security-headers.ts). */
  securityHeaders: Readonly<Record<string, string>>;
  /** While draining, Fastify answers 503: the fast path steps aside. */
  isDraining(): boolean;
  /** The request metric Fastify's onResponse hook records for the same route. */
  observeRequest?(method: string, route: string, status: number, seconds: number): void;
};

// the only query these routes take; a plain language tag (the schema's limit is 35 characters).
// Anything else (escapes, '+', more parameters) is the route's to parse and judge.
const LANG_QUERY = /^lang=([A-Za-z0-9-]{1,35})$/;

/** The routes answered here, by path prefix: their metric label and held answer. */
const routesOf = (catalogue: CatalogueFastPathDeps['catalogue']) => [
  {
    prefix: '/api/videos/',
    route: '/api/videos/:id',
    held: (id: string, locale: Locale | null) =>
      SERIES_ID_PATTERN.test(id) ? catalogue.heldSeriesJson(id, locale) : undefined,
  },
  {
    prefix: '/api/series/',
    route: '/api/series/:id',
    held: (id: string, locale: Locale | null) =>
      SERIES_ID_PATTERN.test(id) ? catalogue.heldSeriesJson(id, locale) : undefined,
  },
  {
    prefix: '/api/home',
    route: '/api/home',
    held: (rest: string, locale: Locale | null) =>
      rest === '' ? catalogue.heldHomeJson(locale) : undefined,
  },
];

/**
 * GET of a catalogue answer the service already holds (home, a series), answered before Fastify
 * with the bytes and headers the catalogue route sends: the same cached JSON (compressed as the
 * route compresses it), security headers, request id, caching and Vary, and the route's latency
 * metric. Everything else goes on to Fastify: other methods, a path or query the route would
 * have to parse or refuse, an answer not yet built, draining. Through Fastify a held answer paid
 * for routing, four hooks, zod's check of the path and query and a child logger: about twice the
 * JavaScript of the answer itself (docs/decisions.md#performance-targets).
 */
export const catalogueFastPath = (deps: CatalogueFastPathDeps): FrontHandler => {
  const routes = routesOf(deps.catalogue);
  // the route's header order: request id, security headers, then the cached answer's own
  const fixed = [
    ...Object.entries(deps.securityHeaders).flat(),
    'content-type',
    JSON_TYPE,
    'cache-control',
    CACHED_JSON_HEADERS['cache-control'],
    'vary',
    'accept-encoding',
  ];
  if (CACHED_JSON_HEADERS['content-type'] !== JSON_TYPE) throw new Error('JSON type drifted');

  return (request, response) => {
    const { method, url } = request;
    if (method !== 'GET' || !url?.startsWith('/api/')) return false;
    const match = routes.find(({ prefix }) => url.startsWith(prefix));
    if (!match || deps.isDraining()) return false;
    const queryAt = url.indexOf('?');
    let locale: Locale | null = null;
    if (queryAt !== -1) {
      const lang = LANG_QUERY.exec(url.slice(queryAt + 1))?.[1];
      if (lang === undefined) return false;
      locale = requestedTextLocale(lang);
    }
    const rest = url.slice(match.prefix.length, queryAt === -1 ? undefined : queryAt);
    const json = match.held(rest, locale);
    if (!json) return false;
    const started = performance.now();
    const encoding = encodingFor(json, request.headers['accept-encoding']);
    const body = encoding ? compressedVariant(json, encoding) : json;
    const headers = ['x-request-id', requestIdFor(request.headers['x-request-id']), ...fixed];
    if (encoding) headers.push('content-encoding', encoding);
    headers.push('content-length', String(body.length));
    response.writeHead(200, headers);
    response.end(body);
    deps.observeRequest?.(method, match.route, 200, (performance.now() - started) / 1000);
    return true;
  };
};
