import type { FastifyRequest } from 'fastify';
import {
  AD_TRACK_PATH,
  AD_VAST_PATH,
  adTrackQuerySchema,
  adVastQuerySchema,
  apiRoutes,
} from '@app/contract';
import type { App } from '../../http/typed-app';
import type { AdsService, AdViewer } from './ads.service';

const TAGS = ['ads'];
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * VAST URLs must be absolute. They point at the origin the page came from, so the page's CSP
 * ('self') admits them: PUBLIC_URL when the request came through it, else the request's host
 * (e.g. 127.0.0.1 while PUBLIC_URL says localhost).
 */
const originOf = (request: FastifyRequest, publicUrl: string): string => {
  const configured = new URL(publicUrl);
  const host = request.host;
  if (host === configured.host || !HOST.test(host)) return configured.origin;
  return `${request.protocol}://${host}`;
};

/** The house ad server: VAST 4 XML, banners, and the tracking pixel (spec §7 "Ads"). */
export const adsRoutes = async (
  app: App,
  { ads, publicUrl }: { ads: AdsService; publicUrl: string },
) => {
  const viewer = (request: FastifyRequest): AdViewer => ({
    userId: request.user?.id ?? null,
    ip: request.ip,
    origin: originOf(request, publicUrl),
  });

  app.get(
    AD_VAST_PATH,
    { schema: { querystring: adVastQuerySchema, tags: TAGS } },
    async (request, reply) => {
      // an ad decision depends on who asks: never cached, never shared
      reply.header('cache-control', 'no-store');
      const answer = await ads.vast(viewer(request), request.query.content_id);
      if (answer.kind === 'redirect') return reply.redirect(answer.url, 302);
      return reply.type('application/xml; charset=utf-8').send(answer.xml);
    },
  );

  app.get(
    apiRoutes.adBanner.path,
    {
      schema: {
        querystring: apiRoutes.adBanner.querystring,
        response: { 200: apiRoutes.adBanner.response },
        tags: TAGS,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { placement, content_id: contentId } = request.query;
      return { banner: await ads.banner(viewer(request), placement, contentId) };
    },
  );

  app.get(
    AD_TRACK_PATH,
    { schema: { querystring: adTrackQuerySchema, tags: TAGS } },
    async (request, reply) => {
      // Fastify answers HEAD from this route too: a HEAD probe is no ad event
      if (request.method === 'GET') await ads.track(viewer(request), request.query);
      return reply.header('cache-control', 'no-store').status(204).send();
    },
  );
};
