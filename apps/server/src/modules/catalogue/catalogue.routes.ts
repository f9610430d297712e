import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiRoutes } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
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

  const open = { access: 'public' } as const;
  contractRoute(app, home, open, async (request, reply) =>
    sendCached(request, reply, await catalogue.homeJson()),
  );
  contractRoute(app, searchIndex, open, async (request, reply) =>
    sendCached(request, reply, await catalogue.searchIndexJson()),
  );
  for (const route of [videoDetail, seriesById]) {
    contractRoute(app, route, open, async (request, reply) =>
      sendCached(request, reply, await catalogue.seriesJson(request.params.id)),
    );
  }
  contractRoute(app, availableLists, open, async () => ({
    success: true as const,
    lists: await catalogue.availableLists(),
  }));
};
