import type { FastifyReply, FastifyRequest } from 'fastify';
import { rankingsRoute, requestedTextLocale } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import { sendCachedBuffer } from '../../http/compressed-body';
import { deferredChildLoggerFactory } from '../../http/deferred-child-logger';
import { JSON_TYPE, type App } from '../../http/typed-app';
import type { RankingsService } from './rankings.service';

// the same for everyone, like the catalogue's reads (catalogue.routes.ts)
const CACHED_JSON_HEADERS = {
  'content-type': JSON_TYPE,
  'cache-control': 'public, max-age=5, stale-while-revalidate=30',
} as const;

export const rankingsRoutes = async (app: App, { rankings }: { rankings: RankingsService }) => {
  app.setChildLoggerFactory(deferredChildLoggerFactory);
  const send = (request: FastifyRequest, reply: FastifyReply, json: Buffer) => {
    sendCachedBuffer(request, reply.headers(CACHED_JSON_HEADERS), json);
  };
  contractRoute(app, rankingsRoute, (request, reply) => {
    const json = rankings.json(request.query.kind, requestedTextLocale(request.query.lang));
    // a held answer goes in the same tick; only a build is awaited
    if (Buffer.isBuffer(json)) {
      send(request, reply, json);
      return undefined;
    }
    return json.then((built) => send(request, reply, built));
  });
};
