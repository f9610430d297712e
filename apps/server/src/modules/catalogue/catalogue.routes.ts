import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  availableListsRoute,
  homeRoute,
  requestedTextLocale,
  searchIndexRoute,
  searchSeriesRoute,
  seriesByIdRoute,
  videoDetailRoute,
} from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import { deferredChildLoggerFactory } from '../../http/deferred-child-logger';
import type { App } from '../../http/typed-app';
import { JSON_TYPE } from '../../http/typed-app';
import { sendCachedBuffer } from '../../http/compressed-body';
import type { CatalogueService } from './catalogue.service';

// one object for every cached answer: set in one call, built once
export const CACHED_JSON_HEADERS = {
  'content-type': JSON_TYPE,
  'cache-control': 'public, max-age=5, stale-while-revalidate=30',
} as const;

export const catalogueRoutes = async (app: App, { catalogue }: { catalogue: CatalogueService }) => {
  // these routes log warnings only: a request's child logger is made when one is written
  app.setChildLoggerFactory(deferredChildLoggerFactory);

  // the service answers with JSON it already validated against the response schema and cached
  const send = (request: FastifyRequest, reply: FastifyReply, json: Buffer) => {
    sendCachedBuffer(request, reply.headers(CACHED_JSON_HEADERS), json);
  };
  /**
   * A held answer is sent in the same tick, with no promise: the handler then returns nothing,
   * and Fastify has no thenable to wait on. Only a first build (or a rebuild after a write) is
   * awaited.
   */
  const sendCached = (
    request: FastifyRequest,
    reply: FastifyReply,
    json: Buffer | Promise<Buffer>,
  ): Promise<void> | undefined => {
    if (Buffer.isBuffer(json)) {
      send(request, reply, json);
      return undefined;
    }
    return json.then((built) => send(request, reply, built));
  };
  contractRoute(app, homeRoute, (request, reply) =>
    sendCached(request, reply, catalogue.homeJson(requestedTextLocale(request.query.lang))),
  );
  contractRoute(app, searchIndexRoute, (request, reply) =>
    sendCached(request, reply, catalogue.searchIndexJson(requestedTextLocale(request.query.lang))),
  );
  for (const route of [videoDetailRoute, seriesByIdRoute]) {
    contractRoute(app, route, (request, reply) =>
      sendCached(
        request,
        reply,
        catalogue.seriesJson(request.params.id, requestedTextLocale(request.query.lang)),
      ),
    );
  }
  contractRoute(app, searchSeriesRoute, (request, reply) =>
    sendCached(
      request,
      reply,
      catalogue.searchJson(request.query, requestedTextLocale(request.query.lang)),
    ),
  );
  contractRoute(app, availableListsRoute, async () => ({
    success: true as const,
    lists: await catalogue.availableLists(),
  }));
};
