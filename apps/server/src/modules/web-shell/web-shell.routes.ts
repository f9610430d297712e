import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HERO_IMAGE_SIZES, imageSrcSet, PAGE_ROUTES } from '@app/contract';
import { sendCachedBuffer } from '../../http/compressed-body';
import type { IndexHtml } from './index-html';
import type { Hints, PageHints, ShellPage } from './page-hints';
import type { PageShell } from './page-shell';
import { LocalizedIndex, localizeHtml, pageLocale, varyByLocale } from './page-locale';
import type { StartPageHtml } from './start-page-html';

/** Hints must never hold a page up: past this, the page goes out without them. */
const HINT_BUDGET_MS = 50;

// our own paths (API routes, storage keys): anything else is not worth escaping into a header
const SAFE_PATH = /^\/[\w./~%-]*$/;
/** A fetch may have a query (the catalogue calls' `?lang=`), of the same safe characters. */
const SAFE_URL = /^\/[\w./~%-]*(\?[\w.~%=&-]*)?$/;

const modulePreloads = (paths: string[]) =>
  paths.filter((p) => SAFE_PATH.test(p)).map((p) => `<${p}>; rel=modulepreload`);

// browsers start preloads in header order, six connections at a time (HTTP/1.1): most urgent first
const linkHeader = ({
  styles = [],
  firstModules = [],
  fetches,
  modules,
  images = [],
  imageSizes = HERO_IMAGE_SIZES,
}: Hints) =>
  [
    ...styles
      .filter((p) => SAFE_PATH.test(p))
      .map((p) => `<${p}>; rel=preload; as=style; crossorigin`),
    ...modulePreloads(firstModules),
    // as=fetch + crossorigin: what the app's fetch() and hls.js' requests for these URLs match
    ...fetches
      .filter((p) => SAFE_URL.test(p))
      .map((p) => `<${p}>; rel=preload; as=fetch; crossorigin`),
    ...modulePreloads(modules.filter((p) => !firstModules.includes(p))),
    ...images.filter((p) => SAFE_PATH.test(p)).map((p) => imagePreload(p, imageSizes)),
  ].join(', ');

/** The hero image as the page's <img> will pick it: the copy for this screen (its srcset). */
const imagePreload = (path: string, sizes: string): string => {
  const srcset = imageSrcSet(path);
  const variants = srcset ? `; imagesrcset="${srcset}"; imagesizes="${sizes}"` : '';
  return `<${path}>; rel=preload; as=image; fetchpriority=high${variants}`;
};

const withinBudget = <T>(work: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([
    work.catch(() => fallback),
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), HINT_BUDGET_MS).unref()),
  ]);

/**
 * The SPA's entry pages (/, /video/{id}, /play, /author/{name}, /rankings, /rewards, /foryou)
 * served with preload Link headers naming their first requests, so the browser fetches data and
 * the stream's start while the JavaScript loads. /, a held /video/{id} or /author/{name},
 * /rankings, /rewards, /foryou and /play paint before the app (page-shell.ts, the early start): their HTML defers the app's code
 * (start-page-html.ts). Other paths fall through to the SPA fallback without hints.
 */
export async function webShellRoutes(
  app: FastifyInstance,
  opts: {
    hints: PageHints;
    index?: IndexHtml;
    shells?: Partial<Record<ShellPage, PageShell>>;
    startPage?: StartPageHtml;
  },
) {
  const localizedIndex = new LocalizedIndex();
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = new URL(request.url, 'http://origin.invalid');
    const locale = pageLocale(request);
    const hints = await withinBudget(
      opts.hints.forPage(parsed.pathname, parsed.searchParams, locale),
      { fetches: [], modules: [] },
    );
    // a page in another language renders once its catalog is in: fetched beside the entry
    const catalog = locale === 'en' ? [] : opts.hints.catalogModules(locale);
    const link = linkHeader({ ...hints, modules: [...hints.modules, ...catalog] });
    if (link !== '') reply.header('link', link);
    reply.header('cache-control', 'no-cache');
    const deferred = hints.deferredModules?.filter((p) => SAFE_PATH.test(p));
    // some pages paint their largest element before the app loads (page-shell.ts)
    const shell = hints.shell;
    const painted =
      shell && (shell.image === undefined || SAFE_PATH.test(shell.image))
        ? opts.shells?.[shell.page]?.render(shell)
        : undefined;
    const source = painted ?? opts.index?.read();
    const html = source === undefined ? undefined : localizeHtml(source, locale);
    varyByLocale(reply);
    const styles = hints.deferredStyles?.filter((p) => SAFE_PATH.test(p)) ?? [];
    // the shell's own CSS stands in for the stylesheets only where the shell is served
    const page =
      deferred && html
        ? opts.startPage?.render(html, { modules: deferred, styles: painted ? styles : [] })
        : undefined;
    if (page) return sendCachedBuffer(request, reply.type('text/html; charset=utf-8'), page);
    const index = opts.index?.read();
    if (index === undefined) return reply.sendFile('index.html');
    return sendCachedBuffer(
      request,
      reply.type('text/html; charset=utf-8'),
      localizedIndex.get(index, locale),
    );
  };
  for (const path of [
    PAGE_ROUTES.home,
    PAGE_ROUTES.play,
    PAGE_ROUTES.video,
    // a wildcard: a name's escapes may pass the router's parameter length, the page still loads
    PAGE_ROUTES.author.replace(':name', '*'),
    PAGE_ROUTES.rankings,
    PAGE_ROUTES.rewards,
    PAGE_ROUTES.forYou,
  ]) {
    app.get(path, serve);
  }
}
