import { apiRoutes } from '@app/contract';
import type { App } from '../../http/typed-app';
import { JSON_TYPE } from '../../http/typed-app';
import type { CatalogueService } from './catalogue.service';

const hotCache = 'public, max-age=5, stale-while-revalidate=30';

export const catalogueRoutes = async (app: App, { catalogue }: { catalogue: CatalogueService }) => {
  const { home, searchIndex, videoDetail, seriesById, availableLists } = apiRoutes;

  app.get(
    home.path,
    {
      schema: {
        querystring: home.querystring,
        response: { 200: home.response },
        tags: ['catalogue'],
      },
    },
    async (_request, reply) =>
      reply
        .type(JSON_TYPE)
        .header('cache-control', hotCache)
        .send((await catalogue.homeJson()) as never),
  );

  app.get(
    searchIndex.path,
    {
      schema: {
        querystring: searchIndex.querystring,
        response: { 200: searchIndex.response },
        tags: ['catalogue'],
      },
    },
    async (_request, reply) =>
      reply
        .type(JSON_TYPE)
        .header('cache-control', hotCache)
        .send((await catalogue.searchIndexJson()) as never),
  );

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
        reply
          .type(JSON_TYPE)
          .header('cache-control', hotCache)
          .send((await catalogue.seriesJson(request.params.id)) as never),
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
