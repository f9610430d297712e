import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  AUTHOR_SHELL,
  FOR_YOU_SHELL,
  HOME_SHELL,
  RANKINGS_EMPTY_SHELL,
  RANKINGS_SHELL,
  REWARDS_SHELL,
  SERIES_SHELL,
} from '@app/contract';
import { registerNotFoundHandler } from '../../http/error-handler';
import type { App } from '../../http/typed-app';
import type { Services } from '../../services';
import { buildAssetRoutes } from './build-assets';
import { IndexHtml } from './index-html';
import { LocalizedIndex, pageLocale, varyByLocale } from './page-locale';
import { sendCachedBuffer } from '../../http/compressed-body';
import { PageHints } from './page-hints';
import { PageShell } from './page-shell';
import { StartPageHtml } from './start-page-html';
import { WebManifest } from './web-manifest';
import { webShellRoutes } from './web-shell.routes';

/**
 * The built SPA (apps/web/dist) when there is one: hashed assets, the entry pages with their
 * preload hints, and index.html for every other page path. Without a build, unknown paths 404.
 */
export const registerWebShell = async (
  app: App,
  { services, webDist }: { services: Services; webDist: string | undefined },
) => {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) {
    registerNotFoundHandler(app);
    return;
  }
  await app.register(buildAssetRoutes, { webDist, logLevel: 'warn' });
  await app.register(fastifyStatic, {
    root: webDist,
    // files are looked up per request, so a rebuilt web app is served without a restart
    wildcard: true,
    index: 'index.html',
    // the web build writes .br and .gz beside each text asset (apps/web/build/precompress.ts)
    preCompressed: true,
    // hashed build assets never change; index.html must always be revalidated
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const indexHtml = new IndexHtml(webDist);
  await app.register(webShellRoutes, {
    hints: new PageHints(
      services.catalogue,
      services.storage,
      new WebManifest(webDist),
      services.authors,
      services.rankings,
    ),
    index: indexHtml,
    shells: {
      home: new PageShell(indexHtml, HOME_SHELL),
      series: new PageShell(indexHtml, SERIES_SHELL),
      author: new PageShell(indexHtml, AUTHOR_SHELL),
      rankings: new PageShell(indexHtml, RANKINGS_SHELL),
      rankingsEmpty: new PageShell(indexHtml, RANKINGS_EMPTY_SHELL),
      rewards: new PageShell(indexHtml, REWARDS_SHELL),
      forYou: new PageShell(indexHtml, FOR_YOU_SHELL),
    },
    startPage: new StartPageHtml(),
    logLevel: 'warn',
  });
  const localizedIndex = new LocalizedIndex();
  registerNotFoundHandler(app, (request, reply) => {
    // a missing hashed asset must 404, not turn into HTML the browser would run as script
    const isApi = /^\/(api|media|assets)\//.test(request.url);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi) return undefined;
    const html = indexHtml.read();
    reply.header('cache-control', 'no-cache');
    if (html === undefined) return reply.sendFile('index.html');
    // every page path is the SPA's index.html, in the viewer's language
    return sendCachedBuffer(
      request,
      varyByLocale(reply).type('text/html; charset=utf-8'),
      localizedIndex.get(html, pageLocale(request)),
    );
  });
};
