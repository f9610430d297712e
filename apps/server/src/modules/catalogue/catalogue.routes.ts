import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiRoutes } from '@app/contract';
import type { App } from '../../http/typed-app';
import { JSON_TYPE } from '../../http/typed-app';
import { sendCachedBuffer } from '../../http/compressed-body';
import type { CatalogueService } from './catalogue.service';

const hotCache = 'public, max-age=5, stale-while-revalidate=30';

export const catalogueRoutes = async (app: App, { catalogue }: { catalogue: CatalogueService }) => {
  const { home, searchIndex, videoDetail, seriesById, availableLists } = apiRoutes;

  // the service answers with JSON it already validated against the response schema and cached
  const sendCached = (request: FastifyRequest, reply: FastifyReply, json: Buffer) =>
    sendCachedBuffer(request, reply.type(JSON_TYPE).header('cache-control', hotCache), json);

  for (const [route, load] of [
    [home, () => catalogue.homeJson()],
    [searchIndex, () => catalogue.searchIndexJson()],
  ] as const) {
    app.get(
      route.path,
      {
        schema: {
          querystring: route.querystring,
          response: { 200: route.response },
          tags: ['catalogue'],
        },
      },
      async (request, reply) => sendCached(request, reply, await load()),
    );
  }

  for (const route of [videoDetail, seriesById]) {
    app.get(
      route.path,
      {
        schema: {
          params: route.params,
          querystring: route.querystring,
          response: { 200: route.response },
          tags: ['catalogue'],
        },
      },
      async (request, reply) =>
        sendCached(request, reply, await catalogue.seriesJson(request.params.id)),
    );
  }

  app.get(
    availableLists.path,
    {
      schema: {
        querystring: availableLists.querystring,
        response: { 200: availableLists.response },
        tags: ['catalogue'],
      },
    },
    async () => ({ success: true as const, lists: await catalogue.availableLists() }),
  );
};
