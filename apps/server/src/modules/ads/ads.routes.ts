import type { FastifyRequest } from 'fastify';
import { adBannerRoute, adTrackRoute, adVastRoute, requestedTextLocale } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { AdsService, AdViewer } from './ads.service';

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

/** The house ad server: VAST 4 XML, banners, and the tracking pixel. */
export const adsRoutes = async (
  app: App,
  { ads, publicUrl }: { ads: AdsService; publicUrl: string },
) => {
  const viewer = (request: FastifyRequest): AdViewer => ({
    userId: request.user?.id ?? null,
    ip: request.ip,
    origin: originOf(request, publicUrl),
  });

  // the bearer is optional: viewers with access get no ad

  contractRoute(app, adVastRoute, async (request, reply) => {
    // an ad decision depends on who asks: never cached, never shared
    reply.header('cache-control', 'no-store');
    const answer = await ads.vast(
      viewer(request),
      request.query.content_id,
      request.query.reward_session,
    );
    if (answer.kind === 'redirect') return reply.redirect(answer.url, 302);
    return reply.type('application/xml; charset=utf-8').send(answer.xml);
  });

  contractRoute(app, adBannerRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { placement, content_id: contentId, lang } = request.query;
    return {
      banner: await ads.banner(viewer(request), placement, contentId, requestedTextLocale(lang)),
    };
  });

  contractRoute(app, adTrackRoute, async (request, reply) => {
    // Fastify answers HEAD from this route too: a HEAD probe is no ad event
    if (request.method === 'GET') await ads.track(viewer(request), request.query);
    return reply.header('cache-control', 'no-store').status(204).send();
  });
};
